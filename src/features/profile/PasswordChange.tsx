import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'

const empty = { oldPassword: '', newPassword: '', newPasswordConfirm: '' }

/** Password change (SPEC §5: 8+ characters, the confirmation equal to the new one; on blur). */
export function PasswordChange() {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const failureRef = useRef<HTMLParagraphElement>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const form = useAppForm({
    defaultValues: empty,
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await callApi(endpoints.changePassword, {
          body: { oldPassword: value.oldPassword, newPassword: value.newPassword },
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure(error.message)
        return
      }
      // Passwords do not linger on screen once they did their job.
      formApi.reset(empty)
      feedback.toast('success', t`Password aggiornata correttamente`)
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  return (
    <section className="profile__section" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">
        <Trans>Cambia password</Trans>
      </h2>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-labelledby="profile-password-title"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <p ref={failureRef} className="form__error" role="alert" tabIndex={-1}>
            {failure}
          </p>
        )}
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
        <form.AppField
          name="newPassword"
          validators={{ onBlur: rule.password }}
          listeners={{
            // A confirmation already typed is checked again; an empty one is left alone until the
            // customer reaches it (an early 'Campo obbligatorio' would stay on screen while typing).
            onBlur: ({ fieldApi }) => {
              if (fieldApi.form.getFieldValue('newPasswordConfirm')) {
                void fieldApi.form.validateField('newPasswordConfirm', 'blur')
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
          name="newPasswordConfirm"
          validators={{
            onBlur: ({ value, fieldApi }) =>
              fieldApi.parseValueWithSchema(rule.requiredSecret) ??
              (value === fieldApi.form.getFieldValue('newPassword')
                ? undefined
                : translate(validationMessages.passwordsDiffer)),
          }}
        >
          {(field) => (
            <field.TextField
              label={t`Conferma nuova password`}
              type="password"
              autoComplete="new-password"
              required
            />
          )}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Aggiornamento in corso…</Trans>}>
              <Trans>Cambia password</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  )
}
