import { nextStatus } from '../../../src/api/order-machine'
import type { StaffOrder } from '../../../src/api/schemas/staff'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import { isWorked, prospectiveCents } from '../orders/final-amounts'
import { moveOrder, type StatusContext } from '../orders/order-status'
import { inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { linesOf } from './picking'
import { actionWords, recordAction, type StaffActor } from './staff-actions'
import { lockStoreOrder, staffOrderView } from './staff-orders'

/**
 * The picker finishes (docs/ordering.md "The store's side"): once every line is picked, substituted
 * or missing (58 before), IN_PREPARATION → ISSUING_RECEIPT → TO_BE_COLLECTED / TO_BE_DELIVERED in
 * one transaction, with the final amounts of the lines as picked and the "ready" mail. Nothing is
 * captured here: the card is charged at the hand-over, after the customer's refusals.
 */
export async function issueReceipt(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
): Promise<StaffOrder> {
  const row = await inTransaction(ctx, async (tx) => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    if (order.status !== 'IN_PREPARATION') throw new DomainError('wrong-order-status')
    const lines = await linesOf(tx.db, order.id)
    if (!lines.every(isWorked)) throw new DomainError('lines-not-done')
    if (
      order.paymentMode === 'CREDIT_CARD' &&
      order.authorisedCents !== null &&
      prospectiveCents(order, lines) > order.authorisedCents
    )
      throw new DomainError('above-authorised')
    const issuing = await moveOrder(tx, ctx.payments, order, { to: 'ISSUING_RECEIPT', by: 'STORE' })
    const ready = nextStatus('ISSUING_RECEIPT', order.deliveryMode as DeliveryMode)
    if (!ready) throw new Error(`order ${order.id}: no status after the receipt`)
    const moved = await moveOrder(tx, ctx.payments, issuing.row, { to: ready, by: 'STORE' })
    await recordAction(tx, order.id, actor, actionWords.receipt, {
      totalCents: moved.row.finalTotalCents ?? 0,
    })
    return moved.row
  })
  return staffOrderView(ctx.db, row)
}
