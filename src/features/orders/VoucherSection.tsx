import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { VOUCHERS } from '../../api/loyalty-rules'
import { withForm } from '../../ui/form/form'
import { RadioGroupField, type RadioOption } from '../../ui/form/RadioGroupField'
import { formatCents } from '../../ui/format/money'
import type { CheckoutValues } from './checkout-values'

/**
 * A voucher of the card's points (one per order): the ones the balance reaches can be chosen; the
 * others are shown with the points still missing, and one worth more than the products is refused
 * before the server would (51).
 */
export const VoucherSection = withForm({
  defaultValues: {} as CheckoutValues,
  props: { points: null, productsCents: 0 } as { points: number | null; productsCents: number },
  render: function VoucherFields({ form, points, productsCents }) {
    const { t, i18n } = useLingui()
    const options: RadioOption[] = [
      { value: '', label: t`Nessun buono` },
      ...VOUCHERS.map((voucher) => {
        const value = formatCents(i18n, voucher.euros * 100)
        const missing = points === null ? null : voucher.points - points
        let description: RadioOption['description']
        let disabled = false
        if (missing === null) {
          description = <Trans>Saldo punti non disponibile.</Trans>
          disabled = true
        } else if (missing > 0) {
          description = <Plural value={missing} one="Ti manca # punto." other="Ti mancano # punti." />
          disabled = true
        } else if (voucher.euros * 100 > productsCents) {
          description = <Trans>Vale più della spesa.</Trans>
          disabled = true
        } else {
          description = <Plural value={voucher.points} one="Usa # punto." other="Usa # punti." />
        }
        return { value: String(voucher.points), label: t`Buono da ${value}`, description, disabled }
      }),
    ]
    return (
      <form.AppField name="voucher">
        {() => (
          <RadioGroupField
            legend={t`Buono sconto`}
            hint={
              points === null ? undefined : (
                <Plural
                  value={points}
                  one="Sulla carta hai # punto. Un solo buono per ordine; se l'ordine viene annullato i punti tornano sulla carta."
                  other="Sulla carta hai # punti. Un solo buono per ordine; se l'ordine viene annullato i punti tornano sulla carta."
                />
              )
            }
            options={options}
          />
        )}
      </form.AppField>
    )
  },
})
