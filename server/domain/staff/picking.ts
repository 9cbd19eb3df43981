import { asc, eq } from 'drizzle-orm'
import type { InferOutput } from 'valibot'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { StaffLineChange, StaffOrder } from '../../../src/api/schemas/staff'
import type { Db } from '../../db/connect'
import { orderLines, orders } from '../../db/schema'
import type { Catalogues } from '../catalogue/catalogue'
import { substitutionOf } from '../orders/carts'
import { prospectiveCents, weighedCents } from '../orders/final-amounts'
import { afterMove, moveOrder, type StatusContext } from '../orders/order-status'
import { inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { roomDetail } from './authorised-room'
import { readScaleLabel } from './scale-label'
import { actionWords, recordAction, type StaffActor } from './staff-actions'
import { findStoreOrder, lockStoreOrder, staffOrderView } from './staff-orders'

/**
 * Picking an order (docs/ordering.md "The store's side"): the staff start it, then set each line:
 * picked (its EAN, or a weighed product's scale label), a substitute the customer's choice allows,
 * or missing. The last change of a line wins: each replaces what the line said. Every change locks
 * the order row first, so two staff setting the same line take turns and the line holds one of
 * their changes, never both added up.
 */

/** What picking works with: the payments (for the moves) and the store's catalogue (substitutes' prices). */
export interface PickingContext extends StatusContext {
  catalogues: Catalogues
}

type LineRow = typeof orderLines.$inferSelect
type LineChange = InferOutput<typeof StaffLineChange>

/** TO_BE_PREPARED → IN_PREPARATION, at any time: the customer may still cancel until the cut-off. */
export async function startPicking(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
): Promise<StaffOrder> {
  const moved = await inTransaction(ctx, async (tx) => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    const result = await moveOrder(tx, ctx.payments, order, { to: 'IN_PREPARATION', by: 'STORE' })
    await recordAction(tx, order.id, actor, actionWords.started)
    return result
  })
  await afterMove(ctx.payments, moved)
  return staffOrderView(ctx.db, moved.row)
}

/** The line's columns a change writes: all of the store's, so the last change is all the line says. */
type Worked = Pick<
  typeof orderLines.$inferInsert,
  | 'pickedQuantity'
  | 'pickedWeightGrams'
  | 'pickedAmountCents'
  | 'substituteProductId'
  | 'substituteName'
  | 'substituteQuantity'
  | 'substituteWeightGrams'
  | 'substituteAmountCents'
  | 'substituteRegularPriceCents'
  | 'missing'
  | 'refused'
>

const NOTHING: Required<Worked> = {
  pickedQuantity: null,
  pickedWeightGrams: null,
  pickedAmountCents: null,
  substituteProductId: null,
  substituteName: null,
  substituteQuantity: null,
  substituteWeightGrams: null,
  substituteAmountCents: null,
  substituteRegularPriceCents: null,
  missing: false,
  refused: false,
}

/** Sets one line of an IN_PREPARATION order (4205 otherwise, and after the receipt). */
export async function setLine(
  ctx: PickingContext,
  actor: StaffActor,
  orderId: number,
  lineId: number,
  change: LineChange,
): Promise<StaffOrder> {
  // The substitute as the store sells it today, read before the transaction: the catalogue loads
  // through a connection of its own, which an open transaction on PGlite's one connection would block.
  let substitute: Product | undefined
  if ('substitute' in change) {
    const order = await findStoreOrder(ctx.db, actor.storeId, orderId)
    substitute = await ctx.catalogues.find(order.storeId, change.substitute.productId)
  }
  const row = await inTransaction(ctx, async (tx) => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    const lines = await linesOf(tx.db, order.id)
    const line = lines.find((l) => l.id === lineId)
    if (!line) throw new DomainError('line-not-found')
    if (order.status !== 'IN_PREPARATION') throw new DomainError('wrong-order-status')
    const worked = 'ean' in change ? await picked(tx, actor, line, change) : null
    const set =
      worked ??
      ('substitute' in change
        ? await substituted(tx, actor, line, change.substitute, substitute)
        : await missing(tx, actor, line))
    // A card is never captured above its authorisation: the order as it would then stand must fit.
    if (order.paymentMode === 'CREDIT_CARD' && order.authorisedCents !== null) {
      const after = lines.map((l) => (l.id === line.id ? { ...l, ...set } : l))
      if (prospectiveCents(order, after) > order.authorisedCents)
        throw new DomainError(
          'above-authorised',
          roomDetail(order, lines, line.id, perKgOf(change, line, substitute)),
        )
    }
    await tx.db.update(orderLines).set(set).where(eq(orderLines.id, line.id))
    const [updated] = await tx.db
      .update(orders)
      .set({ updatedAt: tx.at })
      .where(eq(orders.id, order.id))
      .returning()
    tx.orderChanged(order.id)
    return updated ?? order
  })
  return staffOrderView(ctx.db, row)
}

/** The price per kilo a change weighs at: a weighed line's own, or a weighed substitute's. */
function perKgOf(change: LineChange, line: LineRow, substitute: Product | undefined): number | undefined {
  if ('ean' in change) return line.unit === 'KG' && change.quantity > 0 ? line.priceCents : undefined
  if ('substitute' in change && substitute?.unit === 'KG')
    return substitute.promoPriceCents ?? substitute.priceCents
  return undefined
}

/** Picked by its EAN or, weighed, by its scale label (which gives the grams unless they are given). */
async function picked(
  tx: Tx,
  actor: StaffActor,
  line: LineRow,
  change: Extract<LineChange, { ean: string }>,
): Promise<Required<Worked>> {
  const label = line.unit === 'KG' ? readScaleLabel(change.ean) : null
  if (change.ean !== line.ean && label?.productEan !== line.ean) throw new DomainError('wrong-ean')
  // Nothing on the shelf: the line is missing.
  if (change.quantity === 0) return missing(tx, actor, line)
  if (change.quantity > line.quantity) throw new DomainError('above-ordered')
  if (line.unit !== 'KG') {
    if (change.weightGrams !== undefined) throw new DomainError('not-weighed')
    await recordAction(tx, line.orderId, actor, actionWords.picked, {
      name: line.name,
      quantity: change.quantity,
    })
    return {
      ...NOTHING,
      pickedQuantity: change.quantity,
      pickedAmountCents: line.priceCents * change.quantity,
    }
  }
  const grams = change.weightGrams ?? label?.grams
  if (grams === undefined) throw new DomainError('weight-required')
  await recordAction(tx, line.orderId, actor, actionWords.pickedWeighed, {
    name: line.name,
    quantity: change.quantity,
    grams,
  })
  return {
    ...NOTHING,
    pickedQuantity: change.quantity,
    pickedWeightGrams: grams,
    pickedAmountCents: weighedCents(line.priceCents, grams),
  }
}

/**
 * Another product instead, as the customer's choice allows: none with NONE, only the product named
 * with SPECIFIC, any other with SIMILAR (56 otherwise); one the store sells (4030), at its own price.
 */
async function substituted(
  tx: Tx,
  actor: StaffActor,
  line: LineRow,
  asked: { productId: number; quantity: number; weightGrams?: number | undefined },
  product: Product | undefined,
): Promise<Required<Worked>> {
  const choice = substitutionOf(line)
  if (
    choice.mode === 'NONE' ||
    asked.productId === line.productId ||
    (choice.mode === 'SPECIFIC' && choice.productId !== asked.productId)
  )
    throw new DomainError('substitute-not-allowed')
  if (!product) throw new DomainError('product-not-sold')
  const price = product.promoPriceCents ?? product.priceCents
  let amount = price * asked.quantity
  if (product.unit === 'KG') {
    if (asked.weightGrams === undefined) throw new DomainError('weight-required')
    amount = weighedCents(price, asked.weightGrams)
  } else if (asked.weightGrams !== undefined) throw new DomainError('not-weighed')
  const values = { name: line.name, substitute: product.name, quantity: asked.quantity }
  if (asked.weightGrams === undefined)
    await recordAction(tx, line.orderId, actor, actionWords.substituted, values)
  else
    await recordAction(tx, line.orderId, actor, actionWords.substitutedWeighed, {
      ...values,
      grams: asked.weightGrams,
    })
  return {
    ...NOTHING,
    substituteProductId: product.id,
    substituteName: product.name,
    substituteQuantity: asked.quantity,
    substituteWeightGrams: asked.weightGrams ?? null,
    substituteAmountCents: amount,
    // Its price without its offer, so that the customer's savings count the offer it was given at.
    substituteRegularPriceCents: product.priceCents,
  }
}

async function missing(tx: Tx, actor: StaffActor, line: LineRow): Promise<Required<Worked>> {
  await recordAction(tx, line.orderId, actor, actionWords.missing, { name: line.name })
  return { ...NOTHING, missing: true }
}

/** The lines of an order, in the order placed. */
export function linesOf(db: Db, orderId: number): Promise<LineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position))
}
