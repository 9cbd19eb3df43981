import * as v from 'valibot'
import * as rule from '../../api/rules'
import {
  type Address,
  ANIMALS,
  type ConsentKey,
  FAMILY_SITUATIONS,
  INTERESTS,
  PROFESSIONS,
  type Preferences,
  QUALIFICATIONS,
  type User,
} from '../../api/schemas/profile'

/**
 * The values of the shared sections as the form holds them: every control is a string or a boolean,
 * '' is "not chosen". These helpers turn a user into them and them into the contract's payloads.
 */

export type ValidationMode = 'change' | 'blur'

/** behaviour §5: the web sign-up validates on change, every other form on blur. */
export function validateOn<S>(mode: ValidationMode, schema: S): { onChange?: S; onBlur?: S } {
  return mode === 'change' ? { onChange: schema } : { onBlur: schema }
}

export interface PersonalValues {
  firstName: string
  lastName: string
  /** yyyy-MM-dd once a real day is written (the date field holds what is typed until then). */
  birthDate: string
  /** '' until chosen, then MALE or FEMALE. */
  gender: string
  mobilePhone: string
}

export interface AddressValues {
  city: string
  address: string
  zip: string
  /** The province's code (sigla), e.g. 'TO'. */
  county: string
}

export interface PreferenceValues {
  profession: string
  qualification: string
  interests: string
  animals: string
  familySituation: string
  birthYearChild1: string
  birthYearChild2: string
  birthYearChild3: string
  birthYearChild4: string
}

export type ConsentValues = Record<ConsentKey, boolean>

export const CHILD_YEAR_FIELDS = [
  'birthYearChild1',
  'birthYearChild2',
  'birthYearChild3',
  'birthYearChild4',
] as const

export const WITH_CHILDREN = 'FAMILY_WITH_CHILDREN'

export const emptyPersonal: PersonalValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  gender: '',
  mobilePhone: '',
}
export const emptyAddress: AddressValues = { city: '', address: '', zip: '', county: '' }

/** No part of the address given (the kiosk profile may leave it out altogether). */
export function isAddressEmpty(values: AddressValues): boolean {
  return [values.city, values.address, values.zip, values.county].every((part) => part.trim() === '')
}
export const emptyPreferences: PreferenceValues = {
  profession: '',
  qualification: '',
  interests: '',
  animals: '',
  familySituation: '',
  birthYearChild1: '',
  birthYearChild2: '',
  birthYearChild3: '',
  birthYearChild4: '',
}
export const noConsents: ConsentValues = {
  accept1: false,
  accept2: false,
  accept3: false,
  accept4: false,
  accept5: false,
  accept6: false,
}

export function personalFromUser(user: User): PersonalValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate ?? '',
    gender: user.gender ?? '',
    mobilePhone: user.mobilePhone ?? '',
  }
}

export function addressFromUser(user: User): AddressValues {
  const a = user.address
  return a ? { city: a.city, address: a.address, zip: a.zip, county: a.county } : emptyAddress
}

export function preferencesFromUser(user: User): PreferenceValues {
  const p = user.preferences
  if (!p) return emptyPreferences
  return {
    profession: p.profession ?? '',
    qualification: p.qualification ?? '',
    interests: p.interests ?? '',
    animals: p.animals ?? '',
    familySituation: p.familySituation ?? '',
    birthYearChild1: p.birthYearChild1 ?? '',
    birthYearChild2: p.birthYearChild2 ?? '',
    birthYearChild3: p.birthYearChild3 ?? '',
    birthYearChild4: p.birthYearChild4 ?? '',
  }
}

export function consentsFromUser(user: User): ConsentValues {
  return {
    accept1: user.accept1,
    accept2: user.accept2,
    accept3: user.accept3,
    accept4: user.accept4,
    accept5: user.accept5,
    accept6: user.accept6,
  }
}

/** A choice of a known list, or null when empty (behaviour §3: empty choices are sent as null). */
function choice<const T extends readonly string[]>(options: T, value: string): T[number] | null {
  return options.find((o) => o === value) ?? null
}

/** Child birth years travel only for a family with children; empty ones are null. */
export function preferencesPayload(values: PreferenceValues): Preferences {
  const withChildren = values.familySituation === WITH_CHILDREN
  const year = (value: string) => (withChildren && value.trim() ? value.trim() : null)
  return {
    profession: choice(PROFESSIONS, values.profession),
    qualification: choice(QUALIFICATIONS, values.qualification),
    interests: choice(INTERESTS, values.interests),
    animals: choice(ANIMALS, values.animals),
    familySituation: choice(FAMILY_SITUATIONS, values.familySituation),
    birthYearChild1: year(values.birthYearChild1),
    birthYearChild2: year(values.birthYearChild2),
    birthYearChild3: year(values.birthYearChild3),
    birthYearChild4: year(values.birthYearChild4),
  }
}

export function addressPayload(values: AddressValues): Omit<Address, 'id'> {
  return { city: values.city, address: values.address, zip: values.zip, county: values.county }
}

/** The personal data of a payload; the form has checked them, so the gender is one of the two. */
export function personalPayload(values: PersonalValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    gender: v.parse(rule.gender, values.gender),
    mobilePhone: values.mobilePhone.trim(),
  }
}

/**
 * The consents of a payload. Terms and privacy were checked by the form (required); SMS/WhatsApp
 * (accept6) needs a phone to reach, so without a valid one it is never sent as given.
 */
export function consentsPayload(values: ConsentValues, smsReachable: boolean) {
  return {
    accept1: v.parse(rule.requiredConsent, values.accept1),
    accept2: v.parse(rule.requiredConsent, values.accept2),
    accept3: values.accept3,
    accept4: values.accept4,
    accept5: values.accept5,
    accept6: values.accept6 && smsReachable,
  }
}

/** Whether a mobile phone can receive SMS/WhatsApp: present and valid for the form's rule. */
export function isReachableMobile(phone: string, phoneRule: v.GenericSchema<string, string>): boolean {
  return phone.trim() !== '' && v.is(phoneRule, phone)
}
