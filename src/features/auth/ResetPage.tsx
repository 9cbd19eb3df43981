import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ErrorCode } from '../../api/errors'
import { feedback } from '../../ui/feedback/feedback'
import { useSubmit } from '../../ui/form/use-submit'
import { useLinkProblem } from './link-problem'
import { NewPasswordForm } from './NewPasswordForm'
import { ResetRequest } from './ResetRequest'

/** /reset: ask for the mail (behaviour §7), or, opened from the mail's link, choose the new password. */
export function ResetPage({ token }: { token: string | undefined }) {
  return token ? <ChooseNewPassword token={token} /> : <RequestReset />
}

function RequestReset() {
  const [sent, setSent] = useState<string | null>(null)
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

  return <ResetRequest onSent={setSent} />
}

/**
 * The page behind the reset mail's link. The link is checked first: a used or expired one says so
 * and offers a new one, instead of a form whose work would be refused only after typing.
 */
function ChooseNewPassword({ token }: { token: string }) {
  const linkProblem = useLinkProblem('reset')
  const check = useQuery({
    queryKey: ['reset-link', token],
    // The check answers no data: a good link is `true` (a query's data cannot be undefined).
    queryFn: ({ signal }) =>
      callApi(endpoints.checkResetLink, { body: { token } }, { signal }).then(() => true),
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
  return <ResetNewPassword token={token} />
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

function ResetNewPassword({ token }: { token: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const linkProblem = useLinkProblem('reset')
  const submit = useSubmit(
    async (newPassword: string) => {
      await callApi(endpoints.resetPassword, { body: { token, newPassword } })
      feedback.alert(
        'success',
        t`Password aggiornata correttamente`,
        t`Ora puoi accedere con la nuova password.`,
      )
      await navigate({ to: '/login' })
    },
    (error) => {
      const problem = linkProblem(error)
      return {
        title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : undefined,
        message: problem?.text ?? error.message,
        // Only a dead link needs a new one; a weak password just needs another try here.
        detail: problem && (
          <Link to="/reset">
            <Trans>Richiedi un nuovo link</Trans>
          </Link>
        ),
      }
    },
  )
  return (
    <NewPasswordFrame>
      <NewPasswordForm submit={submit} busyLabel={<Trans>Salvataggio…</Trans>}>
        <Trans>Salva la password</Trans>
      </NewPasswordForm>
    </NewPasswordFrame>
  )
}
