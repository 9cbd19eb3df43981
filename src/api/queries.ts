import { queryOptions } from '@tanstack/react-query'
import { callApi } from '.'
import { endpoints } from './endpoints'

/**
 * Query options of the public resources, shared by every screen that shows them. Keys start with
 * 'public' so that the offline persistence can keep exactly these (and nothing personal).
 */
export const publicQueries = {
  banners: () =>
    queryOptions({
      queryKey: ['public', 'banners', 'WEB'],
      queryFn: ({ signal }) => callApi(endpoints.banners, { query: { category: 'WEB' } }, { signal }),
      staleTime: 10 * 60_000,
    }),
  counties: () =>
    queryOptions({
      queryKey: ['public', 'counties'],
      queryFn: ({ signal }) => callApi(endpoints.counties, {}, { signal }),
      staleTime: 24 * 3600_000,
    }),
  preferences: () =>
    queryOptions({
      queryKey: ['public', 'preferences'],
      queryFn: ({ signal }) => callApi(endpoints.preferences, {}, { signal }),
      staleTime: 24 * 3600_000,
    }),
}
