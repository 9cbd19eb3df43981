import { useStore } from '@tanstack/react-form'
import { takeEarlyInput } from '../early-input'
import { useFieldContext } from './context'
import { firstError } from './field-errors'

/**
 * What every field component of the kit shares: its field, the error on show (once touched), the
 * control's id, and the attributes that tie the control to its field and to its label and messages.
 */
export function useFieldControl<T>(required?: boolean) {
  const field = useFieldContext<T>()
  const errors = useStore(field.store, (s) => s.meta.errors)
  const touched = useStore(field.store, (s) => s.meta.isTouched)
  const error = touched ? firstError(errors) : null
  const id = `field-${field.form.formId}-${field.name}`
  const controlProps = (describedBy: string | undefined) => ({
    id,
    name: field.name,
    // On a prerendered page: what was typed before the app started reaches the field (early-input.ts).
    ref: takeEarlyInput,
    onBlur: field.handleBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  })
  return { field, error, id, controlProps }
}
