import type { RefusalDetail } from '../../../src/api/envelope'

/**
 * Why the domain said no. Domain code names the reason; the HTTP layer alone decides the code,
 * message and status the client gets for it, so a rule can be reused by any caller (a route, a
 * job, a script) without dragging the wire format along.
 */
export const REFUSALS = [
  /** Unknown user, wrong password, or a card and surname that do not match an enabled card. */
  'user-not-found',
  /** Too many failed logins of this account: the attempt needs a solved challenge (auth/login-guard.ts). */
  'challenge-required',
  /** The e-mail of the account is not confirmed yet. */
  'not-confirmed',
  'weak-password',
  'wrong-old-password',
  /** Another user's profile, or a card look-up that finds no one. */
  'profile-not-found',
  'email-taken',
  'underage',
  'card-of-another-user',
  /** A card the user does not own. */
  'card-not-found',
  'store-not-found',
  /** The session's user is gone. */
  'session-ended',
  /** A mail link that is unknown, expired, or whose user is gone. */
  'invalid-link',
  /** A confirmation link used already: the address is confirmed. */
  'confirm-link-used',
  'reset-link-used',
  /** An account made at the kiosk chooses its password when it confirms its e-mail. */
  'password-required',
  /** An upgrade asked by a profile that already logs in with an e-mail. */
  'already-upgraded',
  /** The kiosk signature is not an SVG, or carries something active. */
  'signature-invalid',
  /** The kiosk signature has nothing drawn. */
  'signature-empty',
  /** A disabled card earns and spends nothing. */
  'card-disabled',
  /** The voucher asked for costs more points than the card has. */
  'not-enough-points',
  /** A voucher size the programme does not have. */
  'voucher-unknown',
  /** A store's receipt id sent again with other contents. */
  'receipt-conflict',
  /** A receipt dated ahead of the server's clock (past a till's usual drift). */
  'receipt-in-future',
  /** A receipt that is not the user's, or does not exist. */
  'receipt-not-found',
  /** A product the store does not sell (or no product at all). */
  'product-not-sold',
  /** A product taken off the catalogue. */
  'product-withdrawn',
  /** Not the customer's open cart (another customer's, a placed one, none). */
  'cart-not-found',
  /** More of a product than one order line may hold. */
  'max-quantity',
  /** A delivery mode the store does not offer. */
  'delivery-mode-not-offered',
  /** An AT_HOME order whose products do not reach the store's minimum for home delivery. */
  'below-delivery-minimum',
  /** Not a window of that store and delivery mode (or none at all). */
  'slot-not-found',
  /** The window has no room left. */
  'slot-full',
  /** Past the booking cut-off: too late to book the window, or to cancel the order. */
  'past-cutoff',
  'card-declined',
  /** The payment provider failed or could not be reached. */
  'payment-failed',
  /** An AT_HOME address outside the regions the store delivers to. */
  'address-not-served',
  /** An Idempotency-Key used before for another request. */
  'idempotency-key-reused',
  /** Nothing in the cart the store sells. */
  'empty-cart',
  /** The cart's lines changed between the checks and the placement. */
  'cart-changed',
  /** A voucher worth more than the order's products. */
  'voucher-above-total',
  /** A voucher asked by a customer with no enabled card. */
  'no-card-for-voucher',
  /** Not the customer's order, or none. */
  'order-not-found',
  /** A move of the order's status that the machine does not allow (4205). */
  'wrong-order-status',
  /** Not a list the customer owns or is a member of, or one deleted. */
  'smartlist-not-found',
  /** A list's sharing link unknown, expired or turned off (65). */
  'share-link-invalid',
  /** Sharing, removing a member or deleting a list, asked by a member who is not its owner (66). */
  'list-owner-only',
  /** The owner leaving the list or being removed from it (67). */
  'owner-stays-on-list',
  /** A SPECIFIC substitution naming the line's own product, or one the store does not sell. */
  'substitute-not-sold',
  /** A staff token on a customer's call, or a customer's token on a staff call. */
  'forbidden',
  /** Not a line of the order (docs/ordering.md "The store's side"). */
  'line-not-found',
  /** A code scanned for a line that is neither its product's EAN nor its scale label (55). */
  'wrong-ean',
  /** A weighed line picked or substituted without its grams. */
  'weight-required',
  /** Grams given for a product sold by the piece. */
  'not-weighed',
  /** More pieces picked than the customer ordered. */
  'above-ordered',
  /** A substitute the customer's choice excludes, or the line's own product (56). */
  'substitute-not-allowed',
  /** A pick or substitute that would take the capture past the card's authorisation (57). */
  'above-authorised',
  /** A receipt asked while a line is neither picked, substituted nor missing (58). */
  'lines-not-done',
  /** A hand-over with a pickup code or card that is not the order's (59). */
  'wrong-pickup-code',
  /** A hand-over by a pickup code given wrong too many times: only the card hands the order over (73). */
  'pickup-code-locked',
  /** A refused line that is not a substituted line of the order. */
  'refused-not-substituted',
  /** Not a coupon of the customer's cards, or none. */
  'coupon-not-found',
  /** A coupon outside its validity (60). */
  'coupon-expired',
  /** A coupon used already (61). */
  'coupon-used',
  /** An order naming a coupon it may not use (62). */
  'coupon-not-usable',
  /** An order naming a coupon another order holds (63). */
  'coupon-reserved',
  /** An order naming a coupon whose minimum its cart does not reach (64). */
  'coupon-not-applicable',
  /** A store's reduction whose last day is already past (docs/ordering.md "Prices and their history"). */
  'promo-already-ended',
] as const

export type Refusal = (typeof REFUSALS)[number]

export class DomainError extends Error {
  override readonly name = 'DomainError'
  constructor(
    readonly reason: Refusal,
    /** What the refusal tells beyond its reason (above-authorised: the most the line may cost or weigh). */
    readonly detail?: RefusalDetail,
  ) {
    super(reason)
  }
}
