import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { cardHoldCents } from '../../api/card-hold'
import { voucherOf } from '../../api/loyalty-rules'
import type { Cart } from '../../api/schemas/cart'
import { deliveryFeeFor, type HomeDelivery } from '../../api/schemas/store'
import { withForm } from '../../ui/form/form'
import { formatDay, formatTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { DELIVERY_MODE_NAMES } from '../shop/delivery-modes'
import { HomeDeliveryTerms } from '../shop/HomeDeliveryTerms'
import type { CheckoutValues } from './checkout-values'
import { slotsQuery } from './order-queries'

/** A row of words (not an amount): its value goes under its label (orders.css). */
const WORDS = 'checkout__summary-words'

/** What the order will be, as chosen so far: read before "Conferma l'ordine". */
export const CheckoutSummary = withForm({
  defaultValues: {} as CheckoutValues,
  props: { storeId: 0, storeName: '', cart: null, homeDelivery: null } as {
    storeId: number
    storeName: string
    cart: Cart | null
    /** The store's fee and minimum for AT_HOME. */
    homeDelivery: HomeDelivery | null
  },
  render: function Summary({ form, storeId, storeName, cart, homeDelivery }) {
    const { i18n } = useLingui()
    const values = useStore(form.store, (s) => s.values)
    const slots = useQuery({
      ...slotsQuery(storeId, values.deliveryMode === '' ? 'IN_STORE' : values.deliveryMode),
      enabled: false,
    })
    const slot = slots.data?.find((s) => String(s.id) === values.slotId)
    const voucher = values.voucher === '' ? null : voucherOf(Number(values.voucher))
    if (!cart) return null
    const estimated = cart.lines.some((line) => line.available && line.estimatedWeight)
    const voucherCents = voucher ? voucher.euros * 100 : 0
    // The fee is added after the voucher: no voucher covers it (docs/ordering.md "Home delivery: fee and minimum").
    const delivery = values.deliveryMode === 'AT_HOME' ? homeDelivery : null
    const feeCents = delivery ? deliveryFeeFor(delivery, cart.totalCents) : 0
    const toPay = Math.max(0, cart.totalCents - voucherCents) + feeCents
    const held =
      values.paymentMode === 'CREDIT_CARD'
        ? cardHoldCents({
            totalCents: toPay,
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
          <dd className="shop-cart__total">{formatCents(i18n, toPay)}</dd>
        </dl>
        {heldAmount !== null && (
          <p className="field__hint" data-testid="card-hold">
            <Trans>
              Sulla carta teniamo da parte fino a {heldAmount}, per i prodotti a peso e gli eventuali
              sostituti: ti addebitiamo solo l'importo finale, alla consegna della spesa.
            </Trans>
          </p>
        )}
        {delivery && <HomeDeliveryTerms delivery={delivery} productsCents={cart.totalCents} />}
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
