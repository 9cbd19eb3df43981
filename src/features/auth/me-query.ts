import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import { session } from './session'

export const ME_QUERY_KEY = ['me'] as const

/**
 * The logged-in user, fresh from the server (GET /cli/profiles/login). The answer replaces the
 * stored user inside the fetch, not on render, so a cached answer is never written back over a
 * newer user.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const user = await callApi(endpoints.session, {}, { signal })
      session.replaceUser(user)
      return user
    },
  })
