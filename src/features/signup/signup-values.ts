import * as rule from '../../api/rules'
import type { SignupRequest } from '../../api/schemas/profile'
import {
  type AddressValues,
  addressPayload,
  type ConsentValues,
  consentsPayload,
  emptyAddress,
  emptyPersonal,
  isReachableMobile,
  noConsents,
  type PersonalValues,
  personalPayload,
} from '../customer-form/values'

export interface SignupValues {
  personal: PersonalValues
  email: string
  password: string
  passwordConfirm: string
  address: AddressValues
  cardCode: string
  consents: ConsentValues
}

export const emptySignup: SignupValues = {
  personal: emptyPersonal,
  email: '',
  password: '',
  passwordConfirm: '',
  address: emptyAddress,
  cardCode: '',
  consents: noConsents,
}

export const smsReachableAtSignup = (phone: string) => isReachableMobile(phone, rule.signupMobilePhone)

/**
 * The sign-up payload (behaviour §3): the e-mail is also the username, the card travels as
 * [{code, enabled: true}] when given (none: a digital card is issued), preferences are left to the
 * profile, employee is false.
 */
export function signupRequest(
  values: SignupValues,
  terminalType: SignupRequest['terminalType'],
): SignupRequest {
  const email = values.email.trim()
  const code = values.cardCode.trim()
  return {
    username: email,
    password: values.password,
    terminalType,
    profile: {
      ...personalPayload(values.personal),
      email,
      address: addressPayload(values.address),
      cards: code ? [{ code, enabled: true }] : [],
      preferences: null,
      ...consentsPayload(values.consents, smsReachableAtSignup(values.personal.mobilePhone)),
      employee: false,
    },
  }
}
