import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '../../api/schemas/orders'
import { formatDateTime } from '../../ui/format/dates'
import { ORDER_STATUS_NAMES } from './order-status'
import { timelineSteps } from './timeline'

/** The order's statuses so far with their times, and those still to come, greyed. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useLingui()
  return (
    <ol className="timeline" aria-label={t`Stato dell'ordine`}>
      {timelineSteps(order).map((step) => (
        <li
          // A status appears once on an order's way (the machine has no cycles).
          key={step.status}
          className={`timeline__step timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="timeline__name">{i18n._(ORDER_STATUS_NAMES[step.status])}</span>
          {step.at ? (
            <time className="timeline__time" dateTime={step.at}>
              {formatDateTime(step.at, i18n.locale)}
            </time>
          ) : (
            <span className="timeline__time">
              <Trans>prossimo passo</Trans>
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
