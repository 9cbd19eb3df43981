import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ServerCode } from '../../api/errors'
import * as rule from '../../api/rules'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { CameraScanButton } from './CameraScan'
import { kioskLogIn } from './kiosk-actions'
import { upgradeFlag } from './kiosk-state'
import { scannedCard } from './scanned-card'
import { useScannerBurst } from './use-scanner-burst'

/** The surname's field, where a scanned card leaves the customer. */
const toSurname = () => document.getElementsByName('lastName')[0]?.focus()

/**
 * Kiosk login by card number, with the surname as the password (behaviour §2). As /totem/DIGI it is step 1
 * of 2 of the upgrade to an account with e-mail, and leads to /totem/upgrade.
 */
export function KioskLoginPage({ digi = false }: { digi?: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const submit = useSubmit(
    async (credentials: { cardCode: string; lastName: string }) => {
      await kioskLogIn(credentials)
      if (digi) upgradeFlag.set(true)
      await navigate({ to: upgradeFlag.get() ? '/totem/upgrade' : '/totem/card' })
    },
    (error) => ({
      message:
        error.kind === 'network' || error.is(ServerCode.TooManyRequests)
          ? error.message
          : t`Credenziali errate`,
    }),
  )
  // A card scanned on the home page a moment ago (scanned-card.ts).
  const [scanned] = useState(() => scannedCard.take())
  const form = useAppForm({
    defaultValues: { cardCode: scanned ?? '', lastName: '' },
    onSubmit: ({ value }) => submit.run(value),
  })
  useEffect(() => {
    if (scanned) toSurname()
  }, [scanned])
  // A card scanned here, whatever has the focus: its number in its field, what the burst typed
  // elsewhere taken back, and on to the surname.
  const fillCard = (code: string) => {
    form.setFieldValue('cardCode', code)
    void form.validateField('cardCode', 'blur')
    toSurname()
  }
  useScannerBurst(({ code, target, valueBefore }) => {
    if (target instanceof HTMLInputElement && target.name === 'lastName')
      form.setFieldValue('lastName', valueBefore)
    fillCard(code)
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
      <form.AppForm>
        <form.Form failure={submit.failure} className="form kiosk-form" autoComplete="off">
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
          {/* A card read by the camera fills the number, as one held to a scanner does. */}
          <CameraScanButton onCard={fillCard} />
          <form.AppField name="lastName" validators={{ onBlur: rule.requiredText }}>
            {(field) => <field.TextField label={t`Cognome`} autoComplete="off" required />}
          </form.AppField>
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Accesso in corso…</Trans>}>
              {digi ? <Trans>Prosegui</Trans> : <Trans>Accedi</Trans>}
            </form.SubmitButton>
            {digi && (
              // DIGI has no top bar (behaviour §2): this is the way back for a customer who changed their mind.
              <Link to="/totem" className="button button--secondary kiosk-button">
                <Trans>Annulla</Trans>
              </Link>
            )}
          </div>
        </form.Form>
      </form.AppForm>
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
