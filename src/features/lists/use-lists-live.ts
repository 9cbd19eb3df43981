import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { followEventStream } from '../../api/event-stream'
import { listEndpoints } from '../../api/list-endpoints'
import { type Smartlist, SmartlistRemoved } from '../../api/schemas/smartlists'
import { type ListChange, withServerList } from './list-changes'
import { LIST_CHANGE_KEY } from './list-mutations'
import { smartlistMembersQuery, smartlistsQuery, userListsKey } from './list-queries'

const { smartlistEvents } = listEndpoints

/** The changes of this device still on their way: the server's list does not hold them yet. */
function waitingChanges(queryClient: QueryClient, userId: number): ListChange[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: LIST_CHANGE_KEY, status: 'pending' })
    .map((mutation) => mutation.state.variables as ListChange | undefined)
    .filter((change): change is ListChange => change !== undefined && change.userId === userId)
}

/**
 * Follows the customer's lists live (docs/lists-sharing.md): a change another member makes (or this
 * customer on another device) comes as the list itself and replaces it in the device's copy; a list
 * deleted or taken away (the member removed) leaves it. When the stream opens (the first time, and
 * each time it comes back: after being offline, a server restart) the lists are read again, so what
 * changed while it was away is not missed.
 */
export function useListsLive(userId: number | null, ready: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === null || !ready) return
    const controller = new AbortController()
    const key = smartlistsQuery(userId).queryKey
    followEventStream(smartlistEvents.path, {
      signal: controller.signal,
      onState: (state) => {
        if (state !== 'open') return
        // With changes waiting, their own settling reads the lists again (list-mutations.ts).
        if (queryClient.isMutating({ mutationKey: LIST_CHANGE_KEY }) === 0)
          void queryClient.invalidateQueries({ queryKey: userListsKey(userId) })
      },
      onEvent: (event) => {
        let json: unknown
        try {
          json = JSON.parse(event.data)
        } catch {
          return
        }
        if (event.event === smartlistEvents.result.event) {
          const list = v.safeParse(smartlistEvents.result.schema, json)
          if (!list.success) return
          queryClient.setQueryData<Smartlist[]>(key, (old) =>
            withServerList(old ?? [], list.output, waitingChanges(queryClient, userId)),
          )
          // Someone may have joined or left: the members shown are read again.
          void queryClient.invalidateQueries({
            queryKey: smartlistMembersQuery(userId, list.output.id).queryKey,
          })
        } else if (event.event === 'list-removed') {
          const removed = v.safeParse(SmartlistRemoved, json)
          if (!removed.success) return
          queryClient.setQueryData<Smartlist[]>(key, (old) =>
            old?.filter((list) => list.id !== removed.output.id),
          )
        }
      },
    })
      // 401: the session ended; the app's own handling of it takes over.
      .catch(() => {})
    return () => controller.abort()
  }, [queryClient, userId, ready])
}
