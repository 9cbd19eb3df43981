import { Trans, useLingui } from '@lingui/react/macro'
import { callApi, endpoints } from '../../api'
import * as rule from '../../api/rules'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { NewPasswordFields } from '../auth/NewPasswordFields'

const empty = { oldPassword: '', newPassword: '', newPasswordConfirm: '' }

/** Password change: the current one, then a new one of 8+ characters and its confirmation, on blur. */
export function PasswordChange() {
  const { t } = useLingui()
  const submit = useSubmit(async ({ oldPassword, newPassword }: typeof empty) => {
    await callApi(endpoints.changePassword, { body: { oldPassword, newPassword } })
    // Passwords do not linger on screen once they did their job.
    form.reset(empty)
    feedback.toast('success', t`Password aggiornata correttamente`)
  })
  const form = useAppForm({
    defaultValues: empty,
    onSubmit: ({ value }) => submit.run(value),
  })

  return (
    <section className="profile__section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">
        <Trans>Cambia password</Trans>
      </h2>
      <form.AppForm>
        <form.Form failure={submit.failure} aria-labelledby="profile-password-title">
          <form.AppField name="oldPassword" validators={{ onBlur: rule.password }}>
            {(field) => (
              <field.TextField
                label={t`Password attuale`}
                type="password"
                autoComplete="current-password"
                required
              />
            )}
          </form.AppField>
          <NewPasswordFields
            form={form}
            fields={{ password: 'newPassword', passwordConfirm: 'newPasswordConfirm' }}
            confirmLabel={t`Conferma nuova password`}
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Aggiornamento in corso…</Trans>}>
              <Trans>Cambia password</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
