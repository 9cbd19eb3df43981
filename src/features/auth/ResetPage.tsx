import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError, ErrorCode } from '../../api/errors'
import * as rule from '../../api/rules'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { useLinkProblem } from './link-problem'
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

/**
 * The page behind the reset mail's link. The link is checked first: a used or expired one says so
 * and offers a new one, instead of a form whose work would be refused only after typing.
 */
function ChooseNewPassword({ token }: { token: string }) {
  const linkProblem = useLinkProblem('reset')
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => callApi(endpoints.checkResetLink, { body: { token } }, { signal }),
    // A link is checked once per visit; a failure other than 6 or 9 (no network) leaves the form.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
  const problem = linkProblem(check.error)

  if (check.isPending && check.fetchStatus === 'fetching') {
    return (
      <NewPasswordFrame>
        <p className="loading" role="status">
          <Trans>Verifica del link…</Trans>
        </p>
      </NewPasswordFrame>
    )
  }
  if (problem) {
    return (
      <NewPasswordFrame>
        <p className="form__error" role="alert">
          {problem.text}
        </p>
        <p className="form__actions">
          <Link to="/reset" className="button">
            <Trans>Richiedi un nuovo link</Trans>
          </Link>
          {problem.used && (
            <Link to="/login" className="button button--secondary">
              <Trans>Accedi</Trans>
            </Link>
          )}
        </p>
      </NewPasswordFrame>
    )
  }
  return <NewPasswordForm token={token} />
}

function NewPasswordFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Scegli una nuova password</Trans>
      </h1>
      {children}
    </section>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const linkProblem = useLinkProblem('reset')
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<{ title: string | null; text: string; linkDead: boolean } | null>(
    null,
  )
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
        const problem = linkProblem(error)
        setFailure({
          title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : null,
          text: problem?.text ?? error.message,
          // Only a dead link needs a new one; a weak password just needs another try here.
          linkDead: problem !== null,
        })
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })
  return (
    <NewPasswordFrame>
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
            {failure.text}
            {failure.linkDead && (
              <>
                {' '}
                <Link to="/reset">
                  <Trans>Richiedi un nuovo link</Trans>
                </Link>
              </>
            )}
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
    </NewPasswordFrame>
  )
}
