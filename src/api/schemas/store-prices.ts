import * as v from 'valibot'
import { int32 } from './common'

/**
 * PUT /ops/stores/{storeId}/products/{productId}/price: a store's new price of a product, from today
 * (docs/ordering.md "Prices and their history"), with a reduction of its own if given: its price and,
 * optionally, its last day (without one, until further notice). The days before today are never
 * rewritten, so the 30 days' lowest price a reduction shows stays true.
 */
export const StorePriceChange = v.pipe(
  v.object({
    /** The shelf price: of one piece, or of a kilo for products sold by weight. */
    priceCents: int32(1, 1_000_000),
    /** The store's own reduced price, below the shelf price. */
    promoPriceCents: v.optional(int32(1, 1_000_000)),
    /** The reduction's last day (yyyy-MM-dd, Italian calendar), today or later; then the shelf price again. */
    promoUntil: v.optional(v.pipe(v.string(), v.isoDate('promoUntil: yyyy-MM-dd'))),
  }),
  v.check(
    (change) => change.promoPriceCents === undefined || change.promoPriceCents < change.priceCents,
    'promoPriceCents: sotto priceCents',
  ),
  v.check(
    (change) => change.promoUntil === undefined || change.promoPriceCents !== undefined,
    'promoUntil: solo con promoPriceCents',
  ),
)
export type StorePriceChange = v.InferInput<typeof StorePriceChange>
