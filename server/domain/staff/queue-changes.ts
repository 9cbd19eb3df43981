import { and, asc, desc, eq, gte, inArray, type SQL } from 'drizzle-orm'
import type { StaffOrderSummary } from '../../../src/api/schemas/staff'
import type { Db } from '../../db/connect'
import { orders, slots, users } from '../../db/schema'
import { type OrderState, versionOf } from '../orders/live-order'
import { lineCountsOf } from '../orders/order-view'
import { summaryOf } from './staff-orders'

/** A changed order as the store's live queue sends it, with the store it belongs to. */
export interface QueueChange extends OrderState<StaffOrderSummary> {
  storeId: number
}

/** At most this many orders are sent again to a queue that resumes or missed news. */
const CATCH_UP_LIMIT = 500

/** Oldest change first; with a limit, the latest `limit` changes. */
async function changesWhere(db: Db, where: SQL, limit?: number): Promise<QueueChange[]> {
  const query = db
    .select({ order: orders, start: slots.startsAt, end: slots.endsAt, firstName: users.firstName })
    .from(orders)
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
  const rows =
    limit === undefined
      ? await query.orderBy(asc(orders.updatedAt), asc(orders.id))
      : (await query.orderBy(desc(orders.updatedAt), desc(orders.id)).limit(limit)).reverse()
  const lineCounts = await lineCountsOf(
    db,
    rows.map((row) => row.order.id),
  )
  return rows.map(({ order, start, end, firstName }) => {
    const data = summaryOf(order, { start, end }, firstName, lineCounts.get(order.id) ?? 0)
    return { storeId: order.storeId, data, version: versionOf(order.updatedAt, data) }
  })
}

/** The queue's view of these orders (of any store: the caller sends each to its store's streams). */
export function queueChanges(db: Db, orderIds: readonly number[]): Promise<QueueChange[]> {
  if (orderIds.length === 0) return Promise.resolve([])
  return changesWhere(db, inArray(orders.id, [...orderIds]))
}

/** The store's orders changed since `since` (a queue that resumes, or heard its feed was down). */
export function storeChangesSince(db: Db, storeId: number, since: Date): Promise<QueueChange[]> {
  return changesWhere(
    db,
    and(eq(orders.storeId, storeId), gte(orders.updatedAt, since)) as SQL,
    CATCH_UP_LIMIT,
  )
}
