import { Trans, useLingui } from '@lingui/react/macro'
import { deliveryFeeFor, type HomeDelivery } from '../../api/schemas/store'
import { formatCents } from '../../ui/format/money'

/**
 * What home delivery costs for the products chosen so far (docs/ordering.md "Home delivery: fee and
 * minimum"): the fee or "gratis", from which amount it is free, and how much is missing to the
 * store's minimum or to free delivery. The server decides for good when the order is placed (53
 * below the minimum); the cart and the checkout say it first.
 */
export function HomeDeliveryTerms({
  delivery,
  productsCents,
  id,
}: {
  delivery: HomeDelivery
  /** The products' amount (before any voucher: a voucher changes neither). */
  productsCents: number
  id?: string
}) {
  const { i18n } = useLingui()
  const fee = deliveryFeeFor(delivery, productsCents)
  const feeText = formatCents(i18n, fee)
  const minimum = formatCents(i18n, delivery.minimumCents)
  const freeFrom = delivery.freeFromCents === null ? null : formatCents(i18n, delivery.freeFromCents)
  const toMinimum = delivery.minimumCents - productsCents
  const toFree = delivery.freeFromCents === null ? 0 : delivery.freeFromCents - productsCents
  const missing = formatCents(i18n, toMinimum > 0 ? toMinimum : toFree)
  return (
    <div className="delivery-terms" id={id}>
      <p className="delivery-terms__fee">
        {fee === 0 ? (
          <Trans>Consegna a domicilio: gratis</Trans>
        ) : (
          <Trans>Consegna a domicilio: {feeText}</Trans>
        )}
        {freeFrom && (
          <>
            {' · '}
            <Trans>gratis da {freeFrom} di spesa</Trans>
          </>
        )}
        {delivery.minimumCents > 0 && (
          <>
            {' · '}
            <Trans>minimo {minimum}</Trans>
          </>
        )}
      </p>
      {toMinimum > 0 ? (
        <p className="shop__notice delivery-terms__missing">
          <Trans>
            Mancano {missing} al minimo di {minimum} per la consegna a domicilio.
          </Trans>
        </p>
      ) : (
        toFree > 0 && (
          <p className="field__hint">
            <Trans>Mancano {missing} per la consegna gratuita.</Trans>
          </p>
        )
      )}
    </div>
  )
}
