import * as v from 'valibot'
import { isReturnPath } from '../return-path'
import * as rule from '../rules'
import { maybe, rowId, TerminalType } from './common'

// ---- preferences (behaviour §3) ----

export const PROFESSIONS = ['EMPLOYEE', 'SELF_EMPLOYED', 'RETIRED', 'UNEMPLOYED'] as const
export const QUALIFICATIONS = ['SECONDARY_SCHOOL', 'HIGH_SCHOOL', 'UNIVERSITY'] as const
export const INTERESTS = ['COOKING', 'GARDENING', 'DIY', 'TRAVELS', 'SPORTS', 'BOOKS', 'FASHION'] as const
export const ANIMALS = ['NONE', 'DOG', 'CAT', 'OTHER'] as const
export const FAMILY_SITUATIONS = ['SINGLE', 'FAMILY_WITH_CHILDREN', 'FAMILY_WITHOUT_CHILDREN'] as const

export const PREFERENCE_OPTIONS = {
  profession: PROFESSIONS,
  qualification: QUALIFICATIONS,
  interests: INTERESTS,
  animals: ANIMALS,
  familySituation: FAMILY_SITUATIONS,
} as const
export type PreferenceKind = keyof typeof PREFERENCE_OPTIONS

/** Empty choices travel as null (behaviour §3). */
export const Preferences = v.object({
  profession: maybe(v.picklist(PROFESSIONS)),
  qualification: maybe(v.picklist(QUALIFICATIONS)),
  interests: maybe(v.picklist(INTERESTS)),
  animals: maybe(v.picklist(ANIMALS)),
  familySituation: maybe(v.picklist(FAMILY_SITUATIONS)),
  birthYearChild1: maybe(v.string()),
  birthYearChild2: maybe(v.string()),
  birthYearChild3: maybe(v.string()),
  birthYearChild4: maybe(v.string()),
})
export type Preferences = v.InferOutput<typeof Preferences>

const childYear = maybe(v.pipe(v.string(), rule.childBirthYear))

/** Preferences as a client sends them: child years are checked (4 digits). */
export const PreferencesInput = v.object({
  ...Preferences.entries,
  birthYearChild1: childYear,
  birthYearChild2: childYear,
  birthYearChild3: childYear,
  birthYearChild4: childYear,
})

/** An option list: single-key objects, `{ EMPLOYEE: 'Dipendente' }`. */
const OptionList = v.object({ values: v.array(v.record(v.string(), v.string())) })
export const PreferenceOptions = v.object({
  profession: OptionList,
  qualification: OptionList,
  familySituation: OptionList,
  animals: OptionList,
  interests: OptionList,
})
export type PreferenceOptions = v.InferOutput<typeof PreferenceOptions>

// ---- address, card, consents ----

export const Address = v.object({
  id: maybe(v.number()),
  county: v.string(),
  city: v.string(),
  zip: v.string(),
  address: v.string(),
})
export type Address = v.InferOutput<typeof Address>

export const AddressInput = v.object({
  id: maybe(rowId),
  county: rule.requiredText,
  city: rule.requiredText,
  zip: rule.zip,
  address: rule.requiredText,
})

export const Card = v.object({
  id: v.number(),
  code: v.string(),
  description: v.string(),
  points: v.number(),
  /** ISO 8601 instant; shown as dd/MM/yyyy. */
  created: v.string(),
  enabled: v.boolean(),
})
export type Card = v.InferOutput<typeof Card>

export const CONSENTS = ['accept1', 'accept2', 'accept3', 'accept4', 'accept5', 'accept6'] as const
export type ConsentKey = (typeof CONSENTS)[number]

/** accept1 (terms) and accept2 (privacy) are required; the others are free choices. */
const consentsInput = {
  accept1: rule.requiredConsent,
  accept2: rule.requiredConsent,
  accept3: v.optional(v.boolean(), false),
  accept4: v.optional(v.boolean(), false),
  accept5: v.optional(v.boolean(), false),
  accept6: v.optional(v.boolean(), false),
}

// ---- the user ----

export const GENDERS = ['MALE', 'FEMALE'] as const

/** The user / profile as the server returns it (login, session check, update). */
export const User = v.object({
  id: v.number(),
  /** The e-mail; for a card-only kiosk customer, the card code. */
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** yyyy-MM-dd */
  birthDate: maybe(v.string()),
  gender: maybe(v.picklist(GENDERS)),
  email: maybe(v.string()),
  mobilePhone: maybe(v.string()),
  ssnCode: maybe(v.string()),
  address: maybe(Address),
  cards: v.optional(v.array(Card), []),
  preferences: maybe(Preferences),
  accept1: v.optional(v.boolean(), false),
  accept2: v.optional(v.boolean(), false),
  accept3: v.optional(v.boolean(), false),
  accept4: v.optional(v.boolean(), false),
  accept5: v.optional(v.boolean(), false),
  accept6: v.optional(v.boolean(), false),
  attrib1: maybe(v.string()),
  attrib2: maybe(v.string()),
  employee: v.optional(v.boolean(), false),
  terminalType: maybe(v.string()),
})
export type User = v.InferOutput<typeof User>

const personalDataInput = {
  firstName: rule.requiredText,
  lastName: rule.requiredText,
  birthDate: rule.isoBirthDate,
  gender: rule.gender,
  ssnCode: rule.blankable(v.pipe(v.string(), v.trim(), v.maxLength(16))),
}

/**
 * A free consent at sign-up: a client written from behaviour §3 may send an unticked box as null,
 * which is the same "no" as leaving it out.
 */
const signupConsent = v.nullish(v.boolean(), false)

/**
 * The card of a sign-up, [{code, enabled: true}] (behaviour §3). The form's card field is optional,
 * so a client that copies it into the payload sends its code empty (or null, or not at all) to mean
 * "no card": that entry is dropped, and the sign-up issues a digital card as with [].
 */
const SignupCards = v.pipe(
  v.nullish(
    v.pipe(
      v.array(
        v.object({
          code: rule.blankable(rule.optionalCardCode),
          enabled: v.nullish(v.literal(true), true),
        }),
      ),
      v.maxLength(1),
    ),
    [],
  ),
  v.transform((cards) => cards.filter((card) => card.code !== '')),
)

/**
 * POST /cli/profiles/signup?redirect=…: the page of the app the customer signed up from, to come back
 * to after confirming the address and logging in (docs/lists-sharing.md: a list's join link). In the
 * call's address, as SPEC fixes its body; the confirmation mail's link carries it on.
 */
export const SignupQuery = v.object({
  redirect: v.optional(
    v.pipe(
      v.string(),
      v.check((path) => isReturnPath(path), 'redirect must be a path of the app'),
    ),
  ),
})

/** POST /cli/profiles/signup */
export const SignupRequest = v.pipe(
  v.object({
    username: rule.email,
    password: rule.password,
    terminalType: v.nullish(TerminalType, 'web'),
    profile: v.object({
      ...personalDataInput,
      email: rule.email,
      mobilePhone: rule.blankable(rule.signupMobilePhone),
      address: AddressInput,
      cards: SignupCards,
      preferences: maybe(PreferencesInput),
      ...consentsInput,
      accept3: signupConsent,
      accept4: signupConsent,
      accept5: signupConsent,
      accept6: signupConsent,
      attrib1: maybe(v.pipe(v.string(), v.maxLength(rule.SHORT_TEXT_MAX_LENGTH))),
      employee: v.nullish(v.literal(false), false),
    }),
  }),
  v.forward(
    v.check((r) => r.username === r.profile.email, 'username and profile.email must be the same address'),
    ['username'],
  ),
)
export type SignupRequest = v.InferInput<typeof SignupRequest>

/** PUT /cli/profiles: e-mail and card code are read-only, so they are not part of it. */
export const ProfileUpdate = v.object({
  ...personalDataInput,
  mobilePhone: rule.blankable(rule.profileMobilePhone),
  address: AddressInput,
  preferences: maybe(PreferencesInput),
  ...consentsInput,
})
export type ProfileUpdate = v.InferInput<typeof ProfileUpdate>

/** GET /cli/profiles/latua and the kiosk's card read. */
export const CardLookupQuery = v.object({ cardCode: rule.cardCode, lastName: rule.requiredText })

/** POST /cli/profiles/delete */
export const DeleteProfileRequest = v.object({ profileId: rowId })

/** POST /cli/profiles/upgrade: a card-only customer gets an e-mail and a password. */
export const UpgradeRequest = v.object({
  email: rule.upgradeEmail,
  newPassword: rule.requiredSecret,
  accept3: v.optional(v.boolean(), false),
  accept4: v.optional(v.boolean(), false),
  accept5: v.optional(v.boolean(), false),
  accept6: v.optional(v.boolean(), false),
})
export type UpgradeRequest = v.InferInput<typeof UpgradeRequest>
