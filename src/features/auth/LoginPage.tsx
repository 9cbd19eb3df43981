import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { ServerCode } from '../../api/errors'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { logIn } from './auth-actions'
import { CredentialsFields } from './CredentialsFields'

/**
 * /login (behaviour §2, §5 Login: validated on blur; failure shows 'Credenziali errate'). Then the
 * card, or the page that sent the visitor here (?redirect=, as the shop's cart does).
 */
export function LoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/_web/login' })
  const submit = useSubmit(
    async (credentials: { username: string; password: string }) => {
      await logIn(credentials)
      await (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/card' }))
    },
    // A wrong address or password is 'Credenziali errate'; no network, an unconfirmed address or too
    // many attempts say what is really wrong.
    (error) => ({
      message:
        error.kind === 'network' || error.is(ServerCode.NotConfirmed) || error.is(ServerCode.TooManyRequests)
          ? error.message
          : t`Credenziali errate`,
    }),
  )
  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    onSubmit: ({ value }) => submit.run(value),
  })

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Accedi</Trans>
      </h1>
      <form.AppForm>
        <form.Form failure={submit.failure}>
          <CredentialsFields form={form} fields={{ username: 'username', password: 'password' }} />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Accesso in corso…</Trans>}>
              <Trans>Accedi</Trans>
            </form.SubmitButton>
            <Link to="/reset">
              <Trans>Hai dimenticato la password?</Trans>
            </Link>
          </div>
        </form.Form>
      </form.AppForm>
      <p>
        <Trans>
          Non hai ancora un account?{' '}
          <Link to="/signup" search={{ redirect }}>
            Registrati
          </Link>
        </Trans>
      </p>
    </section>
  )
}
