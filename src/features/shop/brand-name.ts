import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { COUNTER_BRAND } from '../../api/schemas/catalogue'

/**
 * A product's brand as the shop shows it: a maker's name as it is, the counters' pseudo-brand
 * ("Al banco", ours) in the app's language. The filters keep the server's name: only the text changes.
 */
export function brandName(i18n: I18n, brand: string): string {
  return brand === COUNTER_BRAND ? i18n._(msg`Al banco`) : brand
}
