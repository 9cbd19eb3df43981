import { i18n } from '@lingui/core'
import { createClient } from '../../api/client'
import { config } from '../../config'
import { staffSession } from './staff-session'

/**
 * The staff's client of the contract: the staff's token (or their cookie), never a customer's. A
 * customer's bearer on a staff call is a 403 (docs/ordering.md "The store's side"), and a 401 or 403
 * here must end the staff's session only, not the customer's that may share the browser.
 */
export const callStaff = createClient({
  baseUrl: config.api.baseUrl,
  getToken: staffSession.token,
  onUnauthorized: () => staffSession.end(),
  getLanguage: () => i18n.locale || null,
})
