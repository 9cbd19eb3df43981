import { Trans, useLingui } from '@lingui/react/macro'
import type { Coupon } from '../../api/schemas/coupons'
import { formatCents } from '../../ui/format/money'
import { CouponWorth } from '../coupons/CouponsPage'

interface CouponsSectionProps {
  coupons: readonly Coupon[]
  /** The ids the customer unticked: every coupon offered is ticked until then. */
  declined: readonly number[]
  onToggle: (id: number, ticked: boolean) => void
}

/**
 * The checkout's coupons (docs/coupons.md "Online orders"): each usable activated coupon with what
 * it is worth and a checkbox, all ticked; the ticked ones are held by the order and applied to what
 * the store picks. Nothing is drawn when there is none.
 */
export function CouponsSection({ coupons, declined, onToggle }: CouponsSectionProps) {
  const { i18n } = useLingui()
  if (coupons.length === 0) return null
  return (
    <fieldset className="checkout-coupons">
      <legend>
        <Trans>Coupon</Trans>
      </legend>
      <p className="field__hint">
        <Trans>
          I coupon scelti valgono sui prodotti che prepariamo; se l'ordine viene annullato, o se un coupon non
          trova i suoi prodotti, torna disponibile.
        </Trans>
      </p>
      {coupons.map((coupon) => {
        const id = `checkout-coupon-${coupon.id}`
        return (
          <div className="field field--check" key={coupon.id}>
            <input
              id={id}
              type="checkbox"
              checked={!declined.includes(coupon.id)}
              onChange={(e) => onToggle(coupon.id, e.target.checked)}
            />
            <div>
              <label htmlFor={id} className="field__label">
                <strong>
                  <CouponWorth coupon={coupon} />
                </strong>{' '}
                {coupon.title}
              </label>
              {coupon.minSpendCents !== undefined && (
                <p className="field__hint">
                  <Trans>Con una spesa di almeno {formatCents(i18n, coupon.minSpendCents)}</Trans>
                </p>
              )}
            </div>
          </div>
        )
      })}
    </fieldset>
  )
}
