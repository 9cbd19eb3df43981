import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../api'
import { shopEndpoints } from '../../api/shop-endpoints'

/**
 * The customer's open cart of a store: personal, so its key is not 'public' (never written to the
 * device) and names the user, and the end of the session drops it (app/session-end.ts). It lives on the server
 * and follows the customer from phone to desktop: fetched again on each visit.
 */
export const cartQuery = (userId: number, storeId: number) =>
  queryOptions({
    queryKey: ['shop', userId, 'cart', storeId] as const,
    queryFn: ({ signal }) => callApi(shopEndpoints.cart, { query: { storeId: String(storeId) } }, { signal }),
    staleTime: 30_000,
  })

/** The mutation scope of one store's cart changes: they go one after the other. */
export const cartScope = (storeId: number) => `cart-${storeId}`
