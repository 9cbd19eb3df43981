import { useLingui } from '@lingui/react/macro'
import type * as v from 'valibot'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import { withFieldGroup } from '../../ui/form/form'

const newPasswordProps: {
  /** The confirmation's label, in the words of the page. */
  confirmLabel?: string
  /** Where the server alone judges the strength (the kiosk upgrade), the password is only required. */
  strengthOnServer?: boolean
  /** A shared device must not offer what the last customer typed. */
  autofill?: boolean
} = {}

/**
 * A new password and its confirmation, with the password hint and 'Le password non coincidono', for
 * the reset link, the confirmation of a kiosk account, the profile and the kiosk upgrade; a form
 * whose fields have other names maps them (`fields={{ password: 'newPassword', … }}`).
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', passwordConfirm: '' },
  props: newPasswordProps,
  render: function Fields({ group, confirmLabel, strengthOnServer = false, autofill = true }) {
    const { t } = useLingui()
    const autoComplete = autofill ? 'new-password' : 'off'
    const strength: v.GenericSchema<string> = strengthOnServer ? rule.requiredSecret : rule.password
    return (
      <>
        <group.AppField
          name="password"
          validators={{ onBlur: strength }}
          listeners={{
            // A confirmation already typed is checked again; an empty one is left alone until the
            // customer reaches it ('Campo obbligatorio' would show while it is being typed).
            onBlur: () => {
              if (group.getFieldValue('passwordConfirm')) void group.validateField('passwordConfirm', 'blur')
            },
          }}
        >
          {(field) => (
            <field.TextField
              label={t`Nuova password`}
              type="password"
              autoComplete={autoComplete}
              hint={translate(validationMessages.passwordHint)}
              required
            />
          )}
        </group.AppField>
        <group.AppField
          name="passwordConfirm"
          validators={{
            onBlur: ({ value, fieldApi }) =>
              fieldApi.parseValueWithSchema(rule.requiredSecret) ??
              (value === group.getFieldValue('password')
                ? undefined
                : translate(validationMessages.passwordsDiffer)),
          }}
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
