import { Plural, Trans, useLingui } from '@lingui/react/macro'
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

/** "2 pz", "1 pz, circa 250 g": the pieces ordered, in the screen's plural (English "1 pc", "2 pcs"). */
function QuantityText({ line }: { line: StaffOrderLine }) {
  const estimate = estimatedGrams(line)
  const count = line.quantity
  if (line.unit !== 'KG') return <Plural value={count} one="# pz" other="# pz" />
  if (estimate)
    return <Plural value={count} one={`# pz, circa ${estimate} g`} other={`# pz, circa ${estimate} g`} />
  return <Plural value={count} one="# pz a peso" other="# pz a peso" />
}

/** The id of a line's pick button, for the page to move the focus to it. */
export const pickButtonId = (lineId: number) => `pick-${lineId}`

/**
 * One line to pick: what, how many, the customer's choice if the shelf lacks it, its state, and the
 * picker's two taps. The state is said once, by its badge: the buttons of a line already worked say
 * what they do again ("Preleva di nuovo"), never the state's word.
 */
export function PickingLine({ line, picking, busy, onPicked, onMissing }: PickingLineProps) {
  const { t, i18n } = useLingui()
  const state = lineState(line)
  const open = state === 'open'
  // A missing line of "Nessuna sostituzione" has nothing more to offer than what it is.
  const missingAgain = state !== 'missing' || line.substitution.mode !== 'NONE'
  return (
    <li className="staff-line" data-state={state} data-line-id={line.id}>
      <div className="staff-line__what">
        <span className="staff-line__name">{line.name}</span>
        <span className="staff-line__ean">
          <Trans>EAN {line.ean}</Trans>
        </span>
        <span className="staff-line__quantity">
          <QuantityText line={line} />
        </span>
        {line.substitution.mode === 'NONE' && (
          <span className="staff-line__choice">
            <Trans>Nessuna sostituzione</Trans>
          </span>
        )}
        {line.substitution.mode === 'SPECIFIC' && line.substitutionName && (
          <span className="staff-line__choice">
            <Trans>Sostituto scelto dal cliente: {line.substitutionName}</Trans>
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
            id={pickButtonId(line.id)}
            type="button"
            className="button staff-line__button"
            disabled={busy}
            onClick={() => onPicked(line)}
            aria-label={open ? t`Prelevato: ${line.name}` : t`Preleva di nuovo: ${line.name}`}
          >
            {open ? <Trans>Prelevato</Trans> : <Trans>Preleva di nuovo</Trans>}
          </button>
          {missingAgain && (
            <button
              type="button"
              className="button button--secondary staff-line__button"
              disabled={busy}
              onClick={() => onMissing(line)}
              aria-label={state === 'missing' ? t`Sostituisci: ${line.name}` : t`Mancante: ${line.name}`}
            >
              {state === 'missing' ? <Trans>Sostituisci</Trans> : <Trans>Mancante</Trans>}
            </button>
          )}
        </div>
      )}
    </li>
  )
}
