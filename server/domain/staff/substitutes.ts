import { eq } from 'drizzle-orm'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { StaffSubstitute } from '../../../src/api/schemas/staff'
import { products } from '../../db/schema'
import { departmentName } from '../catalogue/catalogue-departments'
import { substitutionOf } from '../orders/carts'
import { prospectiveCents } from '../orders/final-amounts'
import { DomainError } from '../shared/errors'
import { linesOf, type PickingContext } from './picking'
import type { StaffActor } from './staff-actions'
import { findStoreOrder } from './staff-orders'

/**
 * What the picker may offer for a line the shelf lacks (docs/ordering.md "The store's side"), as the
 * customer's choice allows: NONE nothing; SPECIFIC the product named, if the store sells it today;
 * SIMILAR the products of the line's department the store sells today at a similar price (within
 * SIMILAR_PRICE of the line's, a weighed product by its estimated piece), the closest price first,
 * at most MAX_SUBSTITUTES. Each must keep the order within the card's authorisation, taken as many
 * as the line ordered.
 */

/** How far a similar product's price may be from the line's: ±30%. */
export const SIMILAR_PRICE = 0.3
export const MAX_SUBSTITUTES = 10

/** A piece's price: a weighed product's at its estimated weight. */
function pieceCents(unit: string, priceCents: number, estimatedGrams: number | null): number {
  return unit === 'KG' ? Math.round((priceCents * (estimatedGrams ?? 1000)) / 1000) : priceCents
}

const productPiece = (p: Product) =>
  pieceCents(p.unit, p.promoPriceCents ?? p.priceCents, p.estimatedWeightGrams)

export async function lineSubstitutes(
  ctx: PickingContext,
  actor: StaffActor,
  orderId: number,
  lineId: number,
): Promise<StaffSubstitute[]> {
  const order = await findStoreOrder(ctx.db, actor.storeId, orderId)
  const lines = await linesOf(ctx.db, order.id)
  const line = lines.find((l) => l.id === lineId)
  if (!line) throw new DomainError('line-not-found')
  const choice = substitutionOf(line)
  let candidates: Product[] = []
  if (choice.mode === 'SPECIFIC' && choice.productId !== undefined) {
    const named = await ctx.catalogues.find(order.storeId, choice.productId)
    candidates = named ? [named] : []
  } else if (choice.mode === 'SIMILAR') {
    const [own] = await ctx.db
      .select({ department: products.department })
      .from(products)
      .where(eq(products.id, line.productId))
    if (!own) return []
    const target = pieceCents(line.unit, line.priceCents, line.estimatedWeightGrams)
    const department = await ctx.catalogues.search(order.storeId, {
      q: '',
      department: own.department,
      page: 0,
      size: 10_000,
    })
    candidates = department.data
      .filter((p) => p.id !== line.productId && Math.abs(productPiece(p) - target) <= target * SIMILAR_PRICE)
      .sort((a, b) => Math.abs(productPiece(a) - target) - Math.abs(productPiece(b) - target))
  }
  const fits = (p: Product) => {
    if (order.paymentMode !== 'CREDIT_CARD' || order.authorisedCents === null) return true
    const amount = productPiece(p) * line.quantity
    const after = lines.map((l) =>
      l.id === line.id
        ? { ...l, pickedAmountCents: null, missing: false, refused: false, substituteAmountCents: amount }
        : l,
    )
    return prospectiveCents(order, after) <= order.authorisedCents
  }
  return candidates
    .filter(fits)
    .slice(0, MAX_SUBSTITUTES)
    .map((p) => ({
      productId: p.id,
      ean: p.ean,
      name: p.name,
      brand: p.brand,
      department: p.department,
      departmentName: departmentName(p.department),
      unit: p.unit,
      priceCents: p.promoPriceCents ?? p.priceCents,
      ...(p.estimatedWeightGrams !== null ? { estimatedWeightGrams: p.estimatedWeightGrams } : {}),
      imageUrl: p.imageUrl,
    }))
}
