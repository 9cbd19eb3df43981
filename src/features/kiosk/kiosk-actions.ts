import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import type { KioskCredentials } from '../../api/schemas/kiosk'
import { withLoginChallenge } from '../auth/auth-actions'
import { session } from '../auth/session'

export async function kioskLogIn(credentials: KioskCredentials): Promise<void> {
  const { profile, jwt } = await withLoginChallenge((query) =>
    callApi(endpoints.kioskLogin, { body: credentials, query }),
  )
  session.start(profile, jwt)
}

/**
 * Ends the kiosk session, whatever the server says: the kiosk then forgets everything about the
 * customer (src/app/session-end.ts). The server call only revokes the token.
 */
export async function kioskLogOut(): Promise<void> {
  try {
    if (session.user()) await callApi(endpoints.kioskLogout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  } finally {
    session.clear()
  }
}
