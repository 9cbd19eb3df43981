/**
 * The loyalty programme's rules (behaviour §1, §9; docs/ordering.md "The loyalty engine"), once: the server
 * earns and spends points with them, the card page and the flyers tell them. Money in euro cents.
 */

/** A receipt below this earns nothing. */
export const RECEIPT_THRESHOLD_CENTS = 500

export interface Voucher {
  /** The points the customer spends. */
  points: number
  /** What it takes off the receipt. */
  euros: number
}

/** 500 points give 3 €, 750 give 5 €, 1400 give 10 €; one voucher per receipt. */
export const VOUCHERS: readonly Voucher[] = [
  { points: 500, euros: 3 },
  { points: 750, euros: 5 },
  { points: 1400, euros: 10 },
]

/** The voucher that costs `points`, or null when there is none of that size. */
export function voucherOf(points: number): Voucher | null {
  return VOUCHERS.find((v) => v.points === points) ?? null
}

/** A card is disabled after this many months without a receipt. */
export const CARD_IDLE_MONTHS = 30

export interface ReceiptAmounts {
  /** Every line of the receipt, own-brand ones included. */
  totalCents: number
  /** The own-brand lines' part of the total. */
  ownBrandCents: number
  /** The voucher's value taken off the receipt (0 without one). */
  voucherCents?: number
}

/**
 * The points a receipt earns: on what the customer pays, at least 5 €, 1 point per euro and 2 per
 * own-brand euro. Every cent counts once (twice when own-brand) and the sum is cut down to whole
 * points, so cents never round up into a point: 4.99 € → 0; 5.00 € → 5; 12.40 € of which 6.00 €
 * own-brand → 12 + 6 = 18. A voucher lowers what is paid; it is taken from the other lines first,
 * so the customer keeps the own-brand bonus as long as possible.
 */
export function pointsEarned({ totalCents, ownBrandCents, voucherCents = 0 }: ReceiptAmounts): number {
  const paid = Math.max(0, totalCents - voucherCents)
  if (paid < RECEIPT_THRESHOLD_CENTS) return 0
  const otherCents = totalCents - ownBrandCents
  const ownBrandPaid = Math.max(0, ownBrandCents - Math.max(0, voucherCents - otherCents))
  return Math.floor((paid + ownBrandPaid) / 100)
}
