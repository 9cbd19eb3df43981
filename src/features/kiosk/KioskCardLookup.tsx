import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'

/**
 * "Hai già una carta?" at the kiosk: the card code and surname read the card's profile (the kiosk's
 * card read) and fill in the sign-up form. A failure shows the server's message (SPEC §8).
 */
export function KioskCardLookup({ onFound }: { onFound: (profile: User, cardCode: string) => void }) {
  const { t } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { cardCode: '', lastName: '' },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const query = { cardCode: value.cardCode.trim(), lastName: value.lastName.trim() }
        onFound(await callApi(endpoints.kioskCardProfile, { query }), query.cardCode)
        // The surname has done its job: it is in the form below now, not twice on screen.
        formApi.reset()
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        setFailure(error.message)
      }
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  return (
    <section className="kiosk-lookup" aria-labelledby="kiosk-lookup-title">
      <h2 id="kiosk-lookup-title">
        <Trans>Hai già una carta?</Trans>
      </h2>
      <p>
        <Trans>
          Scrivi il numero della carta e il tuo cognome: compileremo il modulo con i dati che conosciamo.
        </Trans>
      </p>
      <form
        ref={formRef}
        className="form kiosk-lookup__form"
        noValidate
        autoComplete="off"
        aria-labelledby="kiosk-lookup-title"
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
              label={t`Numero carta`}
              inputMode="numeric"
              maxLength={13}
              autoComplete="off"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="lastName" validators={{ onBlur: rule.requiredText }}>
          {(field) => <field.TextField label={t`Cognome`} autoComplete="off" required />}
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
