import type { Cart } from '../../api/schemas/cart'
import type { Coupon } from '../../api/schemas/coupons'

/**
 * The coupons the checkout offers (docs/coupons.md "Online orders"): activated on the server (one
 * activated offline and not sent yet is not), not used, valid now, whose minimum the cart's products
 * reach, and — for one naming products — with one of them in the cart. One of a department is
 * offered whatever the cart (its lines' departments are not known here): the server holds it only
 * if it finds a line of its department, else it stays free.
 */
export function checkoutCoupons(
  coupons: readonly (Coupon & { pending?: boolean })[],
  cart: Pick<Cart, 'lines' | 'totalCents'>,
  now: number,
): Coupon[] {
  const inCart = new Set(cart.lines.filter((line) => line.available).map((line) => line.productId))
  return coupons.filter(
    (coupon) =>
      coupon.activated &&
      !coupon.pending &&
      !coupon.usedAt &&
      Date.parse(coupon.validFrom) <= now &&
      Date.parse(coupon.validTo) >= now &&
      (coupon.minSpendCents ?? 0) <= cart.totalCents &&
      (!coupon.productIds?.length || coupon.productIds.some((id) => inCart.has(id))),
  )
}
