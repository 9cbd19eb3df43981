import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { Link, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ErrorCode } from '../../api/errors'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { useChannel } from '../../ui/use-channel'
import { AccountFields } from '../auth/AccountFields'
import { AddressSection } from '../customer-form/AddressSection'
import { CardLookup } from '../customer-form/CardLookup'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { OptionalCardCodeInput } from '../customer-form/OptionalCardCodeInput'
import { PersonalDataSection } from '../customer-form/PersonalDataSection'
import { addressFromUser, personalFromUser } from '../customer-form/values'
import { SignupDone } from './SignupDone'
import { emptySignup, type SignupValues, signupRequest, smsReachableAtSignup } from './signup-values'
import './signup.css'

/**
 * /signup (behaviour §2 Registration form). Once registered, the page says to check the mail instead.
 * With ?redirect= (a list's join link, docs/lists-sharing.md) the way back goes with the sign-up's
 * call, so that the mail's link leads to a login that comes back there, on whatever device it is
 * opened; and with this page's own link to the login.
 */
export function SignupPage() {
  const { redirect } = useSearch({ from: '/_web/signup' })
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  if (registeredEmail) return <SignupDone email={registeredEmail} redirect={redirect} />
  return <SignupForm redirect={redirect} onRegistered={setRegisteredEmail} />
}

/**
 * The form validates on change (behaviour §5). Step 0 is the empty form; a card found by code and surname
 * fills it in (step 2). A failure shows above the form and takes the focus; nothing typed is lost.
 */
function SignupForm({
  redirect,
  onRegistered,
}: {
  redirect: string | undefined
  onRegistered: (email: string) => void
}) {
  const { t } = useLingui()
  // Sign-up happens on the web and in the app's web view; the kiosk has its own.
  const channel = useChannel()
  const terminalType = channel === 'totem' ? 'web' : channel
  const stepRef = useRef<HTMLDivElement>(null)
  const [foundCard, setFoundCard] = useState<string | null>(null)

  const submit = useSubmit(
    async (values: SignupValues) => {
      await callApi(endpoints.signup, {
        body: signupRequest(values, terminalType),
        query: redirect ? { redirect } : {},
      })
      feedback.alert(
        'success',
        t`Registrazione effettuata`,
        t`A breve riceverai una email per completare il processo di registrazione.`,
      )
      onRegistered(values.email.trim())
    },
    // A refused password has its own title; any other failure is its message alone.
    (error) => ({
      title: error.is(ErrorCode.WeakPassword) ? t`Password non valida` : undefined,
      message: error.message,
    }),
  )
  const form = useAppForm({
    defaultValues: emptySignup,
    onSubmit: ({ value }) => submit.run(value),
  })

  const phone = useStore(form.store, (s) => s.values.personal.mobilePhone)

  useEffect(() => {
    if (foundCard) stepRef.current?.focus()
  }, [foundCard])

  function prefill(profile: User, cardCode: string) {
    const personal = personalFromUser(profile)
    const address = addressFromUser(profile)
    for (const key of ['firstName', 'lastName', 'birthDate', 'gender'] as const) {
      if (personal[key]) form.setFieldValue(`personal.${key}`, personal[key])
    }
    for (const key of ['city', 'address', 'zip', 'county'] as const) {
      if (address[key]) form.setFieldValue(`address.${key}`, address[key])
    }
    const code = profile.cards[0]?.code ?? cardCode
    form.setFieldValue('cardCode', code)
    setFoundCard(code)
  }

  return (
    <section className="page signup" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Registrati</Trans>
      </h1>
      {foundCard ? (
        <div ref={stepRef} className="signup__step" role="status" tabIndex={-1}>
          <p>
            <Trans>
              Passo 2: abbiamo trovato la carta {foundCard} e compilato il modulo con i suoi dati. Controllali
              e completa la registrazione con email, password e consensi.
            </Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={() => setFoundCard(null)}>
            <Trans>Cerca un'altra carta</Trans>
          </button>
        </div>
      ) : (
        <CardLookup channel="web" className="signup__lookup" onFound={prefill} />
      )}

      <h2 id="signup-form-title">
        <Trans>I tuoi dati</Trans>
      </h2>
      <p>
        <Trans>Senza numero di carta ricevi una nuova carta digitale. I campi con * sono obbligatori.</Trans>
      </p>
      <form.AppForm>
        <form.Form failure={submit.failure} aria-labelledby="signup-form-title">
          <PersonalDataSection form={form} fields="personal" mode="change" phoneRule="signup" />
          <AccountFields
            form={form}
            fields={{ email: 'email', password: 'password', passwordConfirm: 'passwordConfirm' }}
            mode="change"
            passwordLabel={t`Password`}
            confirmLabel={t`Conferma password`}
          />
          <AddressSection form={form} fields="address" mode="change" />
          <fieldset>
            <legend>
              <Trans>Carta fedeltà</Trans>
            </legend>
            <form.AppField name="cardCode" validators={{ onChange: rule.optionalCardCode }}>
              {() => <OptionalCardCodeInput />}
            </form.AppField>
          </fieldset>
          <ConsentsSection
            form={form}
            fields="consents"
            mode="change"
            smsReachable={smsReachableAtSignup(phone)}
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Registrazione in corso…</Trans>}>
              <Trans>Registrati</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      <p>
        <Trans>
          Hai già un account?{' '}
          <Link to="/login" search={{ redirect }}>
            Accedi
          </Link>
        </Trans>
      </p>
    </section>
  )
}
