import type { CouponKind } from './schemas/coupons'

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

// ---- what coupons take off: the one count of the till, the placement and the checkout ----

/** A coupon applied: what it took off the lines (AMOUNT, PERCENT) or the points it gives (POINTS). */
export interface AppliedCouponLine {
  id: number
  title: string
  discountCents?: number
  bonusPoints?: number
}

/** A line as the coupons see it: its product and department (when known), and whether it is the own brand. */
export interface CouponLine {
  amountCents: number
  ownBrand: boolean
  productId: number | null
  department: string | null
}

/** A coupon as the count applies it: what it is worth, and its scope. */
export interface CouponTerms extends CouponScope {
  id: number
  title: string
  kind: CouponKind
  value: number
}

export interface CouponOutcome {
  /** The coupons applied, in the order they were (PERCENT, then AMOUNT, then POINTS). */
  applied: AppliedCouponLine[]
  /** The ids of the coupons that took nothing: below their minimum, or none of their lines there. */
  refused: number[]
  /** Each line's amount after the coupons: never below 0. */
  lineCents: number[]
  bonusPoints: number
}

const KIND_ORDER: Record<CouponKind, number> = { PERCENT: 0, AMOUNT: 1, POINTS: 2 }

/**
 * The coupons' effect on a receipt's lines, every coupon already known usable (the card's, activated,
 * valid, not used). PERCENT ones come first, each line's percentage rounded down; then AMOUNT ones,
 * taken from the lines they apply to, other brands before the own brand (as the voucher is, so the
 * customer keeps the own-brand bonus); then POINTS. A coupon takes at most what its lines still cost,
 * so no line goes below 0; one whose minimum spend the lines (before any coupon) do not reach, or that
 * finds none of its lines, or would take nothing, is refused.
 */
export function applyCouponTerms(lines: readonly CouponLine[], terms: readonly CouponTerms[]): CouponOutcome {
  const lineCents = lines.map((line) => line.amountCents)
  const totalCents = lineCents.reduce((sum, cents) => sum + cents, 0)
  const ordered = [...terms].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
  const applied: AppliedCouponLine[] = []
  const refused: number[] = []
  let bonusPoints = 0
  for (const coupon of ordered) {
    const eligible: number[] = []
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]
      if (line && couponAppliesTo(coupon, line) && (lineCents[i] ?? 0) > 0) eligible.push(i)
    }
    if (missingForMinimum(coupon, totalCents) > 0 || eligible.length === 0) {
      refused.push(coupon.id)
      continue
    }
    if (coupon.kind === 'POINTS') {
      bonusPoints += coupon.value
      applied.push({ id: coupon.id, title: coupon.title, bonusPoints: coupon.value })
      continue
    }
    let discount = 0
    if (coupon.kind === 'PERCENT') {
      for (const i of eligible) {
        const off = Math.floor(((lineCents[i] ?? 0) * coupon.value) / 100)
        lineCents[i] = (lineCents[i] ?? 0) - off
        discount += off
      }
    } else {
      const otherBrandsFirst = [
        ...eligible.filter((i) => !lines[i]?.ownBrand),
        ...eligible.filter((i) => lines[i]?.ownBrand),
      ]
      for (const i of otherBrandsFirst) {
        const off = Math.min(coupon.value - discount, lineCents[i] ?? 0)
        lineCents[i] = (lineCents[i] ?? 0) - off
        discount += off
      }
    }
    if (discount === 0) {
      refused.push(coupon.id)
      continue
    }
    applied.push({ id: coupon.id, title: coupon.title, discountCents: discount })
  }
  return { applied, refused, lineCents, bonusPoints }
}
