import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm'
import {
  applyCouponTerms,
  type CouponLine,
  type CouponOutcome,
  type CouponTerms,
  couponOpenAt,
  missingForMinimum,
} from '../../../src/api/coupon-rules'
import type { AppliedCoupon, Coupon, CouponKind } from '../../../src/api/schemas/coupons'
import type { Db } from '../../db/connect'
import { cards, coupons, products, type ReceiptCouponRow, type ReceiptLineRow } from '../../db/schema'
import type { Language } from '../../language'
import { type DomainContext, inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { type CouponTexts, couponTextIn, scopeDescription, scopeTitle } from './coupon-texts'

/**
 * Personal coupons (docs/coupons.md): a card's, activated by its customer, used once by a receipt.
 * This file lists and activates them, and works out what a receipt's coupons take off its lines.
 */

export type CouponRow = typeof coupons.$inferSelect

const DAY_MS = 86_400_000
/** Used or expired coupons stay in the customer's list this long, then leave it. */
const SHOWN_AFTER_END_MS = 30 * DAY_MS
/** A coupon with neither products nor a product department shows the app's icon (the chain's mark). */
export const CHAIN_COUPON_IMAGE = '/app/icons/icon.svg'

/** A coupon as the customer (or a till) reads it, its texts in `language` (docs/coupons.md "Texts"). */
export function toCoupon(row: CouponRow, language: Language = 'it'): Coupon {
  return {
    id: row.id,
    ...couponTextIn(row, language),
    kind: row.kind,
    value: row.value,
    ...(row.productIds ? { productIds: row.productIds } : {}),
    ...(row.department ? { department: row.department } : {}),
    ...(row.minSpendCents !== null ? { minSpendCents: row.minSpendCents } : {}),
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    activated: row.activatedAt !== null,
    ...(row.usedAt ? { usedAt: row.usedAt.toISOString() } : {}),
    // Held by an online order: not free for a till or another order until the order gives it back.
    ...(row.reservedOrderId !== null && row.usedAt === null ? { heldByOrderId: row.reservedOrderId } : {}),
    imageUrl: row.imageUrl,
  }
}

const isOpen = (row: CouponRow, at: Date) => row.usedAt === null && row.validTo.getTime() >= at.getTime()

function byListOrder(at: Date) {
  return function listOrder(a: CouponRow, b: CouponRow): number {
    const openA = isOpen(a, at)
    const openB = isOpen(b, at)
    if (openA !== openB) return openA ? -1 : 1
    if (openA) return a.validTo.getTime() - b.validTo.getTime() || a.id - b.id
    const endA = (a.usedAt ?? a.validTo).getTime()
    const endB = (b.usedAt ?? b.validTo).getTime()
    return endB - endA || b.id - a.id
  }
}

/**
 * GET /cli/coupons: the coupons of the user's enabled cards already valid, open ones first, worded in
 * the app's language.
 */
export async function userCoupons(ctx: DomainContext, userId: number, language: Language): Promise<Coupon[]> {
  const at = ctx.now()
  const since = new Date(at.getTime() - SHOWN_AFTER_END_MS)
  const rows = await ctx.db
    .select({ coupon: coupons })
    .from(coupons)
    .innerJoin(cards, eq(cards.id, coupons.cardId))
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.enabled, true),
        // One not valid yet shows from its first day: until then it could not be activated.
        lte(coupons.validFrom, at),
        or(
          and(isNull(coupons.usedAt), gte(coupons.validTo, since)),
          and(isNotNull(coupons.usedAt), gte(coupons.usedAt, since)),
        ),
      ),
    )
  return rows
    .map((row) => row.coupon)
    .sort(byListOrder(at))
    .map((row) => toCoupon(row, language))
}

/**
 * POST /cli/coupons/{id}/activate: the first activation is kept, a repeat answers the coupon as it
 * is. A used coupon is 61, one outside its days 60; another customer's is unknown (404).
 */
export function activateCoupon(
  ctx: DomainContext,
  userId: number,
  id: number,
  language: Language,
): Promise<Coupon> {
  return inTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select({ coupon: coupons })
      .from(coupons)
      .innerJoin(cards, eq(cards.id, coupons.cardId))
      .where(and(eq(coupons.id, id), eq(cards.userId, userId), eq(cards.enabled, true)))
      .for('update', { of: coupons })
    if (!found) throw new DomainError('coupon-not-found')
    const row = found.coupon
    if (row.usedAt) throw new DomainError('coupon-used')
    if (row.validTo.getTime() < tx.at.getTime() || row.validFrom.getTime() > tx.at.getTime())
      throw new DomainError('coupon-expired')
    if (row.activatedAt) return toCoupon(row, language)
    const [updated] = await tx.db
      .update(coupons)
      .set({ activatedAt: tx.at })
      .where(eq(coupons.id, id))
      .returning()
    if (!updated) throw new Error(`coupon ${id} vanished under its lock`)
    return toCoupon(updated, language)
  })
}

/**
 * GET /ops/cards/{code}/coupons: the card's activated coupons a till may apply now (none an online
 * order holds: a receipt would refuse it), in the language
 * its Accept-Language asks for (Italian without one: a till prints Italian receipts).
 */
export async function tillCoupons(
  ctx: DomainContext,
  cardCode: string,
  language: Language,
): Promise<Coupon[]> {
  const at = ctx.now()
  const [card] = await ctx.db.select({ id: cards.id }).from(cards).where(eq(cards.code, cardCode))
  if (!card) throw new DomainError('card-not-found')
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.cardId, card.id),
        isNotNull(coupons.activatedAt),
        isNull(coupons.usedAt),
        isNull(coupons.reservedOrderId),
        lte(coupons.validFrom, at),
        gte(coupons.validTo, at),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.id))
  return rows.map((row) => toCoupon(row, language))
}

// ---- what a receipt's coupons take off: the shared count (src/api/coupon-rules.ts) ----

export { applyCouponTerms, type CouponLine, type CouponOutcome, type CouponTerms }

/**
 * A purchase's coupons, in the purchase's transaction under its card's lock: the named coupons are
 * locked too, so of two receipts naming one coupon the second reads it used and refuses it. Those the
 * card may use at `at` are applied; the caller records the receipt, then `markUsed`.
 */
export async function couponsForPurchase(
  tx: Tx,
  cardId: number,
  ids: readonly number[],
  lines: readonly ReceiptLineRow[],
  at: Date,
  /** An online order's receipt: the coupons it reserved count as valid (they were at placement). */
  orderId: number | null = null,
): Promise<CouponOutcome> {
  if (ids.length === 0)
    return { applied: [], refused: [], lineCents: lines.map((l) => l.amountCents), bonusPoints: 0 }
  const rows = await tx.db
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id))
    .for('update')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const usable: CouponTerms[] = []
  const unusable: number[] = []
  for (const id of ids) {
    const row = byId.get(id)
    if (!row || !usableBy(row, cardId, at, orderId)) unusable.push(id)
    else usable.push(row)
  }
  const eans = [...new Set(lines.map((line) => line.ean))]
  const known = await tx.db
    .select({ id: products.id, ean: products.ean, department: products.department })
    .from(products)
    .where(inArray(products.ean, eans))
  const byEan = new Map(known.map((p) => [p.ean, p]))
  const couponLines = lines.map((line) => ({
    amountCents: line.amountCents,
    ownBrand: line.ownBrand,
    productId: byEan.get(line.ean)?.id ?? null,
    department: byEan.get(line.ean)?.department ?? null,
  }))
  const outcome = applyCouponTerms(couponLines, usable)
  const refusedSet = new Set([...unusable, ...outcome.refused])
  return { ...outcome, refused: ids.filter((id) => refusedSet.has(id)) }
}

/**
 * Whether a card's purchase may use the coupon: the card's, activated, not used, and either reserved
 * by this very order (valid then, as at placement) or reserved by none and valid at `at`. A coupon an
 * order holds is refused to every till and every other order until the order gives it back.
 */
function usableBy(row: CouponRow, cardId: number, at: Date, orderId: number | null): boolean {
  if (row.cardId !== cardId || row.activatedAt === null || row.usedAt !== null) return false
  if (orderId !== null && row.reservedOrderId === orderId) return true
  if (row.reservedOrderId !== null) return false
  return couponOpenAt(couponLife(row), at.getTime())
}

/** A coupon row's life as the shared rules read it (src/api/coupon-rules.ts). */
function couponLife(row: CouponRow) {
  return {
    activated: row.activatedAt !== null,
    used: row.usedAt !== null,
    validFrom: row.validFrom.getTime(),
    validTo: row.validTo.getTime(),
  }
}

// ---- an online order's coupons (docs/coupons.md "Online orders") ----

/**
 * At placement, in its transaction: the named coupons locked and checked against the card the order
 * is placed with and the lines as ordered. Each must be usable now (else 62), held by no other order
 * (63), and have its minimum reached by the cart (64). Answers what they take off; those in `applied`
 * are the ones `reserveCoupons` holds once the order is written (one that finds no line is left free). Two placements naming one coupon queue on its row lock: the second
 * reads it reserved.
 */
export async function couponsForOrder(
  tx: Tx,
  cardCode: string | null,
  ids: readonly number[],
  lines: readonly ReceiptLineRow[],
): Promise<CouponOutcome> {
  if (ids.length === 0)
    return { applied: [], refused: [], lineCents: lines.map((l) => l.amountCents), bonusPoints: 0 }
  const [card] = cardCode
    ? await tx.db
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.code, cardCode), eq(cards.enabled, true)))
    : []
  if (!card) throw new DomainError('coupon-not-usable')
  const rows = await tx.db
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id))
    .for('update')
  for (const id of ids) {
    const row = rows.find((r) => r.id === id)
    if (row?.reservedOrderId != null && row.cardId === card.id && row.usedAt === null)
      throw new DomainError('coupon-reserved')
    if (!row || !usableBy(row, card.id, tx.at, null)) throw new DomainError('coupon-not-usable')
  }
  // A minimum the cart does not reach is refused; a coupon that finds none of its lines in the cart is
  // simply not held: it stays free. The checkout offers neither (src/api/coupon-rules.ts, couponFit).
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0)
  if (rows.some((row) => missingForMinimum(row, total) > 0)) throw new DomainError('coupon-not-applicable')
  return couponsForPurchase(tx, card.id, ids, lines, tx.at)
}

/** Holds the coupons for the order just written (their rows locked by couponsForOrder). */
export async function reserveCoupons(tx: Tx, ids: readonly number[], orderId: number): Promise<void> {
  if (ids.length === 0) return
  const held = await tx.db
    .update(coupons)
    .set({ reservedOrderId: orderId })
    .where(and(inArray(coupons.id, [...ids]), isNull(coupons.reservedOrderId), isNull(coupons.usedAt)))
    .returning({ id: coupons.id })
  if (held.length !== ids.length) throw new Error('a coupon was reserved twice')
}

/** The coupons an order holds, by id. */
export async function reservedCouponIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.reservedOrderId, orderId), isNull(coupons.usedAt)))
    .orderBy(asc(coupons.id))
  return rows.map((row) => row.id)
}

/**
 * Gives an order's coupons back (all of them, or those named): free again for a till or another
 * order, and for the customer's list. A used coupon stays the receipt's.
 */
export async function releaseCoupons(tx: Tx, orderId: number, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return
  await tx.db
    .update(coupons)
    .set({ reservedOrderId: null })
    .where(
      and(
        eq(coupons.reservedOrderId, orderId),
        isNull(coupons.usedAt),
        ids ? inArray(coupons.id, [...ids]) : undefined,
      ),
    )
}

/** Marks the applied coupons used by the receipt: the locks taken above make it once per coupon. */
export async function markCouponsUsed(
  tx: Tx,
  applied: readonly AppliedCoupon[],
  receiptId: number,
  at: Date,
): Promise<void> {
  if (applied.length === 0) return
  const used = await tx.db
    .update(coupons)
    .set({ usedAt: at, receiptId })
    .where(
      and(
        inArray(
          coupons.id,
          applied.map((coupon) => coupon.id),
        ),
        isNull(coupons.usedAt),
      ),
    )
    .returning({ id: coupons.id })
  // Never expected: the rows were read unused under their locks in this transaction.
  if (used.length !== applied.length) throw new Error('a coupon was used twice')
}

/** What a till's answer says of an applied coupon (the receipt keeps its title too). */
export function appliedCoupon(row: ReceiptCouponRow): AppliedCoupon {
  return {
    id: row.id,
    ...(row.discountCents !== undefined ? { discountCents: row.discountCents } : {}),
    ...(row.bonusPoints !== undefined ? { bonusPoints: row.bonusPoints } : {}),
  }
}

// ---- making coupons ----

export interface NewCoupon extends CouponTexts {
  kind: CouponKind
  value: number
  productIds?: number[] | null
  department?: string | null
  minSpendCents?: number | null
  validFrom: Date
  validTo: Date
  origin: CouponRow['origin']
  activated?: boolean
}

/** The picture of a coupon: its first product's, else a product of its department's, else the chain's logo. */
export async function couponImage(
  db: Db,
  coupon: { productIds?: number[] | null; department?: string | null },
): Promise<string> {
  const first = coupon.productIds?.[0]
  const [product] =
    first !== undefined
      ? await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, first))
      : coupon.department
        ? await db
            .select({ imageUrl: products.imageUrl })
            .from(products)
            .where(and(eq(products.department, coupon.department), eq(products.withdrawn, false)))
            .orderBy(asc(products.id))
            .limit(1)
        : []
  return product?.imageUrl ?? CHAIN_COUPON_IMAGE
}

/** Gives each card the same new coupon; answers how many it made. */
export async function insertCoupons(
  tx: Tx,
  cardIds: readonly number[],
  coupon: NewCoupon,
  imageUrl: string,
): Promise<number> {
  if (cardIds.length === 0) return 0
  const values = cardIds.map((cardId) => ({
    cardId,
    title: coupon.title,
    description: coupon.description,
    titleEn: coupon.titleEn,
    descriptionEn: coupon.descriptionEn,
    kind: coupon.kind,
    value: coupon.value,
    productIds: coupon.productIds && coupon.productIds.length > 0 ? coupon.productIds : null,
    department: coupon.department ?? null,
    minSpendCents: coupon.minSpendCents ?? null,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    imageUrl,
    origin: coupon.origin,
    activatedAt: coupon.activated ? tx.at : null,
    createdAt: tx.at,
  }))
  let made = 0
  for (let start = 0; start < values.length; start += 1000) {
    const rows = await tx.db
      .insert(coupons)
      .values(values.slice(start, start + 1000))
      .returning({ id: coupons.id })
    made += rows.length
  }
  return made
}

/** A coupon made by hand: its Italian texts, and the English ones when given. */
export type HandMadeCoupon = Omit<NewCoupon, 'origin' | 'titleEn' | 'descriptionEn'> & {
  titleEn?: string
  descriptionEn?: string
}

/**
 * The English of a coupon made by hand, where ops gave none: worded from what it is on (its
 * department, its first product, or the receipt). No Italian description, no English one.
 */
async function englishOf(
  db: Db,
  coupon: HandMadeCoupon,
): Promise<Pick<CouponTexts, 'titleEn' | 'descriptionEn'>> {
  if (coupon.titleEn !== undefined && (coupon.descriptionEn !== undefined || coupon.description === ''))
    return { titleEn: coupon.titleEn, descriptionEn: coupon.descriptionEn ?? '' }
  const first = coupon.productIds?.[0]
  const [product] =
    first !== undefined
      ? await db.select({ name: products.name }).from(products).where(eq(products.id, first))
      : []
  const scope = {
    kind: coupon.kind,
    department: coupon.department ?? null,
    productName: product?.name ?? null,
    products: coupon.productIds?.length ?? 0,
  }
  return {
    titleEn: coupon.titleEn ?? scopeTitle(scope, 'en'),
    descriptionEn: coupon.descriptionEn ?? (coupon.description === '' ? '' : scopeDescription(scope, 'en')),
  }
}

/**
 * `npm run ops -- coupon add`: one coupon for one card (by code) or for every enabled card of a
 * customer. Answers how many were made; an unknown card code is 'card-not-found'.
 */
export function addCoupon(
  ctx: DomainContext,
  target: { cardCode: string } | { allCards: true },
  coupon: HandMadeCoupon,
): Promise<{ coupons: number }> {
  return inTransaction(ctx, async (tx) => {
    let cardIds: number[]
    if ('cardCode' in target) {
      const [card] = await tx.db.select({ id: cards.id }).from(cards).where(eq(cards.code, target.cardCode))
      if (!card) throw new DomainError('card-not-found')
      cardIds = [card.id]
    } else {
      const rows = await tx.db
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.enabled, true), isNotNull(cards.userId)))
        .orderBy(asc(cards.id))
      cardIds = rows.map((row) => row.id)
    }
    const imageUrl = await couponImage(tx.db, coupon)
    const english = await englishOf(tx.db, coupon)
    return { coupons: await insertCoupons(tx, cardIds, { ...coupon, ...english, origin: 'OPS' }, imageUrl) }
  })
}
