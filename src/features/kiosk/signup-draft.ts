import type { KioskSignupValues, PreRead } from './signup-values'

/**
 * Step 1 of the kiosk sign-up, kept while the customer signs (step 2) and comes back. It lives in
 * memory only, emptied on success and at the end of the session (logout, idle time-out:
 * kiosk-customer.ts): the next person at the kiosk must not find it. (Types only from the form's
 * values: the end of a session loads this module apart, and need not bring the form's rules.)
 */
export interface SignupDraft {
  values: KioskSignupValues
  preRead: PreRead
  /** Step 1 was submitted valid: the signature step may open. */
  complete: boolean
}

let draft: SignupDraft | null = null

export const signupDraft = {
  /** Null while nothing is kept: not filled in yet, registered, or forgotten. */
  get: (): SignupDraft | null => draft,
  save(next: SignupDraft): void {
    draft = next
  },
  clear(): void {
    draft = null
  },
}
