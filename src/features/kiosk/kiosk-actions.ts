import type { QueryClient } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import type { KioskCredentials } from '../../api/schemas/kiosk'
import { feedback } from '../../ui/feedback/feedback'
import { withLoginChallenge } from '../auth/auth-actions'
import { session } from '../auth/session'
import { upgradeFlag } from './kiosk-state'
import { signupDraft } from './signup-draft'

export async function kioskLogIn(credentials: KioskCredentials): Promise<void> {
  const { profile, jwt } = await withLoginChallenge((query) =>
    callApi(endpoints.kioskLogin, { body: credentials, query }),
  )
  session.start(profile, jwt)
}

/**
 * Ends the kiosk session and forgets everything about the customer: the user, the token, every
 * cached answer and any message still on screen. The server call only revokes the token.
 */
export async function kioskLogOut(queryClient: QueryClient): Promise<void> {
  try {
    if (session.user()) await callApi(endpoints.kioskLogout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  } finally {
    forgetCustomer(queryClient)
  }
}

/** Everything the kiosk knew about the person in front of it, a sign-up in progress included. */
export function forgetCustomer(queryClient: QueryClient): void {
  session.clear()
  upgradeFlag.set(false)
  signupDraft.clear()
  queryClient.clear()
  feedback.clear()
}
