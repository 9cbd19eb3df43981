import {
  payableCents as payableOf,
  weighedCents as weighedOf,
  workedCents,
} from '../../../src/api/order-amounts'
import type { orderLines, orders } from '../../db/schema'

/**
 * What an order costs its customer as the store has worked it (docs/ordering.md "The store's side"):
 * a picked line at its amount (a weighed one by its grams), a substitute at its own price, a missing
 * line or a refused substitute nothing; then the voucher, then the delivery fee (which no voucher
 * covers). The picking's checks, the receipt and the hand-over all count with these, so the amount
 * refused at a pick is the amount the hand-over would capture. The rules are the contract's
 * (src/api/order-amounts.ts), which the customer's order page counts with too.
 */

type LineRow = typeof orderLines.$inferSelect
type OrderRow = typeof orders.$inferSelect

/** The line's amount as the store left it, or null while the store has done nothing with it. */
export function workedAmountCents(line: LineRow): number | null {
  const { pickedAmountCents: picked, substituteAmountCents: substitute } = line
  return workedCents({
    picked: picked === null ? undefined : { amountCents: picked },
    substitute: substitute === null ? undefined : { amountCents: substitute },
    missing: line.missing,
    refused: line.refused,
  })
}

/** Picked, substituted or missing: the receipt may be issued once every line is. */
export const isWorked = (line: LineRow) => workedAmountCents(line) !== null

/**
 * What the customer pays for products worth `linesCents`: less the coupons (never below 0), less the
 * voucher, plus the delivery fee.
 */
export function payableCents(order: OrderRow, linesCents: number): number {
  return payableOf(
    Math.max(0, linesCents - order.couponCents),
    order.voucherCents ?? 0,
    order.deliveryFeeCents,
  )
}

/**
 * What would be captured if every line not worked yet were picked as ordered: the amount a pick or
 * substitute must keep within the card's authorisation.
 */
export function prospectiveCents(order: OrderRow, lines: readonly LineRow[]): number {
  return payableCents(order, prospectiveLinesCents(lines))
}

/** The lines as worked so far, the ones not worked yet as ordered. */
export function prospectiveLinesCents(lines: readonly LineRow[]): number {
  return lines.reduce((total, line) => total + (workedAmountCents(line) ?? line.amountCents), 0)
}

/**
 * The most the lines may come to while `payableCents` stays within `cents` (payableCents the other
 * way round: the voucher taken off them, the fee added after).
 */
export function linesWithinCents(order: OrderRow, cents: number): number {
  return cents - order.deliveryFeeCents + (order.voucherCents ?? 0) + order.couponCents
}

/** The price of `grams` of a product sold by the kilo at `perKgCents`. */
export const weighedCents = weighedOf
