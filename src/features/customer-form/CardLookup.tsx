import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { callApi, endpoints } from '../../api'
import { type ApiError, ErrorCode } from '../../api/errors'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'

interface CardLookupProps {
  /** The web sign-up (GET /cli/profiles/latua, validated while typing) or the kiosk's (its card read,
   * validated on leaving a field, no autofill, the surname cleared once used). */
  channel: 'web' | 'kiosk'
  className: string
  onFound: (profile: User, cardCode: string) => void
}

/**
 * "Hai già una carta?": a customer with a printed card (or one made at the kiosk) finds its profile
 * by card code and surname and gets the sign-up form filled in (step 2). A failure shows the
 * server's message (behaviour §8) and, for the two answers a customer meets most, what to do next: the
 * "other user" may be the customer, already registered; a card not found may simply be new.
 */
export function CardLookup({ channel, className, onFound }: CardLookupProps) {
  const { t } = useLingui()
  const kiosk = channel === 'kiosk'
  const titleId = useId()
  const submit = useSubmit(
    async (value: { cardCode: string; lastName: string }) => {
      const query = { cardCode: value.cardCode.trim(), lastName: value.lastName.trim() }
      const endpoint = kiosk ? endpoints.kioskCardProfile : endpoints.cardLookup
      onFound(await callApi(endpoint, { query }), query.cardCode)
      // At the kiosk the surname has done its job: it is in the form below now, not twice on screen.
      if (kiosk) form.reset()
    },
    (error) => ({ message: error.message, detail: nextStep(error) }),
  )
  const form = useAppForm({
    defaultValues: { cardCode: '', lastName: '' },
    onSubmit: ({ value }) => submit.run(value),
  })
  function nextStep(error: ApiError): ReactNode {
    if (error.is(ErrorCode.CardOfAnotherUser)) {
      return kiosk ? (
        <Trans>
          Se ti sei già registrato con questa carta, <Link to="/totem/login">accedi</Link> con il numero della
          carta e il cognome.
        </Trans>
      ) : (
        <Trans>
          Se ti sei già registrato con questa carta, <Link to="/login">accedi</Link> con la tua email oppure{' '}
          <Link to="/reset">recupera la password</Link>.
        </Trans>
      )
    }
    if (error.is(ErrorCode.ProfileNotFound)) {
      return (
        <Trans>
          Controlla il numero e il cognome. Se la carta è nuova e non l'hai mai usata per registrarti, compila
          il modulo qui sotto e indica lì il numero della carta.
        </Trans>
      )
    }
    return null
  }
  const check = <V,>(validator: V) => (kiosk ? { onBlur: validator } : { onChange: validator })

  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Hai già una carta?</Trans>
      </h2>
      <p>
        {kiosk ? (
          <Trans>
            Scrivi il numero della carta e il tuo cognome: compileremo il modulo con i dati che conosciamo.
          </Trans>
        ) : (
          <Trans>
            Inserisci il numero della carta e il tuo cognome: compileremo il modulo con i dati che già
            conosciamo. Altrimenti compila direttamente il modulo qui sotto.
          </Trans>
        )}
      </p>
      <form.AppForm>
        <form.Form
          failure={submit.failure}
          className={`form ${className}-form`}
          autoComplete={kiosk ? 'off' : undefined}
          aria-labelledby={titleId}
        >
          <form.AppField name="cardCode" validators={check(rule.cardCode)}>
            {(field) => (
              <field.TextField
                label={t`Numero carta`}
                hint={kiosk ? undefined : t`Le 13 cifre sotto il codice a barre.`}
                inputMode="numeric"
                maxLength={13}
                autoComplete="off"
                required
              />
            )}
          </form.AppField>
          <form.AppField name="lastName" validators={check(rule.requiredText)}>
            {(field) => (
              <field.TextField label={t`Cognome`} autoComplete={kiosk ? 'off' : 'family-name'} required />
            )}
          </form.AppField>
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Ricerca in corso…</Trans>}>
              <Trans>Cerca la mia carta</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
