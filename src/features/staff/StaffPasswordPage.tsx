import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { ErrorCode, ServerCode } from '../../api/errors'
import { staffEndpoints } from '../../api/staff-endpoints'
import { feedback } from '../../ui/feedback/feedback'
import { useSubmit } from '../../ui/form/use-submit'
import { NewPasswordForm } from '../auth/NewPasswordForm'
import { callStaff } from './staff-api'

/**
 * /staff/password?token=…: the page behind the set-password mail that `staff add` sends, with the
 * house's password rules and its words for a link that no longer works.
 */
export function StaffPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const submit = useSubmit(
    async (password: string) => {
      await callStaff(staffEndpoints.staffPassword, { body: { token: token ?? '', password } })
      feedback.alert('success', t`Password salvata`, t`Ora puoi accedere con la nuova password.`)
      await navigate({ to: '/staff/login' })
    },
    (error) => ({
      title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : undefined,
      // Staff cannot ask for a new link themselves: whoever added them sends one (npm run ops).
      message: error.is(ServerCode.InvalidToken)
        ? t`Il link non è valido o è scaduto: chiedi al responsabile del negozio di inviarne uno nuovo.`
        : error.is(ServerCode.LinkUsed)
          ? t`Il link è già stato usato: accedi con la password che hai scelto.`
          : error.message,
    }),
  )
  return (
    <section className="staff-page staff-login" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Scegli la tua password</Trans>
      </h1>
      {token ? (
        <NewPasswordForm submit={submit} busyLabel={<Trans>Salvataggio…</Trans>}>
          <Trans>Salva la password</Trans>
        </NewPasswordForm>
      ) : (
        <p className="form__error" role="alert">
          <Trans>
            Il link non è valido o è scaduto: chiedi al responsabile del negozio di inviarne uno nuovo.
          </Trans>
        </p>
      )}
    </section>
  )
}
