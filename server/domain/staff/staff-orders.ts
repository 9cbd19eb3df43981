import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm'
import type { Page } from '../../../src/api/envelope'
import type { OrderStatus, PaymentMode } from '../../../src/api/order-machine'
import { PICKUP_CODE_TRIES, type StaffOrder, type StaffOrderSummary } from '../../../src/api/schemas/staff'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import type { StaffClaims } from '../../auth/sessions'
import type { Db } from '../../db/connect'
import { orderActions, orderLines, orders, products, slots, staff, stores, users } from '../../db/schema'
import type { Language } from '../../language'
import { departmentName } from '../catalogue/catalogue-departments'
import { bookingClosesAt } from '../orders/booking-cutoff'
import { substitutionOf } from '../orders/carts'
import {
  arrivalOf,
  lineCountsOf,
  type OrderRow,
  optional,
  pickedOf,
  substituteOf,
} from '../orders/order-view'
import { DomainError } from '../shared/errors'
import { addDays, romeDay, romeInstant } from '../shared/rome-time'

/**
 * What the store's staff read of their store's orders (docs/ordering.md "The store's side"): the
 * queue of a day and one order to pick. Another store's order is as unknown as one that does not
 * exist (404).
 */

export interface QueueQuery {
  /** yyyy-MM-dd in Rome; today when not given. */
  day?: string | undefined
  statuses?: OrderStatus[] | undefined
  size: number
  number: number
}

/** The store's orders whose window starts on the day, by window, then as placed. */
export async function staffQueue(
  db: Db,
  claims: StaffClaims,
  query: QueueQuery,
  now: Date,
): Promise<Page<StaffOrderSummary>> {
  const day = query.day ?? romeDay(now).day
  const where: SQL[] = [
    eq(orders.storeId, claims.storeId),
    gte(slots.startsAt, romeInstant(day, '00:00')),
    lt(slots.startsAt, romeInstant(addDays(day, 1), '00:00')),
  ]
  const statuses = query.statuses ? [...new Set(query.statuses)] : []
  if (statuses.length) where.push(inArray(orders.status, statuses))
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .where(and(...where))
  const rows = await db
    .select({ order: orders, start: slots.startsAt, end: slots.endsAt, firstName: users.firstName })
    .from(orders)
    .innerJoin(slots, eq(slots.id, orders.slotId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
    .orderBy(asc(slots.startsAt), asc(orders.placedAt), asc(orders.id))
    .limit(query.size)
    .offset(query.size * query.number)
  const lineCounts = await lineCountsOf(
    db,
    rows.map((r) => r.order.id),
  )
  return {
    data: rows.map(({ order, start, end, firstName }) =>
      summaryOf(order, { start, end }, firstName, lineCounts.get(order.id) ?? 0),
    ),
    totalPages: Math.ceil((total?.n ?? 0) / query.size),
    number: query.number,
  }
}

/** An order as the store's queue lists it (also the live queue's events, queue-changes.ts). */
export function summaryOf(
  order: OrderRow,
  slot: { start: Date; end: Date },
  firstName: string | null,
  lineCount: number,
): StaffOrderSummary {
  return {
    id: order.id,
    slot: { id: order.slotId, start: slot.start.toISOString(), end: slot.end.toISOString() },
    deliveryMode: order.deliveryMode as DeliveryMode,
    status: order.status as OrderStatus,
    lineCount,
    // A customer who deleted their account leaves the order without a name.
    customerFirstName: firstName ?? '',
    ...optional('arrival', arrivalOf(order)),
  }
}

/** One of the store's orders; another store's, or none, is 'order-not-found'. */
export async function findStoreOrder(db: Db, storeId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, storeId)))
  if (!row) throw new DomainError('order-not-found')
  return row
}

/**
 * One of the store's orders locked for the caller's transaction (FOR UPDATE): two staff working the
 * same order take turns, each reading what the other committed. Another store's is 'order-not-found'.
 */
export async function lockStoreOrder(db: Db, storeId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, storeId)))
    .for('update')
  if (!row) throw new DomainError('order-not-found')
  return row
}

/** The order as the picker sees it: its lines by department, the amounts, and the staff's actions. */
export async function staffOrderView(db: Db, row: OrderRow): Promise<StaffOrder> {
  const [[place], lines, actions, [customer]] = await Promise.all([
    db
      .select({ start: slots.startsAt, end: slots.endsAt, cutoffHours: stores.bookingCutoffHours })
      .from(slots)
      .innerJoin(stores, eq(stores.id, slots.storeId))
      .where(eq(slots.id, row.slotId)),
    db
      .select({ line: orderLines, department: products.department })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(products.department), asc(orderLines.position)),
    db
      .select({
        at: orderActions.at,
        staffName: staff.name,
        what: orderActions.what,
        code: orderActions.code,
        values: orderActions.values,
      })
      .from(orderActions)
      .innerJoin(staff, eq(staff.id, orderActions.staffId))
      .where(eq(orderActions.orderId, row.id))
      .orderBy(asc(orderActions.id)),
    row.userId === null
      ? Promise.resolve([])
      : db.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.userId)),
  ])
  if (!place) throw new Error(`order ${row.id}: its slot is gone`)
  // The products the customer's SPECIFIC choices name, by name, for the picker to look for.
  const namedIds = [
    ...new Set(
      lines.flatMap(({ line }) =>
        line.substitutionMode === 'SPECIFIC' && line.substitutionProductId !== null
          ? [line.substitutionProductId]
          : [],
      ),
    ),
  ]
  const named = new Map(
    namedIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(inArray(products.id, namedIds))
        ).map((p) => [p.id, p.name]),
  )
  let pickedTotalCents = 0
  for (const { line } of lines) {
    pickedTotalCents += line.pickedAmountCents ?? 0
    if (!line.refused) pickedTotalCents += line.substituteAmountCents ?? 0
  }
  return {
    ...summaryOf(row, place, customer?.firstName ?? null, lines.length),
    paymentMode: row.paymentMode as PaymentMode,
    notes: row.notes,
    placedAt: row.placedAt.toISOString(),
    cutoffAt: bookingClosesAt(place.start, place.cutoffHours).toISOString(),
    lines: lines.map(({ line, department }) => ({
      id: line.id,
      productId: line.productId,
      ean: line.ean,
      name: line.name,
      department,
      departmentName: departmentName(department),
      quantity: line.quantity,
      unit: line.unit === 'KG' ? 'KG' : 'PIECE',
      ...optional('estimatedWeightGrams', line.estimatedWeightGrams ?? undefined),
      priceCents: line.priceCents,
      amountCents: line.amountCents,
      substitution: substitutionOf(line),
      ...optional(
        'substitutionName',
        line.substitutionMode === 'SPECIFIC' && line.substitutionProductId !== null
          ? named.get(line.substitutionProductId)
          : undefined,
      ),
      ...optional('picked', pickedOf(line)),
      ...optional('substitute', substituteOf(line)),
      missing: line.missing,
    })),
    authorisedCents: row.paymentMode === 'CREDIT_CARD' ? row.authorisedCents : null,
    pickedTotalCents,
    deliveryFeeCents: row.deliveryFeeCents,
    voucherCents: row.voucherCents ?? 0,
    totalCents: row.totalCents,
    finalTotalCents: row.finalTotalCents,
    pickupCodeTriesLeft: Math.max(0, PICKUP_CODE_TRIES - row.pickupCodeFailures),
    actions: actions.map((action) => ({
      at: action.at.toISOString(),
      staffName: action.staffName,
      what: action.what,
      ...optional('code', action.code ?? undefined),
      ...optional('values', action.values ?? undefined),
    })),
  }
}

export async function staffOrder(db: Db, claims: StaffClaims, id: number): Promise<StaffOrder> {
  return staffOrderView(db, await findStoreOrder(db, claims.storeId, id))
}

/**
 * An answer of the staff's calls with its departments named in the staff's language (their screens
 * are in Italian or English, accept-language): the domain names them in Italian, as the mails and
 * the order's history are kept.
 */
export function departmentsIn<T extends { department: string; departmentName: string }>(
  items: readonly T[],
  language: Language,
): T[] {
  return items.map((item) => ({ ...item, departmentName: departmentName(item.department, language) }))
}

export function staffOrderIn(order: StaffOrder, language: Language): StaffOrder {
  return { ...order, lines: departmentsIn(order.lines, language) }
}
