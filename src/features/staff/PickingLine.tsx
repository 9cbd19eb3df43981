import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffOrderLine } from '../../api/schemas/staff'
import { formatCents } from '../../ui/format/money'
import { estimatedGrams, lineState } from './line-state'
import { LINE_STATE_NAMES } from './staff-words'

interface PickingLineProps {
  line: StaffOrderLine
  /** While the order is being picked: the line's buttons. */
  picking: boolean
  busy: boolean
  onPicked: (line: StaffOrderLine) => void
  onMissing: (line: StaffOrderLine) => void
}

/** One line to pick: what, how many, its state, and the picker's two taps. */
export function PickingLine({ line, picking, busy, onPicked, onMissing }: PickingLineProps) {
  const { t, i18n } = useLingui()
  const state = lineState(line)
  const estimate = estimatedGrams(line)
  const quantity =
    line.unit === 'KG'
      ? estimate
        ? t`${line.quantity} pz, circa ${estimate} g`
        : t`${line.quantity} pz a peso`
      : t`${line.quantity} pz`
  return (
    <li className="staff-line" data-state={state} data-line-id={line.id}>
      <div className="staff-line__what">
        <span className="staff-line__name">{line.name}</span>
        <span className="staff-line__ean">
          <Trans>EAN {line.ean}</Trans>
        </span>
        <span className="staff-line__quantity">{quantity}</span>
        {line.substitution.mode === 'NONE' && (
          <span className="staff-line__choice">
            <Trans>Nessuna sostituzione</Trans>
          </span>
        )}
      </div>
      <div className="staff-line__state">
        <span className="staff-line__badge" data-state={state}>
          {i18n._(LINE_STATE_NAMES[state])}
        </span>
        {line.picked && state === 'picked' && (
          <span>
            {line.picked.weightGrams ? `${line.picked.weightGrams} g · ` : ''}
            {formatCents(i18n, line.picked.amountCents)}
          </span>
        )}
        {line.substitute && (
          <span>
            <Trans>
              Con {line.substitute.name} ({formatCents(i18n, line.substitute.amountCents)})
            </Trans>
          </span>
        )}
      </div>
      {picking && (
        <div className="staff-line__actions">
          <button
            type="button"
            className="button staff-line__button"
            disabled={busy}
            onClick={() => onPicked(line)}
            aria-label={t`Prelevato: ${line.name}`}
          >
            <Trans>Prelevato</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary staff-line__button"
            disabled={busy}
            onClick={() => onMissing(line)}
            aria-label={t`Mancante: ${line.name}`}
          >
            <Trans>Mancante</Trans>
          </button>
        </div>
      )}
    </li>
  )
}
