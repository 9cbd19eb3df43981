import * as v from 'valibot'
import { intParam, rowId } from './common'

/**
 * Personal coupons of a card (docs/coupons.md). AMOUNT: `value` cents off (off the coupon's products or
 * department when it names them, else off the receipt); PERCENT: `value` % off the coupon's products or
 * department (off every line when it names neither); POINTS: `value` bonus points, a movement of their
 * own kind (COUPON).
 */
export const COUPON_KINDS = ['AMOUNT', 'PERCENT', 'POINTS'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

const dateTime = v.pipe(v.string(), v.isoTimestamp())

export const Coupon = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  kind: v.picklist(COUPON_KINDS),
  value: v.number(),
  /** The products it applies to (PERCENT, or a scoped AMOUNT / POINTS). */
  productIds: v.optional(v.array(v.number())),
  /** The catalogue department it applies to (a code, e.g. FRUIT_VEG). */
  department: v.optional(v.string()),
  /** The least the receipt's lines must total for it to apply. */
  minSpendCents: v.optional(v.number()),
  validFrom: dateTime,
  validTo: dateTime,
  /** Activated by the customer: only an activated coupon is used at a till or in an order. */
  activated: v.boolean(),
  /** When a receipt used it (a coupon is used once). */
  usedAt: v.optional(dateTime),
  /** The online order that holds it (docs/coupons.md "Online orders"): not free until given back. */
  heldByOrderId: v.optional(v.number()),
  imageUrl: v.string(),
})
export type Coupon = v.InferOutput<typeof Coupon>

/** The customer's coupons: those open, and those used or expired in the last 30 days. */
export const CouponList = v.array(Coupon)

/** A coupon a receipt took: what it took off, or the points it gave. */
export const AppliedCoupon = v.object({
  id: v.number(),
  discountCents: v.optional(v.number()),
  bonusPoints: v.optional(v.number()),
})
export type AppliedCoupon = v.InferOutput<typeof AppliedCoupon>

/** A used coupon as a digital receipt shows it. */
export const ReceiptCoupon = v.object({ ...AppliedCoupon.entries, title: v.string() })

/** The most coupons one receipt may name. */
export const MAX_COUPONS_PER_RECEIPT = 20

/** `coupons` of POST /ops/receipts: the activated coupons the till applied, each once. */
export const TillCoupons = v.pipe(
  v.array(rowId),
  v.maxLength(MAX_COUPONS_PER_RECEIPT),
  v.check((ids) => new Set(ids).size === ids.length, 'Coupon ripetuto'),
)

export const CouponParams = v.object({ id: intParam })
