import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type Ref, useId, useState } from 'react'

/**
 * An EAN typed by hand (or by a scanner into this field) and Enter: the same as a scan. A scanner
 * typing anywhere else on the page is caught by the page itself (use-scanner-burst.ts).
 */
export function EanField({
  code,
  onType,
  onCode,
  disabled,
  inputRef,
}: {
  /** The field's text, the page's: a scanner's burst into it is taken back there. */
  code: string
  onType: (code: string) => void
  onCode: (code: string) => void
  disabled: boolean
  /** The field, for the page to give the focus back to when a panel it opened closes. */
  inputRef?: Ref<HTMLInputElement>
}) {
  const { t } = useLingui()
  const id = useId()
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const typed = code.trim()
    if (!/^\d{8,14}$/.test(typed)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    // The page empties the field once the code picks something, and keeps it selected when not.
    onCode(typed)
  }
  return (
    <form className="staff-ean" onSubmit={submit} noValidate aria-label={t`Preleva con il codice`}>
      <label htmlFor={id} className="field__label">
        <Trans>EAN (scansiona o scrivi e premi Invio)</Trans>
      </label>
      <div className="staff-ean__row">
        <input
          ref={inputRef}
          id={id}
          data-ean-field=""
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onType(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button" disabled={disabled}>
          <Trans>Preleva</Trans>
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field__error">
          <Trans>Un EAN ha da 8 a 14 cifre.</Trans>
        </p>
      )}
    </form>
  )
}
