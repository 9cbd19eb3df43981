import { useLingui } from '@lingui/react/macro'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import { withForm } from '../../ui/form/form'

/** A new password and its confirmation, with SPEC's hint and 'Le password non coincidono'. */
export const NewPasswordFields = withForm({
  defaultValues: { password: '', passwordConfirm: '' },
  render: function Fields({ form }) {
    const { t } = useLingui()
    return (
      <>
        <form.AppField name="password" validators={{ onBlur: rule.password }}>
          {(field) => (
            <field.TextField
              label={t`Nuova password`}
              type="password"
              autoComplete="new-password"
              hint={translate(validationMessages.passwordHint)}
              required
            />
          )}
        </form.AppField>
        <form.AppField
          name="passwordConfirm"
          validators={{
            onBlurListenTo: ['password'],
            onBlur: ({ value, fieldApi }) =>
              value !== fieldApi.form.getFieldValue('password')
                ? translate(validationMessages.passwordsDiffer)
                : undefined,
          }}
        >
          {(field) => (
            <field.TextField
              label={t`Conferma la password`}
              type="password"
              autoComplete="new-password"
              required
            />
          )}
        </form.AppField>
      </>
    )
  },
})
