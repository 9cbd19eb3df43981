import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Coupon } from '../../api/schemas/coupons'
import { formatCents } from '../../ui/format/money'
import { CouponWorth } from '../coupons/CouponsPage'
import type { CouponApart } from './checkout-coupons'

interface CouponsSectionProps {
  coupons: readonly Coupon[]
  /** The activated coupons this cart cannot use, each said apart with why. */
  apart: readonly CouponApart[]
  /** The ids the customer unticked: every coupon offered is ticked until then. */
  declined: readonly number[]
  onToggle: (id: number, ticked: boolean) => void
}

/**
 * The checkout's coupons (docs/coupons.md "Online orders"): each usable activated coupon with what
 * it is worth and a checkbox, all ticked; the ticked ones are held by the order and applied to what
 * the store picks. The other activated coupons follow, listed apart without a checkbox, each with why
 * it does not count for this cart. Nothing is drawn when there is no activated coupon.
 */
export function CouponsSection({ coupons, apart, declined, onToggle }: CouponsSectionProps) {
  const { i18n } = useLingui()
  const apartId = useId()
  if (coupons.length === 0 && apart.length === 0) return null
  return (
    <fieldset className="checkout-coupons">
      <legend>
        <Trans>Coupon</Trans>
      </legend>
      {coupons.length > 0 && (
        <p className="field__hint">
          <Trans>
            I coupon scelti valgono sui prodotti che prepariamo; se l'ordine viene annullato, o se un coupon
            non trova i suoi prodotti, torna disponibile.
          </Trans>
        </p>
      )}
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
      {apart.length > 0 && (
        <div className="checkout-coupons__apart">
          <p id={apartId} className="checkout-coupons__apart-title">
            <Plural
              value={apart.length}
              one="Questo coupon attivo non vale per questa spesa:"
              other="Questi # coupon attivi non valgono per questa spesa:"
            />
          </p>
          <ul aria-labelledby={apartId}>
            {apart.map((item) => (
              <li key={item.coupon.id}>
                <strong>
                  <CouponWorth coupon={item.coupon} />
                </strong>{' '}
                {item.coupon.title}
                <CouponApartReasons item={item} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  )
}

/** Why an activated coupon does not count for this cart, in the customer's words. */
function CouponApartReasons({ item }: { item: CouponApart }) {
  const { i18n } = useLingui()
  const minimum = formatCents(i18n, item.coupon.minSpendCents ?? 0)
  const missing = formatCents(i18n, item.missingCents)
  return (
    <ul className="checkout-coupons__reasons">
      {item.heldByOrderId !== undefined && (
        <li>
          <Trans>
            Riservato per l'ordine n. {item.heldByOrderId}: torna libero se l'ordine lo restituisce
          </Trans>
        </li>
      )}
      {item.pending && (
        <li>
          <Trans>Attivazione non ancora inviata: la inviamo appena torni online</Trans>
        </li>
      )}
      {item.missingCents > 0 && (
        <li>
          <Trans>
            Spesa minima {minimum}: mancano {missing}
          </Trans>
        </li>
      )}
      {!item.findsLines && (
        <li>
          <Trans>Nessun prodotto di questo coupon nel carrello</Trans>
        </li>
      )}
    </ul>
  )
}
