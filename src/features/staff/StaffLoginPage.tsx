import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { ServerCode } from '../../api/errors'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { CredentialsFields } from '../auth/CredentialsFields'
import { staffLogIn } from './staff-actions'

/**
 * The staff's login (/staff/login, and any staff page while logged out): e-mail and password with
 * the house login's rules and words (features/auth/LoginPage.tsx). Then the page asked for, or the
 * queue.
 */
export function StaffLoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const submit = useSubmit(
    async (credentials: { username: string; password: string }) => {
      await staffLogIn(credentials)
      // On /staff/login the queue; on any other staff page, that page (it is drawn again as it is).
      if (pathname === '/staff/login') await navigate({ to: '/staff', search: {}, replace: true })
    },
    // As the house login: a wrong address or password is 'Credenziali errate'; no network or too
    // many attempts say what is really wrong.
    (error) => ({
      message:
        error.kind === 'network' || error.is(ServerCode.TooManyRequests)
          ? error.message
          : t`Credenziali errate`,
    }),
  )
  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    onSubmit: ({ value }) => submit.run(value),
  })
  return (
    <section className="staff-page staff-login" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Accesso personale del negozio</Trans>
      </h1>
      <form.AppForm>
        <form.Form failure={submit.failure}>
          <CredentialsFields form={form} fields={{ username: 'username', password: 'password' }} />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Accesso in corso…</Trans>}>
              <Trans>Accedi</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
