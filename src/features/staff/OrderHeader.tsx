import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffOrder } from '../../api/schemas/staff'
import { formatDay, formatTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { DELIVERY_MODE_NAMES, STAFF_STATUS_NAMES } from './staff-words'

const BEFORE_RECEIPT = new Set(['TO_BE_PREPARED', 'IN_PREPARATION'])

/**
 * The picking screen's head: the slot, the mode, the status, until when the customer may still
 * cancel, an arrival. The page keeps it in view (sticky) with the amounts (OrderAmounts).
 */
export function OrderHeader({ order }: { order: StaffOrder }) {
  const { i18n } = useLingui()
  const time = (instant: string) => formatTime(instant, i18n.locale)
  return (
    <header className="staff-order__head">
      <h1 id="page-title">
        <Trans>
          Ordine {order.id} · {order.customerFirstName}
        </Trans>
      </h1>
      <dl className="staff-order__facts">
        <div>
          <dt>
            <Trans>Fascia</Trans>
          </dt>
          <dd>
            {formatDay(order.slot.start, i18n.locale)} {time(order.slot.start)}–{time(order.slot.end)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Modalità</Trans>
          </dt>
          <dd>{i18n._(DELIVERY_MODE_NAMES[order.deliveryMode])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Stato</Trans>
          </dt>
          <dd>
            <span className="staff-status" data-status={order.status}>
              {i18n._(STAFF_STATUS_NAMES[order.status])}
            </span>
          </dd>
        </div>
      </dl>
      {BEFORE_RECEIPT.has(order.status) && (
        <p className="staff-order__cutoff">
          <Trans>
            Il cliente può annullare fino alle {time(order.cutoffAt)} di{' '}
            {formatDay(order.cutoffAt, i18n.locale)}
          </Trans>
        </p>
      )}
      {order.arrival && (
        <p className="staff-order__arrival">
          {order.arrival.bay ? (
            <Trans>
              Cliente arrivato alle {time(order.arrival.at)}, stallo {order.arrival.bay}
            </Trans>
          ) : (
            <Trans>Cliente arrivato alle {time(order.arrival.at)}</Trans>
          )}
        </p>
      )}
    </header>
  )
}

const HANDED_OVER = new Set(['COLLECTED', 'DELIVERED'])

/**
 * The picked total against what the card's authorisation allows; for CASH, that the customer pays
 * in cash (no authorisation). Once handed over, the total is what was charged (the card) or taken
 * (cash): the final total, after the customer's refusals.
 */
export function OrderAmounts({ order }: { order: StaffOrder }) {
  const { i18n } = useLingui()
  const money = (cents: number) => formatCents(i18n, cents)
  // CASH has no authorisation (the contract answers null).
  const authorised = order.paymentMode === 'CASH' ? null : order.authorisedCents
  const cash = authorised === null
  const handedOver = HANDED_OVER.has(order.status)
  return (
    <dl className="staff-order__facts staff-order__amounts">
      <div>
        <dt>
          {!handedOver ? (
            <Trans>Prelevato</Trans>
          ) : cash ? (
            <Trans>Incassato</Trans>
          ) : (
            <Trans>Addebitato</Trans>
          )}
        </dt>
        <dd className="staff-order__money" data-testid="picked-total">
          {money(handedOver ? (order.finalTotalCents ?? order.pickedTotalCents) : order.pickedTotalCents)}
        </dd>
      </div>
      {authorised === null ? (
        <div>
          <dt>
            <Trans>Pagamento</Trans>
          </dt>
          <dd data-testid="payment">
            {order.deliveryMode === 'AT_HOME' ? (
              <Trans>In contanti alla consegna</Trans>
            ) : (
              <Trans>In contanti al ritiro</Trans>
            )}
          </dd>
        </div>
      ) : (
        <div>
          <dt>
            <Trans>Autorizzato</Trans>
          </dt>
          <dd className="staff-order__money" data-testid="authorised">
            {money(authorised)}
          </dd>
        </div>
      )}
    </dl>
  )
}
