import type { I18n } from '@lingui/core'
import { formatEuros } from './numbers'

/** Euro cents as the customer's language writes money: "23,50 €" in Italian, "€23.50" in English. */
export function formatCents(i18n: I18n, cents: number): string {
  return formatEuros(cents / 100, i18n.locale)
}
