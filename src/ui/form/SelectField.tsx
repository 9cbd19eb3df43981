import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { useFieldContext } from './context'
import { FieldFrame } from './FieldFrame'
import { firstError, recheckShownError } from './field-errors'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps {
  label: ReactNode
  options: readonly SelectOption[]
  /** The empty choice's text; the empty choice sends '' (null in payloads). */
  placeholder: string
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
  autoComplete?: string
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  autoComplete,
}: SelectFieldProps) {
  const field = useFieldContext<string>()
  const errors = useStore(field.store, (s) => s.meta.errors)
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const error = touched ? firstError(errors) : null
  const id = `field-${field.form.formId}-${field.name}`
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <select
          id={id}
          name={field.name}
          className="field__input"
          value={field.state.value ?? ''}
          onChange={(e) => {
            field.handleChange(e.target.value)
            recheckShownError(field, error)
          }}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          disabled={disabled}
          autoComplete={autoComplete}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
