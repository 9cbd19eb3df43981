import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { recheckShownError } from './field-errors'
import { useFieldControl } from './use-field-control'

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
  const { field, error, id, controlProps } = useFieldControl<string>(required)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <select
          {...controlProps(describedBy)}
          className="field__input"
          value={field.state.value ?? ''}
          onChange={(e) => {
            field.handleChange(e.target.value)
            recheckShownError(field, error)
          }}
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
