import { queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import * as rule from '../../api/rules'
import type { ProfileUpdate, User } from '../../api/schemas/profile'
import { session } from '../auth/session'
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

/** The logged-in user, fresh from the server (GET /cli/profiles/login); it also refreshes the stored one. */
export const meQuery = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async ({ signal }) => {
      const user = await callApi(endpoints.session, {}, { signal })
      session.replaceUser(user)
      return user
    },
  })

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
 * form (SPEC does not list it) but the update replaces the whole profile, so it goes back unchanged.
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
