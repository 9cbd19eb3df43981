import {
  applyCouponTerms,
  type CouponLine,
  type CouponScopeLine,
  couponAppliesTo,
  couponFit,
  couponOpenAt,
} from '../../api/coupon-rules'
import type { Cart } from '../../api/schemas/cart'
import type { Coupon } from '../../api/schemas/coupons'

/** An activated coupon the cart cannot use, with why (either reason, or both). */
export interface CouponApart {
  coupon: Coupon
  /** Activated on this device, not sent yet: the server does not know it activated. */
  pending: boolean
  /** What the cart's products still lack to reach its minimum; 0 when reached. */
  missingCents: number
  /** False when none of its products (or of its department) is in the cart. */
  findsLines: boolean
  /** The placed order that holds it (the server refuses it to another, 63) until it is given back. */
  heldByOrderId?: number
}

export interface CheckoutCoupons {
  /** Usable with this cart: offered ticked. */
  offered: Coupon[]
  /** Activated and open, but not for this cart: listed apart with why. */
  apart: CouponApart[]
}

/**
 * The checkout's coupons (docs/coupons.md "Online orders"), by the rules the server places an order
 * with (src/api/coupon-rules.ts): every coupon activated and still open (not used, within its days)
 * is either offered, when it is activated on the server, no other placed order holds it, the cart's
 * products reach its minimum and one of its lines is in the cart, or listed apart with why. Ones not activated, used or expired
 * are not the checkout's.
 */
export function checkoutCoupons(
  coupons: readonly (Coupon & { pending?: boolean })[],
  cart: Pick<Cart, 'lines'>,
  now: number,
): CheckoutCoupons {
  const lines: CouponScopeLine[] = cart.lines
    .filter((line) => line.available)
    .map((line) => ({
      productId: line.productId,
      department: line.department ?? null,
      amountCents: line.amountCents,
    }))
  const offered: Coupon[] = []
  const apart: CouponApart[] = []
  for (const { pending = false, ...coupon } of coupons) {
    const life = {
      activated: coupon.activated,
      used: coupon.usedAt !== undefined,
      validFrom: Date.parse(coupon.validFrom),
      validTo: Date.parse(coupon.validTo),
    }
    if (!couponOpenAt(life, now)) continue
    const fit = couponFit(coupon, lines)
    const held = coupon.heldByOrderId
    if (!pending && held === undefined && fit.missingCents === 0 && fit.findsLines) offered.push(coupon)
    else apart.push({ coupon, pending, ...fit, ...(held === undefined ? {} : { heldByOrderId: held }) })
  }
  return { offered, apart }
}

/** A ticked coupon as the summary says it: what it takes off, or the points it gives. */
export interface CouponTaken {
  id: number
  title: string
  /** What it takes off the products (0 for a POINTS coupon). */
  discountCents: number
  bonusPoints: number
  /** It applies to a weighed product: what it takes off follows the weight. */
  estimated: boolean
}

export interface CheckoutCouponAmounts {
  /** The ticked coupons that take something off or give points, in the order the server applies them. */
  taken: CouponTaken[]
  /** What they take off the products together. */
  couponCents: number
}

/**
 * What the ticked coupons take off this cart, by the count the server places the order with
 * (`applyCouponTerms`, src/api/coupon-rules.ts): the cart's lines as the placement prices them (the
 * same amounts, the same order, the own brand last for an amount coupon), PERCENT first, then AMOUNT,
 * then POINTS. "Da pagare" is then `placedTotalCents` (src/api/order-amounts.ts), as the order's total.
 */
export function checkoutCouponAmounts(
  cart: Pick<Cart, 'lines'>,
  ticked: readonly Coupon[],
): CheckoutCouponAmounts {
  const available = cart.lines.filter((line) => line.available)
  const lines: CouponLine[] = available.map((line) => ({
    productId: line.productId,
    department: line.department ?? null,
    ownBrand: line.ownBrand ?? false,
    amountCents: line.amountCents,
  }))
  const outcome = applyCouponTerms(lines, ticked)
  const taken = outcome.applied.map((applied): CouponTaken => {
    const coupon = ticked.find((c) => c.id === applied.id)
    // A percentage of a weighed line, or an amount its lines cap, follows the weight.
    const followsWeight =
      coupon !== undefined &&
      (coupon.kind === 'PERCENT' || (coupon.kind === 'AMOUNT' && (applied.discountCents ?? 0) < coupon.value))
    const weighed =
      followsWeight &&
      available.some(
        (line) =>
          line.estimatedWeight &&
          couponAppliesTo(coupon, { productId: line.productId, department: line.department ?? null }),
      )
    return {
      id: applied.id,
      title: applied.title,
      discountCents: applied.discountCents ?? 0,
      bonusPoints: applied.bonusPoints ?? 0,
      estimated: weighed,
    }
  })
  return { taken, couponCents: taken.reduce((sum, coupon) => sum + coupon.discountCents, 0) }
}
