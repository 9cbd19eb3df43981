import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ErrorCode } from '../../api/errors'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { AccountFields } from '../auth/AccountFields'
import { useSessionUser } from '../auth/session'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { consentsFromUser, isReachableMobile } from '../customer-form/values'
import { kioskLogOut } from './kiosk-actions'

/**
 * /totem/upgrade, step 2 of 2 after /totem/DIGI (behaviour §2): a card-only customer chooses an e-mail as
 * username and a password, and the free consents. Success logs out and says a mail will complete it.
 */
export function KioskUpgradePage() {
  const user = useSessionUser()
  const [done, setDone] = useState(false)
  if (done) return <UpgradeDone />
  // The route's guard let only a customer in; the customer is gone only once the upgrade is done.
  if (!user) return null
  return <UpgradeForm user={user} onDone={() => setDone(true)} />
}

function UpgradeForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useLingui()
  const smsReachable = isReachableMobile(user.mobilePhone ?? '', rule.signupMobilePhone)

  // Made once: new default values on a later render would reset what is being typed.
  const [defaultValues] = useState(() => ({
    email: '',
    password: '',
    passwordConfirm: '',
    consents: consentsFromUser(user),
  }))
  const submit = useSubmit(
    async ({ email, password, consents }: typeof defaultValues) => {
      const { accept3, accept4, accept5, accept6 } = consents
      await callApi(endpoints.upgrade, {
        body: { email, newPassword: password, accept3, accept4, accept5, accept6 },
      })
      // The confirmation first: without a user the page would send the customer back to DIGI.
      onDone()
      await kioskLogOut()
    },
    // A refused password has its own title; any other failure is the server's message.
    (error) => ({
      title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : undefined,
      message: error.message,
    }),
  )
  const form = useAppForm({
    defaultValues,
    onSubmit: ({ value }) => submit.run(value),
  })

  return (
    <section className="page kiosk-upgrade" aria-labelledby="page-title">
      <p className="kiosk-step">
        <Trans>Passo 2 di 2</Trans>
      </p>
      <h1 id="page-title">
        <Trans>Accedi con email e password</Trans>
      </h1>
      <p>
        <Trans>
          Scegli l'email con cui accederai al sito e all'app e una password. Ti scriveremo per confermare
          l'indirizzo.
        </Trans>
      </p>
      <form.AppForm>
        <form.Form failure={submit.failure} className="form kiosk-form" autoComplete="off">
          <AccountFields
            form={form}
            fields={{ email: 'email', password: 'password', passwordConfirm: 'passwordConfirm' }}
            emailRule={rule.upgradeEmail}
            strengthOnServer
            autofill={false}
          />
          <ConsentsSection
            form={form}
            fields="consents"
            mode="blur"
            smsReachable={smsReachable}
            optionalOnly
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
              <Trans>Conferma</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}

/** After the upgrade the customer is logged out; the confirmation names nobody. */
function UpgradeDone() {
  const navigate = useNavigate()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section className="page kiosk-upgrade" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Richiesta effettuata con successo</Trans>
      </h1>
      <div ref={ref} className="kiosk-done" role="status" tabIndex={-1}>
        <p className="kiosk-done__title">
          <Trans>
            A breve riceverai un'email: apri il link che contiene per completare l'operazione e riattivare il
            profilo.
          </Trans>
        </p>
        <p>
          <Trans>Fino ad allora accedi al totem con la carta e il cognome.</Trans>
        </p>
      </div>
      <button type="button" className="button kiosk-button" onClick={() => void navigate({ to: '/totem' })}>
        <Trans>Torna alla pagina iniziale</Trans>
      </button>
    </section>
  )
}
