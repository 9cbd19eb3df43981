import { Trans, useLingui } from '@lingui/react/macro'
import type * as v from 'valibot'
import * as rule from '../../api/rules'
import { withFieldGroup } from '../../ui/form/form'
import { NewPasswordFields } from './NewPasswordFields'

const accountProps: {
  /** The web sign-up checks while typing; the kiosk upgrade when a field is left. */
  mode?: 'change' | 'blur'
  /** The upgrade's e-mail says 'Email non valido' (behaviour §5); the sign-up's is the usual rule. */
  emailRule?: v.GenericSchema<string>
  /** Where the server alone judges the strength (the kiosk upgrade), the password is only required. */
  strengthOnServer?: boolean
  /** A shared device must not offer what the last customer typed. */
  autofill?: boolean
  passwordLabel?: string
  confirmLabel?: string
} = {}

/** The account of a new login: the e-mail that will be the username, a password and its confirmation. */
export const AccountFields = withFieldGroup({
  defaultValues: { email: '', password: '', passwordConfirm: '' },
  props: accountProps,
  render: function Fields({
    group,
    mode = 'blur',
    emailRule = rule.email,
    strengthOnServer = false,
    autofill = true,
    passwordLabel,
    confirmLabel,
  }) {
    const { t } = useLingui()
    return (
      <fieldset>
        <legend>
          <Trans>Account</Trans>
        </legend>
        <group.AppField
          name="email"
          validators={mode === 'change' ? { onChange: emailRule } : { onBlur: emailRule }}
        >
          {(field) => (
            <field.TextField
              label={t`Email`}
              type="email"
              autoComplete={autofill ? 'email' : 'off'}
              hint={t`Sarà il tuo nome utente per accedere.`}
              required
            />
          )}
        </group.AppField>
        <NewPasswordFields
          form={group}
          fields={{ password: 'password', passwordConfirm: 'passwordConfirm' }}
          label={passwordLabel}
          confirmLabel={confirmLabel}
          mode={mode}
          strengthOnServer={strengthOnServer}
          autofill={autofill}
        />
      </fieldset>
    )
  },
})
