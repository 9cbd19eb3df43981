import { type CouponScopeLine, couponFit, couponOpenAt } from '../../api/coupon-rules'
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
 * is either offered, when it is activated on the server, the cart's products reach its minimum and
 * one of its lines is in the cart, or listed apart with why. Ones not activated, used or expired
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
    if (!pending && fit.missingCents === 0 && fit.findsLines) offered.push(coupon)
    else apart.push({ coupon, pending, ...fit })
  }
  return { offered, apart }
}
