import { pointsEarned } from '../../api/loyalty-rules'
import type { Cart } from '../../api/schemas/cart'

/**
 * The points the cart would earn if the receipt were its estimate (api/loyalty-rules.ts): the lines
 * the store still sells, own-brand euros twice. A line says whether it is own-brand; a cart kept
 * from before lines said so asks `ownBrand` (the products' catalogue entries). Null until every such
 * line's brand is known. Only an estimate: weighed items, promo changes and the voucher make the
 * receipt, which decides.
 */
export function estimatedPoints(
  cart: Cart,
  ownBrand: (productId: number) => boolean | undefined = () => undefined,
): number | null {
  let ownBrandCents = 0
  for (const line of cart.lines) {
    if (!line.available) continue
    const own = line.ownBrand ?? ownBrand(line.productId)
    if (own === undefined) return null
    if (own) ownBrandCents += line.amountCents
  }
  return pointsEarned({ totalCents: cart.totalCents, ownBrandCents })
}

/** The available lines that do not say whether they are own-brand: their products are asked. */
export const linesWithoutBrand = (cart: Cart): number[] =>
  cart.lines
    .filter((line) => line.available && line.ownBrand === undefined)
    .map((line) => line.productId)
    .sort((a, b) => a - b)
