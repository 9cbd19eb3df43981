import { eq } from 'drizzle-orm'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { StaffSubstitute } from '../../../src/api/schemas/staff'
import { products } from '../../db/schema'
import { referencePrice } from '../catalogue/catalogue'
import { departmentName } from '../catalogue/catalogue-departments'
import { substitutionOf } from '../orders/carts'
import { prospectiveCents } from '../orders/final-amounts'
import { DomainError } from '../shared/errors'
import { linesOf, type PickingContext } from './picking'
import type { StaffActor } from './staff-actions'
import { findStoreOrder } from './staff-orders'
import { rankSimilar } from './substitute-ranking'

/**
 * What the picker may offer for a line the shelf lacks (docs/ordering.md "The store's side"), as the
 * customer's choice allows: NONE nothing; SPECIFIC the product named, if the store sells it today;
 * SIMILAR the products of the line's department the store sells today, those of the line's kind
 * first, then by closeness of price (substitute-ranking.ts: a weighed product by its estimated
 * piece), at most MAX_SUBSTITUTES. Each must keep the order within the card's authorisation, taken
 * as many as the line ordered.
 */

export const MAX_SUBSTITUTES = 10

/** A piece's price: a weighed product's at its estimated weight. */
function pieceCents(unit: string, priceCents: number, estimatedGrams: number | null): number {
  return unit === 'KG' ? Math.round((priceCents * (estimatedGrams ?? 1000)) / 1000) : priceCents
}

const productPiece = (p: Product) =>
  pieceCents(p.unit, p.promoPriceCents ?? p.priceCents, p.estimatedWeightGrams)

/** A catalogue product as the ranking compares it. */
const comparable = (p: Product) => ({ ...p, pieceCents: productPiece(p) })

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
    // The line's product as it was ordered (the store may no longer sell it: that is why it lacks).
    const [own] = await ctx.db.select().from(products).where(eq(products.id, line.productId))
    if (!own) return []
    const wanted = {
      name: own.name,
      brand: own.brand,
      pieceCents: pieceCents(line.unit, line.priceCents, line.estimatedWeightGrams),
      referencePrice: referencePrice(own, line.priceCents),
    }
    const department = await ctx.catalogues.search(order.storeId, {
      q: '',
      department: own.department,
      page: 0,
      size: 10_000,
    })
    candidates = rankSimilar(wanted, department.data.filter((p) => p.id !== line.productId).map(comparable))
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
