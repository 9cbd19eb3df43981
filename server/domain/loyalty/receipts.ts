import { isDeepStrictEqual } from 'node:util'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from '../../../src/api/envelope'
import { pointsEarned, voucherOf } from '../../../src/api/loyalty-rules'
import { payableCents } from '../../../src/api/order-amounts'
import type { Receipt, TillReceiptResult } from '../../../src/api/schemas/loyalty'
import type { Db } from '../../db/connect'
import { cards, type ReceiptLineRow, receipts, stores } from '../../db/schema'
import { type DomainContext, inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { appliedCoupon, couponsForPurchase, markCouponsUsed } from './coupons'
import { lockCard, movePoints } from './points'

/** Printed cards (0430 00…) may reach a till before anyone registers them; digital ones never do. */
const PRINTED_PREFIX = '043000'
/** A till's clock may run a little ahead of ours; a receipt further in the future is refused. */
const CLOCK_SKEW_MS = 10 * 60_000

export type ReceiptRow = typeof receipts.$inferSelect

/** A purchase that earns points: a till's receipt, or an online order that reached its customer. */
export interface Purchase {
  source: 'STORE' | 'ONLINE'
  /** The till's receipt id, or the order's id. */
  externalId: string
  cardCode: string
  storeId: number
  at: Date
  lines: ReceiptLineRow[]
  /** The voucher's points, when one was used. */
  voucherPoints: number | null
  /** An online order took the voucher's points when it was placed: the receipt records it only. */
  voucherTaken?: boolean
  /** An online order's delivery fee: paid on top of the lines, earning no points. */
  deliveryFeeCents?: number
  /** The card's coupons the till applied (docs/coupons.md): each used once, or refused. */
  couponIds?: readonly number[]
  /** An online order's receipt: the coupons it reserved are its own to use (docs/coupons.md). */
  orderId?: number
}

/**
 * Records a purchase and moves its card's points, in the caller's transaction: the voucher's points
 * leave and the purchase's points arrive together with the receipt, or not at all. A receipt a store
 * has sent before answers what it did then; the same id with other contents is refused.
 */
export async function recordPurchase(tx: Tx, purchase: Purchase): Promise<TillReceiptResult> {
  if (purchase.at.getTime() > tx.at.getTime() + CLOCK_SKEW_MS) throw new DomainError('receipt-in-future')
  const voucher = purchase.voucherPoints === null ? null : voucherOf(purchase.voucherPoints)
  if (purchase.voucherPoints !== null && !voucher) throw new DomainError('voucher-unknown')

  const card = await cardForPurchase(tx, purchase.cardCode)
  const [earlier] = await tx.db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.storeId, purchase.storeId),
        eq(receipts.source, purchase.source),
        eq(receipts.externalId, purchase.externalId),
      ),
    )
  if (earlier) {
    if (!samePurchase(earlier, purchase)) throw new DomainError('receipt-conflict')
    return {
      pointsEarned: earlier.pointsEarned,
      pointsSpent: purchase.voucherTaken ? 0 : (earlier.voucherPoints ?? 0),
      balance: card.points,
      receiptId: earlier.id,
      coupons: earlier.coupons.map(appliedCoupon),
      refusedCoupons: earlier.refusedCoupons,
    }
  }
  if (!card.enabled) throw new DomainError('card-disabled')
  const [store] = await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, purchase.storeId))
  if (!store) throw new DomainError('store-not-found')

  const totalCents = purchase.lines.reduce((sum, line) => sum + line.amountCents, 0)
  const ownBrandCents = purchase.lines.reduce((sum, line) => sum + (line.ownBrand ? line.amountCents : 0), 0)
  // The coupons take their part off the lines first; points are earned on what is left to pay.
  const coupons = await couponsForPurchase(
    tx,
    card.id,
    purchase.couponIds ?? [],
    purchase.lines,
    purchase.at,
    purchase.orderId ?? null,
  )
  let afterCoupons = 0
  let ownBrandAfterCoupons = 0
  for (let i = 0; i < purchase.lines.length; i++) {
    const cents = coupons.lineCents[i] ?? 0
    afterCoupons += cents
    if (purchase.lines[i]?.ownBrand) ownBrandAfterCoupons += cents
  }
  const couponCents = totalCents - afterCoupons
  const voucherCents = voucher ? voucher.euros * 100 : 0
  const earned = pointsEarned({
    totalCents: afterCoupons,
    ownBrandCents: ownBrandAfterCoupons,
    voucherCents,
  })
  const spends = voucher !== null && !purchase.voucherTaken
  if (spends && card.points < voucher.points) throw new DomainError('not-enough-points')

  const [row] = await tx.db
    .insert(receipts)
    .values({
      cardId: card.id,
      cardCode: card.code,
      storeId: purchase.storeId,
      source: purchase.source,
      externalId: purchase.externalId,
      at: purchase.at,
      lines: purchase.lines,
      totalCents,
      ownBrandCents,
      // The one rule of what is paid (src/api/order-amounts.ts): an online order's hand-over captures it.
      paidCents: payableCents(afterCoupons, voucherCents, purchase.deliveryFeeCents ?? 0),
      voucherPoints: voucher?.points ?? null,
      voucherCents: voucher ? voucherCents : null,
      deliveryFeeCents: purchase.deliveryFeeCents ?? 0,
      pointsEarned: earned,
      coupons: coupons.applied,
      refusedCoupons: coupons.refused,
      couponCents,
    })
    .returning({ id: receipts.id })
  if (!row) throw new Error('receipt not recorded')
  await markCouponsUsed(tx, coupons.applied, row.id, purchase.at)
  const moved = { at: purchase.at, receiptId: row.id }
  if (spends) await movePoints(tx, card, 'VOUCHER', -voucher.points, moved)
  if (earned > 0) await movePoints(tx, card, 'EARNED', earned, moved)
  if (coupons.bonusPoints > 0) await movePoints(tx, card, 'COUPON', coupons.bonusPoints, moved)
  await tx.db
    .update(cards)
    .set({ lastUsedAt: sql`greatest(${cards.lastUsedAt}, ${purchase.at.toISOString()}::timestamptz)` })
    .where(eq(cards.id, card.id))
  return {
    pointsEarned: earned,
    pointsSpent: spends ? voucher.points : 0,
    balance: card.points,
    receiptId: row.id,
    coupons: coupons.applied.map(appliedCoupon),
    refusedCoupons: coupons.refused,
  }
}

/** The card, locked; a printed card no one has registered yet enters the system with its first receipt. */
async function cardForPurchase(tx: Tx, code: string) {
  const card = await lockCard(tx, code)
  if (card) return card
  if (!code.startsWith(PRINTED_PREFIX)) throw new DomainError('card-not-found')
  await tx.db
    .insert(cards)
    .values({ code, description: 'Carta fedeltà', createdAt: tx.at })
    .onConflictDoNothing({ target: cards.code })
  const created = await lockCard(tx, code)
  if (!created) throw new Error(`card ${code} neither found nor created`)
  return created
}

function samePurchase(row: ReceiptRow, purchase: Purchase): boolean {
  return (
    row.cardCode === purchase.cardCode &&
    row.at.getTime() === purchase.at.getTime() &&
    row.voucherPoints === purchase.voucherPoints &&
    isDeepStrictEqual(row.lines, purchase.lines) &&
    isDeepStrictEqual(
      [...row.coupons.map((coupon) => coupon.id), ...row.refusedCoupons].sort(byNumber),
      [...(purchase.couponIds ?? [])].sort(byNumber),
    )
  )
}

function byNumber(a: number, b: number): number {
  return a - b
}

/** A till's receipt, as POST /ops/receipts brings it (already checked against the contract). */
export interface TillReceiptInput {
  receiptId: string
  cardCode: string
  storeId: number
  at: string
  lines: { ean: string; amountCents: number; ownBrand: boolean; description?: string | undefined }[]
  voucher?: number | undefined
  coupons?: number[] | undefined
}

export function postTillReceipt(ctx: DomainContext, receipt: TillReceiptInput): Promise<TillReceiptResult> {
  return inTransaction(
    ctx,
    (tx) =>
      recordPurchase(tx, {
        source: 'STORE',
        externalId: receipt.receiptId,
        cardCode: receipt.cardCode,
        storeId: receipt.storeId,
        at: new Date(receipt.at),
        lines: receipt.lines.map((line) => ({
          ean: line.ean,
          name: line.description || null,
          amountCents: line.amountCents,
          ownBrand: line.ownBrand,
        })),
        voucherPoints: receipt.voucher ?? null,
        couponIds: receipt.coupons ?? [],
      }),
    // The same receipt id for another card, posted at the same instant: the first one stands.
    'receipt-conflict',
  )
}

// ---- the customer's digital receipts ----

const receiptColumns = {
  row: receipts,
  storeName: stores.name,
}

function toReceipt({ row, storeName }: { row: ReceiptRow; storeName: string }): Receipt {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName,
    source: row.source,
    at: row.at.toISOString(),
    lines: row.lines,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    deliveryFeeCents: row.deliveryFeeCents,
    pointsEarned: row.pointsEarned,
    voucher:
      row.voucherPoints === null ? null : { points: row.voucherPoints, valueCents: row.voucherCents ?? 0 },
    coupons: row.coupons,
    couponCents: row.couponCents,
  }
}

export const ownedBy = (db: Db, userId: number) =>
  inArray(receipts.cardId, db.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId)))

/** The receipts of a user's cards, newest purchase first. */
export async function userReceipts(
  db: Db,
  userId: number,
  page: { size: number; number: number },
): Promise<Page<Receipt>> {
  const [total] = await db.select({ n: count() }).from(receipts).where(ownedBy(db, userId))
  const rows = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(stores, eq(stores.id, receipts.storeId))
    .where(ownedBy(db, userId))
    .orderBy(desc(receipts.at), desc(receipts.id))
    .limit(page.size)
    .offset(page.size * page.number)
  return {
    data: rows.map(toReceipt),
    totalPages: Math.ceil((total?.n ?? 0) / page.size),
    number: page.number,
  }
}

/** One receipt of the user's; another customer's is as unknown as one that does not exist. */
export async function userReceipt(db: Db, userId: number, id: number): Promise<Receipt> {
  const [row] = await db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(stores, eq(stores.id, receipts.storeId))
    .where(and(eq(receipts.id, id), ownedBy(db, userId)))
  if (!row) throw new DomainError('receipt-not-found')
  return toReceipt(row)
}
