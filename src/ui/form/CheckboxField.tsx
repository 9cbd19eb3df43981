import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { useFieldContext } from './context'
import { firstError } from './field-errors'

export interface CheckboxFieldProps {
  label: ReactNode
  /** What agreeing means, shown under the label. */
  description?: ReactNode
  required?: boolean
  disabled?: boolean
}

export function CheckboxField({ label, description, required, disabled }: CheckboxFieldProps) {
  const field = useFieldContext<boolean>()
  const errors = useStore(field.store, (s) => s.meta.errors)
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const error = touched ? firstError(errors) : null
  const id = `field-${field.form.formId}-${field.name}`
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.state.value === true}
        onChange={(e) => field.handleChange(e.target.checked)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
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
