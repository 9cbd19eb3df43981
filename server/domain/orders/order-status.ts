import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { payableCents as payableOf } from '../../../src/api/order-amounts'
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
import {
  cards,
  orderEvents,
  orderLines,
  orders,
  products,
  type ReceiptCouponRow,
  type ReceiptLineRow,
  receipts,
  slots,
  stores,
  users,
} from '../../db/schema'
import { orderStatusMail } from '../../mail/order-mails'
import { couponsForPurchase, releaseCoupons, reservedCouponIds } from '../loyalty/coupons'
import { lockCard, movePoints } from '../loyalty/points'
import { recordPurchase } from '../loyalty/receipts'
import { type DomainContext, inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { pastCutoff } from './booking-cutoff'
import { payableCents, weighedCents, workedAmountCents } from './final-amounts'
import { orderMailLines } from './order-mail-lines'
import { orderLink } from './order-placement'
import { type OrderRow, orderView } from './order-view'
import type { Capture, PaymentProvider } from './payments'

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
  /**
   * At COLLECTED / DELIVERED: the capture the hand-over already had the provider make (under its
   * intent's key, outside this transaction): recorded, not asked again.
   */
  captured?: Capture | undefined
}

/**
 * Moves an order to another status, if the machine (src/api/order-machine.ts) allows it (else
 * 4205), and does what the new status means, in the same transaction (moveOrder). The customer may
 * only cancel, and only until the booking cut-off (4029). A cancelled card authorisation is let go
 * after the commit.
 */
export async function changeOrderStatus(
  ctx: StatusContext,
  orderId: number,
  change: StatusChange,
): Promise<Order> {
  const moved = await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order || (change.by === 'CUSTOMER' && order.userId !== change.userId))
      throw new DomainError('order-not-found')
    return moveOrder(tx, ctx.payments, order, change)
  })
  await afterMove(ctx.payments, moved)
  return orderView(ctx.db, moved.row)
}

/** What moveOrder leaves to do once its transaction has committed. */
export interface Moved {
  row: OrderRow
  /** The card authorisation to let go (an undone order). */
  cancelAuthorisation: string | null
}

/** Lets go of an undone order's card authorisation, after the commit (cancelling twice does no harm). */
export async function afterMove(payments: PaymentProvider, moved: Moved): Promise<void> {
  if (moved.cancelAuthorisation) await payments.cancel(moved.cancelAuthorisation)
}

/**
 * One move of an order locked (FOR UPDATE) by the caller's transaction, and what it means: at
 * ISSUING_RECEIPT the final amounts; at COLLECTED / DELIVERED the receipt, its points, and the one
 * capture of the card payment (docs/ordering.md "Statuses"); at the undone ends the voucher's points
 * back and the window's place freed; the customer's mail. A staff hand-over brings the capture it
 * had made (`change.captured`, server/domain/staff/handover.ts); otherwise (the store system's move)
 * the capture is asked inside the transaction, the order row locked, under the order's own key: a
 * provider's failure (46) leaves the order as it was, and the provider captures an authorisation
 * once, so asking again never charges twice.
 */
export async function moveOrder(
  tx: Tx,
  payments: PaymentProvider,
  order: OrderRow,
  change: StatusChange,
): Promise<Moved> {
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
  let cancelAuthorisation: string | null = null
  let capture: { id: string; cents: number } | null = null
  if (change.to === 'ISSUING_RECEIPT')
    Object.assign(update, await issueReceiptAmounts(tx, order, change.weights ?? []))
  if (UNDONE_STATUSES.includes(change.to)) {
    await giveVoucherBack(tx, order)
    await releaseCoupons(tx, order.id)
    // A window that has not come yet has room again; one that has passed keeps its count.
    if (change.to !== 'NOT_COLLECTED')
      await tx.db
        .update(slots)
        .set({ taken: sql`greatest(${slots.taken} - 1, 0)` })
        .where(eq(slots.id, order.slotId))
    cancelAuthorisation = order.paymentAuthorisation
  }
  if (COMPLETED_STATUSES.includes(change.to)) {
    Object.assign(update, await earnPoints(tx, order))
    // The one capture: the final amount (after the customer's refusals), never above the authorisation.
    if (change.captured) update.capturedCents = change.captured.amountCents
    else if (order.paymentAuthorisation && order.capturedCents === null) {
      const cents = Math.min(order.finalTotalCents ?? order.totalCents, order.authorisedCents ?? 0)
      capture = { id: order.paymentAuthorisation, cents }
      update.capturedCents = cents
    }
  }

  let [moved] = await tx.db.update(orders).set(update).where(eq(orders.id, order.id)).returning()
  if (!moved) throw new Error(`order ${order.id} not updated`)
  await tx.db.insert(orderEvents).values({ orderId: order.id, status: change.to, at: tx.at, by: change.by })
  if (MAILED_STATUSES.includes(change.to)) await mailCustomer(tx, moved, slot)
  tx.orderChanged(order.id)
  if (capture) {
    let made: Capture
    try {
      made = await payments.capture(capture.id, capture.cents, `order-${order.id}`)
    } catch {
      throw new DomainError('payment-failed')
    }
    // Captured before (a hand-over whose commit was lost): what was charged then is what was charged.
    if (made.amountCents !== capture.cents)
      [moved = moved] = await tx.db
        .update(orders)
        .set({ capturedCents: made.amountCents })
        .where(eq(orders.id, order.id))
        .returning()
  }
  return { row: moved, cancelAuthorisation }
}

/**
 * The receipt's amounts: a line the store worked (picked, substituted, missing) at what it worked
 * out to; any other weighed line at the weight given (the estimate stands for a line not weighed),
 * the rest as ordered; then the voucher and the delivery fee (final-amounts.ts). Returns what the
 * customer pays.
 */
async function issueReceiptAmounts(
  tx: Tx,
  order: OrderRow,
  weights: { productId: number; grams: number }[],
): Promise<Partial<typeof orders.$inferInsert>> {
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  let sum = 0
  for (const line of lines) {
    const worked = workedAmountCents(line)
    const weighed =
      worked === null && line.unit === 'KG' ? weights.find((w) => w.productId === line.productId) : undefined
    const finalAmountCents =
      worked ?? (weighed ? weighedCents(line.priceCents, weighed.grams) : line.amountCents)
    sum += finalAmountCents
    const weightGrams = weighed?.grams ?? line.pickedWeightGrams ?? null
    await tx.db
      .update(orderLines)
      .set({ finalAmountCents, weightGrams })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, line.position)))
    line.finalAmountCents = finalAmountCents
  }
  const coupons = await issueReceiptCoupons(tx, order, await receiptLines(tx, lines))
  return { ...coupons, finalTotalCents: payableCents({ ...order, ...coupons }, sum) }
}

/**
 * The order's reserved coupons on the lines as picked (docs/coupons.md "Online orders"): those that
 * still take something stay reserved for the receipt at the hand-over; one that finds none of its
 * products or department picked, or whose minimum the picked lines no longer reach, is given back.
 */
async function issueReceiptCoupons(
  tx: Tx,
  order: OrderRow,
  lines: ReceiptLineRow[],
): Promise<{ coupons: ReceiptCouponRow[]; couponCents: number }> {
  const ids = await reservedCouponIds(tx, order.id)
  if (ids.length === 0) return { coupons: [], couponCents: 0 }
  const [card] = order.cardCode
    ? await tx.db.select({ id: cards.id }).from(cards).where(eq(cards.code, order.cardCode))
    : []
  if (!card) {
    await releaseCoupons(tx, order.id)
    return { coupons: [], couponCents: 0 }
  }
  const outcome = await couponsForPurchase(tx, card.id, ids, lines, tx.at, order.id)
  await releaseCoupons(tx, order.id, outcome.refused)
  const couponCents = outcome.applied.reduce((sum, coupon) => sum + (coupon.discountCents ?? 0), 0)
  return { coupons: outcome.applied, couponCents }
}

/** An undone order's voucher points go back to the card they came from. */
async function giveVoucherBack(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.voucherPoints || !order.cardCode) return
  const card = await lockCard(tx, order.cardCode)
  if (card) await movePoints(tx, card, 'RETURNED', order.voucherPoints)
}

/**
 * The card an order's receipt goes to: the one it was placed with; if that card was disabled
 * meanwhile, the customer's enabled card; else none.
 */
async function receiptCardCode(tx: Tx, order: OrderRow): Promise<string | null> {
  const [placedWith] = order.cardCode
    ? await tx.db.select().from(cards).where(eq(cards.code, order.cardCode))
    : []
  if (placedWith?.enabled) return placedWith.code
  const [current] = order.userId
    ? await tx.db
        .select({ code: cards.code })
        .from(cards)
        .where(and(eq(cards.userId, order.userId), eq(cards.enabled, true)))
        .orderBy(asc(cards.id))
        .limit(1)
    : []
  return current?.code ?? null
}

/** What the customer pays for an order as taken home, counted as its receipt counts it. */
export interface TakenHome {
  /** The applied coupons (PERCENT, AMOUNT, POINTS), as the receipt will keep them. */
  coupons: ReceiptCouponRow[]
  /** What the coupons take off the lines. */
  couponCents: number
  /** The held coupons that take nothing now: given back. */
  givenBack: number[]
  /** The lines less the coupons, less the voucher, plus the fee: the receipt's `paidCents`. */
  paidCents: number
}

/**
 * The one count of an order as its customer takes it home (docs/coupons.md "Online orders"): the
 * receipt's lines (receiptLines: a refused substitute or a missing line not at all), the coupons the
 * order holds applied to them by the receipt's own count (couponsForPurchase, with the card the
 * receipt goes to), then the voucher and the fee as recordPurchase pays them. The hand-over captures
 * this before the receipt is recorded, so the capture, the receipt's `paidCents` and the order's
 * final total are one amount. `lines` are the order's rows with the refusals marked.
 */
export async function takenHomeAmounts(
  tx: Tx,
  order: OrderRow,
  lines: (typeof orderLines.$inferSelect)[],
): Promise<TakenHome> {
  const receipt = await receiptLines(tx, lines)
  const ids = await reservedCouponIds(tx, order.id)
  const cardCode = ids.length > 0 ? await receiptCardCode(tx, order) : null
  const [card] = cardCode
    ? await tx.db.select({ id: cards.id }).from(cards).where(eq(cards.code, cardCode))
    : []
  const outcome = card
    ? await couponsForPurchase(tx, card.id, ids, receipt, tx.at, order.id)
    : { applied: [], refused: ids, lineCents: receipt.map((line) => line.amountCents), bonusPoints: 0 }
  const afterCoupons = outcome.lineCents.reduce((sum, cents) => sum + cents, 0)
  const linesCents = receipt.reduce((sum, line) => sum + line.amountCents, 0)
  return {
    coupons: outcome.applied,
    couponCents: linesCents - afterCoupons,
    givenBack: outcome.refused,
    paidCents: payableOf(afterCoupons, order.voucherCents ?? 0, order.deliveryFeeCents),
  }
}

/**
 * The completed order becomes a receipt, once (its id is the receipt's), and earns points on the
 * card it was placed with; if that card was disabled meanwhile, on the customer's enabled card. With
 * no enabled card it earns nothing, and the order completes all the same.
 */
async function earnPoints(tx: Tx, order: OrderRow): Promise<Partial<typeof orders.$inferInsert>> {
  const cardCode = await receiptCardCode(tx, order)
  if (!cardCode) {
    await releaseCoupons(tx, order.id)
    return { pointsEarned: 0, coupons: [], couponCents: 0 }
  }
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  const couponIds = await reservedCouponIds(tx, order.id)
  const result = await recordPurchase(tx, {
    source: 'ONLINE',
    externalId: String(order.id),
    cardCode,
    storeId: order.storeId,
    at: tx.at,
    lines: await receiptLines(tx, lines),
    voucherPoints: order.voucherPoints,
    voucherTaken: true,
    deliveryFeeCents: order.deliveryFeeCents,
    couponIds,
    orderId: order.id,
  })
  // A coupon the receipt could not use is free again (the hand-over gave back those it counted out).
  await releaseCoupons(tx, order.id, result.refusedCoupons)
  const [receipt] = await tx.db
    .select({ coupons: receipts.coupons, couponCents: receipts.couponCents })
    .from(receipts)
    .where(eq(receipts.id, result.receiptId))
  return {
    receiptId: result.receiptId,
    pointsEarned: result.pointsEarned,
    ...(receipt && couponIds.length > 0
      ? { coupons: receipt.coupons, couponCents: receipt.couponCents }
      : {}),
  }
}

/**
 * What the customer took home, as receipt lines: a substitute under its own product (its EAN, its
 * own-brand bonus), a missing line or a refused substitute not at all, the rest at its final amount.
 */
async function receiptLines(tx: Tx, lines: (typeof orderLines.$inferSelect)[]): Promise<ReceiptLineRow[]> {
  const substituteIds = lines.flatMap((line) =>
    line.substituteProductId !== null && !line.refused && !line.missing ? [line.substituteProductId] : [],
  )
  const substitutes = substituteIds.length
    ? await tx.db
        .select({ id: products.id, ean: products.ean, ownBrand: products.ownBrand })
        .from(products)
        .where(inArray(products.id, substituteIds))
    : []
  const result: ReceiptLineRow[] = []
  for (const line of lines) {
    if (line.missing) continue
    if (line.substituteProductId !== null && line.substituteAmountCents !== null) {
      const product = substitutes.find((p) => p.id === line.substituteProductId)
      if (line.refused || !product) continue
      result.push({
        ean: product.ean,
        name: line.substituteName,
        amountCents: line.substituteAmountCents,
        ownBrand: product.ownBrand,
      })
      continue
    }
    result.push({
      ean: line.ean,
      name: line.name,
      amountCents: line.finalAmountCents ?? line.pickedAmountCents ?? line.amountCents,
      ownBrand: line.ownBrand,
    })
  }
  return result
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
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
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
      // Once handed over: what the card was charged, or the cash paid.
      totalCents: order.capturedCents ?? order.finalTotalCents ?? order.totalCents,
      link: orderLink(tx.publicUrl, order.id),
      // A cancelled order lists what was ordered; a ready one what the store prepared.
      lines: orderMailLines(lines, order.status !== 'CANCELLED'),
      pickupCode: order.pickupCode,
      paidByCard: order.paymentMode === 'CREDIT_CARD',
      pointsEarned: order.receiptId !== null ? order.pointsEarned : null,
    },
    order.status as OrderStatus,
  )
  if (mail) await tx.queueMail(mail)
}
