import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import type { User } from '../../api/schemas/profile'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { recheckOrShowErrors } from '../../ui/form/submit-invalid'
import { meQuery } from '../auth/me-query'
import { session } from '../auth/session'
import { AddressSection } from '../customer-form/AddressSection'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { PersonalDataSection } from '../customer-form/PersonalDataSection'
import { PreferencesSection } from '../customer-form/PreferencesSection'
import { ReadOnlyField } from '../customer-form/ReadOnlyField'
import { profileUpdate, profileValues, smsReachableInProfile } from './profile-values'

/**
 * The profile form, validated on blur (SPEC §5). Fresh data from the server replaces the shown values
 * until the customer starts editing; a save replaces the stored user (SPEC §4); a failure keeps the
 * input and says why.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const defaultValues = useMemo(() => profileValues(user), [user])

  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      let updated: User
      try {
        updated = await callApi(endpoints.updateProfile, { body: profileUpdate(value, user) })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        // SPEC §8's message, with the reason (no connection, an age or a phone refused) after it.
        setFailure(error.message)
        return
      }
      session.replaceUser(updated)
      queryClient.setQueryData(meQuery().queryKey, updated)
      formApi.reset(profileValues(updated))
      feedback.toast('success', t`Profilo aggiornato con successo`)
    },
    onSubmitInvalid: ({ formApi }) => void recheckOrShowErrors(formApi, formRef.current),
  })

  const phone = useStore(form.store, (s) => s.values.personal.mobilePhone)

  useEffect(() => {
    if (failure) failureRef.current?.focus()
  }, [failure])

  const email = user.email ?? user.username
  const card = user.cards[0]

  return (
    <>
      <h2 id="profile-form-title">
        <Trans>I tuoi dati</Trans>
      </h2>
      <form
        ref={formRef}
        className="form"
        noValidate
        aria-labelledby="profile-form-title"
        onSubmit={(e) => {
          e.preventDefault()
          void form.handleSubmit()
        }}
      >
        {failure && (
          <div ref={failureRef} className="form__error" role="alert" tabIndex={-1}>
            <p>
              <strong>{t`Errore durante l'aggiornamento del profilo`}</strong>
            </p>
            <p>{failure}</p>
          </div>
        )}
        <PersonalDataSection form={form} fields="personal" mode="blur" phoneRule="profile" />
        <fieldset>
          <legend>
            <Trans>Account</Trans>
          </legend>
          <ReadOnlyField
            label={t`Email`}
            value={email}
            hint={t`È il tuo nome utente e non si può cambiare da qui.`}
          />
        </fieldset>
        <AddressSection form={form} fields="address" mode="blur" />
        <PreferencesSection form={form} fields="preferences" mode="blur" />
        <fieldset>
          <legend>
            <Trans>Carta fedeltà</Trans>
          </legend>
          {card ? (
            <ReadOnlyField label={t`Numero carta`} value={card.code} />
          ) : (
            <p>
              <Trans>Nessuna carta associata al profilo.</Trans>
            </p>
          )}
        </fieldset>
        <ConsentsSection
          form={form}
          fields="consents"
          mode="blur"
          smsReachable={smsReachableInProfile(phone)}
        />
        <div className="form__actions">
          <form.AppForm>
            <form.SubmitButton busyLabel={<Trans>Salvataggio in corso…</Trans>}>
              <Trans>Salva le modifiche</Trans>
            </form.SubmitButton>
          </form.AppForm>
        </div>
      </form>
    </>
  )
}
