import { useLingui } from '@lingui/react/macro'
import type { AnyFieldApi } from '@tanstack/react-form'
import type * as v from 'valibot'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import { withFieldGroup } from '../../ui/form/form'

const newPasswordProps: {
  /** The labels, in the words of the page. */
  label?: string
  confirmLabel?: string
  /** The web sign-up checks while typing; every other form when a field is left. */
  mode?: 'change' | 'blur'
  /** Where the server alone judges the strength (the kiosk upgrade), the password is only required. */
  strengthOnServer?: boolean
  /** A shared device must not offer what the last customer typed. */
  autofill?: boolean
} = {}

/**
 * A new password and its confirmation, with the password hint and 'Le password non coincidono', for
 * the sign-up, the reset link, the confirmation of a kiosk account, the profile and the kiosk
 * upgrade; a form
 * whose fields have other names maps them (`fields={{ password: 'newPassword', … }}`).
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', passwordConfirm: '' },
  props: newPasswordProps,
  render: function Fields({
    group,
    label,
    confirmLabel,
    mode = 'blur',
    strengthOnServer = false,
    autofill = true,
  }) {
    const { t } = useLingui()
    const autoComplete = autofill ? 'new-password' : 'off'
    const strength: v.GenericSchema<string> = strengthOnServer ? rule.requiredSecret : rule.password
    const confirmed = ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) =>
      fieldApi.parseValueWithSchema(rule.requiredSecret) ??
      (value === group.getFieldValue('password') ? undefined : translate(validationMessages.passwordsDiffer))
    return (
      <>
        <group.AppField
          name="password"
          validators={mode === 'change' ? { onChange: strength } : { onBlur: strength }}
          listeners={{
            // A confirmation already typed is checked again; an empty one is left alone until the
            // customer reaches it ('Campo obbligatorio' would show while it is being typed).
            onBlur: () => {
              if (mode === 'blur' && group.getFieldValue('passwordConfirm')) {
                void group.validateField('passwordConfirm', 'blur')
              }
            },
          }}
        >
          {(field) => (
            <field.TextField
              label={label ?? t`Nuova password`}
              type="password"
              autoComplete={autoComplete}
              hint={translate(validationMessages.passwordHint)}
              required
            />
          )}
        </group.AppField>
        <group.AppField
          name="passwordConfirm"
          validators={
            mode === 'change'
              ? { onChangeListenTo: ['password'], onChange: confirmed }
              : { onBlur: confirmed }
          }
        >
          {(field) => (
            <field.TextField
              label={confirmLabel ?? t`Conferma la password`}
              type="password"
              autoComplete={autoComplete}
              required
            />
          )}
        </group.AppField>
      </>
    )
  },
})
