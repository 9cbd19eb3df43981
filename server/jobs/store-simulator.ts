import { and, inArray, lt } from 'drizzle-orm'
import { nextStatus, type OrderStatus } from '../../src/api/order-machine'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { orderLines, orders } from '../db/schema'
import { changeOrderStatus, type StatusContext } from '../domain/orders/order-status'
import { DomainError } from '../domain/shared/errors'

/**
 * The embedded demo's store: it moves placed orders along their statuses within minutes, so a
 * person trying the product sees an order progress, be weighed, collected and earn its points. Off
 * with DEMO_STORE_SIMULATOR=0 and with DATABASE_URL (a real store system moves real orders).
 */

/** How long an order waits in each status before the simulated store takes the next step. */
export const SIMULATED_WAIT_MS: Partial<Record<OrderStatus, number>> = {
  // Long enough for the customer to try "Annulla l'ordine".
  TO_BE_PREPARED: 3 * 60_000,
  IN_PREPARATION: 60_000,
  ISSUING_RECEIPT: 30_000,
  TO_BE_COLLECTED: 60_000,
  TO_BE_DELIVERED: 60_000,
}

const OPEN_STATUSES = Object.keys(SIMULATED_WAIT_MS)

interface SimulatorLog {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

/** One look at the open orders: each that has waited long enough takes its next step. */
export async function simulateStoreStep(
  ctx: StatusContext,
  log: SimulatorLog,
  random = Math.random,
): Promise<number> {
  const now = ctx.now().getTime()
  const waiting = await ctx.db
    .select({ id: orders.id, status: orders.status, mode: orders.deliveryMode, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(inArray(orders.status, OPEN_STATUSES), lt(orders.updatedAt, new Date(now - 30_000))))
  let moved = 0
  for (const order of waiting) {
    const status = order.status as OrderStatus
    if (now - order.updatedAt.getTime() < (SIMULATED_WAIT_MS[status] ?? Number.POSITIVE_INFINITY)) continue
    const to = nextStatus(status, order.mode as DeliveryMode)
    if (!to) continue
    // The store's scale: each weighed line within 10% of its estimate.
    const weights =
      to === 'ISSUING_RECEIPT'
        ? (
            await ctx.db
              .select()
              .from(orderLines)
              .where(inArray(orderLines.orderId, [order.id]))
          )
            .filter((line) => line.unit === 'KG')
            .map((line) => ({
              productId: line.productId,
              grams: Math.max(
                1,
                Math.round((line.estimatedWeightGrams ?? 1000) * line.quantity * (0.9 + random() * 0.2)),
              ),
            }))
        : undefined
    try {
      await changeOrderStatus(ctx, order.id, { to, by: 'STORE', weights })
      log.info({ order: order.id, from: status, to }, 'demo store moved an order')
      moved++
    } catch (error) {
      // The customer cancelled meanwhile: nothing to do.
      if (error instanceof DomainError) continue
      throw error
    }
  }
  return moved
}

/** Looks every `everyMs`; returns the stop function (which waits for a look under way). */
export function scheduleStoreSimulator(
  ctx: StatusContext,
  log: SimulatorLog,
  everyMs = 15_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = simulateStoreStep(ctx, log).catch((error: unknown) =>
      log.error({ err: error }, 'demo store failed'),
    )
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
