import type { I18n } from '@lingui/core'
import { formatEuros } from '../../ui/format/numbers'

/**
 * Euro cents as the customer's language writes money ("2,09 €"). The card's formatCents says the
 * same; the shop keeps its own two lines so that the card's module does not become a file shared
 * with the shop, one more request on the first visit of /app/card.
 */
export function formatCents(i18n: I18n, cents: number): string {
  return formatEuros(cents / 100, i18n.locale)
}
