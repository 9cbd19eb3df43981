import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { translate, validationMessages } from '../../api/messages'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { RadioGroupField } from '../../ui/form/RadioGroupField'
import { CardLookup } from '../customer-form/CardLookup'
import type { LegalDocument } from '../customer-form/ConsentsSection'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { OptionalCardCodeInput } from '../customer-form/OptionalCardCodeInput'
import { type GenderChoiceProps, PersonalDataSection } from '../customer-form/PersonalDataSection'
import { KioskLegalDialogs } from './KioskLegalDialogs'
import { signupDraft } from './signup-draft'
import {
  emptyKioskSignup,
  noPreRead,
  type PreRead,
  prefillFromCard,
  smsReachableAtKiosk,
} from './signup-values'

/**
 * /totem/signup, step 1 of 2 (behaviour §2, §5 "Kiosk sign-up"): the form, validated on blur, with the card
 * code optional and the e-mail required without it. A valid form goes on to the signature; what was
 * typed waits in memory for the way back (signup-draft).
 */
export function KioskSignupPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const foundRef = useRef<HTMLParagraphElement>(null)
  const draft = signupDraft.get()
  const [preRead, setPreRead] = useState<PreRead>(draft?.preRead ?? noPreRead)
  const [foundCard, setFoundCard] = useState<string | null>(null)
  const [reading, setReading] = useState<LegalDocument | null>(null)

  const form = useAppForm({
    defaultValues: draft?.values ?? emptyKioskSignup,
    onSubmit: async ({ value }) => {
      signupDraft.save({ values: value, preRead, complete: true })
      await navigate({ to: '/totem/signature' })
    },
  })
  const phone = useStore(form.store, (s) => s.values.personal.mobilePhone)

  useEffect(() => {
    if (foundCard) foundRef.current?.focus()
  }, [foundCard])

  function prefill(profile: User, cardCode: string) {
    const filled = prefillFromCard(form.state.values, profile, cardCode)
    form.setFieldValue('cardCode', filled.values.cardCode)
    for (const key of ['firstName', 'lastName', 'birthDate', 'gender'] as const) {
      form.setFieldValue(`personal.${key}`, filled.values.personal[key])
    }
    setPreRead(filled.preRead)
    setFoundCard(filled.values.cardCode)
  }

  return (
    <section className="page kiosk-signup" aria-labelledby="page-title">
      <p className="kiosk-step">
        <Trans>Passo 1 di 2</Trans>
      </p>
      <h1 id="page-title">
        <Trans>Richiedi la carta</Trans>
      </h1>
      {foundCard ? (
        <p ref={foundRef} className="kiosk-found" role="status" tabIndex={-1}>
          <Trans>
            Abbiamo trovato la carta {foundCard}: controlla i dati qui sotto e completa il modulo.
          </Trans>
        </p>
      ) : (
        <CardLookup channel="kiosk" className="kiosk-lookup" onFound={prefill} />
      )}

      <h2 id="kiosk-signup-form-title">
        <Trans>I tuoi dati</Trans>
      </h2>
      <p>
        <Trans>
          Senza numero di carta ricevi una nuova carta digitale: in quel caso l'email è obbligatoria. I campi
          con * sono obbligatori.
        </Trans>
      </p>
      <form.AppForm>
        <form.Form className="form kiosk-form" autoComplete="off" aria-labelledby="kiosk-signup-form-title">
          <fieldset>
            <legend>
              <Trans>Carta fedeltà</Trans>
            </legend>
            <form.AppField
              name="cardCode"
              validators={{ onBlur: rule.optionalCardCode }}
              listeners={{
                // The e-mail's requirement depends on the card: its message follows the card's change.
                onBlur: ({ fieldApi }) => {
                  if (fieldApi.form.getFieldMeta('email')?.isTouched)
                    void fieldApi.form.validateField('email', 'blur')
                },
              }}
            >
              {() => <OptionalCardCodeInput />}
            </form.AppField>
          </fieldset>
          <PersonalDataSection
            form={form}
            fields="personal"
            mode="blur"
            phoneRule="signup"
            autofill={false}
            birthDateLists
            GenderChoice={GenderButtons}
          />
          <fieldset>
            <legend>
              <Trans>Email</Trans>
            </legend>
            <form.AppField
              name="email"
              validators={{
                onBlur: ({ value, fieldApi }) =>
                  value.trim() === '' && fieldApi.form.getFieldValue('cardCode').trim() === ''
                    ? translate(validationMessages.emailRequiredWithoutCard)
                    : fieldApi.parseValueWithSchema(rule.optionalEmail),
              }}
            >
              {(field) => (
                <field.TextField
                  label={t`Email`}
                  type="email"
                  autoComplete="off"
                  hint={t`Obbligatoria se non hai una carta. Ti scriveremo per confermarla: poi potrai accedere anche al sito e all'app.`}
                />
              )}
            </form.AppField>
          </fieldset>
          <ConsentsSection
            form={form}
            fields="consents"
            mode="blur"
            smsReachable={smsReachableAtKiosk(phone)}
            onReadDocument={setReading}
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Un momento…</Trans>}>
              <Trans>Avanti: firma</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      <KioskLegalDialogs open={reading} onClose={() => setReading(null)} />
    </section>
  )
}

/** The gender as two large buttons side by side, chosen with a finger. */
function GenderButtons({ label, options }: GenderChoiceProps) {
  return <RadioGroupField legend={label} options={options} inline required />
}
