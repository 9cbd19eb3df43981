/**
 * What a card order holds on the card at placement (docs/ordering.md "Paying by card"): the total,
 * plus room for what picking may add to it — weighed lines heavier than their estimate (20 % of
 * their part) and substitutes dearer than what they replace (10 % of the products). The store never
 * goes past it (a weight or substitute that would is refused), and the one capture, at the hand-over,
 * takes the final amount. The checkout says it before the customer orders.
 */
export const WEIGHED_HOLD_MARGIN = 0.2
export const SUBSTITUTE_HOLD_MARGIN = 0.1

export interface HoldBasis {
  /** What the customer pays as ordered: products less the voucher, plus the delivery fee. */
  totalCents: number
  /** The products' amount, before the voucher. */
  productsCents: number
  /** The weighed products' part of it, at their estimate. */
  weighedCents: number
}

export function cardHoldCents({ totalCents, productsCents, weighedCents }: HoldBasis): number {
  return totalCents + Math.ceil(weighedCents * WEIGHED_HOLD_MARGIN + productsCents * SUBSTITUTE_HOLD_MARGIN)
}
