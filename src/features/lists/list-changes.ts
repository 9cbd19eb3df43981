import type { Favorite, Smartlist, SmartlistItem } from '../../api/schemas/smartlists'

/**
 * A change to the lists or favorites, as the device makes it: with the ids it made (UUIDs) and the
 * time it was made, so that it can wait offline, be replayed in order, and be sent twice without
 * harm (the server keeps the later change of an item). These are the persisted mutations' variables.
 */
export type ListChange =
  | { kind: 'put-list'; userId: number; listId: string; name: string; changedAt: string }
  | { kind: 'delete-list'; userId: number; listId: string }
  | {
      kind: 'put-item'
      userId: number
      listId: string
      itemId: string
      productId: number | null
      /** The product's name or the free text, as shown until the server answers. */
      name: string
      imageUrl: string | null
      quantity: number
      checked: boolean
      changedAt: string
    }
  | { kind: 'delete-item'; userId: number; listId: string; itemId: string; changedAt: string }
  | { kind: 'star'; userId: number; product: Omit<Favorite, 'starredAt'>; starredAt: string }
  | { kind: 'unstar'; userId: number; productId: number }

/** The ids a change concerns: the screens mark them as waiting for the network. */
export function changedIds(change: ListChange): string[] {
  switch (change.kind) {
    case 'put-list':
    case 'delete-list':
      return [change.listId]
    case 'put-item':
    case 'delete-item':
      return [change.listId, change.itemId]
    case 'star':
      return [`product-${change.product.productId}`]
    case 'unstar':
      return [`product-${change.productId}`]
  }
}

function withItem(list: Smartlist, item: SmartlistItem): Smartlist {
  const found = list.items.some((i) => i.id === item.id)
  return {
    ...list,
    items: found ? list.items.map((i) => (i.id === item.id ? item : i)) : [...list.items, item],
  }
}

/** The lists as the change leaves them: what the screen shows at once, before the server has it. */
export function applyToLists(lists: readonly Smartlist[], change: ListChange): Smartlist[] {
  switch (change.kind) {
    case 'put-list': {
      const found = lists.some((list) => list.id === change.listId)
      if (found)
        return lists.map((list) =>
          list.id === change.listId ? { ...list, name: change.name, changedAt: change.changedAt } : list,
        )
      return [
        ...lists,
        {
          id: change.listId,
          name: change.name,
          items: [],
          changedAt: change.changedAt,
          owner: true,
          shared: false,
        },
      ]
    }
    case 'delete-list':
      return lists.filter((list) => list.id !== change.listId)
    case 'put-item':
      return lists.map((list) =>
        list.id === change.listId
          ? withItem(list, {
              id: change.itemId,
              productId: change.productId,
              name: change.name,
              imageUrl: change.imageUrl,
              quantity: change.quantity,
              checked: change.checked,
              changedAt: change.changedAt,
              // Made here: the server's answer names who (this customer) once it has it.
              changedBy: null,
            })
          : list,
      )
    case 'delete-item':
      return lists.map((list) =>
        list.id === change.listId
          ? { ...list, items: list.items.filter((i) => i.id !== change.itemId) }
          : list,
      )
    default:
      return [...lists]
  }
}

/** The favorites as the change leaves them, newest first. */
export function applyToFavorites(favorites: readonly Favorite[], change: ListChange): Favorite[] {
  if (change.kind === 'star') {
    if (favorites.some((f) => f.productId === change.product.productId)) return [...favorites]
    return [{ ...change.product, starredAt: change.starredAt }, ...favorites]
  }
  if (change.kind === 'unstar') return favorites.filter((f) => f.productId !== change.productId)
  return [...favorites]
}

/**
 * The server's list as it now is, in the device's copy: in place of the one held (or added), with
 * this device's own changes still waiting applied on top of it (they reach the server after, and the
 * later change of an item wins there as here).
 */
export function withServerList(
  lists: readonly Smartlist[],
  list: Smartlist,
  waiting: ListChange[],
): Smartlist[] {
  const held = lists.some((candidate) => candidate.id === list.id)
  let next = held ? lists.map((candidate) => (candidate.id === list.id ? list : candidate)) : [...lists, list]
  for (const change of waiting)
    if ('listId' in change && change.listId === list.id) next = applyToLists(next, change)
  return next
}
