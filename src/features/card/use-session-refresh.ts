import { useQuery } from '@tanstack/react-query'
import { meQuery } from '../auth/me-query'

/**
 * Asks the server for the logged-in user in the background, so the points are today's: the stored
 * user shows at once (and offline), the answer replaces it.
 */
export function useSessionRefresh(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled, staleTime: 0 })
}
