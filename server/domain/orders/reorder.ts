import { asc, eq } from 'drizzle-orm'
import type { CartFill } from '../../../src/api/schemas/smartlists'
import { orderLines } from '../../db/schema'
import { fillCart } from './cart-filling'
import type { ShopContext } from './carts'
import { findUserOrder } from './order-view'

/**
 * "Order again": the past order's products go into the same store's open cart at today's prices, in
 * the quantities ordered; what the store no longer sells is answered as missing.
 */
export async function reorder(ctx: ShopContext, userId: number, orderId: number): Promise<CartFill> {
  const order = await findUserOrder(ctx.db, userId, orderId)
  const lines = await ctx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  return fillCart(
    ctx,
    userId,
    order.storeId,
    lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity })),
  )
}
