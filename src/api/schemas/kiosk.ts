import * as v from 'valibot'
import { validationMessages as m, translate } from '../messages'
import * as rule from '../rules'
import { maybe } from './common'
import { AddressInput, PreferencesInput, ProfileUpdate } from './profile'

/**
 * The kiosk's calls, whose paths are ours (behaviour §7): they live under /cli/totem/.
 */

/** POST /cli/totem/login: the card number, and the surname as the password. */
export const KioskCredentials = v.object({ cardCode: rule.cardCode, lastName: rule.requiredText })
export type KioskCredentials = v.InferInput<typeof KioskCredentials>

/** POST /cli/totem/signup (behaviour §3 "Kiosk signup payload"). */
export const KioskSignupRequest = v.pipe(
  v.object({
    /** The e-mail, or empty for a card-only customer. */
    username: rule.blankable(rule.optionalEmail),
    terminalType: v.literal('totem'),
    cardCode: rule.blankable(rule.optionalCardCode),
    /** Copied from the pre-read profile of an existing card. */
    attrib1: maybe(v.pipe(v.string(), v.maxLength(rule.SHORT_TEXT_MAX_LENGTH))),
    attrib2: v.literal('totem'),
    /** The store the kiosk stands in. */
    attrib3: maybe(v.pipe(v.string(), v.maxLength(40))),
    /** base64 of the SVG image of the drawn signature. */
    signature: v.pipe(rule.kioskSignature, v.base64(), v.maxLength(400_000)),
    profile: v.object({
      firstName: rule.requiredText,
      lastName: rule.requiredText,
      /** yyyy-MM-dd on the wire; the kiosk shows dd/MM/yyyy. */
      birthDate: rule.isoBirthDate,
      gender: rule.gender,
      mobilePhone: rule.blankable(rule.signupMobilePhone),
      address: maybe(AddressInput),
      preferences: maybe(PreferencesInput),
      accept1: rule.requiredConsent,
      accept2: rule.requiredConsent,
      // An unticked box may come as null from a client written from behaviour §3: still a "no".
      accept3: v.nullish(v.boolean(), false),
      accept4: v.nullish(v.boolean(), false),
      accept5: v.nullish(v.boolean(), false),
      accept6: v.nullish(v.boolean(), false),
    }),
  }),
  v.forward(
    v.check(
      (r) => r.username !== '' || r.cardCode !== '',
      () => translate(m.emailRequiredWithoutCard),
    ),
    ['username'],
  ),
)
export type KioskSignupRequest = v.InferInput<typeof KioskSignupRequest>

/** What the kiosk says after sign-up, by behaviour §8's four cases. */
export const KioskSignupResult = v.object({ cardCode: v.string(), hasEmail: v.boolean() })
export type KioskSignupResult = v.InferOutput<typeof KioskSignupResult>

/**
 * PUT /cli/totem/profiles: like the web update, but the e-mail is an optional contact address, the
 * address may be missing (the kiosk sign-up does not ask for one; null keeps what is on file), and
 * the kiosk says which store it stands in (recorded with consent changes).
 */
export const KioskProfileUpdate = v.object({
  ...ProfileUpdate.entries,
  address: maybe(AddressInput),
  mobilePhone: rule.blankable(rule.profileMobilePhone),
  email: rule.blankable(rule.optionalEmail),
  storeId: maybe(v.pipe(v.string(), v.maxLength(40))),
})
export type KioskProfileUpdate = v.InferInput<typeof KioskProfileUpdate>
