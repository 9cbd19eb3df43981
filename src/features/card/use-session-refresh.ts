import { useQuery } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import { session } from '../auth/session'

export const ME_QUERY_KEY = ['me'] as const

/**
 * Asks the server for the logged-in user in the background, so the points are today's: the stored
 * user shows at once (and offline), the answer replaces it. The replacement happens inside the
 * fetch, not on render, so a cached answer is never written back over a newer user.
 */
export function useSessionRefresh(enabled: boolean) {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const user = await callApi(endpoints.session, {}, { signal })
      session.replaceUser(user)
      return user
    },
    enabled,
    staleTime: 0,
  })
}
