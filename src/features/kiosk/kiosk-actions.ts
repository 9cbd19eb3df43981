import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import type { KioskCredentials } from '../../api/schemas/kiosk'
import { queryClient } from '../../query-client'
import { feedback } from '../../ui/feedback/feedback'
import { session } from '../auth/session'
import { upgradeFlag } from './kiosk-state'
import { signupDraft } from './signup-draft'

export async function kioskLogIn(credentials: KioskCredentials): Promise<void> {
  const { profile, jwt } = await callApi(endpoints.kioskLogin, { body: credentials })
  session.start(profile, jwt)
}

/**
 * Ends the kiosk session and forgets everything about the customer: the user, the token, every
 * cached answer and any message still on screen. The server call only revokes the token.
 */
export async function kioskLogOut(): Promise<void> {
  try {
    if (session.user()) await callApi(endpoints.kioskLogout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  } finally {
    forgetCustomer()
  }
}

/** Everything the kiosk knew about the person in front of it, a sign-up in progress included. */
export function forgetCustomer(): void {
  session.clear()
  upgradeFlag.set(false)
  signupDraft.clear()
  queryClient.clear()
  feedback.clear()
}
