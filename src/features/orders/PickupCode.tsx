import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Order } from '../../api/schemas/orders'

/**
 * The four digits the customer gives at the hand-over, large, once the order is ready (the server
 * answers them only then, docs/ordering.md "What the customer's order says") and while it waits to be
 * handed over. A screen reader hears them one by one, not as a number ("0042" is not "42"). Once the
 * code was given wrong too many times (73) it hands nothing over: the page says so, and that the
 * customer's loyalty card does, instead of showing digits that no longer work.
 */
export function PickupCode({ order }: { order: Order }) {
  const titleId = useId()
  const code = order.pickupCode
  if (code === null || (order.status !== 'TO_BE_COLLECTED' && order.status !== 'TO_BE_DELIVERED')) return null
  const delivery = order.deliveryMode === 'AT_HOME'
  const title = delivery ? <Trans>Codice di consegna</Trans> : <Trans>Codice di ritiro</Trans>
  if (order.pickupCodeLocked)
    return (
      <section className="order__pickup order__pickup--locked" aria-labelledby={titleId}>
        <h2 id={titleId} className="order__pickup-title">
          {title}
        </h2>
        <p className="order__pickup-hint">
          {delivery ? (
            <Trans>
              Il codice di consegna è bloccato dopo troppi tentativi errati: alla consegna mostra la tua carta
              fedeltà.
            </Trans>
          ) : (
            <Trans>
              Il codice di ritiro è bloccato dopo troppi tentativi errati: al ritiro mostra la tua carta
              fedeltà.
            </Trans>
          )}{' '}
          <Link to="/card">
            <Trans>Apri la mia carta</Trans>
          </Link>
        </p>
      </section>
    )
  return (
    <section className="order__pickup" aria-labelledby={titleId}>
      <h2 id={titleId} className="order__pickup-title">
        {title}
      </h2>
      <p className="order__pickup-code">
        <span aria-hidden="true">{code}</span>
        <span className="visually-hidden">{code.split('').join(' ')}</span>
      </p>
      <p className="order__pickup-hint">
        {delivery ? (
          <Trans>Dillo a chi ti consegna la spesa.</Trans>
        ) : (
          <Trans>Dillo al personale quando ritiri la spesa.</Trans>
        )}
      </p>
    </section>
  )
}
