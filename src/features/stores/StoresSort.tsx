import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { type PositionState, requestPosition } from './position'

/**
 * Sorting by name or distance. Distance needs the customer's position: until it is known the choice
 * is off and the line under it says why, with a button to share it.
 */
export function StoresSort({
  position,
  byDistance,
  onSort,
}: {
  position: PositionState
  byDistance: boolean
  onSort: (byDistance: boolean) => void
}) {
  const sortReasonId = useId()
  const located = position.status === 'ready'

  // The button goes while the position is read: the focus waits on the line that says so, then moves
  // to the sort the position made possible (not to the page's body).
  const positionRef = useRef<HTMLDivElement>(null)
  const distanceRef = useRef<HTMLInputElement>(null)
  const focusDistance = useRef(false)
  const askPosition = () => {
    positionRef.current?.focus()
    // Before the answer: the list switches to distance as soon as the position is known (StoresPage),
    // which may be before this promise's turn.
    focusDistance.current = true
    void requestPosition().then((state) => {
      if (state.status !== 'ready') {
        focusDistance.current = false
        return
      }
      onSort(true)
    })
  }
  useEffect(() => {
    if (!focusDistance.current || !byDistance) return
    focusDistance.current = false
    if (positionRef.current?.contains(document.activeElement)) distanceRef.current?.focus()
  }, [byDistance])

  return (
    <fieldset className="stores__sort">
      <legend>
        <Trans>Ordina per</Trans>
      </legend>
      <div className="stores__sort-options">
        <label className="stores__radio">
          <input
            type="radio"
            name="stores-sort"
            value="name"
            checked={!byDistance}
            onChange={() => onSort(false)}
          />
          <Trans>Nome</Trans>
        </label>
        <label className="stores__radio">
          <input
            type="radio"
            name="stores-sort"
            ref={distanceRef}
            value="distance"
            checked={byDistance}
            disabled={!located}
            aria-describedby={located ? undefined : sortReasonId}
            onChange={() => onSort(true)}
          />
          <Trans>Distanza</Trans>
        </label>
      </div>
      <div id={sortReasonId} ref={positionRef} tabIndex={-1} className="stores__position" aria-live="polite">
        {(position.status === 'idle' || position.status === 'failed') && (
          <>
            <p className="field__hint">
              {position.status === 'failed' ? (
                <Trans>Non è stato possibile leggere la tua posizione.</Trans>
              ) : (
                <Trans>Per ordinare per distanza serve la tua posizione.</Trans>
              )}
            </p>
            <button type="button" className="button button--secondary" onClick={askPosition}>
              <Trans>Usa la mia posizione</Trans>
            </button>
          </>
        )}
        {position.status === 'pending' && (
          <p className="field__hint">
            <Trans>Lettura della posizione in corso…</Trans>
          </p>
        )}
        {position.status === 'denied' && (
          <p className="field__hint">
            <Trans>
              L'accesso alla posizione non è consentito: per ordinare per distanza, consentilo nelle
              impostazioni del browser.
            </Trans>
          </p>
        )}
        {position.status === 'unsupported' && (
          <p className="field__hint">
            <Trans>Questo browser non fornisce la posizione: l'ordine per distanza non è disponibile.</Trans>
          </p>
        )}
      </div>
    </fieldset>
  )
}
