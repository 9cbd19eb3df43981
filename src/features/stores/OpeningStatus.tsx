import { Trans, useLingui } from '@lingui/react/macro'
import { weekdayName } from '../../ui/format/weekdays'
import type { OpeningState } from './opening-state'

/**
 * "Aperto ora", "Chiuso ora", "Apre alle …": said in words (and a symbol), never by colour alone.
 */
export function OpeningStatus({ state }: { state: OpeningState }) {
  const { i18n } = useLingui()
  if (state.status === 'open') {
    const time = state.closesAt
    return (
      <p className="stores-status stores-status--open">
        <span aria-hidden="true">● </span>
        <strong>
          <Trans>Aperto ora</Trans>
        </strong>
        <span>
          {' · '}
          <Trans>chiude alle {time}</Trans>
        </span>
      </p>
    )
  }
  const next = state.next
  let opens = null
  if (next) {
    const time = next.time
    const weekday = weekdayName(next.dayOfWeek, i18n.locale)
    opens =
      next.inDays === 0 ? (
        <Trans>apre alle {time}</Trans>
      ) : next.inDays === 1 ? (
        <Trans>apre domani alle {time}</Trans>
      ) : (
        <Trans>
          apre {weekday} alle {time}
        </Trans>
      )
  }
  return (
    <p className="stores-status stores-status--closed">
      <span aria-hidden="true">○ </span>
      <strong>
        <Trans>Chiuso ora</Trans>
      </strong>
      {opens && (
        <span>
          {' · '}
          {opens}
        </span>
      )}
    </p>
  )
}
