import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ApiError, ServerCode } from '../../api/errors'
import * as rule from '../../api/rules'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { logIn } from './auth-actions'

/** /login (SPEC §2, §5 Login: validated on blur; failure shows 'Credenziali errate'). */
export function LoginPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await logIn(value)
        await navigate({ to: '/card' })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        // A wrong address or password is 'Credenziali errate' (SPEC §8); no network or an unconfirmed
        // address says what is really wrong.
        const explained =
          error.kind === 'network' ||
          error.is(ServerCode.NotConfirmed) ||
          error.is(ServerCode.TooManyRequests)
        setFailure(explained ? error.message : t`Credenziali errate`)
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Accedi</Trans>
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
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        <form.AppField name="username" validators={{ onBlur: rule.email }}>
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" required />}
        </form.AppField>
        <form.AppField name="password" validators={{ onBlur: rule.password }}>
          {(field) => (
            <field.TextField label={t`Password`} type="password" autoComplete="current-password" required />
          )}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Accesso in corso…</Trans>}>
              <Trans>Accedi</Trans>
            </form.SubmitButton>
          </form.AppForm>
          <Link to="/reset">
            <Trans>Hai dimenticato la password?</Trans>
          </Link>
        </div>
      </form>
      <p>
        <Trans>
          Non hai ancora un account? <Link to="/signup">Registrati</Link>
        </Trans>
      </p>
    </section>
  )
}
