import type { ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { recheckShownError } from './field-errors'
import { useFieldControl } from './use-field-control'

export interface TextAreaFieldProps {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  maxLength?: number
  rows?: number
}

/**
 * Free text over several lines (notes for the store); its errors show once it was touched. Rendered
 * inside a `form.AppField`, like RadioGroupField: only the pages that use it carry it.
 */
export function TextAreaField({ label, hint, required, maxLength, rows = 3 }: TextAreaFieldProps) {
  const { field, error, id, controlProps } = useFieldControl<string>(required)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <textarea
          {...controlProps(describedBy)}
          className="field__input field__input--area"
          value={field.state.value ?? ''}
          maxLength={maxLength}
          rows={rows}
          onChange={(e) => {
            field.handleChange(e.target.value)
            recheckShownError(field, error)
          }}
        />
      )}
    </FieldFrame>
  )
}
