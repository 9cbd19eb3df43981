import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Cart } from '../../api/schemas/cart'
import { NOTES_MAX, OrderNotes } from '../../api/schemas/orders'
import type { User } from '../../api/schemas/profile'
import type { EcommerceStore } from '../../api/schemas/store'
import { useAppForm } from '../../ui/form/form'
import { RadioGroupField } from '../../ui/form/RadioGroupField'
import { TextAreaField } from '../../ui/form/TextAreaField'
import { formatCents } from '../../ui/format/money'
import { useOnline } from '../../ui/offline/use-online'
import { couponsQuery } from '../coupons/coupon-queries'
import { AddressSection } from '../customer-form/AddressSection'
import { DELIVERY_MODE_NAMES, DELIVERY_MODE_ORDER } from '../shop/delivery-modes'
import { CheckoutSummary } from './CheckoutSummary'
import { CouponsSection } from './CouponsSection'
import { checkoutCouponAmounts, checkoutCoupons } from './checkout-coupons'
import { checkoutDefaults } from './checkout-values'
import { PaymentSection } from './PaymentSection'
import { SlotPicker } from './SlotPicker'
import { usePlaceOrder } from './use-place-order'
import { VoucherSection } from './VoucherSection'

interface CheckoutFormProps {
  user: User
  store: EcommerceStore
  cart: Cart
  /** The card's points balance, null while not known. */
  points: number | null
}

/**
 * The checkout: delivery mode, window, address (deliveries), payment, voucher, notes, summary. What
 * is chosen stays in the form through refusals and lost connections; placing needs the network and
 * says so when there is none.
 */
export function CheckoutForm({ user, store, cart, points }: CheckoutFormProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const defaultValues = useMemo(() => checkoutDefaults(user, store.deliveryModes), [user, store])
  const place = usePlaceOrder({
    userId: user.id,
    storeId: store.id,
    cart,
    clear: (field) => form.setFieldValue(field, ''),
  })
  // The card's usable coupons, all ticked until the customer unticks one; the other activated ones
  // are said apart with why (the rules the server places the order with).
  const couponList = useQuery({ ...couponsQuery(user.id), enabled: points !== null })
  const [declined, setDeclined] = useState<number[]>([])
  const { offered, apart } = useMemo(
    () => checkoutCoupons(couponList.data?.coupons ?? [], cart, Date.now()),
    [couponList.data, cart],
  )
  const tickedCoupons = offered.filter((coupon) => !declined.includes(coupon.id))
  const ticked = tickedCoupons.map((coupon) => coupon.id)
  // What they take off, by the server's count: the summary's lines and "Da pagare".
  const couponAmounts = checkoutCouponAmounts(cart, tickedCoupons)
  const form = useAppForm({
    defaultValues,
    onSubmit: ({ value }) => place.run({ ...value, coupons: ticked }),
  })
  const mode = useStore(form.store, (s) => s.values.deliveryMode)
  // Home delivery below the store's minimum is said when it is chosen, not after the whole form.
  const minimumCents = store.homeDelivery?.minimumCents ?? 0
  const belowMinimum = (value: string) =>
    value === 'AT_HOME' && cart.totalCents < minimumCents
      ? t`La spesa non raggiunge il minimo di ${formatCents(i18n, minimumCents)} per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.`
      : undefined
  const modes = DELIVERY_MODE_ORDER.filter((m) => store.deliveryModes.includes(m)).map((value) => ({
    value,
    label: i18n._(DELIVERY_MODE_NAMES[value]),
  }))

  return (
    <form.AppForm>
      <form.Form failure={place.failure} className="form checkout" aria-labelledby="page-title">
        <fieldset>
          <legend>
            <Trans>Consegna</Trans>
          </legend>
          <form.AppField
            name="deliveryMode"
            validators={{
              onChange: ({ value }) => belowMinimum(value),
              onSubmit: ({ value }) =>
                value === '' ? t`Scegli come ricevere la spesa.` : belowMinimum(value),
            }}
            listeners={{
              onChange: () => {
                form.setFieldValue('day', '')
                form.setFieldValue('slotId', '')
              },
            }}
          >
            {() => <RadioGroupField legend={t`Come ricevi la spesa`} options={modes} required inline />}
          </form.AppField>
          <SlotPicker form={form} storeId={store.id} />
        </fieldset>

        {mode === 'AT_HOME' && (
          <>
            <p className="field__hint">
              <Trans>
                Di solito è l'indirizzo del tuo profilo: qui puoi cambiarlo per questo ordine soltanto.
              </Trans>
            </p>
            <AddressSection form={form} fields="address" mode="blur" />
          </>
        )}

        <PaymentSection form={form} />

        <CouponsSection
          coupons={offered}
          apart={apart}
          declined={declined}
          onToggle={(id, on) =>
            setDeclined((old) => (on ? old.filter((other) => other !== id) : [...old, id]))
          }
        />

        <fieldset>
          <legend>
            <Trans>Buono e note</Trans>
          </legend>
          <VoucherSection form={form} points={points} productsCents={cart.totalCents} />
          <form.AppField name="notes" validators={{ onBlur: OrderNotes }}>
            {() => (
              <TextAreaField
                label={t`Note per il negozio`}
                hint={t`Facoltative: per esempio il citofono o i prodotti sostitutivi graditi (al massimo ${NOTES_MAX} caratteri).`}
                maxLength={NOTES_MAX}
              />
            )}
          </form.AppField>
        </fieldset>

        <CheckoutSummary
          form={form}
          storeId={store.id}
          storeName={store.name}
          cart={cart}
          homeDelivery={store.homeDelivery}
          coupons={couponAmounts}
        />

        {!online && (
          <p className="shop__notice" role="status">
            <Trans>Sei offline: per inviare l'ordine serve la rete. Quello che hai scelto resta qui.</Trans>
          </p>
        )}
        <div className="form__actions">
          <form.SubmitButton busyLabel={<Trans>Invio dell'ordine…</Trans>}>
            <Trans>Conferma l'ordine</Trans>
          </form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
