import { createHash } from 'node:crypto'
import type { Order } from '../../../src/api/schemas/orders'
import type { Db } from '../../db/connect'
import { findUserOrder, orderView } from './order-view'

/** One state of an order as a stream sends it: the order and the id of that state. */
export interface OrderState<T> {
  data: T
  /** The event's id, for Last-Event-ID. */
  version: string
}

/**
 * The id of a state of an order (docs/ordering.md "Live status"): the time of its last change in
 * ms, then a digest of what is shown. The time orders the ids for a reader; the digest makes the id
 * change whenever what is shown changes (also by a step that left updatedAt as it was), and stay
 * the same when it does not, so a client that resumes with the current id is sent nothing again.
 */
export function versionOf(updatedAt: Date, shown: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 12)
  return `${updatedAt.getTime()}-${digest}`
}

/** The time part of an id of versionOf, or null for anything else. */
export function timeOfVersion(version: string | undefined): Date | null {
  const match = version?.match(/^(\d{1,15})-[\w-]+$/)
  return match ? new Date(Number(match[1])) : null
}

/** The customer's order as GET /cli/orders/{id} answers it, with its version; another's: not found. */
export async function liveUserOrder(db: Db, userId: number, orderId: number): Promise<OrderState<Order>> {
  const row = await findUserOrder(db, userId, orderId)
  const data = await orderView(db, row)
  return { data, version: versionOf(row.updatedAt, data) }
}
