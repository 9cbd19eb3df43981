import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { PAYMENT_MODES } from '../../api/order-machine'
import { PaymentCard } from '../../api/schemas/orders'
import { withForm } from '../../ui/form/form'
import { RadioGroupField } from '../../ui/form/RadioGroupField'
import type { CheckoutValues } from './checkout-values'
import { PAYMENT_MODE_NAMES } from './order-status'

/**
 * How the customer pays: cash at the collection or delivery, or a card authorised now and charged
 * for the receipt's amount. The card's fields are checked by the contract's rules (Luhn, MM/AA) as
 * they are left; the number goes to the payment provider and is never kept (not even on the device).
 */
export const PaymentSection = withForm({
  defaultValues: {} as CheckoutValues,
  render: function PaymentFields({ form }) {
    const { t, i18n } = useLingui()
    const mode = useStore(form.store, (s) => s.values.paymentMode)
    const delivery = useStore(form.store, (s) => s.values.deliveryMode)
    const options = PAYMENT_MODES.map((value) => ({
      value,
      label: i18n._(PAYMENT_MODE_NAMES[value]),
      description:
        value === 'CASH' ? (
          delivery === 'AT_HOME' ? (
            <Trans>Paghi al corriere quando ricevi la spesa.</Trans>
          ) : (
            <Trans>Paghi quando ritiri la spesa.</Trans>
          )
        ) : (
          <Trans>
            L'importo è autorizzato ora e addebitato quando il negozio emette lo scontrino, mai oltre
            l'autorizzato.
          </Trans>
        ),
    }))
    return (
      <fieldset>
        <legend>
          <Trans>Pagamento</Trans>
        </legend>
        <form.AppField
          name="paymentMode"
          validators={{ onSubmit: ({ value }) => (value === '' ? t`Scegli come pagare.` : undefined) }}
        >
          {() => <RadioGroupField legend={t`Metodo di pagamento`} options={options} required />}
        </form.AppField>
        {mode === 'CREDIT_CARD' && (
          <div className="checkout__card">
            <form.AppField name="card.number" validators={{ onBlur: PaymentCard.entries.number }}>
              {(field) => (
                <field.TextField
                  label={t`Numero della carta`}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={23}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="card.expiry" validators={{ onBlur: PaymentCard.entries.expiry }}>
              {(field) => (
                <field.TextField
                  label={t`Scadenza`}
                  hint={t`Mese e anno, come MM/AA`}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={5}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="card.cvc" validators={{ onBlur: PaymentCard.entries.cvc }}>
              {(field) => (
                <field.TextField
                  label={t`Codice di sicurezza (CVC)`}
                  hint={t`Le 3 o 4 cifre sul retro della carta`}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  required
                />
              )}
            </form.AppField>
            <p className="field__hint">
              <Trans>I dati della carta vanno solo al servizio di pagamento: non li conserviamo.</Trans>
            </p>
          </div>
        )}
      </fieldset>
    )
  },
})
