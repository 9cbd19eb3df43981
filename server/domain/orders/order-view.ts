import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Page } from '../../../src/api/envelope'
import { isFinal, type OrderStatus, type PaymentMode } from '../../../src/api/order-machine'
import type {
  Arrival,
  Order,
  OrderSummary,
  PickedLine,
  SubstituteLine,
} from '../../../src/api/schemas/orders'
import { PICKUP_CODE_TRIES } from '../../../src/api/schemas/staff'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import type { Db } from '../../db/connect'
import { orderEvents, orderLines, orders, slots, stores } from '../../db/schema'
import { DomainError } from '../shared/errors'
import { bookingClosesAt } from './booking-cutoff'
import { substitutionOf } from './carts'

export type OrderRow = typeof orders.$inferSelect

/**
 * Until when the customer may cancel: the window's start less the store's cut-off, while the order
 * waits or is being picked (the store may start early; docs/ordering.md "Statuses").
 */
function cancellableUntil(row: OrderRow, slotStart: Date, cutoffHours: number): string | null {
  if (row.status !== 'TO_BE_PREPARED' && row.status !== 'IN_PREPARATION') return null
  return bookingClosesAt(slotStart, cutoffHours).toISOString()
}

type OrderLineRow = typeof orderLines.$inferSelect

/** The statuses from which the customer sees the pickup code: ready, and after (docs/ordering.md "The store's side"). */
const PICKUP_CODE_SHOWN: readonly OrderStatus[] = [
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'COLLECTED',
  'DELIVERED',
  'NOT_COLLECTED',
]

/** The pickup code the customer is shown: null until the order is ready. */
export function shownPickupCode(row: OrderRow): string | null {
  return PICKUP_CODE_SHOWN.includes(row.status as OrderStatus) ? row.pickupCode : null
}

/** What the store picked of a line, when it has. */
export function pickedOf(line: OrderLineRow): PickedLine | undefined {
  if (line.pickedQuantity === null || line.pickedAmountCents === null) return undefined
  return {
    quantity: line.pickedQuantity,
    ...(line.pickedWeightGrams !== null ? { weightGrams: line.pickedWeightGrams } : {}),
    amountCents: line.pickedAmountCents,
  }
}

/** The product the store gave instead, when it did. */
export function substituteOf(line: OrderLineRow): SubstituteLine | undefined {
  if (
    line.substituteProductId === null ||
    line.substituteQuantity === null ||
    line.substituteAmountCents === null
  )
    return undefined
  return {
    productId: line.substituteProductId,
    name: line.substituteName ?? '',
    quantity: line.substituteQuantity,
    ...(line.substituteWeightGrams !== null ? { weightGrams: line.substituteWeightGrams } : {}),
    amountCents: line.substituteAmountCents,
    regularPriceCents: line.substituteRegularPriceCents,
  }
}

/** A DRIVE or IN_STORE customer's arrival, when they said so. */
export function arrivalOf(row: OrderRow): Arrival | undefined {
  if (!row.arrivalAt) return undefined
  return { at: row.arrivalAt.toISOString(), ...(row.arrivalBay ? { bay: row.arrivalBay } : {}) }
}

/** The order as its customer sees it: lines at the prices paid, delivery, payment, every status with its time. */
export async function orderView(db: Db, row: OrderRow): Promise<Order> {
  const [[place], lines, events] = await Promise.all([
    db
      .select({
        storeName: stores.name,
        cutoffHours: stores.bookingCutoffHours,
        start: slots.startsAt,
        end: slots.endsAt,
      })
      .from(slots)
      .innerJoin(stores, eq(stores.id, slots.storeId))
      .where(eq(slots.id, row.slotId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
  ])
  if (!place) throw new Error(`order ${row.id}: its slot is gone`)
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: place.storeName,
    status: row.status as OrderStatus,
    deliveryMode: row.deliveryMode as DeliveryMode,
    slot: { id: row.slotId, start: place.start.toISOString(), end: place.end.toISOString() },
    address: row.address ? { id: null, ...row.address } : null,
    paymentMode: row.paymentMode as PaymentMode,
    cardLast4: row.cardLast4,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      priceCents: line.priceCents,
      regularPriceCents: line.regularPriceCents,
      amountCents: line.amountCents,
      estimatedWeight: line.unit === 'KG',
      imageUrl: line.imageUrl,
      maxQuantity: line.maxQuantity,
      available: true,
      ean: line.ean,
      ownBrand: line.ownBrand,
      weightGrams: line.weightGrams,
      finalAmountCents: line.finalAmountCents,
      substitution: substitutionOf(line),
      ...optional('picked', pickedOf(line)),
      ...optional('substitute', substituteOf(line)),
      missing: line.missing,
      refused: line.refused,
    })),
    voucher:
      row.voucherPoints === null ? null : { points: row.voucherPoints, valueCents: row.voucherCents ?? 0 },
    coupons: row.coupons,
    couponCents: row.couponCents,
    notes: row.notes,
    savingsCents: row.savingsCents,
    deliveryFeeCents: row.deliveryFeeCents,
    totalCents: row.totalCents,
    finalTotalCents: row.finalTotalCents,
    chargedCents: row.capturedCents,
    pointsEarned: row.pointsEarned,
    receiptId: row.receiptId,
    placedAt: row.placedAt.toISOString(),
    cancellableUntil: isFinal(row.status as OrderStatus)
      ? null
      : cancellableUntil(row, place.start, place.cutoffHours),
    history: events.map((event) => ({ status: event.status as OrderStatus, at: event.at.toISOString() })),
    pickupCode: shownPickupCode(row),
    pickupCodeLocked: row.pickupCodeFailures >= PICKUP_CODE_TRIES,
    ...optional('arrival', arrivalOf(row)),
  }
}

/** `{[key]: value}`, or nothing when there is no value: the contract's optional fields are left out. */
export function optional<K extends string, T>(key: K, value: T | undefined): { [P in K]?: T } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: T }
}

/** One of the user's orders; another customer's is as unknown as one that does not exist. */
export async function findUserOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  if (!row) throw new DomainError('order-not-found')
  return row
}

export async function userOrder(db: Db, userId: number, id: number): Promise<Order> {
  return orderView(db, await findUserOrder(db, userId, id))
}

/** Any order, for the store's side. */
export async function anyOrder(db: Db, id: number): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new DomainError('order-not-found')
  return orderView(db, row)
}

/** The user's orders, newest first. */
export async function userOrders(
  db: Db,
  userId: number,
  page: { size: number; number: number },
): Promise<Page<OrderSummary>> {
  const [total] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId))
  const rows = await db
    .select({
      order: orders,
      storeName: stores.name,
      start: slots.startsAt,
      end: slots.endsAt,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(page.size)
    .offset(page.size * page.number)
  const lineCounts = await lineCountsOf(
    db,
    rows.map((r) => r.order.id),
  )
  return {
    data: rows.map(({ order, storeName, start, end }) => ({
      id: order.id,
      storeId: order.storeId,
      storeName,
      status: order.status as OrderStatus,
      deliveryMode: order.deliveryMode as DeliveryMode,
      slot: { id: order.slotId, start: start.toISOString(), end: end.toISOString() },
      lineCount: lineCounts.get(order.id) ?? 0,
      totalCents: order.totalCents,
      finalTotalCents: order.finalTotalCents,
      placedAt: order.placedAt.toISOString(),
    })),
    totalPages: Math.ceil((total?.n ?? 0) / page.size),
    number: page.number,
  }
}

/** How many lines each of the orders has, in one query (a page of a list of orders). */
export async function lineCountsOf(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map()
  const counted = await db
    .select({ orderId: orderLines.orderId, n: count() })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId)
  return new Map(counted.map(({ orderId, n }) => [orderId, n]))
}
