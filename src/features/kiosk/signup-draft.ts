import { emptyKioskSignup, type KioskSignupValues, noPreRead, type PreRead } from './signup-values'

/**
 * Step 1 of the kiosk sign-up, kept while the customer signs (step 2) and comes back. It lives in
 * memory only, and forgetCustomer (logout, idle time-out, success) empties it: the next person at the
 * kiosk must not find it.
 */
export interface SignupDraft {
  values: KioskSignupValues
  preRead: PreRead
  /** Step 1 was submitted valid: the signature step may open. */
  complete: boolean
}

const empty: SignupDraft = { values: emptyKioskSignup, preRead: noPreRead, complete: false }
let draft: SignupDraft = empty

export const signupDraft = {
  get: (): SignupDraft => draft,
  save(next: SignupDraft): void {
    draft = next
  },
  clear(): void {
    draft = empty
  },
}
