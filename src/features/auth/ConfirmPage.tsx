import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError, ErrorCode, ServerCode } from '../../api/errors'
import { useSubmit } from '../../ui/form/use-submit'
import { LoadingNotice } from '../../ui/query-state/QueryState'
import { useLinkProblem } from './link-problem'
import { NewPasswordForm } from './NewPasswordForm'

/**
 * /confirm?token=…: the page behind the sign-up and upgrade mails. It confirms at once; an account
 * made at the kiosk has no password yet, so the server asks for one (code 7) and the page offers it.
 * A sign-up's link may carry &redirect= (the page signed up from, a list's join link): its "Accedi"
 * passes it to the login, which goes back there.
 */
export function ConfirmPage({
  token,
  redirect,
}: {
  token: string | undefined
  redirect?: string | undefined
}) {
  const { t } = useLingui()
  const [needsPassword, setNeedsPassword] = useState(false)
  const linkProblem = useLinkProblem('confirm')
  const confirm = useMutation({
    mutationFn: (password?: string) =>
      callApi(endpoints.confirm, { body: { token: token ?? '', ...(password ? { password } : {}) } }),
    onError: (error) => {
      if (error instanceof ApiError && error.is(ServerCode.PasswordRequired)) setNeedsPassword(true)
    },
  })
  // The token works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false)
  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    confirm.mutate(undefined)
  }, [token, confirm])

  const submit = useSubmit(
    (password: string) => confirm.mutateAsync(password),
    (error) => ({
      title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : undefined,
      message: linkProblem(error)?.text ?? error.message,
    }),
  )

  const title = <Trans>Conferma registrazione</Trans>
  if (!token) {
    return (
      <Frame title={title}>
        <p role="alert">
          <Trans>Il link non è completo: aprilo di nuovo dall'email che ti abbiamo inviato.</Trans>
        </p>
      </Frame>
    )
  }
  const problem = linkProblem(confirm.error)
  if (problem?.used) {
    // The second click on the mail's link: the address is confirmed already, so it is good news.
    return (
      <Frame title={<Trans>Registrazione già confermata</Trans>}>
        <p role="status">{problem.text}</p>
        <p>
          <Link to="/login" search={{ redirect }} className="button">
            <Trans>Accedi</Trans>
          </Link>
        </p>
      </Frame>
    )
  }
  if (confirm.isSuccess) {
    return (
      <Frame title={<Trans>Registrazione confermata</Trans>}>
        <p role="status">
          <Trans>
            Il tuo indirizzo {confirm.data.username} è confermato: ora puoi accedere al sito e all'app.
          </Trans>
        </p>
        <p>
          <Link to="/login" search={{ redirect }} className="button">
            <Trans>Accedi</Trans>
          </Link>
        </p>
      </Frame>
    )
  }
  if (needsPassword) {
    return (
      <Frame title={title}>
        <p>
          <Trans>Per completare la registrazione scegli la password con cui accederai.</Trans>
        </p>
        <NewPasswordForm submit={submit} busyLabel={<Trans>Conferma in corso…</Trans>}>
          <Trans>Conferma</Trans>
        </NewPasswordForm>
      </Frame>
    )
  }
  if (confirm.isError) {
    return (
      <Frame title={title}>
        <p className="form__error" role="alert">
          {problem?.text ??
            (confirm.error instanceof ApiError
              ? confirm.error.message
              : t`Errore di comunicazione col server`)}
        </p>
        <p>
          <Trans>
            Se il link è scaduto puoi <Link to="/reset">chiedere un nuovo link</Link>: impostando la password
            confermerai anche l'indirizzo.
          </Trans>
        </p>
      </Frame>
    )
  }
  return (
    <Frame title={title}>
      <LoadingNotice>
        <Trans>Conferma in corso…</Trans>
      </LoadingNotice>
    </Frame>
  )
}

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  )
}
