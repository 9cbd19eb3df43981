import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './CheckboxField'
import { fieldContext, formContext } from './context'
import { SelectField } from './SelectField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'

/**
 * The app's forms: `useAppForm` gives `form.AppField` with the shared, accessible field components
 * (`field.TextField`, `field.SelectField`, `field.CheckboxField`) and `form.SubmitButton`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField },
  formComponents: { SubmitButton },
})

/** After a refused submit, the first invalid field gets the focus (and its error is read out). */
export function focusFirstInvalid(formElement: HTMLFormElement | null): void {
  formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
