import { isValidEan13, withCheckDigit } from '../../../src/api/card-code'

/**
 * The variable-measure labels of a store's scales (docs/ordering.md "The store's side"). An Italian
 * in-store label is an EAN-13 of the "2x" range, which GS1 leaves to each shop: the prefix and the
 * item code (seven digits, "2" then the item's six), the weight in grams (five digits), and the check
 * digit. A weighed product's own EAN is its label with the weight 00000 (the seed's weighed products
 * have such EANs: server/db/seed/catalogue.ts), so a label maps to its product by replacing the
 * weight with zeros and computing the check digit again.
 */

const LABEL = /^(2\d{6})(\d{5})\d$/

export interface ScaleLabel {
  /** The EAN of the weighed product the label is of. */
  productEan: string
  grams: number
}

/** The product and the grams a scanned code holds, or null when it is no scale label. */
export function readScaleLabel(code: string): ScaleLabel | null {
  const parts = LABEL.exec(code)
  if (!parts || !isValidEan13(code)) return null
  const [, item = '', weight = ''] = parts
  const grams = Number(weight)
  // Weight 00000 is the product's own EAN, which gives no grams.
  if (grams === 0) return null
  return { productEan: withCheckDigit(`${item}00000`), grams }
}

/** The label a store's scale prints for `grams` of the weighed product of `productEan` (the demo's scale). */
export function scaleLabel(productEan: string, grams: number): string {
  if (!LABEL.test(productEan) || grams < 1 || grams > 99_999)
    throw new Error(`no scale label for ${productEan} and ${grams} g`)
  return withCheckDigit(`${productEan.slice(0, 7)}${String(grams).padStart(5, '0')}`)
}
