import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { ApiError, ServerCode } from '../../api/errors'
import * as rule from '../../api/rules'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { kioskLogIn } from './kiosk-actions'
import { upgradeFlag } from './kiosk-state'

/**
 * Kiosk login by card number, with the surname as the password (SPEC §2). As /totem/DIGI it is step 1
 * of 2 of the upgrade to an account with e-mail, and leads to /totem/upgrade.
 */
export function KioskLoginPage({ digi = false }: { digi?: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { cardCode: '', lastName: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        await kioskLogIn(value)
        if (digi) upgradeFlag.set(true)
        await navigate({ to: upgradeFlag.get() ? '/totem/upgrade' : '/totem/card' })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        const explained = error.kind === 'network' || error.is(ServerCode.TooManyRequests)
        setFailure(explained ? error.message : t`Credenziali errate`)
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  return (
    <section className="page" aria-labelledby="page-title">
      {digi && (
        <p className="kiosk-step">
          <Trans>Passo 1 di 2</Trans>
        </p>
      )}
      <h1 id="page-title">{digi ? <Trans>Passa al digitale</Trans> : <Trans>Accedi con la carta</Trans>}</h1>
      <p>
        {digi ? (
          <Trans>
            Scrivi il numero della tua carta e il tuo cognome: al passo successivo sceglierai email e
            password.
          </Trans>
        ) : (
          <Trans>Scrivi il numero della tua carta e, come password, il tuo cognome.</Trans>
        )}
      </p>
      <form
        ref={formRef}
        className="form"
        noValidate
        autoComplete="off"
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
        <form.AppField name="cardCode" validators={{ onBlur: rule.cardCode }}>
          {(field) => (
            <field.TextField
              label={t`Numero della carta`}
              inputMode="numeric"
              maxLength={13}
              autoComplete="off"
              hint={t`Le 13 cifre sotto il codice a barre`}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="lastName" validators={{ onBlur: rule.requiredText }}>
          {(field) => <field.TextField label={t`Cognome`} autoComplete="off" required />}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Accesso in corso…</Trans>}>
              {digi ? <Trans>Prosegui</Trans> : <Trans>Accedi</Trans>}
            </form.SubmitButton>
          </form.AppForm>
          {digi && (
            // DIGI has no top bar (SPEC §2): this is the way back for a customer who changed their mind.
            <Link to="/totem" className="button button--secondary kiosk-button">
              <Trans>Annulla</Trans>
            </Link>
          )}
        </div>
      </form>
      {!digi && (
        <p className="kiosk-aside">
          <Trans>
            Accedi con email e password sul sito o nell'app? Se l'hai dimenticata,{' '}
            <Link to="/totem/reset">recupera la password</Link>.
          </Trans>
        </p>
      )}
    </section>
  )
}
