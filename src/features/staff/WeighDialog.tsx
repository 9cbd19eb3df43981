import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { StaffOrderLine } from '../../api/schemas/staff'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { estimatedGrams, isFarFromEstimate } from './line-state'

interface WeighDialogProps {
  /** The weighed line, with the code scanned (its EAN or a scale label) and the label's grams. */
  weighing: { line: StaffOrderLine; code: string; labelGrams?: number } | null
  busy: boolean
  /** Refusal of the server, shown in the dialog. */
  error: string | null
  onWeigh: (grams: number) => void
  onCancel: () => void
}

const MAX_GRAMS = 100_000

/**
 * The grams of a weighed line: a scale label's fill it in, the picker confirms or types them. A
 * weight beyond ±30% of the estimate asks once more (a slip of the scale or of the finger).
 */
export function WeighDialog({ weighing, busy, error, onWeigh, onCancel }: WeighDialogProps) {
  const { t } = useLingui()
  const ref = useModalDialog(weighing !== null)
  const titleId = useId()
  const fieldId = useId()
  const [grams, setGrams] = useState('')
  const [confirming, setConfirming] = useState<number | null>(null)
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    setGrams(weighing?.labelGrams ? String(weighing.labelGrams) : '')
    setConfirming(null)
    setInvalid(false)
  }, [weighing])
  const estimate = weighing ? estimatedGrams(weighing.line) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = Number(grams)
    if (!Number.isInteger(value) || value < 1 || value > MAX_GRAMS) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    if (confirming !== value && isFarFromEstimate(value, estimate)) {
      setConfirming(value)
      return
    }
    onWeigh(value)
  }

  return (
    <dialog
      ref={ref}
      className="dialog staff-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      {weighing && (
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="dialog__title">
            <Trans>Peso di {weighing.line.name}</Trans>
          </h2>
          <div className="dialog__body">
            {estimate !== null && (
              <p>
                <Trans>Stima: circa {estimate} g</Trans>
              </p>
            )}
            <div className="field">
              <label htmlFor={fieldId} className="field__label">
                <Trans>Grammi</Trans>
              </label>
              <input
                id={fieldId}
                className="field__input"
                inputMode="numeric"
                autoComplete="off"
                value={grams}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${fieldId}-error` : undefined}
                onChange={(event) => {
                  setGrams(event.target.value.replace(/\D/g, ''))
                  setConfirming(null)
                }}
              />
              {invalid && (
                <p id={`${fieldId}-error`} className="field__error">
                  {t`Scrivi i grammi, da 1 a ${MAX_GRAMS}`}
                </p>
              )}
            </div>
            {confirming !== null && estimate !== null && (
              <p className="staff-dialog__warning" role="alert">
                <Trans>
                  {confirming} g è molto lontano dalla stima di {estimate} g: controlla la bilancia e
                  conferma.
                </Trans>
              </p>
            )}
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
              <Trans>Annulla</Trans>
            </button>
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {confirming !== null ? <Trans>Conferma il peso</Trans> : <Trans>Registra il peso</Trans>}
            </button>
          </div>
        </form>
      )}
    </dialog>
  )
}
