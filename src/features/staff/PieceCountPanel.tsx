import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useId } from 'react'
import type { PieceCount } from './piece-count'

interface PieceCountPanelProps {
  counting: PieceCount
  busy: boolean
  /** The "Completa" button, focused when a tap opened the count (a second tap or Enter finishes). */
  completeRef: RefObject<HTMLButtonElement | null>
  onStep: (delta: 1 | -1) => void
  /** The count as it stands; none opens the missing line's dialog. */
  onOnlyThese: () => void
  onComplete: () => void
  onCancel: () => void
}

/**
 * How many pieces of a line the shelf had (docs/ordering.md "The staff's screens"): "2 di 3", a
 * step of one piece down or up, "Completa" for every piece ordered and "Solo questi" for the count.
 * In the live part of the head, so it stays in view while the picker scans the pieces; what each
 * scan or step did is heard through the page's live region (ScanResult), not here.
 */
export function PieceCountPanel({
  counting,
  busy,
  completeRef,
  onStep,
  onOnlyThese,
  onComplete,
  onCancel,
}: PieceCountPanelProps) {
  const { t } = useLingui()
  const titleId = useId()
  const { line, count } = counting
  const ordered = line.quantity
  return (
    <section
      className="staff-count"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Escape leaves the count as the dialogs do; the line stays as it was.
        if (event.key === 'Escape') onCancel()
      }}
    >
      <p id={titleId} className="staff-count__title">
        <Trans>Pezzi di {line.name}</Trans>
      </p>
      <div className="staff-count__row">
        <button
          type="button"
          className="button button--secondary staff-count__step"
          disabled={busy || count === 0}
          onClick={() => onStep(-1)}
          aria-label={t`Un pezzo in meno`}
        >
          −
        </button>
        <span className="staff-count__progress" data-testid="piece-count">
          <Trans>
            {count} di {ordered}
          </Trans>
        </span>
        <button
          type="button"
          className="button button--secondary staff-count__step"
          disabled={busy || count >= ordered}
          onClick={() => onStep(1)}
          aria-label={t`Un pezzo in più`}
        >
          +
        </button>
      </div>
      <div className="staff-count__actions">
        <button ref={completeRef} type="button" className="button" disabled={busy} onClick={onComplete}>
          <Trans>
            Completa: {ordered} di {ordered}
          </Trans>
        </button>
        {count < ordered && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onOnlyThese}>
            {count === 0 ? <Trans>Nessuno: mancante…</Trans> : <Trans>Solo questi: {count}</Trans>}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          <Trans>Annulla</Trans>
        </button>
      </div>
    </section>
  )
}
