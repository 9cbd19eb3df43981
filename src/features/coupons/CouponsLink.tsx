import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { couponsQuery } from './coupon-queries'
import { useSendWaitingActivations } from './use-send-waiting-activations'
import './coupons.css'

/** The card page's way to the coupons, with how many wait to be activated. */
export function CouponsLink({ userId, start }: { userId: number; start: boolean }) {
  const query = useQuery({ ...couponsQuery(userId), enabled: start })
  useSendWaitingActivations(start ? userId : 0)
  const now = Date.now()
  const toActivate = (query.data?.coupons ?? []).filter(
    (c) => !c.activated && !c.usedAt && Date.parse(c.validTo) >= now,
  ).length
  return (
    <p className="coupons-link">
      <Link to="/coupons" className="coupons-link__link">
        <Trans>Coupon</Trans>
      </Link>
      {toActivate > 0 && (
        <span className="coupons-link__count">
          <Plural value={toActivate} one="# da attivare" other="# da attivare" />
        </span>
      )}
    </p>
  )
}
