import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The card page's way to the coupons (docs/coupons.md): a link only, the list's code comes with its page. */
export function CouponsLink() {
  return (
    <p className="coupons-link">
      <Link to="/coupons" className="button button--secondary">
        <Trans>Coupon</Trans>
      </Link>
    </p>
  )
}
