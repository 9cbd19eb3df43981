import { and, eq } from 'drizzle-orm'
import type { Order } from '../../../src/api/schemas/orders'
import { orders } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { orderView } from './order-view'

/**
 * The customer says they have arrived (docs/ordering.md "The store's side"): only for a DRIVE or
 * IN_STORE order that is TO_BE_COLLECTED (4205 otherwise). A second call keeps the first time and
 * takes the new bay, if one is given.
 */
export async function markArrived(
  ctx: DomainContext,
  userId: number,
  orderId: number,
  bay: string | undefined,
): Promise<Order> {
  const row = await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update')
    if (!order) throw new DomainError('order-not-found')
    if (order.status !== 'TO_BE_COLLECTED' || order.deliveryMode === 'AT_HOME')
      throw new DomainError('wrong-order-status')
    const [updated] = await tx.db
      .update(orders)
      .set({
        arrivalAt: order.arrivalAt ?? tx.at,
        arrivalBay: bay ? bay : order.arrivalBay,
        updatedAt: tx.at,
      })
      .where(eq(orders.id, order.id))
      .returning()
    if (!updated) throw new Error('order vanished under its lock')
    // The store's queue shows the arrival live (and the customer's other screens).
    tx.orderChanged(order.id)
    return updated
  })
  return orderView(ctx.db, row)
}
