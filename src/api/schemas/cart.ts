import * as v from 'valibot'
import { int32, intParam, rowId } from './common'
import { DeliveryMode } from './store'

const cents = v.pipe(v.number(), v.integer())

/**
 * What the store may do when a line's product is missing (docs/ordering.md "The store's side"):
 * SIMILAR any similar product (a new line's choice), SPECIFIC the named product, NONE no substitute.
 */
export const SUBSTITUTION_MODES = ['SIMILAR', 'SPECIFIC', 'NONE'] as const
export type SubstitutionMode = (typeof SUBSTITUTION_MODES)[number]

/** A line's substitution choice as answered: `productId` only with SPECIFIC. */
export const Substitution = v.object({
  mode: v.picklist(SUBSTITUTION_MODES),
  productId: v.optional(v.number()),
})
export type Substitution = v.InferOutput<typeof Substitution>

/** A line's substitution choice as sent: `productId` with SPECIFIC, and only with it. */
export const SubstitutionChoice = v.pipe(
  v.object({
    mode: v.picklist(SUBSTITUTION_MODES),
    productId: v.optional(rowId),
  }),
  v.check(
    (choice) => (choice.mode === 'SPECIFIC') === (choice.productId !== undefined),
    'productId: con SPECIFIC, e solo con SPECIFIC',
  ),
)
export type SubstitutionChoice = v.InferInput<typeof SubstitutionChoice>

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
  /** The product's department (a catalogue code, e.g. DAIRY): the checkout's coupons find their lines by it. */
  department: v.optional(v.string()),
  /** The chain's own brand: an amount coupon takes from the other brands first (src/api/coupon-rules.ts). */
  ownBrand: v.optional(v.boolean()),
  /** What the store may do if the product is missing; a new line is SIMILAR. */
  substitution: v.optional(Substitution, { mode: 'SIMILAR' }),
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

/**
 * PUT /cli/carts/{cartId}/lines/{productId}: 0 removes the line. Without `substitution` the line
 * keeps its choice (SIMILAR for a new one).
 */
export const CartLineChange = v.object({
  quantity: int32(0, 999),
  substitution: v.optional(SubstitutionChoice),
})

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
