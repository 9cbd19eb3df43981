import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError, ErrorCode } from '../../api/errors'
import * as rule from '../../api/rules'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { NewPasswordFields } from './NewPasswordFields'

/** /reset: ask for the mail (SPEC §7), or, opened from the mail's link, choose the new password. */
export function ResetPage({ token }: { token: string | undefined }) {
  return token ? <ChooseNewPassword token={token} /> : <RequestReset />
}

function RequestReset() {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await callApi(endpoints.requestPasswordReset, { body: { tid: '01', email: value.email } })
        setSent(value.email.trim().toLowerCase())
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure(error.message)
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  if (sent) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Richiesta effettuata con successo</Trans>
        </h1>
        <p role="status">
          <Trans>
            Se {sent} è registrato, a breve riceverai una email con il link per completare il cambio della
            password. Il link vale 1 ora.
          </Trans>
        </p>
        <p>
          <Link to="/login">
            <Trans>Torna all'accesso</Trans>
          </Link>
        </p>
      </section>
    )
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Recupera password</Trans>
      </h1>
      <p>
        <Trans>
          Scrivi l'email con cui ti sei registrato: ti invieremo un link per scegliere una nuova password.
        </Trans>
      </p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <form.AppField name="email" validators={{ onBlur: rule.email }}>
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" required />}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
              <Trans>Invia</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  )
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<{ title: string | null; text: string } | null>(null)
  const form = useAppForm({
    defaultValues: { password: '', passwordConfirm: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await callApi(endpoints.resetPassword, { body: { token, newPassword: value.password } })
        feedback.alert(
          'success',
          t`Password aggiornata correttamente`,
          t`Ora puoi accedere con la nuova password.`,
        )
        await navigate({ to: '/login' })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure({
          title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : null,
          text: error.message,
        })
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Scegli una nuova password</Trans>
      </h1>
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <div className="form__error" role="alert">
            {failure.title && <strong>{failure.title}: </strong>}
            {failure.text}{' '}
            <Link to="/reset">
              <Trans>Richiedi un nuovo link</Trans>
            </Link>
          </div>
        )}
        <NewPasswordFields form={form} />
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Salvataggio…</Trans>}>
              <Trans>Salva la password</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  )
}
