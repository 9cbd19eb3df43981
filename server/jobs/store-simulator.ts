import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { OrderStatus } from '../../src/api/order-machine'
import type { StaffLineChange } from '../../src/api/schemas/staff'
import type { Db } from '../db/connect'
import { type orderLines, orders, slots, staff } from '../db/schema'
import { demoStaffEmail } from '../db/seed/staff'
import { substitutionOf } from '../domain/orders/carts'
import { isWorked } from '../domain/orders/final-amounts'
import { DomainError } from '../domain/shared/errors'
import { handOver } from '../domain/staff/handover'
import { linesOf, type PickingContext, setLine, startPicking } from '../domain/staff/picking'
import { issueReceipt } from '../domain/staff/receipt'
import { scaleLabel } from '../domain/staff/scale-label'
import type { StaffActor } from '../domain/staff/staff-actions'
import { lineSubstitutes } from '../domain/staff/substitutes'

/**
 * The embedded demo's store (docs/ordering.md "The store's side"): a picker who works the placed
 * orders through the staff's own domain steps, as the store's demo staff member: starts an order
 * about two hours before its window, picks a few lines at each look (weighing the weighed ones on
 * the scale, now and then a similar substitute or a missing line, as the customer's choice allows),
 * issues the receipt, and hands the order over with its pickup code once the customer says they
 * have arrived or the window has begun. Off with DEMO_STORE_SIMULATOR=0 and with DATABASE_URL (a
 * real store works real orders).
 */

const MINUTE = 60_000

/** How long before its window the demo store starts picking an order. */
export const PICKING_LEAD_MS = 120 * MINUTE
/** Lines set at each look (every 15 s): the customer's page shows the picking go along. */
export const LINES_PER_LOOK = 2
/** Of the lines picked, about this share is substituted (or missing when the choice is NONE)… */
const SUBSTITUTED_SHARE = 0.06
/** …and this share is missing. */
const MISSING_SHARE = 0.03

type LineRow = typeof orderLines.$inferSelect

const WORKED_STATUSES: OrderStatus[] = [
  'TO_BE_PREPARED',
  'IN_PREPARATION',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
]

interface SimulatorLog {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

/** The store's demo staff member (the seed's, else its first), or null when the store has none. */
async function demoPicker(db: Db, storeId: number): Promise<StaffActor | null> {
  const members = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(eq(staff.storeId, storeId))
    .orderBy(asc(staff.id))
  const member = members.find((m) => m.email === demoStaffEmail(storeId)) ?? members[0]
  return member ? { staffId: member.id, storeId } : null
}

/** What the demo picker does with a line: mostly picks it as ordered, weighed within 10% of the estimate. */
async function pickLine(
  ctx: PickingContext,
  actor: StaffActor,
  line: LineRow,
  random: () => number,
): Promise<void> {
  const roll = random()
  if (roll < SUBSTITUTED_SHARE && substitutionOf(line).mode !== 'NONE') {
    const [substitute] = await lineSubstitutes(ctx, actor, line.orderId, line.id)
    if (substitute) {
      const grams =
        substitute.unit === 'KG' ? (substitute.estimatedWeightGrams ?? 1000) * line.quantity : undefined
      await setLine(ctx, actor, line.orderId, line.id, {
        substitute: { productId: substitute.productId, quantity: line.quantity, weightGrams: grams },
      })
      return
    }
  }
  if (roll < SUBSTITUTED_SHARE + MISSING_SHARE) {
    await setLine(ctx, actor, line.orderId, line.id, { missing: true })
    return
  }
  let change: StaffLineChange = { ean: line.ean, quantity: line.quantity }
  if (line.unit === 'KG') {
    const estimate = (line.estimatedWeightGrams ?? 1000) * line.quantity
    const grams = Math.max(1, Math.round(estimate * (0.9 + random() * 0.2)))
    // The scale's label, as a picker scans it; a weight past its five digits is typed in.
    change =
      grams <= 99_999
        ? { ean: scaleLabel(line.ean, grams), quantity: line.quantity }
        : { ean: line.ean, quantity: line.quantity, weightGrams: grams }
  }
  try {
    await setLine(ctx, actor, line.orderId, line.id, change)
  } catch (error) {
    // A weight the card's authorisation cannot take: the picker leaves the product out.
    if (!(error instanceof DomainError) || error.reason !== 'above-authorised') throw error
    await setLine(ctx, actor, line.orderId, line.id, { missing: true })
  }
}

/** One look at the orders whose window is near: each takes its next step. Returns how many moved. */
export async function simulateStoreStep(
  ctx: PickingContext,
  log: SimulatorLog,
  random = Math.random,
): Promise<number> {
  const now = ctx.now()
  const near = await ctx.db
    .select({ order: orders, start: slots.startsAt })
    .from(orders)
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .where(
      and(
        inArray(orders.status, WORKED_STATUSES),
        lte(slots.startsAt, new Date(now.getTime() + PICKING_LEAD_MS)),
      ),
    )
    .orderBy(asc(slots.startsAt), asc(orders.id))
  let moved = 0
  for (const { order, start } of near) {
    const actor = await demoPicker(ctx.db, order.storeId)
    if (!actor) continue
    try {
      if (order.status === 'TO_BE_PREPARED') {
        await startPicking(ctx, actor, order.id)
      } else if (order.status === 'IN_PREPARATION') {
        const todo = (await linesOf(ctx.db, order.id)).filter((line) => !isWorked(line))
        if (todo.length === 0) await issueReceipt(ctx, actor, order.id)
        for (const line of todo.slice(0, LINES_PER_LOOK)) await pickLine(ctx, actor, line, random)
      } else {
        // The customer collects in their window, or as soon as they say they are here.
        if (!order.arrivalAt && now.getTime() < start.getTime()) continue
        if (order.pickupCode) await handOver(ctx, actor, order.id, { pickupCode: order.pickupCode })
        else if (order.cardCode) await handOver(ctx, actor, order.id, { cardCode: order.cardCode })
        else continue
      }
      log.info({ order: order.id, from: order.status }, 'demo store worked an order')
      moved++
    } catch (error) {
      // The customer cancelled meanwhile, or an older order the steps cannot take: left alone.
      if (error instanceof DomainError) {
        log.info({ order: order.id, reason: error.reason }, 'demo store left an order')
        continue
      }
      throw error
    }
  }
  return moved
}

/** Looks every `everyMs`; returns the stop function (which waits for a look under way). */
export function scheduleStoreSimulator(
  ctx: PickingContext,
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
