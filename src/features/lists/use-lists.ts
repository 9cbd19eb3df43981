import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Favorite, SmartlistItem } from '../../api/schemas/smartlists'
import { useHydrated } from '../../ui/use-hydrated'
import { useSessionUser } from '../auth/session'
import { changedIds, type ListChange } from './list-changes'
import { LIST_CHANGE_KEY } from './list-mutations'
import { favoritesQuery, smartlistsQuery } from './list-queries'
import { openListsOnDevice } from './lists-on-device'

/** The customer's copy on the device, restored (once) before the lists are drawn. */
export function useListsOnDevice(): { userId: number | null; ready: boolean } {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  const hydrated = useHydrated()
  const userId = user?.id ?? null
  const [readyFor, setReadyFor] = useState<number | null>(null)
  useEffect(() => {
    if (!hydrated || userId === null) return
    let current = true
    void openListsOnDevice(queryClient, userId).then(() => {
      if (current) setReadyFor(userId)
    })
    return () => {
      current = false
    }
  }, [hydrated, queryClient, userId])
  return { userId, ready: userId !== null && readyFor === userId }
}

export function useSmartlists(userId: number | null, ready: boolean) {
  return useQuery({ ...smartlistsQuery(userId ?? 0), enabled: ready && userId !== null })
}

export function useFavorites(userId: number | null, ready: boolean) {
  return useQuery({ ...favoritesQuery(userId ?? 0), enabled: ready && userId !== null })
}

/** The ids (lists, items, `product-<id>`) with a change not yet on the server. */
export function usePendingIds(): ReadonlySet<string> {
  const waiting = useMutationState({
    filters: { mutationKey: LIST_CHANGE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as ListChange | undefined,
  })
  return useMemo(() => new Set(waiting.flatMap((change) => (change ? changedIds(change) : []))), [waiting])
}

const now = () => new Date().toISOString()

/** The changes a customer makes, each with its ids and time made here (list-changes.ts). */
export function useListChanges(userId: number) {
  const { mutate } = useMutation<void, unknown, ListChange>({ mutationKey: LIST_CHANGE_KEY })
  return useMemo(
    () => ({
      createList(name: string): string {
        const listId = crypto.randomUUID()
        mutate({ kind: 'put-list', userId, listId, name: name.trim(), changedAt: now() })
        return listId
      },
      renameList(listId: string, name: string) {
        mutate({ kind: 'put-list', userId, listId, name: name.trim(), changedAt: now() })
      },
      deleteList(listId: string) {
        mutate({ kind: 'delete-list', userId, listId })
      },
      addItem(
        listId: string,
        item: { productId: number | null; name: string; imageUrl: string | null; quantity?: number },
      ) {
        mutate({
          kind: 'put-item',
          userId,
          listId,
          itemId: crypto.randomUUID(),
          productId: item.productId,
          name: item.productId === null ? item.name.trim() : item.name,
          imageUrl: item.imageUrl,
          quantity: item.quantity ?? 1,
          checked: false,
          changedAt: now(),
        })
      },
      changeItem(listId: string, item: SmartlistItem, change: { quantity?: number; checked?: boolean }) {
        mutate({
          kind: 'put-item',
          userId,
          listId,
          itemId: item.id,
          productId: item.productId,
          name: item.name,
          imageUrl: item.imageUrl,
          quantity: change.quantity ?? item.quantity,
          checked: change.checked ?? item.checked,
          changedAt: now(),
        })
      },
      removeItem(listId: string, itemId: string) {
        mutate({ kind: 'delete-item', userId, listId, itemId, changedAt: now() })
      },
      star(product: Omit<Favorite, 'starredAt'>) {
        mutate({ kind: 'star', userId, product, starredAt: now() })
      },
      unstar(productId: number) {
        mutate({ kind: 'unstar', userId, productId })
      },
    }),
    [mutate, userId],
  )
}
