import type { ReactNode } from 'react'
import { useFieldControl } from './use-field-control'

export interface CheckboxFieldProps {
  label: ReactNode
  /** What agreeing means, shown under the label. */
  description?: ReactNode
  required?: boolean
  disabled?: boolean
}

export function CheckboxField({ label, description, required, disabled }: CheckboxFieldProps) {
  const { field, error, id, controlProps } = useFieldControl<boolean>(required)
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        {...controlProps(describedBy || undefined)}
        type="checkbox"
        checked={field.state.value === true}
        onChange={(e) => field.handleChange(e.target.checked)}
        disabled={disabled}
      />
      <div>
        <label htmlFor={id} className="field__label">
          {label}
          {required && (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {description && (
          <p className="field__hint" id={`${id}-description`}>
            {description}
          </p>
        )}
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
