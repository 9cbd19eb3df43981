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

/**
 * The brand of the products sold by weight at the counters: not a maker's, the chain's own word for
 * "from the counter", which the app shows in its language (features/shop/brand-name.ts).
 */
export const COUNTER_BRAND = 'Al banco'

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
  /**
   * The shelf price, or with no reduction to show the price the product sells at today (a leaflet's
   * or the store's offer not below the 30 days' lowest price is no reduction: docs/ordering.md
   * "Prices and their history").
   */
  priceCents: cents,
  /** A reduction's price: below the lowest price of the 30 days before it began, else null. */
  promoPriceCents: maybe(cents),
  /** yyyy-MM-dd: the last day of the promo price (null: until further notice, or no promo). */
  promoUntil: maybe(v.string()),
  /**
   * With a promo price: its previous price, the one struck through, which Codice del Consumo art.
   * 17-bis makes the lowest price of the 30 days before the reduction began (so equal to
   * `lowest30DaysCents`); null without one.
   */
  previousPriceCents: maybe(cents),
  /**
   * With a promo price: the lowest price of the 30 days before the reduction began, from the store's
   * own price history (Codice del Consumo art. 17-bis); null without a promo.
   */
  lowest30DaysCents: maybe(cents),
  /**
   * With a promo price: how many days before the reduction that lowest was taken over, 30 or fewer
   * for a product on the shelf for less (art. 17-bis c. 4: the shorter period is named); null
   * without a promo (or from a server before this field: 30 is meant).
   */
  lowestDays: maybe(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30))),
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

/**
 * The orders of a catalogue's products. relevance: the best matches of `q` first (name order without
 * it); price: today's price (the promo price when there is one) lowest first; unitPrice: the price per
 * kg or l lowest first, the products without one last. Ties in name order.
 */
export const PRODUCT_SORTS = ['relevance', 'price', 'unitPrice'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/**
 * The 14 groups of allergens the EU's food information law (Regulation 1169/2011, Annex II) names, in
 * its order: cereals with gluten, crustaceans, eggs, fish, peanuts, soybeans, milk (lactose
 * included), nuts, celery, mustard, sesame, sulphites, lupin, molluscs.
 */
export const ALLERGENS = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOYBEANS',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const
export type Allergen = (typeof ALLERGENS)[number]

/**
 * `without=GLUTEN,MILK`: a comma-separated set of allergen groups, each at most once; empty: no
 * allergen filter.
 */
const AllergenSet = v.pipe(
  v.string(),
  v.maxLength(ALLERGENS.join(',').length),
  v.transform((text) => (text === '' ? [] : text.split(','))),
  v.array(v.picklist(ALLERGENS)),
  v.check((groups) => new Set(groups).size === groups.length, 'Each allergen group at most once'),
)

/** GET /cli/ecommerce/{storeId}/products?q=&department=&brand=&promo=&without=&sort=&s=&p= */
export const ProductsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  department: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{0,30}$/)), ''),
  /** Only the products this leaflet offers today in the store. */
  leaflet: v.optional(intParam),
  /** Only one brand's products: its exact name, as GET …/brands lists it; empty: every brand. */
  brand: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  /** 1: only the products with a promo price today (a reduction below the 30 days' lowest price). */
  promo: v.optional(
    v.pipe(
      v.picklist(['0', '1']),
      v.transform((flag) => flag === '1'),
    ),
    '0',
  ),
  /**
   * Leaves out the products that contain, or may contain traces of, any of these allergen groups, and
   * those whose label is not known: "Senza glutine" never lists what might hold gluten.
   */
  without: v.optional(AllergenSet, ''),
  sort: v.optional(v.picklist(PRODUCT_SORTS), 'relevance'),
  s: v.optional(v.pipe(intParam, v.minValue(1), v.maxValue(MAX_PAGE_SIZE)), String(PRODUCT_PAGE_SIZE)),
  p: v.optional(v.pipe(intParam, v.maxValue(100_000)), '0'),
})
export type ProductsQuery = v.InferInput<typeof ProductsQuery>

/**
 * GET /cli/ecommerce/{storeId}/brands: the brands among the products a search lists, whatever their
 * brand — the same filters as the products', less the brand itself, the order and the paging.
 */
export const BrandsQuery = v.omit(ProductsQuery, ['brand', 'sort', 's', 'p'])
export type BrandsQuery = v.InferInput<typeof BrandsQuery>

/** A brand a store sells, and how many of the listed products are of it. */
export const Brand = v.object({ name: v.string(), count: v.number() })
export type Brand = v.InferOutput<typeof Brand>

export const StoreParams = v.object({ storeId: intParam })
export const StoreProductParams = v.object({ storeId: intParam, productId: intParam })
