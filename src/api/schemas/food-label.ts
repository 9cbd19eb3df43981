import * as v from 'valibot'
import { ALLERGENS, Product } from './catalogue'
import { maybe } from './common'

/**
 * The food information EU Regulation 1169/2011 asks for before an online purchase (art. 9 and 14):
 * the ingredients, the Annex II allergens they hold and the traces the maker warns of, the nutrition
 * declaration per 100 g or 100 ml, the net quantity, storage, origin where it applies and the food
 * business operator. A product that is not food (detergents, personal and home care) carries its
 * own notes instead: hazard statements and precautions (CLP) and how to use it, and no nutrition.
 */

/** The languages a label is written in: `?lang=` of the product's detail. */
export const LABEL_LANGUAGES = ['it', 'en'] as const
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number]

const grams = v.pipe(v.number(), v.minValue(0))

/** Per 100 g or 100 ml, in the order of Annex XV; masses in grams. */
export const Nutrition = v.object({
  per: v.picklist(['100G', '100ML']),
  energyKj: v.pipe(v.number(), v.integer(), v.minValue(0)),
  energyKcal: v.pipe(v.number(), v.integer(), v.minValue(0)),
  fat: grams,
  saturates: grams,
  carbohydrate: grams,
  sugars: grams,
  protein: grams,
  salt: grams,
})
export type Nutrition = v.InferOutput<typeof Nutrition>

/**
 * One ingredient as printed; `allergens` the Annex II groups it holds, which the label emphasises (a
 * compound one, a sauce, may hold several: "salsa di noci (noci, latte, pane…)" is NUTS, MILK and
 * GLUTEN); `allergen` the first of them, null without (kept for copies of the app from before).
 */
export const Ingredient = v.object({
  name: v.string(),
  allergen: maybe(v.picklist(ALLERGENS)),
  allergens: v.optional(v.array(v.picklist(ALLERGENS)), []),
})
export type Ingredient = v.InferOutput<typeof Ingredient>

/** The net quantity: grams, millilitres, or pieces for what is counted (rolls, tablets). */
export const NetQuantity = v.object({
  amount: v.pipe(v.number(), v.minValue(0)),
  unit: v.picklist(['G', 'ML', 'PIECES']),
  /** A multipack: how many packs of `amount` each ("3 x 80 g"); 1 otherwise. */
  packs: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type NetQuantity = v.InferOutput<typeof NetQuantity>

/** What a label says in words, in one language (the rest is the same in every language). */
export const LabelText = v.object({
  ingredients: v.array(Ingredient),
  storage: v.string(),
  origin: maybe(v.string()),
  hazards: v.array(v.string()),
  precautions: v.array(v.string()),
  usage: v.array(v.string()),
})
export type LabelText = v.InferOutput<typeof LabelText>

/**
 * The CLP pictograms (Regulation 1272/2008, Annex V): GHS01 exploding bomb, GHS02 flame, GHS03 flame
 * over circle, GHS04 gas cylinder, GHS05 corrosion, GHS06 skull and crossbones, GHS07 exclamation
 * mark, GHS08 health hazard, GHS09 environment.
 */
export const GHS_PICTOGRAMS = [
  'GHS01',
  'GHS02',
  'GHS03',
  'GHS04',
  'GHS05',
  'GHS06',
  'GHS07',
  'GHS08',
  'GHS09',
] as const
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number]
/** The CLP signal word (art. 20): "Pericolo" for the graver hazards, else "Attenzione". */
export const SIGNAL_WORDS = ['DANGER', 'WARNING'] as const
export type SignalWord = (typeof SIGNAL_WORDS)[number]

export const ProductLabel = v.object({
  /** Food: ingredients, allergens and nutrition; otherwise the notes below. */
  food: v.boolean(),
  /** In descending order of weight; for a single-ingredient food, that one. */
  ingredients: v.array(Ingredient),
  /** The allergen groups it contains (those of its ingredients). */
  contains: v.array(v.picklist(ALLERGENS)),
  /** The groups it may hold traces of (made where they are handled). */
  mayContain: v.array(v.picklist(ALLERGENS)),
  nutrition: maybe(Nutrition),
  /** Null for what is sold by weight: the shop weighs it. */
  netQuantity: maybe(NetQuantity),
  storage: v.string(),
  /** The country or place of origin, where the law asks for it (fresh meat, fruit and vegetables, milk…). */
  origin: maybe(v.string()),
  /** The food business operator (or the maker, for what is not food): name and address. */
  operator: v.object({ name: v.string(), address: v.string() }),
  /**
   * Not food, classified under CLP: its signal word and hazard pictograms, the graver first (null and
   * none otherwise; a copy kept from before they were given reads as none).
   */
  signalWord: v.optional(maybe(v.picklist(SIGNAL_WORDS)), null),
  pictograms: v.optional(v.array(v.picklist(GHS_PICTOGRAMS)), []),
  /** Not food: the CLP hazard statements (H…) and precautionary statements (P…), and how to use it. */
  hazards: v.array(v.string()),
  precautions: v.array(v.string()),
  usage: v.array(v.string()),
})
export type ProductLabel = v.InferOutput<typeof ProductLabel>

/** GET /cli/ecommerce/{storeId}/products/{productId}: the product, and its label when known (null otherwise). */
export const ProductDetail = v.object({ ...Product.entries, label: maybe(ProductLabel) })
export type ProductDetail = v.InferOutput<typeof ProductDetail>

/** ?lang=it|en: the label's language, Italian unless asked. */
export const ProductDetailQuery = v.object({ lang: v.optional(v.picklist(LABEL_LANGUAGES), 'it') })
export type ProductDetailQuery = v.InferInput<typeof ProductDetailQuery>
