import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type HandoverAmount, PICKUP_CODE_TRIES, type StaffOrder } from '../../../src/api/schemas/staff'
import { captureIntents, cards, orderLines, orders } from '../../db/schema'
import { releaseCoupons } from '../loyalty/coupons'
import {
  afterMove,
  type Moved,
  moveOrder,
  type StatusContext,
  takenHomeAmounts,
} from '../orders/order-status'
import type { OrderRow } from '../orders/order-view'
import type { Capture } from '../orders/payments'
import { inTransaction, type Tx } from '../shared/context'
import { DomainError, type Refusal } from '../shared/errors'
import { linesOf } from './picking'
import { actionWords, recordAction, type StaffActor } from './staff-actions'
import { lockStoreOrder, staffOrderView } from './staff-orders'

/**
 * The hand-over of a ready order (docs/ordering.md "Receipt and hand-over"): the customer shows their
 * pickup code or their loyalty card; they may refuse substitutes, which are then neither charged nor
 * counted for points; then the final amount without them, the one capture of a card payment, the
 * receipt and its points, and COLLECTED / DELIVERED.
 *
 * A wrong code (59) changes nothing but the order's count of wrong codes, committed with the
 * refusal; at PICKUP_CODE_TRIES the code is locked (73) and only the card hands the order over.
 *
 * A card payment is captured in three steps, like an idempotent checkout completion: (1) the
 * hand-over's intent (its key, the amount, the refusals, who) is committed; (2) the provider
 * captures under that key, outside any transaction; (3) the order is finished as the intent says.
 * The provider captures an authorisation once and answers the capture already made when asked again,
 * with its key: so when step 3 did not commit (the database failed after the capture), the next
 * hand-over's step 2 answers the earlier capture and step 3 finishes the order as that earlier intent
 * said, charging nothing more; `reconcileHandovers` does the same at the server's start.
 */
export interface Handover {
  pickupCode?: string | undefined
  cardCode?: string | undefined
  refusedLineIds?: number[] | undefined
}

/**
 * The customer's word: the order's pickup code (while not locked), or an enabled card of the order's
 * customer. A wrong code is counted here, in the caller's transaction, which commits it.
 */
async function identify(tx: Tx, order: OrderRow, handover: Handover): Promise<Refusal | null> {
  if (handover.pickupCode !== undefined) {
    if (order.pickupCodeFailures >= PICKUP_CODE_TRIES) return 'pickup-code-locked'
    if (order.pickupCode !== null && handover.pickupCode === order.pickupCode) return null
    const [counted] = await tx.db
      .update(orders)
      .set({ pickupCodeFailures: sql`${orders.pickupCodeFailures} + 1` })
      .where(eq(orders.id, order.id))
      .returning({ failures: orders.pickupCodeFailures })
    // The staff's other screens follow the tries left, the customer's order page the lock.
    tx.orderChanged(order.id)
    return (counted?.failures ?? 0) >= PICKUP_CODE_TRIES ? 'pickup-code-locked' : 'wrong-pickup-code'
  }
  if (handover.cardCode === undefined || order.userId === null) return 'wrong-pickup-code'
  const [card] = await tx.db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.code, handover.cardCode), eq(cards.userId, order.userId), eq(cards.enabled, true)))
  return card ? null : 'wrong-pickup-code'
}

/** What the hand-over does once the customer is known: which substitutes they refuse, who hands over, how. */
interface HandoverIntent {
  refusedLineIds: number[]
  actor: StaffActor
  byCard: boolean
}

/** What the first step left to do. */
type Checked =
  | { refusal: Refusal }
  | { moved: Moved }
  | { capture: { authorisation: string; key: string; cents: number } }

export async function handOver(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
  handover: Handover,
): Promise<StaffOrder> {
  const checked = await inTransaction(ctx, async (tx): Promise<Checked> => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    if (order.status !== 'TO_BE_COLLECTED' && order.status !== 'TO_BE_DELIVERED')
      throw new DomainError('wrong-order-status')
    const refusal = await identify(tx, order, handover)
    // Committed: the wrong code's count stays, nothing else was written.
    if (refusal) return { refusal }
    const lines = await linesOf(tx.db, order.id)
    const refusedLineIds = checkedRefusals(lines, handover.refusedLineIds ?? [])
    const intent = { refusedLineIds, actor, byCard: handover.pickupCode === undefined }
    if (!order.paymentAuthorisation || order.capturedCents !== null)
      return { moved: await finish(tx, ctx, order, intent, undefined) }
    // Step 1: the intent, committed before the provider is asked.
    const key = `handover-${order.id}-${randomUUID()}`
    const { cents } = await handoverCents(tx, order, lines, refusedLineIds)
    await tx.db.insert(captureIntents).values({
      key,
      orderId: order.id,
      cents,
      refusedLineIds,
      staffId: actor.staffId,
      byCard: intent.byCard,
      at: tx.at,
    })
    return { capture: { authorisation: order.paymentAuthorisation, key, cents } }
  })
  if ('refusal' in checked) throw new DomainError(checked.refusal)
  let moved: Moved
  if ('moved' in checked) moved = checked.moved
  else {
    // Step 2: the capture, or the one made before under an earlier intent's key.
    let capture: Capture
    try {
      const { authorisation, key, cents } = checked.capture
      capture = await ctx.payments.capture(authorisation, cents, key)
    } catch {
      throw new DomainError('payment-failed')
    }
    moved = await finishCaptured(ctx, orderId, capture)
  }
  await afterMove(ctx.payments, moved)
  return staffOrderView(ctx.db, moved.row)
}

type LineRow = typeof orderLines.$inferSelect

/** The refusals without repeats, each a substituted line of the order (400 otherwise). */
function checkedRefusals(lines: readonly LineRow[], asked: readonly number[]): number[] {
  const refusedLineIds = [...new Set(asked)]
  for (const id of refusedLineIds) {
    const line = lines.find((l) => l.id === id)
    if (!line || line.substituteAmountCents === null) throw new DomainError('refused-not-substituted')
  }
  return refusedLineIds
}

/**
 * What the hand-over takes with these refusals: what the receipt will say the customer paid, the
 * coupons counted again on what they take home (`takenHomeAmounts`); a card's capture never above the
 * authorisation (made without the coupons). The one count of the hand-over and of its amount asked
 * beforehand.
 */
async function handoverCents(
  tx: Tx,
  order: OrderRow,
  lines: LineRow[],
  refusedLineIds: readonly number[],
): Promise<{ cents: number; couponCents: number }> {
  const takenHome = await takenHomeAmounts(tx, order, withRefusals(lines, refusedLineIds))
  const byCard = order.paymentAuthorisation !== null && order.capturedCents === null
  return {
    cents: byCard ? Math.min(takenHome.paidCents, order.authorisedCents ?? 0) : takenHome.paidCents,
    couponCents: takenHome.couponCents,
  }
}

/** Thrown to roll back the amount's transaction: it must leave nothing behind. */
const NOTHING_KEPT = Symbol('nothing kept')

/**
 * The amount the hand-over would charge (card) or collect (cash) with these substitutes refused,
 * asked by the staff's confirmation before the hand-over (docs/ordering.md "Receipt and hand-over").
 * The same count as the hand-over's (`handoverCents`), for a ready order of the staff's own store
 * (404 otherwise, as the hand-over). It changes nothing: the count reads the held coupons under their
 * lock as a receipt does, in a transaction that is always rolled back, so no write, mail or live
 * event can come out of it.
 */
export async function handoverAmount(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
  refused: readonly number[],
): Promise<HandoverAmount> {
  let answer: HandoverAmount | undefined
  try {
    await inTransaction(ctx, async (tx) => {
      const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
      if (order.status !== 'TO_BE_COLLECTED' && order.status !== 'TO_BE_DELIVERED')
        throw new DomainError('wrong-order-status')
      const lines = await linesOf(tx.db, order.id)
      const { cents, couponCents } = await handoverCents(tx, order, lines, checkedRefusals(lines, refused))
      answer = { amountCents: cents, couponCents }
      throw NOTHING_KEPT
    })
  } catch (error) {
    if (error !== NOTHING_KEPT) throw error
  }
  if (!answer) throw new Error(`order ${orderId}: the hand-over's amount was not counted`)
  return answer
}

/** The order's lines with these substitutes refused, as the hand-over will write them. */
function withRefusals(lines: LineRow[], refusedLineIds: readonly number[]): LineRow[] {
  return lines.map((line) =>
    refusedLineIds.includes(line.id) ? { ...line, refused: true, finalAmountCents: 0 } : line,
  )
}

/**
 * Step 3: the order finished as the intent the provider captured under says (its refusals, its
 * staff member, its way), with that capture recorded. An order finished already (by another
 * hand-over, or the reconciliation) is answered as it is.
 */
async function finishCaptured(ctx: StatusContext, orderId: number, capture: Capture): Promise<Moved> {
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw new DomainError('order-not-found')
    if (order.capturedCents !== null) return { row: order, cancelAuthorisation: null }
    const [intent] = await tx.db
      .select()
      .from(captureIntents)
      .where(and(eq(captureIntents.key, capture.idempotencyKey), eq(captureIntents.orderId, order.id)))
    if (!intent) throw new Error(`order ${order.id}: captured under an unknown key ${capture.idempotencyKey}`)
    return finish(
      tx,
      ctx,
      order,
      {
        refusedLineIds: intent.refusedLineIds,
        actor: { staffId: intent.staffId, storeId: order.storeId },
        byCard: intent.byCard,
      },
      capture,
    )
  })
}

/**
 * The refused substitutes taken off, the final total again, the staff's actions, and the move to
 * COLLECTED / DELIVERED with its receipt and points (and, with no capture made, a cash payment).
 */
async function finish(
  tx: Tx,
  ctx: StatusContext,
  order: OrderRow,
  intent: HandoverIntent,
  captured: Capture | undefined,
): Promise<Moved> {
  const lines = await linesOf(tx.db, order.id)
  for (const line of lines) {
    if (!intent.refusedLineIds.includes(line.id)) continue
    await tx.db
      .update(orderLines)
      .set({ refused: true, finalAmountCents: 0 })
      .where(eq(orderLines.id, line.id))
    await recordAction(tx, order.id, intent.actor, actionWords.refused, {
      name: line.name,
      substitute: line.substituteName ?? '',
    })
  }
  // The coupons counted again on what the customer takes home (docs/coupons.md "Online orders"):
  // one whose products were all refused, or whose minimum is no longer reached, is given back; the
  // final total is what the intent captured and what the receipt will record.
  const takenHome = await takenHomeAmounts(tx, order, withRefusals(lines, intent.refusedLineIds))
  await releaseCoupons(tx, order.id, takenHome.givenBack)
  const [final] = await tx.db
    .update(orders)
    .set({
      finalTotalCents: takenHome.paidCents,
      coupons: takenHome.coupons,
      couponCents: takenHome.couponCents,
    })
    .where(eq(orders.id, order.id))
    .returning()
  await recordAction(
    tx,
    order.id,
    intent.actor,
    intent.byCard ? actionWords.handedOverCard : actionWords.handedOverCode,
  )
  const done = order.deliveryMode === 'AT_HOME' ? 'DELIVERED' : 'COLLECTED'
  return moveOrder(tx, ctx.payments, final ?? order, { to: done, by: 'STORE', captured })
}

/**
 * One order's reconciliation: when a hand-over's intent is pending (no capture recorded) and the
 * provider has captured the authorisation, the order is finished as the intent under the capture's
 * key says. True when it finished the order. Asked before the staff end a ready order otherwise
 * (NOT_COLLECTED must not cancel an authorisation already captured).
 */
export async function reconcileHandover(ctx: StatusContext, orderId: number): Promise<boolean> {
  const [pending] = await ctx.db
    .select({ authorisation: orders.paymentAuthorisation })
    .from(orders)
    .innerJoin(captureIntents, eq(captureIntents.orderId, orders.id))
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, ['TO_BE_COLLECTED', 'TO_BE_DELIVERED']),
        isNull(orders.capturedCents),
      ),
    )
    .limit(1)
  if (!pending?.authorisation) return false
  const capture = await ctx.payments.captured(pending.authorisation)
  if (!capture) return false
  const moved = await finishCaptured(ctx, orderId, capture)
  await afterMove(ctx.payments, moved)
  return true
}

/**
 * The start's reconciliation: every ready order with a hand-over's intent but no capture recorded is
 * looked up at the provider (reconcileHandover). Answers the orders finished.
 */
export async function reconcileHandovers(ctx: StatusContext): Promise<number[]> {
  const pending = await ctx.db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(captureIntents, eq(captureIntents.orderId, orders.id))
    .where(and(inArray(orders.status, ['TO_BE_COLLECTED', 'TO_BE_DELIVERED']), isNull(orders.capturedCents)))
  const finished: number[] = []
  for (const order of pending) if (await reconcileHandover(ctx, order.id)) finished.push(order.id)
  return finished
}
