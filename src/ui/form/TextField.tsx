import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldFrame } from './FieldFrame'
import { recheckShownError } from './field-errors'
import { useFieldControl } from './use-field-control'

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'readOnly' | 'disabled' | 'placeholder' | 'pattern'
>

export interface TextFieldProps extends InputProps {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
}

/** A text input of a form made with useAppForm; its errors show once it was touched. */
export function TextField({ label, hint, required, ...input }: TextFieldProps) {
  const { field, error, id, controlProps } = useFieldControl<string>(required)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <input
          {...controlProps(describedBy)}
          className="field__input"
          value={field.state.value ?? ''}
          onChange={(e) => {
            field.handleChange(e.target.value)
            recheckShownError(field, error)
          }}
          {...input}
        />
      )}
    </FieldFrame>
  )
}
