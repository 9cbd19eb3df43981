import { ALLERGENS, type Allergen } from '../../../src/api/schemas/catalogue'
import type { LabelText, NetQuantity } from '../../../src/api/schemas/food-label'
import { config } from '../../../src/config'
import type { Db } from '../connect'
import { productLabels, products } from '../schema'
import {
  BRAND_TRACES,
  type FoodRecipe,
  type Ing,
  OPERATORS,
  RECIPES,
  type Recipe,
  type Text,
} from './data/labels'

/**
 * Every product's label, from its kind's recipe (seed/data/labels.ts): the kind is the longest
 * recipe name the product's name begins with ("Mele Golden sfuse Al banco" is "Mele Golden sfuse").
 * Deterministic: the same products, the same labels.
 */

type ProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'brand' | 'ownBrand' | 'department' | 'unit' | 'contentAmount' | 'contentUnit'
>
export type LabelRow = typeof productLabels.$inferInsert

const KINDS = Object.keys(RECIPES).sort((a, b) => b.length - a.length)

/** The kind of a product, by its name; null when no recipe names it. */
export function kindOf(name: string): string | null {
  return KINDS.find((kind) => name === kind || name.startsWith(`${kind} `)) ?? null
}

/** Annex II's order, each group once. */
const inOrder = (groups: Iterable<Allergen>) => {
  const set = new Set(groups)
  return ALLERGENS.filter((group) => set.has(group))
}

/** "3 x 80 g", "1,5 l", "6 uova", "30 pezzi": the pack's net quantity, as printed after the brand. */
export function netQuantity(size: string, product: ProductRow): NetQuantity | null {
  if (product.unit === 'KG') return null
  const match = /^(?:(\d+) x )?(\d+(?:,\d+)?) (g|kg|ml|cl|l|uova|pezzi|rotoli|filtri)$/.exec(size.trim())
  if (match) {
    const [, packs, amountText, unit] = match
    const amount = Number((amountText as string).replace(',', '.'))
    const scaled: Record<string, [number, NetQuantity['unit']]> = {
      g: [amount, 'G'],
      kg: [amount * 1000, 'G'],
      ml: [amount, 'ML'],
      cl: [amount * 10, 'ML'],
      l: [amount * 1000, 'ML'],
    }
    const [value, measured] = scaled[unit as string] ?? [amount, 'PIECES']
    return { amount: Math.round(value * 10) / 10, unit: measured, packs: Number(packs ?? 1) }
  }
  // Sold loose by the kilo on the leaflet's shelf ("Banane"): a kilo's bag.
  if (product.contentAmount && product.contentUnit)
    return { amount: product.contentAmount, unit: product.contentUnit, packs: 1 }
  return null
}

function operatorOf(product: ProductRow): { name: string; address: string } {
  const own = OPERATORS[product.brand]
  if (own && !product.ownBrand) return { name: own[0], address: own[1] }
  // The chain's own brand, and what its counters sell, are the chain's (art. 8: the name it is sold under).
  return { name: config.legal.companyName, address: config.legal.address }
}

/** An ingredient's groups, as a list: none, its one group, or a compound one's several. */
const groupsOf = (allergen: Ing[2]): Allergen[] =>
  allergen === undefined ? [] : typeof allergen === 'string' ? [allergen] : [...allergen]

const isFood = (recipe: Recipe): recipe is FoodRecipe => !('nonFood' in recipe)
const pick = (text: Text, language: 0 | 1) => text[language]

/** A product's label row, or null when its kind has no recipe. */
export function labelOf(product: ProductRow): LabelRow | null {
  const kind = kindOf(product.name)
  if (!kind) return null
  const recipe = RECIPES[kind] as Recipe
  const size = product.name
    .slice(kind.length)
    .trim()
    .replace(new RegExp(`^${product.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`), '')
  const operator = operatorOf(product)
  const base = {
    productId: product.id,
    netQuantity: netQuantity(size, product),
    operatorName: operator.name,
    operatorAddress: operator.address,
  }
  if (!isFood(recipe)) {
    const words = (language: 0 | 1): LabelText => ({
      ingredients: recipe.ingredients.map((text) => ({
        name: pick(text, language),
        allergen: null,
        allergens: [],
      })),
      storage: pick(recipe.storage, language),
      origin: null,
      hazards: recipe.hazards.map((text) => pick(text, language)),
      precautions: recipe.precautions.map((text) => pick(text, language)),
      usage: recipe.usage.map((text) => pick(text, language)),
    })
    return {
      ...base,
      food: false,
      contains: [],
      mayContain: [],
      nutrition: null,
      signalWord: recipe.signal ?? null,
      pictograms: [...(recipe.pictograms ?? [])],
      text: { it: words(0), en: words(1) },
    }
  }
  const contains = inOrder(recipe.ingredients.flatMap(([, , allergen]) => groupsOf(allergen)))
  const factory =
    ['PANTRY', 'BREAKFAST', 'FROZEN'].includes(product.department) && recipe.ingredients.length > 1
  const traces = [...(recipe.traces ?? []), ...(factory ? (BRAND_TRACES[product.brand] ?? []) : [])]
  const words = (language: 0 | 1): LabelText => ({
    ingredients: recipe.ingredients.map(([it, en, allergen]) => ({
      name: language === 0 ? it : en,
      allergen: groupsOf(allergen)[0] ?? null,
      allergens: groupsOf(allergen),
    })),
    storage: pick(recipe.storage, language),
    origin: recipe.origin ? pick(recipe.origin, language) : null,
    hazards: [],
    precautions: [],
    usage: [],
  })
  const per100 = recipe.per100
  return {
    ...base,
    food: true,
    contains,
    mayContain: inOrder(traces.filter((group) => !contains.includes(group))),
    nutrition: per100 && {
      per: recipe.liquid ? '100ML' : '100G',
      energyKj: Math.round(per100[0] * 4.184),
      energyKcal: per100[0],
      fat: per100[1],
      saturates: per100[2],
      carbohydrate: per100[3],
      sugars: per100[4],
      protein: per100[5],
      salt: per100[6],
    },
    text: { it: words(0), en: words(1) },
  }
}

/** The labels of every product in the catalogue. */
export async function seedLabels(db: Db): Promise<void> {
  const rows = (await db.select().from(products)).flatMap((product) => {
    const label = labelOf(product)
    return label ? [label] : []
  })
  for (let i = 0; i < rows.length; i += 200) await db.insert(productLabels).values(rows.slice(i, i + 200))
}
