import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Call } from '../../api/client'

/**
 * The home's banners; the key starts with 'public' so the app keeps them for offline use. `call` is
 * the app's client, or the reference server's when it renders the home on request (app/prerender.tsx).
 */
export const bannerQueries = {
  web: (call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'banners', 'WEB'],
      queryFn: ({ signal }) => call(endpoints.banners, { query: { category: 'WEB' } }, { signal }),
      staleTime: 10 * 60_000,
    }),
}
