/**
 * A coupon's rules against a cart or a receipt (docs/coupons.md): the one place that says whether a
 * coupon may be used now, which lines it applies to and what its minimum spend still lacks. The
 * server refuses with them at placement (62, 64) and applies coupons at the till and at the receipt;
 * the checkout says with them why an activated coupon does not count for the cart, so the screen
 * and the server cannot disagree.
 */

/** Where a coupon's life stands, as instants in milliseconds. */
export interface CouponLife {
  activated: boolean
  used: boolean
  validFrom: number
  validTo: number
}

/** What a coupon applies to, and the least its lines must total. */
export interface CouponScope {
  productIds?: readonly number[] | null | undefined
  department?: string | null | undefined
  minSpendCents?: number | null | undefined
}

/** A line as a coupon sees it: its product and department, null when not known. */
export interface CouponScopeLine {
  productId: number | null
  department: string | null
  amountCents: number
}

/** Activated, not used and within its days at `at`: a card may use it (else 62 at placement). */
export function couponOpenAt(life: CouponLife, at: number): boolean {
  return life.activated && !life.used && life.validFrom <= at && life.validTo >= at
}

/**
 * Whether the coupon applies to the line: one of its products, else its department, else every
 * line. A line whose product is not known only counts for a coupon with neither.
 */
export function couponAppliesTo(scope: CouponScope, line: Omit<CouponScopeLine, 'amountCents'>): boolean {
  if (scope.productIds && scope.productIds.length > 0)
    return line.productId !== null && scope.productIds.includes(line.productId)
  if (scope.department) return line.department === scope.department
  return true
}

/** What the lines (before any coupon) still lack to reach the coupon's minimum: 0 when reached (else 64). */
export function missingForMinimum(scope: CouponScope, linesCents: number): number {
  return Math.max(0, (scope.minSpendCents ?? 0) - linesCents)
}

/** How a coupon fits some lines: what its minimum still lacks, and whether it finds one of its lines. */
export interface CouponFit {
  missingCents: number
  findsLines: boolean
}

export function couponFit(scope: CouponScope, lines: readonly CouponScopeLine[]): CouponFit {
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0)
  return {
    missingCents: missingForMinimum(scope, total),
    findsLines: lines.some((line) => line.amountCents > 0 && couponAppliesTo(scope, line)),
  }
}
