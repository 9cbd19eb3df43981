import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'

const LEAFLET_STALE_MS = 10 * 60_000

/** Keys start with 'public' so the app persists them for offline use. */
export const leafletQueries = {
  all: () =>
    queryOptions({
      queryKey: ['public', 'leaflets'] as const,
      queryFn: ({ signal }) => callApi(endpoints.leaflets, {}, { signal }),
      staleTime: LEAFLET_STALE_MS,
    }),
  ofStore: (storeId: number) =>
    queryOptions({
      queryKey: ['public', 'store-leaflets', storeId] as const,
      queryFn: ({ signal }) =>
        callApi(endpoints.storeLeaflets, { params: { id: String(storeId) } }, { signal }),
      staleTime: LEAFLET_STALE_MS,
    }),
}
