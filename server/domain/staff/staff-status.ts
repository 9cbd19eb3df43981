import type { StaffOrder } from '../../../src/api/schemas/staff'
import { afterMove, moveOrder, type StatusContext } from '../orders/order-status'
import { inTransaction } from '../shared/context'
import { reconcileHandover } from './handover'
import { actionWords, recordAction, type StaffActor } from './staff-actions'
import { lockStoreOrder, staffOrderView } from './staff-orders'

/**
 * The staff's ends of an order (docs/ordering.md "The store's side"): CANCELLED before the receipt,
 * NOT_COLLECTED once ready (the machine refuses anything else with 4205). The move does the rest as
 * for the store system: the authorisation cancelled, a voucher's points back. A ready order whose
 * hand-over was captured but not recorded is finished instead (docs/ordering.md "Receipt and
 * hand-over").
 */
export async function staffChangeStatus(
  ctx: StatusContext,
  actor: StaffActor,
  orderId: number,
  to: 'CANCELLED' | 'NOT_COLLECTED',
): Promise<StaffOrder> {
  // A hand-over captured but not recorded is finished first: the customer took the order, and its
  // authorisation, captured, is no longer to cancel (the move below then finds it COLLECTED: 4205).
  if (to === 'NOT_COLLECTED') await reconcileHandover(ctx, orderId)
  const moved = await inTransaction(ctx, async (tx) => {
    const order = await lockStoreOrder(tx.db, actor.storeId, orderId)
    const result = await moveOrder(tx, ctx.payments, order, { to, by: 'STORE' })
    await recordAction(
      tx,
      order.id,
      actor,
      to === 'CANCELLED' ? actionWords.cancelled : actionWords.notCollected,
    )
    return result
  })
  await afterMove(ctx.payments, moved)
  return staffOrderView(ctx.db, moved.row)
}
