import * as rule from '../../api/rules'
import type { ProfileUpdate, User } from '../../api/schemas/profile'
import {
  type AddressValues,
  addressFromUser,
  addressPayload,
  type ConsentValues,
  consentsFromUser,
  consentsPayload,
  isReachableMobile,
  type PersonalValues,
  type PreferenceValues,
  personalFromUser,
  personalPayload,
  preferencesFromUser,
  preferencesPayload,
} from '../customer-form/values'

export interface ProfileValues {
  personal: PersonalValues
  address: AddressValues
  preferences: PreferenceValues
  consents: ConsentValues
}

export function profileValues(user: User): ProfileValues {
  return {
    personal: personalFromUser(user),
    address: addressFromUser(user),
    preferences: preferencesFromUser(user),
    consents: consentsFromUser(user),
  }
}

export const smsReachableInProfile = (phone: string) => isReachableMobile(phone, rule.profileMobilePhone)

/**
 * PUT /cli/profiles. E-mail and card are read-only and not part of it. The tax code is not on the
 * form (behaviour §3 does not list it) but the update replaces the whole profile, so it goes back unchanged.
 */
export function profileUpdate(values: ProfileValues, user: User): ProfileUpdate {
  return {
    ...personalPayload(values.personal),
    ssnCode: user.ssnCode ?? '',
    address: addressPayload(values.address),
    preferences: preferencesPayload(values.preferences),
    ...consentsPayload(values.consents, smsReachableInProfile(values.personal.mobilePhone)),
  }
}
