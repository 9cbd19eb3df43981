import * as v from 'valibot'
import { intParam, maybe } from './common'
import { MAX_PAGE_SIZE } from './store'

/** Products come twenty to a page unless `s` says otherwise. */
export const PRODUCT_PAGE_SIZE = 20

/**
 * PIECE: sold by the piece at `priceCents` each. KG: priced per kilo (`priceCents`), ordered in pieces
 * of about `estimatedWeightGrams` each and weighed when the order is prepared.
 */
export const PRODUCT_UNITS = ['PIECE', 'KG'] as const
export type ProductUnit = (typeof PRODUCT_UNITS)[number]

const cents = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A catalogue product as one store sells it: that store's price, and a leaflet's promo price today. */
export const Product = v.object({
  id: v.number(),
  ean: v.string(),
  name: v.string(),
  brand: v.string(),
  /** The chain's own brand: it earns double points. */
  ownBrand: v.boolean(),
  /** A department code (GET …/departments names them). */
  department: v.string(),
  unit: v.picklist(PRODUCT_UNITS),
  priceCents: cents,
  promoPriceCents: maybe(cents),
  /** yyyy-MM-dd: the last day of the promo price. */
  promoUntil: maybe(v.string()),
  /** The most one order line may hold. */
  maxQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  imageUrl: v.string(),
  /** KG products: the weight of one piece, estimated. */
  estimatedWeightGrams: maybe(v.number()),
  /** What a kilo (or a litre) costs at today's price, for comparing packs; null when it says nothing. */
  referencePrice: maybe(v.object({ cents, per: v.picklist(['KG', 'L']) })),
})
export type Product = v.InferOutput<typeof Product>

export const Department = v.object({ code: v.string(), name: v.string(), count: v.number() })
export type Department = v.InferOutput<typeof Department>

/** GET /cli/ecommerce/{storeId}/products?q=&department=&s=&p= */
export const ProductsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  department: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{0,30}$/)), ''),
  /** Only the products this leaflet offers today in the store. */
  leaflet: v.optional(intParam),
  s: v.optional(v.pipe(intParam, v.minValue(1), v.maxValue(MAX_PAGE_SIZE)), String(PRODUCT_PAGE_SIZE)),
  p: v.optional(v.pipe(intParam, v.maxValue(100_000)), '0'),
})
export type ProductsQuery = v.InferInput<typeof ProductsQuery>

export const StoreParams = v.object({ storeId: intParam })
export const StoreProductParams = v.object({ storeId: intParam, productId: intParam })
