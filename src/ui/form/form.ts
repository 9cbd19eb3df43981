import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './CheckboxField'
import { fieldContext, formContext } from './context'
import { DateField } from './DateField'
import { Form } from './Form'
import { SelectField } from './SelectField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'

/**
 * The app's forms: `useAppForm` gives `form.AppField` with the shared, accessible field components
 * (`field.TextField`, `field.SelectField`, `field.CheckboxField`, `field.DateField`), and inside `form.AppForm` the
 * `form.Form` (submit, refused submit, failure) and `form.SubmitButton`. `withForm` and
 * `withFieldGroup` make the parts several forms share.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField, DateField },
  formComponents: { Form, SubmitButton },
})
