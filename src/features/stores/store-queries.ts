import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Call } from '../../api/client'
import { MAX_PAGE_SIZE, STORE_PAGE_SIZE } from '../../api/schemas/store'

/** One page of the store search; lat/lon only when sorting by distance (the server then sorts by it). */
export interface StoreSearch {
  q: string
  /** Counted from 0, as the API does. */
  p: number
  lat: number | null
  lon: number | null
}

/** behaviour §9: the store search waits this long after the last key. */
export const STORE_SEARCH_DEBOUNCE_MS = 1000

/** Store data change seldom: a page is fresh for 10 minutes (and persisted for offline use). */
const STORE_STALE_MS = 10 * 60_000

/** Keys start with 'public' so the app persists them for offline use; they hold plain values only. */
export const storeQueries = {
  /** The key prefix of every page of every list, for finding a store already seen in one. */
  anyList: () => ['public', 'stores'] as const,
  /** The key prefix of every page of one list (one search and order), for reading the cache. */
  list: ({ q, lat, lon }: Omit<StoreSearch, 'p'>) => ['public', 'stores', { q, lat, lon }] as const,
  /** `call`: the app's client, or the reference server's when it renders the list on request. */
  search: (search: StoreSearch, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'stores', search] as const,
      queryFn: ({ signal }) =>
        call(
          endpoints.stores,
          {
            query: {
              s: String(STORE_PAGE_SIZE),
              p: String(search.p),
              q: search.q,
              ...(search.lat !== null && search.lon !== null
                ? { lat: String(search.lat), lon: String(search.lon) }
                : {}),
            },
          },
          { signal },
        ),
      staleTime: STORE_STALE_MS,
      // The previous page stays on screen while the next one comes.
      placeholderData: keepPreviousData,
    }),
  /** `call` as for `search`: the store's page is rendered on request too. */
  detail: (id: number, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'store', id] as const,
      queryFn: ({ signal }) => call(endpoints.store, { params: { id: String(id) } }, { signal }),
      staleTime: STORE_STALE_MS,
    }),
  /**
   * The ids of the stores that take online orders (a dozen: one page of the most the API gives holds
   * them all), so that a store's page can lead to its shop.
   */
  sellingOnline: (call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'stores-selling-online'] as const,
      queryFn: async ({ signal }) => {
        const page = await call(
          endpoints.ecommerceStores,
          { query: { s: String(MAX_PAGE_SIZE), p: '0' } },
          { signal },
        )
        return page.data.map((store) => store.id)
      },
      staleTime: STORE_STALE_MS,
    }),
}
