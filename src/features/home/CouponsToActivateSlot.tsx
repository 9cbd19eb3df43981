/**
 * THE SLOT for "coupons to activate" on the customer's home (issue 35, "Coupons"): coupons are not
 * built yet, so it draws nothing. The coupons' work fills it with the card's coupons not yet
 * activated (with "Attiva"), in a section of its own; the home already gives it its place, between
 * the points and the leaflet. No stand-in list is shown meanwhile: a customer must not see coupons
 * that do not exist.
 */
export function CouponsToActivateSlot(_props: { userId: number }) {
  return null
}
