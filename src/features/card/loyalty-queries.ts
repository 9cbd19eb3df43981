import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Page } from '../../api/envelope'
import type { Receipt } from '../../api/schemas/loyalty'

/**
 * The card's points movements and digital receipts: personal, so their keys are not 'public' and
 * they are never written to the device (app/query-persistence.ts), and logout drops them. The keys
 * name the user: a session that ended with a 401 leaves its answers in memory for a while, and the
 * next customer on the device must never see them. Fresh on every visit of the card page: a receipt
 * posted at the till shows the next time.
 */
export const LOYALTY_PAGE = 10

const nextPage = <T>(last: Page<T>) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined)

export const movementsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['loyalty', userId, 'movements'],
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.points, { query: { s: String(LOYALTY_PAGE), p: String(pageParam) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  })

export const receiptsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['loyalty', userId, 'receipts'],
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.receipts, { query: { s: String(LOYALTY_PAGE), p: String(pageParam) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  })

export const receiptQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: ['loyalty', userId, 'receipt', id],
    queryFn: ({ signal }) => callApi(endpoints.receipt, { params: { id: String(id) } }, { signal }),
    // A receipt never changes once issued.
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * The receipt as the card page's list already holds it (the list carries whole receipts): opened
 * from there, its page shows at once, with no call and with no network.
 */
export function listedReceipt(client: QueryClient, userId: number, id: number): Receipt | undefined {
  const list = client.getQueryData(receiptsQuery(userId).queryKey)
  for (const page of list?.pages ?? []) {
    const found = page.data.find((receipt) => receipt.id === id)
    if (found) return found
  }
  return undefined
}
