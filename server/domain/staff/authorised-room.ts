import type { RefusalDetail } from '../../../src/api/envelope'
import type { orderLines, orders } from '../../db/schema'
import { linesWithinCents, prospectiveLinesCents, weighedCents } from '../orders/final-amounts'

/**
 * How much one line may still come to within the card's authorisation (docs/ordering.md "Picking"):
 * what the picker is told with a 57, so that a refused substitute or weight has a way on. The
 * capture is the lines (worked ones at what they came to, the rest as ordered) less the voucher plus
 * the fee (final-amounts.ts); this line may come to what the lines may within the authorisation
 * less the other lines.
 */

type LineRow = typeof orderLines.$inferSelect
type OrderRow = typeof orders.$inferSelect

/** The most the line `lineId` may cost, in cents (0: nothing more fits). */
export function lineRoomCents(order: OrderRow, lines: readonly LineRow[], lineId: number): number {
  const others = prospectiveLinesCents(lines.filter((line) => line.id !== lineId))
  return Math.max(0, linesWithinCents(order, order.authorisedCents ?? 0) - others)
}

/** The most grams of a product at `perKgCents` whose price stays within `cents`. */
export function gramsWithin(perKgCents: number, cents: number): number {
  if (perKgCents <= 0) return 0
  // weighedCents rounds half up: the grams below (cents + ½) × 1000 / price, then checked.
  let grams = Math.max(0, Math.ceil(((cents + 0.5) * 1000) / perKgCents) - 1)
  while (grams > 0 && weighedCents(perKgCents, grams) > cents) grams--
  return grams
}

/** The 57's detail: the line's room, and in grams when what was asked is weighed at `perKgCents`. */
export function roomDetail(
  order: OrderRow,
  lines: readonly LineRow[],
  lineId: number,
  perKgCents?: number,
): RefusalDetail {
  const maxCents = lineRoomCents(order, lines, lineId)
  return perKgCents === undefined ? { maxCents } : { maxCents, maxGrams: gramsWithin(perKgCents, maxCents) }
}
