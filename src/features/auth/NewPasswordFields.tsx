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
        <form.AppField
          name="password"
          validators={{ onBlur: rule.password }}
          listeners={{
            // A confirmation already typed is checked again; an empty one is left alone until the
            // customer reaches it ('Le password non coincidono' would show while it is being typed).
            onBlur: ({ fieldApi }) => {
              if (fieldApi.form.getFieldValue('passwordConfirm')) {
                void fieldApi.form.validateField('passwordConfirm', 'blur')
              }
            },
          }}
        >
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
            onBlur: ({ value, fieldApi }) =>
              fieldApi.parseValueWithSchema(rule.requiredSecret) ??
              (value === fieldApi.form.getFieldValue('password')
                ? undefined
                : translate(validationMessages.passwordsDiffer)),
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
