import { eq, inArray } from 'drizzle-orm'
import type { LabelLanguage, ProductLabel } from '../../../src/api/schemas/food-label'
import type { Db } from '../../db/connect'
import { productLabels } from '../../db/schema'
import { allergenBits } from './allergen-bits'

/**
 * The products' labels (docs/ordering.md, "Food information"): what the catalogue's allergen filter
 * reads, as one bit per Annex II group, and a product's label in a language for its page.
 */

/**
 * For each of `productIds` with a label: the groups it contains or may contain traces of, as bits.
 * Those without a label are not in the map.
 */
export async function allergensOf(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  const bits = new Map<number, number>()
  // In slices: a store sells a few hundred products, a query's parameters are limited.
  for (let i = 0; i < productIds.length; i += 1000) {
    const rows = await db
      .select({
        id: productLabels.productId,
        contains: productLabels.contains,
        traces: productLabels.mayContain,
      })
      .from(productLabels)
      .where(inArray(productLabels.productId, productIds.slice(i, i + 1000)))
    for (const row of rows) bits.set(row.id, allergenBits([...row.contains, ...row.traces]))
  }
  return bits
}

/** A product's label in `language`, or null when it has none. */
export async function labelOf(
  db: Db,
  productId: number,
  language: LabelLanguage,
): Promise<ProductLabel | null> {
  const [row] = await db.select().from(productLabels).where(eq(productLabels.productId, productId))
  if (!row) return null
  const text = row.text[language]
  return {
    food: row.food,
    // A label written before ingredients listed their groups: the one group it had.
    ingredients: text.ingredients.map((ingredient) =>
      ingredient.allergens
        ? ingredient
        : { ...ingredient, allergens: ingredient.allergen ? [ingredient.allergen] : [] },
    ),
    contains: row.contains,
    mayContain: row.mayContain,
    nutrition: row.nutrition,
    netQuantity: row.netQuantity,
    storage: text.storage,
    origin: text.origin,
    operator: { name: row.operatorName, address: row.operatorAddress },
    signalWord: row.signalWord ?? null,
    pictograms: row.pictograms,
    hazards: text.hazards,
    precautions: text.precautions,
    usage: text.usage,
  }
}
