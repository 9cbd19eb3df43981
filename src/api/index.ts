import { i18n } from '@lingui/core'
import { config } from '../config'
import { createClient } from './client'
import { notifyUnauthorized, sessionToken } from './session-token'

/** The app's client of the /cli contract. */
export const callApi = createClient({
  baseUrl: config.api.baseUrl,
  getToken: sessionToken.get,
  onUnauthorized: notifyUnauthorized,
  // The language the app is shown in (app/i18n.ts), not the browser's list: the customer may have
  // picked the other one.
  getLanguage: () => i18n.locale || null,
})

export { endpoints } from './endpoints'
export { ApiError } from './errors'
