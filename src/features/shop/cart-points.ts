import { pointsEarned } from '../../api/loyalty-rules'
import type { Cart } from '../../api/schemas/cart'

/**
 * The points the cart would earn if the receipt were its estimate (api/loyalty-rules.ts): the lines
 * the store still sells, own-brand euros twice. Null until every such line's brand is known. Only an
 * estimate: weighed items, promo changes and the voucher make the receipt, which decides.
 */
export function estimatedPoints(
  cart: Cart,
  ownBrand: (productId: number) => boolean | undefined,
): number | null {
  let ownBrandCents = 0
  for (const line of cart.lines) {
    if (!line.available) continue
    const own = ownBrand(line.productId)
    if (own === undefined) return null
    if (own) ownBrandCents += line.amountCents
  }
  return pointsEarned({ totalCents: cart.totalCents, ownBrandCents })
}
