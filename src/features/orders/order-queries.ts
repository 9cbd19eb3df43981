import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { callApi } from '../../api'
import type { Page } from '../../api/envelope'
import type { DeliveryMode } from '../../api/schemas/store'
import { shopEndpoints } from '../../api/shop-endpoints'

/** Orders per page of the list: a customer rarely has more than a few open at once. */
export const ORDERS_PAGE = 10

const nextPage = <T>(last: Page<T>) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined)

/**
 * The customer's orders: personal, so the keys are not 'public' (never written to the device) and
 * name the user (the end of the session drops them: app/session-end.ts). An order moves along its statuses
 * on the store's side: read again on every visit.
 */
export const ordersQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['orders', userId, 'list'] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(shopEndpoints.orders, { query: { s: String(ORDERS_PAGE), p: String(pageParam) } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  })

export const orderQuery = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', userId, 'order', orderId] as const,
    queryFn: ({ signal }) => callApi(shopEndpoints.order, { params: { id: String(orderId) } }, { signal }),
    staleTime: 0,
  })

/** The key prefix of a store's windows, of every delivery mode. */
export const storeSlotsKey = (storeId: number) => ['slots', storeId] as const

/**
 * A store's windows for a delivery mode. Public but never kept on the device: a window seen full or
 * free an hour ago says nothing now, so the key does not start with 'public'.
 */
export const slotsQuery = (storeId: number, delivery: DeliveryMode) =>
  queryOptions({
    queryKey: [...storeSlotsKey(storeId), delivery] as const,
    queryFn: ({ signal }) =>
      callApi(shopEndpoints.slots, { params: { storeId: String(storeId) }, query: { delivery } }, { signal }),
    staleTime: 30_000,
  })
