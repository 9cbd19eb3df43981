import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'

/**
 * Whether a reset mail's link still holds, asked once per visit: a used or expired one is said before
 * the form, not after the typing. Kept no longer than the page (gcTime 0) and never retried: a failure
 * other than 6 or 9 (no network) leaves the form.
 */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token] as const,
    // The check answers no data: a good link is `true` (a query's data cannot be undefined).
    queryFn: ({ signal }) =>
      callApi(endpoints.checkResetLink, { body: { token } }, { signal }).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
