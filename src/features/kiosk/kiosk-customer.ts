import { upgradeFlag } from './kiosk-state'
import { signupDraft } from './signup-draft'

/**
 * What the kiosk itself holds of the person in front of it: a sign-up half done, the DIGI flow's
 * "upgrade next". Forgotten when the session ends (src/app/session-end.ts), also when nobody had
 * logged in: the next person at the kiosk must not find them.
 */
export function forgetKioskCustomer(): void {
  upgradeFlag.set(false)
  signupDraft.clear()
}
