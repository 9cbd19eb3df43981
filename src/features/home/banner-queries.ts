import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'

/** The home's banners; the key starts with 'public' so the app keeps them for offline use. */
export const bannerQueries = {
  web: () =>
    queryOptions({
      queryKey: ['public', 'banners', 'WEB'],
      queryFn: ({ signal }) => callApi(endpoints.banners, { query: { category: 'WEB' } }, { signal }),
      staleTime: 10 * 60_000,
    }),
}
