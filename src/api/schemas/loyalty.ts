import * as v from 'valibot'
import { isValidCardCode, isValidEan13 } from '../card-code'
import { VOUCHERS } from '../loyalty-rules'
import { instant, int32, intParam, maybe, rowId } from './common'
import { AppliedCoupon, ReceiptCoupon, TillCoupons } from './coupons'
import { MAX_PAGE_SIZE } from './store'

/** Points movements and digital receipts come ten to a page unless `s` says otherwise. */
export const LOYALTY_PAGE_SIZE = 10

/** GET …?s=10&p=0 (p counts from 0, as `number` in the answer). */
export const LoyaltyPageQuery = v.object({
  s: v.optional(v.pipe(intParam, v.minValue(1), v.maxValue(MAX_PAGE_SIZE)), String(LOYALTY_PAGE_SIZE)),
  p: v.optional(v.pipe(intParam, v.maxValue(100_000)), '0'),
})
export type LoyaltyPageQuery = v.InferInput<typeof LoyaltyPageQuery>

const cents = v.pipe(v.number(), v.integer())
const dateTime = v.pipe(v.string(), v.isoTimestamp())

/**
 * EARNED: a receipt's points; VOUCHER: points spent on a voucher; RETURNED: points given back (an
 * online order's voucher, when the order is cancelled); EXPIRED: points lost with a card disabled
 * after 30 months without a receipt; COUPON: a POINTS coupon's bonus points (docs/coupons.md).
 */
export const MOVEMENT_KINDS = ['EARNED', 'VOUCHER', 'RETURNED', 'EXPIRED', 'COUPON'] as const
export type MovementKind = (typeof MOVEMENT_KINDS)[number]

export const PointsMovement = v.object({
  id: v.number(),
  kind: v.picklist(MOVEMENT_KINDS),
  /** Signed: spent and expired points are negative. */
  points: cents,
  /** The card's points after this movement. */
  balance: cents,
  at: dateTime,
  receiptId: maybe(v.number()),
  /** The card it moved (a customer may hold an old disabled card and a new one). */
  cardCode: v.string(),
})
export type PointsMovement = v.InferOutput<typeof PointsMovement>

export const RECEIPT_SOURCES = ['STORE', 'ONLINE'] as const

export const ReceiptLine = v.object({
  ean: v.string(),
  /** What the till printed; null when it sent no description (the screens show the EAN then). */
  name: maybe(v.string()),
  amountCents: cents,
  ownBrand: v.boolean(),
})
export type ReceiptLine = v.InferOutput<typeof ReceiptLine>

export const ReceiptVoucher = v.object({ points: v.number(), valueCents: cents })

/** A digital receipt: a till's, or a completed online order's. */
export const Receipt = v.object({
  id: v.number(),
  storeId: v.number(),
  storeName: v.string(),
  source: v.picklist(RECEIPT_SOURCES),
  at: dateTime,
  lines: v.array(ReceiptLine),
  /** Sum of the lines. */
  totalCents: cents,
  /** What was paid: the total less the coupons and the voucher, plus an online order's delivery fee. */
  paidCents: cents,
  /** An online order's home delivery fee: paid, not a line, so it earns no points (0 without one). */
  deliveryFeeCents: v.optional(cents, 0),
  pointsEarned: cents,
  voucher: maybe(ReceiptVoucher),
  /** The coupons it used (docs/coupons.md). */
  coupons: v.optional(v.array(ReceiptCoupon), []),
  /** What the coupons took off the lines. */
  couponCents: v.optional(cents, 0),
})
export type Receipt = v.InferOutput<typeof Receipt>

// ---- the store's side (/ops) ----

const ean13 = v.pipe(v.string(), v.check(isValidEan13, 'EAN-13 non valido'))

/**
 * The most a till receipt totals, in cents (100,000 €): its total, and the points it earns, are kept
 * in `integer` columns, which 500 lines at the most a line may cost would overflow.
 */
export const TILL_RECEIPT_MAX_CENTS = 10_000_000

/** One line as a till sends it; the description is ours (tills print one) and optional. */
export const TillReceiptLine = v.object({
  ean: ean13,
  amountCents: int32(0, TILL_RECEIPT_MAX_CENTS),
  ownBrand: v.optional(v.boolean(), false),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
})

/** POST /ops/receipts: a till receipt for a card. `voucher` is the points the customer spends. */
export const TillReceipt = v.object({
  receiptId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)),
  cardCode: v.pipe(v.string(), v.check(isValidCardCode, 'Codice carta non valido')),
  storeId: rowId,
  at: instant,
  lines: v.pipe(
    v.array(TillReceiptLine),
    v.minLength(1),
    v.maxLength(500),
    v.check(
      (lines) => lines.reduce((sum, line) => sum + line.amountCents, 0) <= TILL_RECEIPT_MAX_CENTS,
      'Totale dello scontrino oltre 100.000 €',
    ),
  ),
  voucher: v.optional(
    v.pipe(
      v.number(),
      v.check((points) => VOUCHERS.some((voucher) => voucher.points === points), 'Buono inesistente'),
    ),
  ),
  /** The card's activated coupons the till applied (GET /ops/cards/{code}/coupons), each once. */
  coupons: v.optional(TillCoupons),
})
export type TillReceipt = v.InferInput<typeof TillReceipt>

export const TillReceiptResult = v.object({
  pointsEarned: cents,
  pointsSpent: cents,
  balance: cents,
  /** The digital receipt the customer sees. */
  receiptId: v.number(),
  /** The coupons the server accepted, with what each took off or gave. */
  coupons: v.optional(v.array(AppliedCoupon), []),
  /**
   * The coupons named that it did not accept (used by another till meanwhile, expired, not activated,
   * not the card's, below their minimum spend, or with none of their products on the receipt).
   */
  refusedCoupons: v.optional(v.array(v.number()), []),
})
export type TillReceiptResult = v.InferOutput<typeof TillReceiptResult>

/** What one run of the daily jobs changed. */
export const JobReport = v.object({
  job: v.string(),
  /** False when another instance held the job, or it had run today already. */
  ran: v.boolean(),
  changed: v.record(v.string(), v.number()),
})
export const JobsRunResult = v.array(JobReport)
