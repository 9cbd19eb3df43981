import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../api'
import { listEndpoints } from '../../api/list-endpoints'

/**
 * The customer's shopping lists and favorites. Personal, so their keys start with 'lists' and the
 * user's id, never 'public': they are kept on the device by their own persister
 * (lists-on-device.ts), for a logged-in customer on the web only, and dropped at logout, on a 401
 * and on deletion.
 */
export const LISTS_KEY = 'lists'

/** The key prefix of a customer's lists and favorites. */
export const userListsKey = (userId: number) => [LISTS_KEY, userId] as const

export const smartlistsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...userListsKey(userId), 'smartlists'] as const,
    queryFn: ({ signal }) => callApi(listEndpoints.smartlists, {}, { signal }),
    staleTime: 30_000,
  })

export const favoritesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...userListsKey(userId), 'favorites'] as const,
    queryFn: ({ signal }) => callApi(listEndpoints.favorites, {}, { signal }),
    staleTime: 30_000,
  })

/** Who uses a shared list (first names): asked online only, read again at each change of the list. */
export const smartlistMembersQuery = (userId: number, listId: string) =>
  queryOptions({
    queryKey: [...userListsKey(userId), 'members', listId] as const,
    queryFn: ({ signal }) => callApi(listEndpoints.smartlistMembers, { params: { listId } }, { signal }),
    staleTime: 30_000,
  })
