import { Trans } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

interface ListTextFormProps {
  label: ReactNode
  hint?: ReactNode
  initial?: string
  placeholder?: string
  maxLength: number
  submitLabel: ReactNode
  /** The error to show for this text, or null when it may be sent; the text as it is to be sent. */
  check: (text: string) => { error: string } | { text: string }
  onSubmit: (text: string) => void
  /** Shown as "Annulla" when given (a rename gives up). */
  onCancel?: () => void
}

/**
 * One line of text and its button, for the lists: a new list's name, a rename, a note to add. The
 * field says what is wrong when the text is refused; it empties after a send unless it was a rename.
 */
export function ListTextForm({
  label,
  hint,
  initial = '',
  placeholder,
  maxLength,
  submitLabel,
  check,
  onSubmit,
  onCancel,
}: ListTextFormProps) {
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const send = (event: FormEvent) => {
    event.preventDefault()
    const checked = check(text)
    if ('error' in checked) {
      setError(checked.error)
      return
    }
    setError(null)
    onSubmit(checked.text)
    if (!onCancel) setText('')
  }
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <form className="lists__new" onSubmit={send} noValidate>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="lists__new-row">
        <input
          id={id}
          className="field__input"
          value={text}
          maxLength={maxLength}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Annulla</Trans>
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
