import * as rule from '../../api/rules'
import type { KioskSignupRequest } from '../../api/schemas/kiosk'
import type { Address, User } from '../../api/schemas/profile'
import {
  type ConsentValues,
  consentsPayload,
  emptyPersonal,
  isReachableMobile,
  noConsents,
  type PersonalValues,
  personalFromUser,
  personalPayload,
} from '../customer-form/values'

/** Step 1 of the kiosk sign-up as the form holds it. */
export interface KioskSignupValues {
  cardCode: string
  personal: PersonalValues
  email: string
  consents: ConsentValues
}

/** What a card look-up adds that the form does not show (behaviour §3: attrib1 is copied). */
export interface PreRead {
  attrib1: string | null
  address: Omit<Address, 'id'> | null
}

export const emptyKioskSignup: KioskSignupValues = {
  cardCode: '',
  personal: emptyPersonal,
  email: '',
  consents: noConsents,
}

export const noPreRead: PreRead = { attrib1: null, address: null }

export const smsReachableAtKiosk = (phone: string) => isReachableMobile(phone, rule.signupMobilePhone)

/** The form filled in from an existing card's profile (behaviour §2: step 2 of the look-up). */
export function prefillFromCard(
  values: KioskSignupValues,
  profile: User,
  cardCode: string,
): { values: KioskSignupValues; preRead: PreRead } {
  const found = personalFromUser(profile)
  const a = profile.address
  return {
    values: {
      ...values,
      cardCode: profile.cards[0]?.code ?? cardCode,
      personal: {
        ...values.personal,
        firstName: found.firstName || values.personal.firstName,
        lastName: found.lastName || values.personal.lastName,
        birthDate: found.birthDate || values.personal.birthDate,
        gender: found.gender || values.personal.gender,
      },
    },
    preRead: {
      attrib1: profile.attrib1,
      address: a ? { county: a.county, city: a.city, zip: a.zip, address: a.address } : null,
    },
  }
}

/**
 * The kiosk sign-up payload (behaviour §3 "Kiosk signup payload"): the e-mail (maybe empty) is the
 * username, attrib2 and terminalType are 'totem', attrib3 the store the kiosk stands in, the
 * signature the base64 of an SVG image.
 */
export function kioskSignupRequest(
  values: KioskSignupValues,
  preRead: PreRead,
  signature: string,
  storeId: string | null,
): KioskSignupRequest {
  const personal = personalPayload(values.personal)
  return {
    username: values.email.trim(),
    terminalType: 'totem',
    cardCode: values.cardCode.trim(),
    attrib1: preRead.attrib1,
    attrib2: 'totem',
    attrib3: storeId,
    signature,
    profile: {
      ...personal,
      address: preRead.address,
      preferences: null,
      ...consentsPayload(values.consents, smsReachableAtKiosk(values.personal.mobilePhone)),
    },
  }
}

/** behaviour §8's four cases of a kiosk sign-up's success. */
export type SignupOutcome = 'card-and-email' | 'card-only' | 'email-only' | 'neither'

export function signupOutcome(withCard: boolean, withEmail: boolean): SignupOutcome {
  if (withCard) return withEmail ? 'card-and-email' : 'card-only'
  return withEmail ? 'email-only' : 'neither'
}
