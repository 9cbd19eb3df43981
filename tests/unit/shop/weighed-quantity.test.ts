import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  estimatedLineGrams,
  estimatedProductGrams,
  formatWeighedPieces,
  formatWeighedQuantity,
  formatWeight,
} from '../../../src/features/shop/weighed-quantity'

// The messages' Italian source texts (no catalogue loaded): what the shop shows in Italian.
const it_ = setupI18n({ locale: 'it', messages: { it: {} } })
const en = setupI18n({ locale: 'en', messages: { en: {} } })
/** Money is written with a no-break space before "€". */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('weighed quantities', () => {
  it('reads five pieces of about 214 g at 1,99 €/kg as what they are', () => {
    expect(plain(formatWeighedQuantity(it_, { quantity: 5, pricePerKgCents: 199, grams: 1070 }))).toBe(
      '5 pz (circa 1,1 kg) · 1,99 €/kg',
    )
  })

  it('gives grams under a kilo, rounded to 10 g, and one piece in the singular', () => {
    expect(plain(formatWeighedQuantity(it_, { quantity: 1, pricePerKgCents: 2339, grams: 304 }))).toBe(
      '1 pz (circa 300 g) · 23,39 €/kg',
    )
    expect(formatWeight(it_, 3)).toBe('10 g')
  })

  it('says the weight the store weighed, exactly, once it is known', () => {
    expect(formatWeighedPieces(it_, { quantity: 5, grams: 1070, weighed: true })).toBe(
      '5 pz (pesati 1,07 kg)',
    )
    expect(formatWeighedPieces(it_, { quantity: 2, grams: 640, weighed: true })).toBe('2 pz (pesati 640 g)')
    expect(formatWeight(it_, 1500, true)).toBe('1,5 kg')
    expect(formatWeight(it_, 1234, true)).toBe('1,234 kg')
  })

  it('leaves the weight out when nothing tells it', () => {
    expect(formatWeighedPieces(it_, { quantity: 3, grams: null })).toBe('3 pz')
    expect(estimatedLineGrams({ priceCents: 0, amountCents: 0 })).toBeNull()
    expect(estimatedProductGrams({ estimatedWeightGrams: null }, 2)).toBeNull()
  })

  it("tells a line's weight from its amount and price per kilo, a product's from its pieces", () => {
    // 5 pieces of 214 g at 1,99 €/kg: the server's amount is 2,13 €.
    const grams = estimatedLineGrams({ priceCents: 199, amountCents: 213 })
    expect(grams).toBeCloseTo(1070, -1)
    expect(plain(formatWeighedQuantity(it_, { quantity: 5, pricePerKgCents: 199, grams }))).toBe(
      '5 pz (circa 1,1 kg) · 1,99 €/kg',
    )
    expect(estimatedProductGrams({ estimatedWeightGrams: 300 }, 4)).toBe(1200)
  })

  it('writes the numbers as the language does', () => {
    // The words come from the English catalogue, not loaded here: the numbers are the point.
    expect(formatWeighedQuantity(en, { quantity: 5, pricePerKgCents: 199, grams: 1070 })).toMatch(
      / 1\.1 kg\) · €1\.99\/kg$/,
    )
  })
})
