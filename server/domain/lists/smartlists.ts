import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { CartFill, Smartlist, SmartlistItem } from '../../../src/api/schemas/smartlists'
import type { Db } from '../../db/connect'
import { products, smartlistItems, smartlistMembers, smartlists, users } from '../../db/schema'
import { fillCart } from '../orders/cart-filling'
import type { ShopContext } from '../orders/carts'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'

/**
 * Shopping lists (docs/ordering.md "Smartlists and favorites: offline first"). A device changes its lists
 * offline and replays the changes later, maybe twice, maybe after another device's newer ones: every
 * change carries the device's time and the later one of a list's name or of an item wins, so a replay
 * changes nothing and an old change never undoes a newer one. Deletions stay as tombstones for the
 * same reason: a create or change replayed after them must not bring a thing back.
 *
 * A list can be shared (docs/lists-sharing.md, sharing.ts): its owner is `smartlists.userId`, its
 * other members are rows of `smartlist_members`, and every member reads and changes it alike; to
 * anyone else it is as unknown as a list never made.
 */

export type ListRow = typeof smartlists.$inferSelect

/** A list as every member sees it, but for `owner`, which depends on who asks (seenBy). */
export interface ListView {
  ownerId: number
  list: Omit<Smartlist, 'owner'>
}

export const seenBy = (view: ListView, userId: number): Smartlist => ({
  ...view.list,
  owner: view.ownerId === userId,
})

const DEVICE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z| ?([+-])(\d{2})(?::?(\d{2}))?)$/
const EARLIEST_DEVICE_TIME = Date.UTC(1970, 0, 1)
const LATEST_DEVICE_TIME = Date.UTC(10_000, 0, 1)

/**
 * A device's `changedAt` as an instant, or null when it names none. The contract's ISO check lets
 * through forms JavaScript's Date cannot read (`+01` as offset, `2025-02-31`), which would otherwise
 * reach the database as an Invalid Date and fail there as a 500; and times outside 1970–9999 that
 * PostgreSQL or toISOString cannot carry. Millisecond precision: the clock the answers are read with.
 */
export function deviceTime(value: string): Date | null {
  const match = DEVICE_TIME.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = match
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number((fraction ?? '0').padEnd(3, '0').slice(0, 3)),
  )
  // Date.UTC rolls 31 February over into March: a date that does not exist is refused instead.
  if (new Date(local).getUTCDate() !== Number(day)) return null
  const offsetMs = (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes ?? 0)) * 60_000
  const instant = local - (sign === '-' ? -offsetMs : offsetMs)
  if (instant < EARLIEST_DEVICE_TIME || instant >= LATEST_DEVICE_TIME) return null
  return new Date(instant)
}

export interface ListChange {
  name: string
  changedAt: Date
}

export interface ItemChange {
  productId: number | null
  text: string | null
  quantity: number
  checked: boolean
  changedAt: Date
}

/**
 * The lists with their items as members see them: tombstones left out, oldest first; each item with
 * the first name of who changed it last; `shared` when the list has other members or a live link.
 */
export async function viewsOf(db: Db, lists: ListRow[], at: Date): Promise<ListView[]> {
  if (!lists.length) return []
  const ids = lists.map((list) => list.id)
  const withMembers = new Set(
    (
      await db
        .selectDistinct({ listId: smartlistMembers.listId })
        .from(smartlistMembers)
        .where(inArray(smartlistMembers.listId, ids))
    ).map((row) => row.listId),
  )
  const rows = await db
    .select({
      item: smartlistItems,
      productName: products.name,
      productImage: products.imageUrl,
      changedBy: users.firstName,
    })
    .from(smartlistItems)
    .leftJoin(products, eq(products.id, smartlistItems.productId))
    .leftJoin(users, eq(users.id, smartlistItems.changedBy))
    .where(
      and(
        inArray(
          smartlistItems.listId,
          lists.map((list) => list.id),
        ),
        eq(smartlistItems.removed, false),
      ),
    )
    .orderBy(asc(smartlistItems.createdAt), asc(smartlistItems.id))
  const itemsOf = new Map<string, SmartlistItem[]>(lists.map((list) => [list.id, []]))
  for (const { item, productName, productImage, changedBy } of rows) {
    itemsOf.get(item.listId)?.push({
      id: item.id,
      productId: item.productId,
      name: item.productId === null ? (item.text ?? '') : (productName ?? ''),
      imageUrl: item.productId === null ? null : productImage,
      quantity: item.quantity,
      checked: item.checked,
      changedAt: item.changedAt.toISOString(),
      changedBy: item.changedBy === null ? null : changedBy,
    })
  }
  return lists.map((list) => ({
    ownerId: list.userId,
    list: {
      id: list.id,
      name: list.name,
      items: itemsOf.get(list.id) ?? [],
      changedAt: list.changedAt.toISOString(),
      shared: withMembers.has(list.id) || isLinkLive(list, at),
    },
  }))
}

/** Whether the list's sharing link works at `at`. */
export const isLinkLive = (list: ListRow, at: Date): boolean =>
  list.shareToken !== null && list.shareExpiresAt !== null && list.shareExpiresAt.getTime() > at.getTime()

export async function oneWithItems(db: Db, list: ListRow, userId: number, at: Date): Promise<Smartlist> {
  const [shown] = await viewsOf(db, [list], at)
  if (!shown) throw new Error('a list without its view')
  return seenBy(shown, userId)
}

/** Whether the user is a member of the list besides its owner. */
export async function isMember(db: Db, listId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: smartlistMembers.userId })
    .from(smartlistMembers)
    .where(and(eq(smartlistMembers.listId, listId), eq(smartlistMembers.userId, userId)))
  return row !== undefined
}

/**
 * A live list of the customer's (owned, or shared with the customer), locked for the transaction so
 * that concurrent changes of its items take turns (each then reads what the one before it wrote).
 * Anyone else's list and a deleted one are as unknown as one never made: the answer tells nothing.
 */
export async function lockMemberList(db: Db, userId: number, listId: string): Promise<ListRow> {
  const [list] = await db.select().from(smartlists).where(eq(smartlists.id, listId)).for('update')
  return asMember(db, userId, listId, list)
}

/** The same without the lock, for reading only. */
export async function memberList(db: Db, userId: number, listId: string): Promise<ListRow> {
  const [list] = await db.select().from(smartlists).where(eq(smartlists.id, listId))
  return asMember(db, userId, listId, list)
}

async function asMember(db: Db, userId: number, listId: string, list: ListRow | undefined): Promise<ListRow> {
  if (!list || list.deletedAt) throw new DomainError('smartlist-not-found')
  if (list.userId !== userId && !(await isMember(db, listId, userId)))
    throw new DomainError('smartlist-not-found')
  return list
}

/** The live lists the user owns or is a member of, oldest first. */
export async function memberListRows(
  db: Db,
  userId: number,
  listIds?: readonly string[],
): Promise<ListRow[]> {
  const joined = db
    .select({ listId: smartlistMembers.listId })
    .from(smartlistMembers)
    .where(eq(smartlistMembers.userId, userId))
  return db
    .select()
    .from(smartlists)
    .where(
      and(
        or(eq(smartlists.userId, userId), inArray(smartlists.id, joined)),
        isNull(smartlists.deletedAt),
        listIds ? inArray(smartlists.id, [...listIds]) : undefined,
      ),
    )
    .orderBy(asc(smartlists.createdAt), asc(smartlists.id))
}

export async function userSmartlists(ctx: DomainContext, userId: number): Promise<Smartlist[]> {
  const views = await viewsOf(ctx.db, await memberListRows(ctx.db, userId), ctx.now())
  return views.map((view) => seenBy(view, userId))
}

/** Creates the list under the device's id, or renames it when this change is the later one. */
export async function putSmartlist(
  ctx: DomainContext,
  userId: number,
  listId: string,
  change: ListChange,
): Promise<Smartlist> {
  return inTransaction(ctx, async (tx) => {
    // Inserting first, and doing nothing on an id taken, lets two replays of one create race safely;
    // an id another customer holds is left alone and answered as not found below.
    const created = await tx.db
      .insert(smartlists)
      .values({ id: listId, userId, name: change.name, changedAt: change.changedAt, createdAt: tx.at })
      .onConflictDoNothing()
      .returning({ id: smartlists.id })
    const list = await lockMemberList(tx.db, userId, listId)
    // The owner's other devices follow the lists too: a new list is news to them.
    if (created.length) tx.listChanged(listId)
    if (change.changedAt.getTime() <= list.changedAt.getTime())
      return oneWithItems(tx.db, list, userId, tx.at)
    const [renamed] = await tx.db
      .update(smartlists)
      .set({ name: change.name, changedAt: change.changedAt })
      .where(eq(smartlists.id, listId))
      .returning()
    tx.listChanged(listId)
    return oneWithItems(tx.db, renamed ?? list, userId, tx.at)
  })
}

/**
 * Deletes the list: it stays as a tombstone so a create replayed later cannot bring it back; its items
 * go. An id never seen gets a tombstone of this customer's for the same reason. Another customer's
 * list answers ok and is left untouched, the same answer as for an unknown id, so a DELETE never tells
 * whether someone else holds an id, and a device's queued deletion never fails on replay. A member
 * who is not the owner is refused (a member leaves instead); the members lose the list with it.
 */
export async function deleteSmartlist(ctx: DomainContext, userId: number, listId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(smartlists)
      .values({ id: listId, userId, name: '', changedAt: tx.at, createdAt: tx.at, deletedAt: tx.at })
      .onConflictDoNothing()
    const [list] = await tx.db.select().from(smartlists).where(eq(smartlists.id, listId)).for('update')
    if (!list || list.deletedAt) return
    if (list.userId !== userId) {
      if (await isMember(tx.db, listId, userId)) throw new DomainError('list-owner-only')
      return
    }
    await tx.db
      .update(smartlists)
      .set({ deletedAt: tx.at, shareToken: null, shareExpiresAt: null })
      .where(eq(smartlists.id, listId))
    await tx.db.delete(smartlistItems).where(eq(smartlistItems.listId, listId))
    await tx.db.delete(smartlistMembers).where(eq(smartlistMembers.listId, listId))
    tx.listChanged(listId)
  })
}

/**
 * Adds or changes an item, unless the item holds a change as late or later (then the list is answered
 * as it is: a replay, or an old change arriving after a newer one). A product must exist and be in the
 * catalogue (4030, 4031) when it comes into the item; an item that already holds a product withdrawn
 * since can still be checked off or changed, or a device's change made in the shop would fail forever.
 */
export async function putSmartlistItem(
  ctx: DomainContext,
  userId: number,
  listId: string,
  itemId: string,
  change: ItemChange,
): Promise<Smartlist> {
  return inTransaction(ctx, async (tx) => {
    const list = await lockMemberList(tx.db, userId, listId)
    const [held] = await tx.db
      .select()
      .from(smartlistItems)
      .where(and(eq(smartlistItems.listId, listId), eq(smartlistItems.id, itemId)))
    if (held && change.changedAt.getTime() <= held.changedAt.getTime())
      return oneWithItems(tx.db, list, userId, tx.at)
    if (change.productId !== null && !(held && !held.removed && held.productId === change.productId)) {
      const [product] = await tx.db
        .select({ withdrawn: products.withdrawn })
        .from(products)
        .where(eq(products.id, change.productId))
      if (!product) throw new DomainError('product-not-sold')
      if (product.withdrawn) throw new DomainError('product-withdrawn')
    }
    const values = {
      productId: change.productId,
      text: change.productId === null ? change.text : null,
      quantity: change.quantity,
      checked: change.checked,
      changedAt: change.changedAt,
      changedBy: userId,
      removed: false,
    }
    await tx.db
      .insert(smartlistItems)
      .values({ listId, id: itemId, createdAt: tx.at, ...values })
      .onConflictDoUpdate({ target: [smartlistItems.listId, smartlistItems.id], set: values })
    tx.listChanged(listId)
    return oneWithItems(tx.db, list, userId, tx.at)
  })
}

/**
 * Removes an item unless it was changed after `changedAt` (a removal and a change at the same instant:
 * the removal wins, as a PUT must be later than a removal to bring the item back). An item never seen
 * gets a tombstone, so its create, replayed after the removal, stays removed.
 */
export async function removeSmartlistItem(
  ctx: DomainContext,
  userId: number,
  listId: string,
  itemId: string,
  changedAt: Date,
): Promise<Smartlist> {
  return inTransaction(ctx, async (tx) => {
    const list = await lockMemberList(tx.db, userId, listId)
    const [held] = await tx.db
      .select({ changedAt: smartlistItems.changedAt })
      .from(smartlistItems)
      .where(and(eq(smartlistItems.listId, listId), eq(smartlistItems.id, itemId)))
    if (!held) {
      await tx.db.insert(smartlistItems).values({
        listId,
        id: itemId,
        productId: null,
        text: null,
        quantity: 1,
        checked: false,
        changedAt,
        changedBy: userId,
        createdAt: tx.at,
        removed: true,
      })
    } else if (held.changedAt.getTime() <= changedAt.getTime()) {
      await tx.db
        .update(smartlistItems)
        .set({ removed: true, changedAt, changedBy: userId })
        .where(and(eq(smartlistItems.listId, listId), eq(smartlistItems.id, itemId)))
      tx.listChanged(listId)
    }
    return oneWithItems(tx.db, list, userId, tx.at)
  })
}

/**
 * Puts the list into the store's open cart. Only the unchecked items go: a checked one is already in
 * the customer's trolley (or crossed off), and buying it again online is not what was asked.
 */
export async function smartlistToCart(
  ctx: ShopContext,
  userId: number,
  listId: string,
  storeId: number,
): Promise<CartFill> {
  const [list] = await memberListRows(ctx.db, userId, [listId])
  if (!list) throw new DomainError('smartlist-not-found')
  const { items } = await oneWithItems(ctx.db, list, userId, ctx.now())
  const wanted = items
    .filter((item) => !item.checked)
    .map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity }))
  return fillCart(ctx, userId, storeId, wanted)
}
