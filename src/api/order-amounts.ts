import type { Order, OrderLine, PickedLine, SubstituteLine } from './schemas/orders'

/**
 * What an order costs and saves as the store works it (docs/ordering.md "What the customer's order
 * says"), in one place for the server and the app: the server's receipt, checks and capture count a
 * line with `workedCents` and the order with `payableCents` (server/domain/orders/final-amounts.ts),
 * the order's page shows `orderAmounts`, so the total the customer follows while the store picks is
 * the amount the card would be charged.
 */

/** What the store did with a line, as the contract's line says it (and the server's row maps to). */
export interface WorkedLine {
  picked?: Pick<PickedLine, 'amountCents'> | undefined
  substitute?: Pick<SubstituteLine, 'amountCents'> | undefined
  missing: boolean
  refused: boolean
}

/**
 * The line's amount as the store left it: a missing line or a refused substitute nothing, a
 * substitute its own amount, a picked line what was picked (a weighed one by its grams); null while
 * the store has done nothing with it.
 */
export function workedCents(line: WorkedLine): number | null {
  if (line.missing) return 0
  if (line.substitute) return line.refused ? 0 : line.substitute.amountCents
  return line.picked?.amountCents ?? null
}

/**
 * What the customer pays for products worth `linesCents` (after any coupons): less the voucher (never
 * below 0), plus the delivery fee. The one rule: the receipt's `paidCents` and the hand-over's capture
 * count with it (docs/coupons.md "Online orders").
 */
export function payableCents(linesCents: number, voucherCents: number, deliveryFeeCents: number): number {
  return Math.max(0, linesCents - voucherCents) + deliveryFeeCents
}

/**
 * What an order costs at placement (docs/coupons.md "Online orders"): the lines less the coupons
 * (never below 0), less the voucher, plus the delivery fee. The server writes the order's
 * `totalCents` with it and the checkout's "Da pagare" says it.
 */
export function placedTotalCents(
  linesCents: number,
  couponCents: number,
  voucherCents: number,
  deliveryFeeCents: number,
): number {
  return payableCents(Math.max(0, linesCents - couponCents), voucherCents, deliveryFeeCents)
}

/** The price of `grams` of a product sold by the kilo at `perKgCents`. */
export const weighedCents = (perKgCents: number, grams: number) => Math.round((perKgCents * grams) / 1000)

type AmountLine = Pick<
  OrderLine,
  | 'quantity'
  | 'priceCents'
  | 'regularPriceCents'
  | 'amountCents'
  | 'estimatedWeight'
  | 'weightGrams'
  | 'finalAmountCents'
> &
  Pick<OrderLine, 'picked' | 'substitute' | 'missing' | 'refused'>

/**
 * What the line costs as things stand: the receipt's amount once there is one; else what the store
 * worked it out to; else the amount at placement (an estimate for weighed products).
 */
export function lineCharge(line: AmountLine): { cents: number; estimated: boolean } {
  if (line.finalAmountCents !== null) return { cents: line.finalAmountCents, estimated: false }
  const worked = workedCents(line)
  if (worked !== null) return { cents: worked, estimated: false }
  return { cents: line.amountCents, estimated: line.estimatedWeight }
}

/**
 * What the offer saves on the line as things stand: the offer (regular price less the price paid,
 * per piece or per kilo) on what the customer takes of the ordered product — the pieces picked, the
 * grams weighed (the pick's or the receipt's), else as ordered; nothing for a missing line or a
 * refused substitute; for a substitute its own offer (its regular amount less what it was charged),
 * nothing when its regular price is not known. Null when the line's regular price is not known.
 */
export function lineSavingCents(line: AmountLine): number | null {
  if (line.regularPriceCents === null) return null
  const off = Math.max(0, line.regularPriceCents - line.priceCents)
  if (line.missing) return 0
  if (line.substitute) return line.refused ? 0 : substituteSavingCents(line.substitute)

  const { picked } = line
  if (line.estimatedWeight) {
    const grams =
      picked?.weightGrams ??
      line.weightGrams ??
      (line.priceCents > 0 ? (line.amountCents * 1000) / line.priceCents : 0)
    return weighedCents(off, grams)
  }
  return off * (picked?.quantity ?? line.quantity)
}

/** What a substitute's own offer saves: its regular amount (by the piece or its grams) less its amount. */
export function substituteSavingCents(substitute: SubstituteLine): number {
  const { regularPriceCents: regular } = substitute
  if (regular === null) return 0
  const full =
    substitute.weightGrams !== undefined
      ? weighedCents(regular, substitute.weightGrams)
      : regular * substitute.quantity
  return Math.max(0, full - substitute.amountCents)
}

/**
 * How far the order's amounts are from the placement's: PLACED (nothing worked yet: the placement's
 * estimate), PICKING (lines worked, no receipt yet: the worked lines and the others at their
 * estimate), RECEIPT (the receipt's final amounts, after the hand-over less what the customer
 * refused).
 */
export type AmountsStage = 'PLACED' | 'PICKING' | 'RECEIPT'

export interface OrderAmounts {
  stage: AmountsStage
  /** What the customer pays: the products less the voucher, plus the delivery fee. */
  totalCents: number
  /** What the offers save on what the customer takes. */
  savingsCents: number
  /** Weighed products not weighed yet are in the total at their estimated weight. */
  estimated: boolean
}

type AmountOrder = Pick<
  Order,
  'status' | 'totalCents' | 'finalTotalCents' | 'savingsCents' | 'voucher' | 'deliveryFeeCents'
> & { lines: readonly AmountLine[]; couponCents?: number }

/**
 * The order's total and savings as the store has worked it: before any line is worked, the
 * placement's; while it picks (IN_PREPARATION), each worked line at what it came to and the others at
 * their estimate; once the receipt is issued, the receipt's total (the hand-over takes a refused
 * substitute off it and counts the coupons again: what was captured). The savings follow the lines in the same way; with a line whose regular price is
 * not known they stay the placement's.
 */
export function orderAmounts(order: AmountOrder): OrderAmounts {
  const savings = order.lines.map(lineSavingCents)
  const linesSavings = savings.every((cents) => cents !== null)
    ? savings.reduce<number>((sum, cents) => sum + (cents ?? 0), 0)
    : order.savingsCents
  if (order.finalTotalCents !== null)
    return {
      stage: 'RECEIPT',
      totalCents: order.finalTotalCents,
      savingsCents: linesSavings,
      estimated: false,
    }
  const picking = order.status === 'IN_PREPARATION' && order.lines.some((line) => workedCents(line) !== null)
  if (!picking)
    return {
      stage: 'PLACED',
      totalCents: order.totalCents,
      savingsCents: order.savingsCents,
      estimated: order.lines.some((line) => line.estimatedWeight),
    }
  const charges = order.lines.map(lineCharge)
  return {
    stage: 'PICKING',
    // The coupons as held at placement (docs/coupons.md "Online orders"), never below 0.
    totalCents: placedTotalCents(
      charges.reduce((sum, charge) => sum + charge.cents, 0),
      order.couponCents ?? 0,
      order.voucher?.valueCents ?? 0,
      order.deliveryFeeCents,
    ),
    savingsCents: linesSavings,
    estimated: charges.some((charge) => charge.estimated),
  }
}
