import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Call } from '../../api/client'

const LEAFLET_STALE_MS = 10 * 60_000

/**
 * Keys start with 'public' so the app persists them for offline use. `call` is the app's client, or
 * the reference server's when it renders the leaflets', a leaflet's or a store's page on request (app/prerender.tsx).
 */
export const leafletQueries = {
  all: (call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'leaflets'] as const,
      queryFn: ({ signal }) => call(endpoints.leaflets, {}, { signal }),
      staleTime: LEAFLET_STALE_MS,
    }),
  /** The key prefix of every store's leaflets, for finding a leaflet already seen in one. */
  ofAnyStore: () => ['public', 'store-leaflets'] as const,
  ofStore: (storeId: number, call: Call = callApi) =>
    queryOptions({
      queryKey: [...leafletQueries.ofAnyStore(), storeId] as const,
      queryFn: ({ signal }) => call(endpoints.storeLeaflets, { params: { id: String(storeId) } }, { signal }),
      staleTime: LEAFLET_STALE_MS,
    }),
}
