import type { ReactNode } from 'react'
import { useId } from 'react'

/** A value the customer sees but cannot change (e-mail, card code), labelled like the other fields. */
export function ReadOnlyField({ label, value, hint }: { label: ReactNode; value: string; hint?: ReactNode }) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        value={value}
        readOnly
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  )
}
