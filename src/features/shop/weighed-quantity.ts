import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCents } from '../../ui/format/money'
import { formatDecimal, formatInteger } from '../../ui/format/numbers'

/**
 * What a product sold by weight (unit KG) amounts to, as the customer reads it wherever its quantity
 * shows (catalogue, cart, order): the pieces ordered, about how much they weigh, and the price per
 * kilo — "5 pz (circa 1,1 kg) · 1,99 €/kg" — never "5 × 1,99 € al kg" beside a total that is not
 * five times the price (docs/ordering.md "Catalogue": ordered in pieces, weighed when prepared).
 */
export interface WeighedQuantity {
  /** Pieces ordered. */
  quantity: number
  /** Today's price of a kilo (the line's or product's `priceCents` for a KG product). */
  pricePerKgCents: number
  /** The pieces' weight together, in grams: estimated, or weighed when `weighed`. Null: not known. */
  grams: number | null
  /** The store has weighed the pieces: the weight is exact, not "circa". */
  weighed?: boolean
}

/**
 * An estimated weight as a shopper reads it on a label: up to a kilo rounded to 10 g ("circa 300
 * g"), from a kilo in kilos with one decimal ("circa 1,1 kg"). Exact (weighed) weights keep the
 * grams ("640 g", "1,07 kg", to the gram at most).
 */
export function formatWeight(i18n: I18n, grams: number, exact = false): string {
  if (grams < 1000) {
    const shown = exact ? Math.round(grams) : Math.max(10, Math.round(grams / 10) * 10)
    return `${formatInteger(shown, i18n.locale)} g`
  }
  if (!exact) return `${formatDecimal(grams / 1000, i18n.locale, 1)} kg`
  // 1070 g → "1,07 kg"; 1500 g → "1,5 kg"; 1234 g → "1,234 kg".
  const kilos = Math.round(grams) / 1000
  const digits = Number.isInteger(kilos * 10) ? 1 : Number.isInteger(kilos * 100) ? 2 : 3
  return `${formatDecimal(kilos, i18n.locale, digits)} kg`
}

/**
 * The estimated weight of a cart or order line of a KG product, from what the server computed: its
 * amount is the price per kilo times the pieces' estimated weight (docs/ordering.md "Cart"), so the
 * weight is the amount over the price. Null when the price is 0 (nothing to tell it from).
 */
export function estimatedLineGrams(line: { priceCents: number; amountCents: number }): number | null {
  if (line.priceCents <= 0) return null
  return (line.amountCents * 1000) / line.priceCents
}

/** The pieces' estimated weight from a catalogue product: each piece's estimate times the pieces. */
export function estimatedProductGrams(
  product: { estimatedWeightGrams: number | null },
  quantity: number,
): number | null {
  return product.estimatedWeightGrams === null ? null : product.estimatedWeightGrams * quantity
}

/** "5 pz", "1 pz" (in English "5 pcs", "1 pc"). */
export function formatPieces(i18n: I18n, quantity: number): string {
  return quantity === 1 ? i18n._(msg`1 pz`) : i18n._(msg`${quantity} pz`)
}

/** "5 pz (circa 1,1 kg)": the pieces and their weight, without the price. */
export function formatWeighedPieces(i18n: I18n, q: Omit<WeighedQuantity, 'pricePerKgCents'>): string {
  const pieces = formatPieces(i18n, q.quantity)
  if (q.grams === null || q.grams <= 0) return pieces
  const weight = formatWeight(i18n, q.grams, q.weighed)
  return q.weighed ? i18n._(msg`${pieces} (pesati ${weight})`) : i18n._(msg`${pieces} (circa ${weight})`)
}

/** "5 pz (circa 1,1 kg) · 1,99 €/kg". */
export function formatWeighedQuantity(i18n: I18n, q: WeighedQuantity): string {
  const price = formatCents(i18n, q.pricePerKgCents)
  const pieces = formatWeighedPieces(i18n, q)
  return i18n._(msg`${pieces} · ${price}/kg`)
}
