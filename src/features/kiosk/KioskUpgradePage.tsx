import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError, ErrorCode } from '../../api/errors'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { useSessionUser } from '../auth/session'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { consentsFromUser, isReachableMobile } from '../customer-form/values'
import { kioskLogOut } from './kiosk-actions'

/**
 * /totem/upgrade, step 2 of 2 after /totem/DIGI (SPEC §2): a card-only customer chooses an e-mail as
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
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<{ title: string | null; message: string } | null>(null)
  const smsReachable = isReachableMobile(user.mobilePhone ?? '', rule.signupMobilePhone)

  // Made once: new default values on a later render would reset what is being typed.
  const [defaultValues] = useState(() => ({
    email: '',
    password: '',
    passwordConfirm: '',
    consents: consentsFromUser(user),
  }))
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      setFailure(null)
      const { accept3, accept4, accept5, accept6 } = value.consents
      try {
        await callApi(endpoints.upgrade, {
          body: { email: value.email, newPassword: value.password, accept3, accept4, accept5, accept6 },
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        // SPEC §8: code 13 has its own title; any other failure is the server's message.
        setFailure({
          title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : null,
          message: error.message,
        })
        return
      }
      // The confirmation first: without a user the page would send the customer back to DIGI.
      onDone()
      await kioskLogOut(queryClient)
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

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
      <form
        ref={formRef}
        className="form kiosk-form"
        noValidate
        autoComplete="off"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <div ref={failureRef} className="form__error" role="alert" tabIndex={-1}>
            {failure.title && (
              <p>
                <strong>{failure.title}</strong>
              </p>
            )}
            <p>{failure.message}</p>
          </div>
        )}
        <fieldset>
          <legend>
            <Trans>Account</Trans>
          </legend>
          <form.AppField name="email" validators={{ onBlur: rule.upgradeEmail }}>
            {(field) => (
              <field.TextField
                label={t`Email`}
                type="email"
                autoComplete="off"
                hint={t`Sarà il tuo nome utente per accedere.`}
                required
              />
            )}
          </form.AppField>
          {/* SPEC §5 "Upgrade": the password is only required here; its strength is the server's (13). */}
          <form.AppField
            name="password"
            validators={{ onBlur: rule.requiredSecret }}
            listeners={{
              // A confirmation already typed is checked again; an empty one is left alone until the
              // customer reaches it (an early 'Campo obbligatorio' would stay on screen while typing).
              onBlur: ({ fieldApi }) => {
                if (fieldApi.form.getFieldValue('passwordConfirm')) {
                  void fieldApi.form.validateField('passwordConfirm', 'blur')
                }
              },
            }}
          >
            {(field) => (
              <field.TextField
                label={t`Nuova password`}
                type="password"
                autoComplete="off"
                hint={translate(validationMessages.passwordHint)}
                required
              />
            )}
          </form.AppField>
          <form.AppField
            name="passwordConfirm"
            validators={{
              onBlur: ({ value, fieldApi }) =>
                fieldApi.parseValueWithSchema(rule.requiredSecret) ??
                (value === fieldApi.form.getFieldValue('password')
                  ? undefined
                  : translate(validationMessages.passwordsDiffer)),
            }}
          >
            {(field) => (
              <field.TextField label={t`Conferma la password`} type="password" autoComplete="off" required />
            )}
          </form.AppField>
        </fieldset>
        <ConsentsSection form={form} fields="consents" mode="blur" smsReachable={smsReachable} optionalOnly />
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Invio in corso…</Trans>}>
              <Trans>Conferma</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
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
