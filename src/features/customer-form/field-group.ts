import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from '../../ui/form/CheckboxField'
import { fieldContext, formContext } from '../../ui/form/context'
import { SelectField } from '../../ui/form/SelectField'
import { SubmitButton } from '../../ui/form/SubmitButton'
import { TextField } from '../../ui/form/TextField'

/**
 * `withFieldGroup` for the sections that sign-up, profile and kiosk share. src/ui/form/form.ts does
 * not export it yet; this hook is built from the same contexts and components, so a form made with
 * `useAppForm` fits it. Once form.ts exports `withFieldGroup`, this file goes and the import moves.
 */
export const { withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField },
  formComponents: { SubmitButton },
})
