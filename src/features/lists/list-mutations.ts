import type { QueryClient } from '@tanstack/react-query'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import type { Favorite, Smartlist } from '../../api/schemas/smartlists'
import { feedback } from '../../ui/feedback/feedback'
import { applyToFavorites, applyToLists, type ListChange } from './list-changes'
import { favoritesQuery, LISTS_KEY, smartlistsQuery, userListsKey } from './list-queries'

/** The one mutation of the lists: every change goes through it, in one queue (its scope). */
export const LIST_CHANGE_KEY = [LISTS_KEY, 'change'] as const
const SCOPE = { id: 'lists' }

/** Sends one change. Favorites and list removals answer nothing; item changes answer the list. */
async function send(change: ListChange): Promise<void> {
  switch (change.kind) {
    case 'put-list':
      await callApi(listEndpoints.putSmartlist, {
        params: { listId: change.listId },
        body: { name: change.name, changedAt: change.changedAt },
      })
      return
    case 'delete-list':
      await callApi(listEndpoints.deleteSmartlist, { params: { listId: change.listId } })
      return
    case 'put-item':
      await callApi(listEndpoints.putSmartlistItem, {
        params: { listId: change.listId, itemId: change.itemId },
        body: {
          productId: change.productId,
          text: change.productId === null ? change.name : null,
          quantity: change.quantity,
          checked: change.checked,
          changedAt: change.changedAt,
        },
      })
      return
    case 'delete-item':
      await callApi(listEndpoints.deleteSmartlistItem, {
        params: { listId: change.listId, itemId: change.itemId },
        query: { changedAt: change.changedAt },
      })
      return
    case 'star':
      await callApi(listEndpoints.putFavorite, { params: { productId: String(change.product.productId) } })
      return
    case 'unstar':
      await callApi(listEndpoints.deleteFavorite, { params: { productId: String(change.productId) } })
      return
  }
}

const isNetwork = (error: unknown) => error instanceof ApiError && error.kind === 'network'

/**
 * How a change is made, registered once per query client so that the changes kept on the device
 * (paused offline, persisted) can be replayed after a restart: shown at once (optimistic), sent in
 * order when the network is there, tried again while the network fails. A change the server refuses
 * is dropped with its message, and the lists are read again as the server has them. Once the queue
 * is empty the lists are read again too: the server's copy is the truth.
 */
export function registerListChanges(queryClient: QueryClient, refused: (message: string) => void): void {
  queryClient.setMutationDefaults(LIST_CHANGE_KEY, {
    scope: SCOPE,
    mutationFn: send,
    // Offline the change waits (paused) and is kept; a failed connection is tried again, as long as
    // it takes: a change is only ever dropped when the server refuses it.
    retry: (_count, error) => isNetwork(error),
    retryDelay: (count) => Math.min(1000 * 2 ** count, 30_000),
    onMutate: (change: ListChange) => {
      const lists = smartlistsQuery(change.userId).queryKey
      const favorites = favoritesQuery(change.userId).queryKey
      // Shown at once (a ticked box must not flick back), then any read on its way is stopped
      // without undoing it: its answer would not hold this change yet.
      queryClient.setQueryData<Smartlist[]>(lists, (old) => (old ? applyToLists(old, change) : old))
      queryClient.setQueryData<Favorite[]>(favorites, (old) => (old ? applyToFavorites(old, change) : old))
      void queryClient.cancelQueries({ queryKey: userListsKey(change.userId) }, { revert: false })
    },
    onError: (error: unknown) => {
      refused(error instanceof ApiError ? error.message : String(error))
    },
    onSettled: (_data, _error, change: ListChange) => {
      if (queryClient.isMutating({ mutationKey: LIST_CHANGE_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: userListsKey(change.userId) })
      }
    },
  })
}

/** The default way a refusal is told: a message that stays until read. */
export function toastRefusal(message: string): void {
  feedback.toast('error', message)
}
