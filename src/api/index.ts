import { config } from '../config'
import { createClient } from './client'
import { notifyUnauthorized, sessionToken } from './session-token'

/** The app's client of the /cli contract. */
export const callApi = createClient({
  baseUrl: config.api.baseUrl,
  getToken: sessionToken.get,
  onUnauthorized: notifyUnauthorized,
})

export { endpoints } from './endpoints'
export { ApiError } from './errors'
