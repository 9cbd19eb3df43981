import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'

/**
 * "Hai già una carta?": a customer with a printed card (or one made at the kiosk) finds its profile
 * by card code and surname (GET /cli/profiles/latua) and gets the sign-up form filled in.
 */
export function CardLookup({ onFound }: { onFound: (profile: User, cardCode: string) => void }) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const form = useAppForm({
    defaultValues: { cardCode: '', lastName: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        const query = { cardCode: value.cardCode.trim(), lastName: value.lastName.trim() }
        onFound(await callApi(endpoints.cardLookup, { query }), query.cardCode)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure(error.message)
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  return (
    <section className="signup__lookup" aria-labelledby="signup-lookup-title">
      <h2 id="signup-lookup-title">
        <Trans>Hai già una carta?</Trans>
      </h2>
      <p>
        <Trans>
          Inserisci il numero della carta e il tuo cognome: compileremo il modulo con i dati che già
          conosciamo. Altrimenti compila direttamente il modulo qui sotto.
        </Trans>
      </p>
      <form
        ref={formRef}
        className="form signup__lookup-form"
        noValidate
        aria-labelledby="signup-lookup-title"
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
        <form.AppField name="cardCode" validators={{ onChange: rule.cardCode }}>
          {(field) => (
            <field.TextField
              label={t`Numero carta`}
              hint={t`Le 13 cifre sotto il codice a barre.`}
              inputMode="numeric"
              maxLength={13}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="lastName" validators={{ onChange: rule.requiredText }}>
          {(field) => <field.TextField label={t`Cognome`} autoComplete="family-name" required />}
        </form.AppField>
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Ricerca in corso…</Trans>}>
              <Trans>Cerca la mia carta</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </section>
  )
}
