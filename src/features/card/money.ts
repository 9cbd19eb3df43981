import type { I18n } from '@lingui/core'

/** Euro cents as the customer's language writes money: "23,50 €" in Italian, "€23.50" in English. */
export function formatCents(i18n: I18n, cents: number): string {
  return i18n.number(cents / 100, { style: 'currency', currency: 'EUR' })
}
