import * as v from 'valibot'
import { isValidCardCode } from '../card-code'
import { instant, int32, intParam, rowId } from './common'

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

/** Path parameter `{code}` of the till's calls: a card code. */
export const CardCodeParams = v.object({
  code: v.pipe(v.string(), v.check(isValidCardCode, 'Codice carta non valido')),
})

export const CouponParams = v.object({ id: intParam })

/**
 * POST /ops/coupons (`npm run ops -- coupon add`): one coupon for one card (`cardCode`) or for every
 * enabled card of a customer (`allCards: true`). From `validFrom` (now when absent) to `validTo`.
 */
export const NewCouponRequest = v.pipe(
  v.object({
    cardCode: v.optional(v.pipe(v.string(), v.check(isValidCardCode, 'Codice carta non valido'))),
    allCards: v.optional(v.literal(true)),
    title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(80)),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
    kind: v.picklist(COUPON_KINDS),
    value: int32(1, 1_000_000),
    productIds: v.optional(v.pipe(v.array(rowId), v.minLength(1), v.maxLength(50))),
    department: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{2,30}$/, 'Reparto non valido'))),
    minSpendCents: v.optional(int32(1, 10_000_000)),
    validFrom: v.optional(instant),
    validTo: instant,
  }),
  v.check(
    (c) => (c.cardCode === undefined) !== (c.allCards === undefined),
    'Indica una carta (cardCode) oppure tutte (allCards)',
  ),
  v.check((c) => c.kind !== 'PERCENT' || c.value <= 100, 'Una percentuale va da 1 a 100'),
  v.check(
    (c) => c.validFrom === undefined || new Date(c.validFrom).getTime() < new Date(c.validTo).getTime(),
    'validTo deve seguire validFrom',
  ),
)
export type NewCouponRequest = v.InferInput<typeof NewCouponRequest>

export const NewCouponResult = v.object({ coupons: v.number() })
