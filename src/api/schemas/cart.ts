import * as v from 'valibot'
import { int32, intParam } from './common'
import { DeliveryMode } from './store'

const cents = v.pipe(v.number(), v.integer())

export const CartLine = v.object({
  productId: v.number(),
  name: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Today's price of one piece (of a kilo for KG products): the promo price when there is one. */
  priceCents: cents,
  /** What the line costs: for KG products, estimated from the pieces' estimated weight. */
  amountCents: cents,
  /** True for KG products: the store weighs them and the receipt gives the final amount. */
  estimatedWeight: v.boolean(),
  imageUrl: v.string(),
  maxQuantity: v.number(),
  /** False when the store no longer sells it: the line stays, out of the totals, until removed. */
  available: v.boolean(),
})
export type CartLine = v.InferOutput<typeof CartLine>

/** The customer's open basket for one store (docs/ordering.md "Cart"); totals computed by the server. */
export const Cart = v.object({
  id: v.number(),
  storeId: v.number(),
  lines: v.array(CartLine),
  /** What the leaflets' promo prices take off the lines. */
  savingsCents: cents,
  totalCents: cents,
})
export type Cart = v.InferOutput<typeof Cart>

/** GET /cli/carts?storeId= */
export const CartQuery = v.object({ storeId: intParam })
export const CartParams = v.object({ cartId: intParam })
export const CartLineParams = v.object({ cartId: intParam, productId: intParam })

/** PUT /cli/carts/{cartId}/lines/{productId}: 0 removes the line. */
export const CartLineChange = v.object({ quantity: int32(0, 999) })

/** A delivery or collection window (docs/ordering.md "Slots"): two hours inside the store's opening hours. */
export const Slot = v.object({
  id: v.number(),
  start: v.pipe(v.string(), v.isoTimestamp()),
  end: v.pipe(v.string(), v.isoTimestamp()),
  /** Orders it can still take. */
  remaining: v.number(),
  /** False when full, or past the booking cut-off (4 hours before it starts). */
  available: v.boolean(),
})
export type Slot = v.InferOutput<typeof Slot>

/** GET /cli/ecommerce/{storeId}/slots?delivery= */
export const SlotsQuery = v.object({ delivery: DeliveryMode })
