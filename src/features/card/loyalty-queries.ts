import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Page } from '../../api/envelope'

/**
 * The card's points movements and digital receipts: personal, so their keys are not 'public' and
 * they are never written to the device (app/query-persistence.ts), and logout drops them. Fresh on
 * every visit of the card page: a receipt posted at the till shows the next time.
 */
export const LOYALTY_PAGE = 10

const nextPage = <T>(last: Page<T>) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined)

export const movementsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['loyalty', 'movements'],
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.points, { query: { s: String(LOYALTY_PAGE), p: String(pageParam) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  })

export const receiptsQuery = () =>
  infiniteQueryOptions({
    queryKey: ['loyalty', 'receipts'],
    queryFn: ({ pageParam, signal }) =>
      callApi(endpoints.receipts, { query: { s: String(LOYALTY_PAGE), p: String(pageParam) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  })

export const receiptQuery = (id: number) =>
  queryOptions({
    queryKey: ['loyalty', 'receipt', id],
    queryFn: ({ signal }) => callApi(endpoints.receipt, { params: { id: String(id) } }, { signal }),
    // A receipt never changes once issued.
    staleTime: Number.POSITIVE_INFINITY,
  })
