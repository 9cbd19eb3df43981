import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffAction } from '../../api/schemas/staff'
import { formatDateTime } from '../../ui/format/dates'
import { actionText } from './action-words'

/** Who did what on the order, the latest last, in the screen's language (docs/ordering.md: every staff action is kept). */
export function ActionHistory({ actions }: { actions: readonly StaffAction[] }) {
  const { i18n } = useLingui()
  return (
    <section className="staff-history" aria-labelledby="history-title">
      <h2 id="history-title">
        <Trans>Storico delle azioni</Trans>
      </h2>
      {actions.length === 0 ? (
        <p>
          <Trans>Ancora nessuna azione del negozio.</Trans>
        </p>
      ) : (
        <ol className="staff-history__list">
          {actions.map((action, index) => (
            // The list only grows at its end: the position is the action's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <time dateTime={action.at}>{formatDateTime(action.at, i18n.locale)}</time> · {action.staffName}:{' '}
              {actionText(action, i18n)}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
