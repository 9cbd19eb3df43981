import * as v from 'valibot'
import type { Page } from './envelope'
import { ErrorCode, type RefusalCode, ServerCode } from './errors'
import {
  ConfirmRequest,
  ConfirmResult,
  Credentials,
  LoginChallenge,
  LoginQuery,
  LoginResult,
  PasswordChange,
  PasswordResetConfirm,
  PasswordResetRequest,
  ResetLinkCheck,
} from './schemas/auth'
import { Banner, BannersQuery, Leaflet } from './schemas/cms'
import { IdParams } from './schemas/common'
import { Coupon, CouponList, CouponParams } from './schemas/coupons'
import { KioskCredentials, KioskProfileUpdate, KioskSignupRequest, KioskSignupResult } from './schemas/kiosk'
import { LoyaltyPageQuery, PointsMovement, Receipt } from './schemas/loyalty'
import {
  Card,
  CardLookupQuery,
  DeleteProfileRequest,
  PreferenceOptions,
  ProfileUpdate,
  SignupQuery,
  SignupRequest,
  UpgradeRequest,
  User,
} from './schemas/profile'
import {
  County,
  DeliveryQuery,
  EcommerceStore,
  EcommerceStoresQuery,
  State,
  Store,
  StoresQuery,
} from './schemas/store'

/**
 * Every /cli call, once: the PWA's client calls these, the reference server registers and validates
 * them, and the OpenAPI document is generated from them. Paths are relative to the API prefix.
 */

export type Result =
  | { readonly kind: 'data'; readonly schema: v.GenericSchema }
  | { readonly kind: 'page'; readonly schema: v.GenericSchema }
  | { readonly kind: 'none' }
  /**
   * A `text/event-stream` that stays open (docs/ordering.md "Live status"): events named `event`
   * whose `data:` is the schema's JSON, not an envelope. Refusals before it opens are the usual
   * envelopes. The app follows it with followEventStream (event-stream.ts), not with the client.
   */
  | {
      readonly kind: 'stream'
      readonly event: string
      readonly schema: v.GenericSchema
      /** Further events of the stream, by name, with the schema of their `data:`. */
      readonly others?: Readonly<Record<string, v.GenericSchema>>
    }
  /**
   * A file (a receipt's PDF, a wallet pass): HTTP 200 with its bytes and this media type, not an
   * envelope; refusals are the usual envelopes. The app's client resolves it to a Blob.
   */
  | { readonly kind: 'file'; readonly mediaType: string }

export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Relative to its API's prefix (/cli; /ops for the store's calls), with `{name}` for path parameters. */
  readonly path: `/${string}`
  readonly tag: 'cms' | 'profiles' | 'receipts' | 'stores' | 'ecommerce' | 'totem' | 'ops' | 'staff'
  readonly summary: string
  /**
   * 'optional': the token is sent when there is one (the chain's leaflets call is made with the auth
   * headers). 'store': the store system's bearer token (OPS_TOKEN), on the /ops calls. 'staff': a
   * store staff member's session (docs/ordering.md "The store's side"); a customer's token there,
   * or a staff token on a customer's call, is refused with 403.
   */
  readonly auth: 'none' | 'optional' | 'required' | 'store' | 'staff'
  /** Rate limited per client (login, reset, card look-up, kiosk login): it may answer 429. */
  readonly limited?: boolean
  /**
   * The non-zero codes it answers with HTTP 200: the refusals of the domain code it calls
   * (server/http/refusals.ts) and the codes of its fields' rules (server/http/contract.ts). OpenAPI
   * lists them; every call may also answer 400, 500 and 503, 401 with a token, 429 when limited.
   */
  readonly codes?: readonly RefusalCode[]
  /** It may answer 404: an id it is given names nothing, or nothing of the caller's. */
  readonly notFound?: boolean
  readonly params?: v.GenericSchema
  readonly query?: v.GenericSchema
  readonly body?: v.GenericSchema
  /** Request headers the call needs (names in lower case), e.g. an order's Idempotency-Key. */
  readonly headers?: v.GenericSchema
  readonly result: Result
}

export const data = <S extends v.GenericSchema>(schema: S) => ({ kind: 'data', schema }) as const
export const page = <S extends v.GenericSchema>(schema: S) => ({ kind: 'page', schema }) as const
export const none = { kind: 'none' } as const
export const stream = <
  S extends v.GenericSchema,
  O extends Record<string, v.GenericSchema> = Record<string, never>,
>(
  event: string,
  schema: S,
  others?: O,
) => ({ kind: 'stream', event, schema, ...(others ? { others } : {}) }) as const

export const file = (mediaType: string) => ({ kind: 'file', mediaType }) as const

export const define = <const E extends Endpoint>(endpoint: E): E => endpoint

export const endpoints = {
  // ---- cms ----
  banners: define({
    method: 'GET',
    path: '/cms/banners',
    tag: 'cms',
    summary: 'Banners of a category (WEB: the home carousel).',
    auth: 'none',
    query: BannersQuery,
    result: data(v.array(Banner)),
  }),
  leaflets: define({
    method: 'GET',
    path: '/cms/leaflets',
    tag: 'cms',
    summary: 'Current leaflets.',
    auth: 'optional',
    result: data(v.array(Leaflet)),
  }),
  storeLeaflets: define({
    method: 'GET',
    path: '/cms/leaflets/store/{id}',
    tag: 'cms',
    summary: "One store's current leaflets.",
    auth: 'none',
    params: IdParams,
    result: data(v.array(Leaflet)),
  }),

  // ---- profiles ----
  login: define({
    method: 'POST',
    path: '/profiles/login',
    tag: 'profiles',
    summary:
      'Log in with username (e-mail) and password. After repeated failures for one username the next attempt needs a solved challenge in g-recaptcha-response (else 52).',
    auth: 'none',
    limited: true,
    codes: [ErrorCode.UserNotFound, ServerCode.NotConfirmed, ServerCode.ChallengeRequired],
    query: LoginQuery,
    body: Credentials,
    result: data(LoginResult),
  }),
  loginChallenge: define({
    method: 'GET',
    path: '/profiles/login/challenge',
    tag: 'profiles',
    summary:
      'A proof-of-work challenge (altcha), to be solved on the device and sent with a login that answered 52. Each solution is good for one login, for 10 minutes.',
    auth: 'none',
    result: data(LoginChallenge),
  }),
  session: define({
    method: 'GET',
    path: '/profiles/login',
    tag: 'profiles',
    summary: 'The logged-in user (session check).',
    auth: 'required',
    result: data(User),
  }),
  logout: define({
    method: 'POST',
    path: '/profiles/logout',
    tag: 'profiles',
    summary: 'End the session: the token is revoked on the server.',
    auth: 'required',
    result: none,
  }),
  signup: define({
    method: 'POST',
    path: '/profiles/signup',
    tag: 'profiles',
    summary:
      "Register; a confirmation mail follows. Without a card code a digital card is issued. An optional redirect (a path of the app) is carried by the mail's link to the login that follows the confirmation.",
    auth: 'none',
    limited: true,
    codes: [
      ErrorCode.InvalidUsername,
      ErrorCode.WeakPassword,
      ErrorCode.EmailTaken,
      ErrorCode.Underage,
      ErrorCode.CardOfAnotherUser,
      ErrorCode.InvalidPhone,
      ErrorCode.InvalidCardCode,
    ],
    query: SignupQuery,
    body: SignupRequest,
    result: none,
  }),
  confirm: define({
    method: 'POST',
    path: '/profiles/confirm',
    tag: 'profiles',
    summary: 'Confirm an e-mail address with the token of the mail (sign-up or upgrade).',
    auth: 'none',
    limited: true,
    codes: [
      ServerCode.InvalidToken,
      ServerCode.PasswordRequired,
      ServerCode.LinkUsed,
      ErrorCode.WeakPassword,
      ErrorCode.EmailTaken,
    ],
    body: ConfirmRequest,
    result: data(ConfirmResult),
  }),
  cardLookup: define({
    method: 'GET',
    path: '/profiles/latua',
    tag: 'profiles',
    summary: "Read an existing card's profile by card code and surname, to pre-fill the sign-up.",
    auth: 'none',
    limited: true,
    codes: [ErrorCode.ProfileNotFound, ErrorCode.CardOfAnotherUser, ErrorCode.InvalidCardCode],
    query: CardLookupQuery,
    result: data(User),
  }),
  updateProfile: define({
    method: 'PUT',
    path: '/profiles',
    tag: 'profiles',
    summary: 'Update personal data, address, preferences and consents.',
    auth: 'required',
    codes: [ErrorCode.UserNotFound, ErrorCode.Underage, ErrorCode.InvalidPhone],
    body: ProfileUpdate,
    result: data(User),
  }),
  deleteProfile: define({
    method: 'POST',
    path: '/profiles/delete',
    tag: 'profiles',
    summary: 'Delete the profile and its cards.',
    auth: 'required',
    codes: [ErrorCode.ProfileNotFound],
    body: DeleteProfileRequest,
    result: none,
  }),
  disableCard: define({
    method: 'POST',
    path: '/profiles/cards/{id}/disable',
    tag: 'profiles',
    summary: "Disable one of the user's cards; the answer lists the cards, the disabled one first.",
    auth: 'required',
    notFound: true,
    params: IdParams,
    result: data(v.array(Card)),
  }),
  upgrade: define({
    method: 'POST',
    path: '/profiles/upgrade',
    tag: 'profiles',
    summary: 'Give a card-only customer an e-mail and a password; a confirmation mail follows.',
    auth: 'required',
    codes: [
      ErrorCode.UserNotFound,
      ErrorCode.InvalidUsername,
      ServerCode.AlreadyUpgraded,
      ErrorCode.WeakPassword,
      ErrorCode.EmailTaken,
    ],
    body: UpgradeRequest,
    result: none,
  }),
  changePassword: define({
    method: 'POST',
    path: '/profiles/password/change',
    tag: 'profiles',
    summary: 'Change the password.',
    auth: 'required',
    codes: [ErrorCode.UserNotFound, ErrorCode.WrongOldPassword, ErrorCode.WeakPassword],
    body: PasswordChange,
    result: none,
  }),
  requestPasswordReset: define({
    method: 'POST',
    path: '/profiles/password',
    tag: 'profiles',
    summary: 'Send a password-reset mail (the answer is the same whether the address exists or not).',
    auth: 'none',
    limited: true,
    codes: [ErrorCode.InvalidUsername],
    body: PasswordResetRequest,
    result: none,
  }),
  checkResetLink: define({
    method: 'POST',
    path: '/profiles/password/reset/check',
    tag: 'profiles',
    summary:
      "Check the reset mail's link before the new password is asked: code 6 unknown or expired, 9 used.",
    auth: 'none',
    limited: true,
    codes: [ServerCode.InvalidToken, ServerCode.LinkUsed],
    body: ResetLinkCheck,
    result: none,
  }),
  resetPassword: define({
    method: 'POST',
    path: '/profiles/password/reset',
    tag: 'profiles',
    summary: "Set a new password with the reset mail's token.",
    auth: 'none',
    limited: true,
    codes: [ServerCode.InvalidToken, ServerCode.LinkUsed, ErrorCode.WeakPassword],
    body: PasswordResetConfirm,
    result: none,
  }),
  preferences: define({
    method: 'GET',
    path: '/profiles/preferences',
    tag: 'profiles',
    summary: 'The options of the preference fields.',
    auth: 'none',
    result: data(PreferenceOptions),
  }),
  points: define({
    method: 'GET',
    path: '/profiles/points',
    tag: 'profiles',
    summary: "The points movements of the user's cards, newest first, paged.",
    auth: 'required',
    query: LoyaltyPageQuery,
    result: page(PointsMovement),
  }),

  // ---- coupons (docs/coupons.md) ----
  coupons: define({
    method: 'GET',
    path: '/coupons',
    tag: 'receipts',
    summary:
      "The personal coupons of the user's enabled cards: those open first (soonest to end first), then those used or expired in the last 30 days.",
    auth: 'required',
    result: data(CouponList),
  }),
  activateCoupon: define({
    method: 'POST',
    path: '/coupons/{id}/activate',
    tag: 'receipts',
    summary:
      "Activate one of the user's coupons so that a till or an order can use it; activating it again changes nothing. 60: expired or not valid yet; 61: used already.",
    auth: 'required',
    codes: [ServerCode.CouponExpired, ServerCode.CouponUsed],
    notFound: true,
    params: CouponParams,
    result: data(Coupon),
  }),

  // ---- receipts ----
  receipts: define({
    method: 'GET',
    path: '/receipts',
    tag: 'receipts',
    summary:
      "The digital receipts of the user's cards (tills and completed online orders), newest first, paged.",
    auth: 'required',
    query: LoyaltyPageQuery,
    result: page(Receipt),
  }),
  receipt: define({
    method: 'GET',
    path: '/receipts/{id}',
    tag: 'receipts',
    summary: 'One digital receipt of the user: lines, total, points earned, voucher used.',
    auth: 'required',
    notFound: true,
    params: IdParams,
    result: data(Receipt),
  }),

  // ---- stores ----
  stores: define({
    method: 'GET',
    path: '/stores',
    tag: 'stores',
    summary: 'Stores by text, paged; with lat/lon, the distance in km and sorted by it.',
    auth: 'none',
    query: StoresQuery,
    result: page(Store),
  }),
  store: define({
    method: 'GET',
    path: '/stores/{id}',
    tag: 'stores',
    summary: 'One store (its detail page can be shared and reopened).',
    auth: 'none',
    notFound: true,
    params: IdParams,
    result: data(Store),
  }),
  ecommerceStores: define({
    method: 'GET',
    path: '/stores/ecommerce',
    tag: 'stores',
    summary: 'Stores that take online orders, paged, with their delivery modes.',
    auth: 'none',
    query: EcommerceStoresQuery,
    result: page(EcommerceStore),
  }),
  states: define({
    method: 'GET',
    path: '/stores/states',
    tag: 'stores',
    summary: 'Regions.',
    auth: 'none',
    result: data(v.array(State)),
  }),
  counties: define({
    method: 'GET',
    path: '/stores/counties',
    tag: 'stores',
    summary: 'Provinces.',
    auth: 'none',
    result: data(v.array(County)),
  }),
  delivery: define({
    method: 'GET',
    path: '/stores/ecommerce/delivery',
    tag: 'stores',
    summary: 'Online stores offering a delivery mode in a region.',
    auth: 'none',
    query: DeliveryQuery,
    result: data(v.array(EcommerceStore)),
  }),

  // ---- kiosk (paths ours: behaviour §7) ----
  kioskLogin: define({
    method: 'POST',
    path: '/totem/login',
    tag: 'totem',
    summary:
      'Kiosk log-in by card number, with the surname as the password; after repeated failures for one card, with a solved challenge as the web login (52).',
    auth: 'none',
    limited: true,
    codes: [ErrorCode.UserNotFound, ErrorCode.InvalidCardCode, ServerCode.ChallengeRequired],
    query: LoginQuery,
    body: KioskCredentials,
    result: data(LoginResult),
  }),
  kioskLogout: define({
    method: 'POST',
    path: '/totem/logout',
    tag: 'totem',
    summary: 'End the kiosk session.',
    auth: 'required',
    result: none,
  }),
  kioskSignup: define({
    method: 'POST',
    path: '/totem/signup',
    tag: 'totem',
    summary: 'Register at the kiosk, with the drawn signature; with no card code a card is issued.',
    auth: 'none',
    limited: true,
    codes: [
      ErrorCode.InvalidUsername,
      ErrorCode.EmailTaken,
      ErrorCode.Underage,
      ErrorCode.CardOfAnotherUser,
      ErrorCode.InvalidPhone,
      ErrorCode.InvalidCardCode,
    ],
    body: KioskSignupRequest,
    result: data(KioskSignupResult),
  }),
  kioskCardProfile: define({
    method: 'GET',
    path: '/totem/profiles/latua',
    tag: 'totem',
    summary: "Read an existing card's profile by card code and surname.",
    auth: 'none',
    limited: true,
    codes: [ErrorCode.ProfileNotFound, ErrorCode.CardOfAnotherUser, ErrorCode.InvalidCardCode],
    query: CardLookupQuery,
    result: data(User),
  }),
  kioskUpdateProfile: define({
    method: 'PUT',
    path: '/totem/profiles',
    tag: 'totem',
    summary: 'Update the profile from the kiosk.',
    auth: 'required',
    codes: [ErrorCode.UserNotFound, ErrorCode.InvalidUsername, ErrorCode.Underage, ErrorCode.InvalidPhone],
    body: KioskProfileUpdate,
    result: data(User),
  }),
  kioskDeleteProfile: define({
    method: 'POST',
    path: '/totem/profiles/{id}/delete',
    tag: 'totem',
    summary: 'Delete the logged-in user, by id, from the kiosk.',
    auth: 'required',
    codes: [ErrorCode.ProfileNotFound],
    params: IdParams,
    result: none,
  }),
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints

type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined

/** What a caller passes: only the parts the endpoint has. */
export type CallInput<E extends Endpoint> = (E['params'] extends v.GenericSchema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends v.GenericSchema ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends v.GenericSchema ? { body: InputOf<E['body']> } : { body?: undefined }) &
  (E['headers'] extends v.GenericSchema ? { headers: InputOf<E['headers']> } : { headers?: undefined })

/** What a call resolves to: the payload of `data`, a page, or nothing (a stream is not called). */
export type CallOutput<E extends Endpoint> = E['result'] extends {
  kind: 'data'
  schema: infer S extends v.GenericSchema
}
  ? v.InferOutput<S>
  : E['result'] extends { kind: 'page'; schema: infer S extends v.GenericSchema }
    ? Page<v.InferOutput<S>>
    : E['result'] extends { kind: 'stream' }
      ? never
      : E['result'] extends { kind: 'file' }
        ? Blob
        : undefined

/** The data of one event of a stream endpoint. */
export type StreamEventOf<E extends Endpoint> = E['result'] extends {
  kind: 'stream'
  schema: infer S extends v.GenericSchema
}
  ? v.InferOutput<S>
  : never

/** `/profiles/cards/{id}/disable` + { id: 7 } → `/profiles/cards/7/disable` */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}
