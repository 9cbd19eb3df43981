import type { QueryClient } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import type { Credentials } from '../../api/schemas/auth'
import { queryClient } from '../../query-client'
import { session } from './session'

export async function logIn(credentials: Credentials): Promise<void> {
  const { profile, jwt } = await callApi(endpoints.login, { body: credentials, query: {} })
  session.start(profile, jwt)
}

/**
 * Logout clears the stored user whatever the server says (offline, or the session already ended):
 * the server call only revokes the token.
 */
export async function logOut(): Promise<void> {
  try {
    await callApi(endpoints.logout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  } finally {
    endSession()
  }
}

/**
 * Forgets the customer on this device: the stored user, the token and every personal answer in
 * memory (the saved card follows the session: see keep-card-on-device). Public lists stay.
 */
export function endSession(client: QueryClient = queryClient): void {
  session.clear()
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== 'public' })
}

/**
 * After a reload the token is gone from memory but the user is still stored: ask the server who is
 * logged in (the HttpOnly cookie answers for us). A 401 drops the stored user; no network keeps it,
 * so the card still shows offline.
 */
export async function restoreSession(): Promise<void> {
  if (!session.user()) return
  try {
    session.replaceUser(await callApi(endpoints.session, {}))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
}
