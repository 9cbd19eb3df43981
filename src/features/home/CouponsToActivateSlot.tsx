import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { couponsQuery } from '../coupons/coupon-queries'
import { countToActivate } from '../coupons/coupons-to-activate'

/**
 * The customer's home's "coupons to activate" (issue 35, docs/coupons.md "Screens"): how many of the
 * card's coupons wait to be activated, with the way to /coupons, from the coupons' own query (kept on
 * the device, so it shows offline too). Nothing is drawn while none waits or the list is not known.
 */
export function CouponsToActivateSlot({ userId }: { userId: number }) {
  const coupons = useQuery(couponsQuery(userId))
  const waiting = coupons.data ? countToActivate(coupons.data.raw, coupons.data.pending, Date.now()) : 0
  if (waiting === 0) return null
  return (
    <section className="home-customer__coupons" aria-labelledby="home-coupons-title">
      <h2 id="home-coupons-title">
        <Trans>Coupon da attivare</Trans>
      </h2>
      <p>
        <Plural
          value={waiting}
          one="Hai # coupon da attivare: attivalo prima della spesa."
          other="Hai # coupon da attivare: attivali prima della spesa."
        />
      </p>
      <Link to="/coupons" className="button button--secondary">
        <Trans>Vai ai coupon</Trans>
      </Link>
    </section>
  )
}
