import { and, asc, eq, sql } from 'drizzle-orm'
import {
  COMPLETED_STATUSES,
  canMove,
  MAILED_STATUSES,
  type OrderActor,
  type OrderStatus,
  UNDONE_STATUSES,
} from '../../../src/api/order-machine'
import type { Order } from '../../../src/api/schemas/orders'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import { cards, orderEvents, orderLines, orders, slots, stores, users } from '../../db/schema'
import { orderStatusMail } from '../../mail/order-mails'
import { lockCard, movePoints } from '../loyalty/points'
import { recordPurchase } from '../loyalty/receipts'
import { type DomainContext, inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { pastCutoff } from './booking-cutoff'
import { orderLink } from './order-placement'
import { type OrderRow, orderView } from './order-view'
import type { PaymentProvider } from './payments'

export interface StatusContext extends DomainContext {
  payments: PaymentProvider
}

export interface StatusChange {
  to: OrderStatus
  by: OrderActor
  /** The customer asking (their own orders only); none for the store. */
  userId?: number
  /** At ISSUING_RECEIPT: what the weighed lines weigh, in grams. */
  weights?: { productId: number; grams: number }[] | undefined
}

/** What is done with the card payment once the change is committed. */
type PaymentStep = { kind: 'capture'; id: string; cents: number } | { kind: 'cancel'; id: string } | null

/**
 * Moves an order to another status, if the machine (src/api/order-machine.ts) allows it (else
 * 4205), and does what the new status means, in the same transaction: the receipt's final amounts,
 * the points earned, the voucher's points given back, the window's place freed, the customer's mail.
 * The customer may only cancel, and only until the booking cut-off (4029).
 */
export async function changeOrderStatus(
  ctx: StatusContext,
  orderId: number,
  change: StatusChange,
): Promise<Order> {
  let payment: PaymentStep = null
  const row = await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order || (change.by === 'CUSTOMER' && order.userId !== change.userId))
      throw new DomainError('order-not-found')
    const from = order.status as OrderStatus
    const mode = order.deliveryMode as DeliveryMode
    if (!canMove(from, change.to, mode, change.by)) throw new DomainError('wrong-order-status')
    const [slot] = await tx.db
      .select({
        start: slots.startsAt,
        end: slots.endsAt,
        cutoffHours: stores.bookingCutoffHours,
        storeName: stores.name,
      })
      .from(slots)
      .innerJoin(stores, eq(stores.id, slots.storeId))
      .where(eq(slots.id, order.slotId))
    if (!slot) throw new Error(`order ${order.id}: its slot is gone`)
    if (change.by === 'CUSTOMER' && pastCutoff(slot.start, slot.cutoffHours, tx.at))
      throw new DomainError('past-cutoff')

    const update: Partial<typeof orders.$inferInsert> = { status: change.to, updatedAt: tx.at }
    if (change.to === 'ISSUING_RECEIPT') {
      update.finalTotalCents = await issueReceiptAmounts(tx, order, change.weights ?? [])
      if (order.paymentAuthorisation)
        payment = {
          kind: 'capture',
          id: order.paymentAuthorisation,
          cents: Math.min(update.finalTotalCents, order.authorisedCents ?? 0),
        }
    }
    if (UNDONE_STATUSES.includes(change.to)) {
      await giveVoucherBack(tx, order)
      // A window that has not come yet has room again; one that has passed keeps its count.
      if (change.to !== 'NOT_COLLECTED')
        await tx.db
          .update(slots)
          .set({ taken: sql`greatest(${slots.taken} - 1, 0)` })
          .where(eq(slots.id, order.slotId))
      if (order.paymentAuthorisation) payment = { kind: 'cancel', id: order.paymentAuthorisation }
    }
    if (COMPLETED_STATUSES.includes(change.to)) Object.assign(update, await earnPoints(tx, order))

    const [moved] = await tx.db.update(orders).set(update).where(eq(orders.id, order.id)).returning()
    if (!moved) throw new Error(`order ${order.id} not updated`)
    await tx.db.insert(orderEvents).values({ orderId: order.id, status: change.to, at: tx.at, by: change.by })
    if (MAILED_STATUSES.includes(change.to)) await mailCustomer(tx, moved, slot)
    return moved
  })
  const step = payment as PaymentStep
  if (step?.kind === 'capture') {
    await ctx.payments.capture(step.id, step.cents)
    await ctx.db.update(orders).set({ capturedCents: step.cents }).where(eq(orders.id, row.id))
  } else if (step?.kind === 'cancel') {
    await ctx.payments.cancel(step.id)
  }
  return orderView(ctx.db, row)
}

/**
 * The receipt's amounts: weighed lines at their weight (the estimate stands for a line the store did
 * not weigh), the rest as ordered, less the voucher, plus the delivery fee (which no voucher covers).
 * Returns what the customer pays.
 */
async function issueReceiptAmounts(
  tx: Tx,
  order: OrderRow,
  weights: { productId: number; grams: number }[],
): Promise<number> {
  const lines = await tx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
  let sum = 0
  for (const line of lines) {
    const weighed = line.unit === 'KG' ? weights.find((w) => w.productId === line.productId) : undefined
    const finalAmountCents = weighed ? Math.round((line.priceCents * weighed.grams) / 1000) : line.amountCents
    sum += finalAmountCents
    await tx.db
      .update(orderLines)
      .set({ finalAmountCents, weightGrams: weighed?.grams ?? null })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, line.position)))
  }
  return Math.max(0, sum - (order.voucherCents ?? 0)) + order.deliveryFeeCents
}

/** An undone order's voucher points go back to the card they came from. */
async function giveVoucherBack(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.voucherPoints || !order.cardCode) return
  const card = await lockCard(tx, order.cardCode)
  if (card) await movePoints(tx, card, 'RETURNED', order.voucherPoints)
}

/**
 * The completed order becomes a receipt, once (its id is the receipt's), and earns points on the
 * card it was placed with; if that card was disabled meanwhile, on the customer's enabled card. With
 * no enabled card it earns nothing, and the order completes all the same.
 */
async function earnPoints(tx: Tx, order: OrderRow): Promise<Partial<typeof orders.$inferInsert>> {
  let cardCode = order.cardCode
  const [placedWith] = cardCode ? await tx.db.select().from(cards).where(eq(cards.code, cardCode)) : []
  if (!placedWith?.enabled) {
    const [current] = order.userId
      ? await tx.db
          .select({ code: cards.code })
          .from(cards)
          .where(and(eq(cards.userId, order.userId), eq(cards.enabled, true)))
          .orderBy(asc(cards.id))
          .limit(1)
      : []
    cardCode = current?.code ?? null
  }
  if (!cardCode) return { pointsEarned: 0 }
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  const result = await recordPurchase(tx, {
    source: 'ONLINE',
    externalId: String(order.id),
    cardCode,
    storeId: order.storeId,
    at: tx.at,
    lines: lines.map((line) => ({
      ean: line.ean,
      name: line.name,
      amountCents: line.finalAmountCents ?? line.amountCents,
      ownBrand: line.ownBrand,
    })),
    voucherPoints: order.voucherPoints,
    voucherTaken: true,
    deliveryFeeCents: order.deliveryFeeCents,
  })
  return { receiptId: result.receiptId, pointsEarned: result.pointsEarned }
}

async function mailCustomer(
  tx: Tx,
  order: OrderRow,
  slot: { start: Date; end: Date; storeName: string },
): Promise<void> {
  if (!order.userId) return
  const [customer] = await tx.db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId))
  if (!customer?.email) return
  const mail = orderStatusMail(
    {
      to: customer.email,
      language: customer.language,
      firstName: customer.firstName,
      orderId: order.id,
      storeName: slot.storeName,
      deliveryMode: order.deliveryMode as DeliveryMode,
      slotStart: slot.start,
      slotEnd: slot.end,
      totalCents: order.finalTotalCents ?? order.totalCents,
      link: orderLink(tx.publicUrl, order.id),
    },
    order.status as OrderStatus,
  )
  if (mail) await tx.queueMail(mail)
}
