import { and, eq } from 'drizzle-orm'
import type { StaffOrder } from '../../../src/api/schemas/staff'
import { cards, orderLines, orders } from '../../db/schema'
import { payableCents, workedAmountCents } from '../orders/final-amounts'
import { afterMove, moveOrder, type StatusContext } from '../orders/order-status'
import type { OrderRow } from '../orders/order-view'
import { inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { linesOf } from './picking'
import { actionWords, recordAction, type StaffActor } from './staff-actions'
import { lockStoreOrder, staffOrderView } from './staff-orders'

/**
 * The hand-over of a ready order (docs/ordering.md "The store's side"): the customer shows their
 * pickup code or their loyalty card; they may refuse substitutes, which are then neither charged nor
 * counted for points; then, in one transaction, the final amount without them, the one capture of a
 * card payment, the receipt and its points, and COLLECTED / DELIVERED. A wrong code (59) changes
 * nothing.
 */
export interface Handover {
  pickupCode?: string | undefined
  cardCode?: string | undefined
  refusedLineIds?: number[] | undefined
}

/** The customer's word: the order's pickup code, or an enabled card of the order's customer. */
async function identifies(tx: Tx, order: OrderRow, handover: Handover): Promise<boolean> {
  if (handover.pickupCode !== undefined)
    return order.pickupCode !== null && handover.pickupCode === order.pickupCode
  if (handover.cardCode === undefined || order.userId === null) return false
  const [card] = await tx.db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.code, handover.cardCode), eq(cards.userId, order.userId), eq(cards.enabled, true)))
  return card !== undefined
}

export async function handOver(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
  handover: Handover,
): Promise<StaffOrder> {
  const moved = await inTransaction(ctx, async (tx) => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    const done = order.deliveryMode === 'AT_HOME' ? 'DELIVERED' : 'COLLECTED'
    if (order.status !== 'TO_BE_COLLECTED' && order.status !== 'TO_BE_DELIVERED')
      throw new DomainError('wrong-order-status')
    if (!(await identifies(tx, order, handover))) throw new DomainError('wrong-pickup-code')
    const lines = await linesOf(tx.db, order.id)
    const refused = new Set(handover.refusedLineIds ?? [])
    for (const id of refused) {
      const line = lines.find((l) => l.id === id)
      if (!line || line.substituteAmountCents === null) throw new DomainError('refused-not-substituted')
    }
    let sum = 0
    for (const line of lines) {
      if (refused.has(line.id)) {
        await tx.db
          .update(orderLines)
          .set({ refused: true, finalAmountCents: 0 })
          .where(eq(orderLines.id, line.id))
        await recordAction(tx, order.id, actor, actionWords.refused, {
          name: line.name,
          substitute: line.substituteName ?? '',
        })
        continue
      }
      sum += line.finalAmountCents ?? workedAmountCents(line) ?? line.amountCents
    }
    const [final] = await tx.db
      .update(orders)
      .set({ finalTotalCents: payableCents(order, sum) })
      .where(eq(orders.id, order.id))
      .returning()
    await recordAction(
      tx,
      order.id,
      actor,
      handover.pickupCode !== undefined ? actionWords.handedOverCode : actionWords.handedOverCard,
    )
    return moveOrder(tx, ctx.payments, final ?? order, { to: done, by: 'STORE' })
  })
  await afterMove(ctx.payments, moved)
  return staffOrderView(ctx.db, moved.row)
}
