import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { cardHoldCents } from '../../api/card-hold'
import { voucherOf } from '../../api/loyalty-rules'
import { placedTotalCents } from '../../api/order-amounts'
import type { Cart } from '../../api/schemas/cart'
import { deliveryFeeFor, type HomeDelivery } from '../../api/schemas/store'
import { withForm } from '../../ui/form/form'
import { formatDay, formatTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { DELIVERY_MODE_NAMES } from '../shop/delivery-modes'
import { HomeDeliveryTerms } from '../shop/HomeDeliveryTerms'
import { useQuietAnnouncement } from '../shop/use-quiet-announcement'
import type { CheckoutCouponAmounts } from './checkout-coupons'
import type { CheckoutValues } from './checkout-values'
import { slotsQuery } from './order-queries'

/** A row of words (not an amount): its value goes under its label (orders.css). */
const WORDS = 'checkout__summary-words'

const NO_COUPONS: CheckoutCouponAmounts = { taken: [], couponCents: 0 }

/**
 * What the order will be, as chosen so far: read before "Conferma l'ordine". "Da pagare" is the
 * order's total as the server will place it (`placedTotalCents`): the products less the ticked
 * coupons (each on its line), less the voucher, plus the fee; a change of it is said once.
 */
export const CheckoutSummary = withForm({
  defaultValues: {} as CheckoutValues,
  props: { storeId: 0, storeName: '', cart: null, homeDelivery: null, coupons: NO_COUPONS } as {
    storeId: number
    storeName: string
    cart: Cart | null
    /** The store's fee and minimum for AT_HOME. */
    homeDelivery: HomeDelivery | null
    /** What the ticked coupons take off (checkoutCouponAmounts). */
    coupons: CheckoutCouponAmounts
  },
  render: function Summary({ form, storeId, storeName, cart, homeDelivery, coupons }) {
    const { i18n, t } = useLingui()
    const values = useStore(form.store, (s) => s.values)
    const slots = useQuery({
      ...slotsQuery(storeId, values.deliveryMode === '' ? 'IN_STORE' : values.deliveryMode),
      enabled: false,
    })
    const slot = slots.data?.find((s) => String(s.id) === values.slotId)
    const voucher = values.voucher === '' ? null : voucherOf(Number(values.voucher))
    const estimated = cart?.lines.some((line) => line.available && line.estimatedWeight) ?? false
    const voucherCents = voucher ? voucher.euros * 100 : 0
    // The fee is added after the voucher: no voucher covers it (docs/ordering.md "Home delivery: fee and minimum").
    // Like the minimum, it is measured on the products before any coupon or voucher.
    const delivery = values.deliveryMode === 'AT_HOME' ? homeDelivery : null
    const productsCents = cart?.totalCents ?? 0
    const feeCents = delivery ? deliveryFeeFor(delivery, productsCents) : 0
    const toPay = placedTotalCents(productsCents, coupons.couponCents, voucherCents, feeCents)
    const discounts = coupons.taken.filter((coupon) => coupon.discountCents > 0)
    const total = formatCents(i18n, toPay)
    // Said once when the total settles after a change (a coupon ticked, the voucher, the delivery).
    const announcement = useQuietAnnouncement(
      cart ? (estimated ? t`Da pagare (stima): ${total}` : t`Da pagare: ${total}`) : '',
      undefined,
    )
    if (!cart) return null
    const held =
      values.paymentMode === 'CREDIT_CARD'
        ? cardHoldCents({
            // The card is authorised without the coupons (docs/coupons.md "Online orders").
            totalCents: placedTotalCents(cart.totalCents, 0, voucherCents, feeCents),
            productsCents: cart.totalCents,
            weighedCents: cart.lines
              .filter((line) => line.available && line.estimatedWeight)
              .reduce((sum, line) => sum + line.amountCents, 0),
          })
        : null
    const heldAmount = held === null ? null : formatCents(i18n, held)
    const notChosen = <Trans>da scegliere</Trans>
    return (
      <section className="checkout__summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">
          <Trans>Riepilogo</Trans>
        </h2>
        <dl className="shop-cart__totals">
          <dt className={WORDS}>
            <Trans>Negozio</Trans>
          </dt>
          <dd className={WORDS}>{storeName}</dd>
          <dt className={WORDS}>
            <Trans>Consegna</Trans>
          </dt>
          <dd className={WORDS}>
            {values.deliveryMode === '' ? notChosen : i18n._(DELIVERY_MODE_NAMES[values.deliveryMode])}
          </dd>
          <dt className={WORDS}>
            <Trans>Fascia oraria</Trans>
          </dt>
          <dd className={WORDS}>
            {slot
              ? `${formatDay(slot.start, i18n.locale)}, ${formatTime(slot.start, i18n.locale)}–${formatTime(slot.end, i18n.locale)}`
              : notChosen}
          </dd>
          {values.deliveryMode === 'AT_HOME' && (
            <>
              <dt className={WORDS}>
                <Trans>Indirizzo</Trans>
              </dt>
              <dd className={WORDS}>
                {values.address.address
                  ? `${values.address.address}, ${values.address.zip} ${values.address.city} (${values.address.county})`
                  : notChosen}
              </dd>
            </>
          )}
          <dt>
            <Trans>Prodotti</Trans>
          </dt>
          <dd>{formatCents(i18n, cart.totalCents)}</dd>
          {cart.savingsCents > 0 && (
            <>
              <dt>
                <Trans>di cui risparmi con le offerte</Trans>
              </dt>
              <dd>{formatCents(i18n, cart.savingsCents)}</dd>
            </>
          )}
          {discounts.map((coupon) => (
            <Fragment key={coupon.id}>
              <dt>
                {coupon.estimated ? (
                  <Trans>Coupon: {coupon.title} (stima)</Trans>
                ) : (
                  <Trans>Coupon: {coupon.title}</Trans>
                )}
              </dt>
              <dd>−{formatCents(i18n, coupon.discountCents)}</dd>
            </Fragment>
          ))}
          {voucher && (
            <>
              <dt>
                <Trans>Buono sconto</Trans>
              </dt>
              <dd>−{formatCents(i18n, voucherCents)}</dd>
            </>
          )}
          {delivery && (
            <>
              <dt>
                <Trans>Consegna a domicilio</Trans>
              </dt>
              <dd>{feeCents === 0 ? <Trans>gratis</Trans> : formatCents(i18n, feeCents)}</dd>
            </>
          )}
          <dt className="shop-cart__total">
            {estimated ? <Trans>Da pagare (stima)</Trans> : <Trans>Da pagare</Trans>}
          </dt>
          <dd className="shop-cart__total">{total}</dd>
        </dl>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {heldAmount !== null && (
          <p className="field__hint" data-testid="card-hold">
            <Trans>
              Sulla carta teniamo da parte fino a {heldAmount}, per i prodotti a peso e gli eventuali
              sostituti: ti addebitiamo solo l'importo finale, alla consegna della spesa.
            </Trans>
          </p>
        )}
        {delivery && <HomeDeliveryTerms delivery={delivery} productsCents={cart.totalCents} />}
        {discounts.length > 0 && (
          <p className="field__hint">
            <Trans>
              I coupon sono calcolati sui prodotti del carrello: se un prodotto manca o viene sostituito li
              ricalcoliamo su quelli preparati, e l'importo finale è quello dello scontrino.
            </Trans>
          </p>
        )}
        {estimated && (
          <p className="field__hint">
            <Trans>
              I prodotti a peso sono stimati: l'importo finale è quello dello scontrino, dopo la pesatura.
            </Trans>
          </p>
        )}
      </section>
    )
  },
})
