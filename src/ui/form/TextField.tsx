import { useStore } from '@tanstack/react-form'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { useFieldContext } from './context'
import { FieldFrame } from './FieldFrame'
import { firstError, recheckShownError } from './field-errors'

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
  const field = useFieldContext<string>()
  const errors = useStore(field.store, (s) => s.meta.errors)
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const error = touched ? firstError(errors) : null
  const id = `field-${field.form.formId}-${field.name}`
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <input
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
          {...input}
        />
      )}
    </FieldFrame>
  )
}
