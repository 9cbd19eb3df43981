import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { StaffOrderSummary } from '../../api/schemas/staff'
import { formatTime } from '../../ui/format/dates'
import { DELIVERY_MODE_NAMES, STAFF_STATUS_NAMES } from './staff-words'

/** One order of the queue: a link to its picking, with what the picker needs to choose it. */
export function QueueOrderRow({ order }: { order: StaffOrderSummary }) {
  const { t, i18n } = useLingui()
  const lines = order.lineCount
  return (
    <li className="staff-queue__order">
      <Link
        to="/staff/orders/$orderId"
        params={{ orderId: String(order.id) }}
        className="staff-queue__link"
        data-status={order.status}
      >
        <span className="staff-queue__number">
          <Trans>Ordine {order.id}</Trans>
        </span>
        <span className="staff-queue__customer">{order.customerFirstName}</span>
        <span className="staff-status" data-status={order.status}>
          {i18n._(STAFF_STATUS_NAMES[order.status])}
        </span>
        <span className="staff-queue__mode">{i18n._(DELIVERY_MODE_NAMES[order.deliveryMode])}</span>
        <span className="staff-queue__lines">{lines === 1 ? t`1 riga` : t`${lines} righe`}</span>
        {order.arrival && (
          <span className="staff-queue__arrival">
            {order.arrival.bay
              ? t`Arrivato alle ${formatTime(order.arrival.at, i18n.locale)}, stallo ${order.arrival.bay}`
              : t`Arrivato alle ${formatTime(order.arrival.at, i18n.locale)}`}
          </span>
        )}
      </Link>
    </li>
  )
}
