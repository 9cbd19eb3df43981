import * as v from 'valibot'
import * as rule from '../rules'
import { User } from './profile'

/** POST /cli/profiles/login. The login form asks for an e-mail; the contract takes any username. */
export const Credentials = v.object({ username: rule.requiredText, password: rule.requiredSecret })
export type Credentials = v.InferInput<typeof Credentials>

/**
 * The optional `g-recaptcha-response` of behaviour §7: here the solved proof-of-work challenge
 * (base64 JSON of altcha's payload), needed after repeated failed logins of one account (code 52).
 */
export const LoginQuery = v.object({
  'g-recaptcha-response': v.optional(v.pipe(v.string(), v.maxLength(2000))),
})

/** A proof-of-work challenge (altcha): find `number` ≤ maxnumber with hash(salt + number) = challenge. */
export const LoginChallenge = v.object({
  algorithm: v.picklist(['SHA-256']),
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  maxnumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  salt: v.pipe(v.string(), v.maxLength(500)),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
export type LoginChallenge = v.InferOutput<typeof LoginChallenge>

export const LoginResult = v.object({ profile: User, jwt: v.string() })
export type LoginResult = v.InferOutput<typeof LoginResult>

/** The token of a mail's link (43 characters today): one a hundred times longer is no token of ours. */
const linkToken = v.pipe(v.string(), v.minLength(20), v.maxLength(200))

/** POST /cli/profiles/password: asks for a reset mail. `tid` is fixed to '01'. */
export const PasswordResetRequest = v.object({ tid: v.literal('01'), email: rule.email })
export type PasswordResetRequest = v.InferInput<typeof PasswordResetRequest>

/** POST /cli/profiles/password/reset (ours): the page behind the reset mail's link. */
export const PasswordResetConfirm = v.object({
  token: linkToken,
  newPassword: rule.password,
})
export type PasswordResetConfirm = v.InferInput<typeof PasswordResetConfirm>

/** POST /cli/profiles/password/reset/check: is the reset mail's link still good? */
export const ResetLinkCheck = v.object({ token: linkToken })
export type ResetLinkCheck = v.InferInput<typeof ResetLinkCheck>

/** POST /cli/profiles/password/change */
export const PasswordChange = v.object({ oldPassword: rule.password, newPassword: rule.password })
export type PasswordChange = v.InferInput<typeof PasswordChange>

/**
 * POST /cli/profiles/confirm (ours): the page behind the sign-up and upgrade mails' link. An account
 * made at the kiosk has no password yet, so its confirmation sets one.
 */
export const ConfirmRequest = v.object({
  token: linkToken,
  password: v.optional(rule.password),
})
export type ConfirmRequest = v.InferInput<typeof ConfirmRequest>

export const ConfirmResult = v.object({ username: v.string() })
