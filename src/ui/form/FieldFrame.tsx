import type { ReactNode } from 'react'

export interface FieldFrameProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error: string | null
  required?: boolean
  children: (describedBy: string | undefined) => ReactNode
}

/** Label, hint and error around a control, tied to it for screen readers. */
export function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
