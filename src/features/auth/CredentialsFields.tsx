import { useLingui } from '@lingui/react/macro'
import * as rule from '../../api/rules'
import { withFieldGroup } from '../../ui/form/form'

/**
 * E-mail and password of a login, checked when a field is left: the customer's web login and the
 * store staff's use the same fields, rules and words.
 */
export const CredentialsFields = withFieldGroup({
  defaultValues: { username: '', password: '' },
  render: function Fields({ group }) {
    const { t } = useLingui()
    return (
      <>
        <group.AppField name="username" validators={{ onBlur: rule.email }}>
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" required />}
        </group.AppField>
        <group.AppField name="password" validators={{ onBlur: rule.password }}>
          {(field) => (
            <field.TextField label={t`Password`} type="password" autoComplete="current-password" required />
          )}
        </group.AppField>
      </>
    )
  },
})
