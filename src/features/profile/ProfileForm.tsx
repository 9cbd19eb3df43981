import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { callApi, endpoints } from '../../api'
import type { User } from '../../api/schemas/profile'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { meQuery } from '../auth/me-query'
import { session } from '../auth/session'
import { AddressSection } from '../customer-form/AddressSection'
import { CardOnFile } from '../customer-form/CardOnFile'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { PersonalDataSection } from '../customer-form/PersonalDataSection'
import { PreferencesSection } from '../customer-form/PreferencesSection'
import { ReadOnlyField } from '../customer-form/ReadOnlyField'
import { type ProfileValues, profileUpdate, profileValues, smsReachableInProfile } from './profile-values'

/**
 * The profile form, validated on blur (behaviour §5). Fresh data from the server replaces the shown values
 * until the customer starts editing; a save replaces the stored user (behaviour §4); a failure keeps the
 * input and says why.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const defaultValues = useMemo(() => profileValues(user), [user])

  const submit = useSubmit(
    async (values: ProfileValues) => {
      const updated = await callApi(endpoints.updateProfile, { body: profileUpdate(values, user) })
      session.replaceUser(updated)
      queryClient.setQueryData(meQuery().queryKey, updated)
      form.reset(profileValues(updated))
      feedback.toast('success', t`Profilo aggiornato con successo`)
    },
    // The catalogue's message says why (no connection, an age or a phone refused) under the title.
    (error) => ({ title: t`Errore durante l'aggiornamento del profilo`, message: error.message }),
  )
  const form = useAppForm({
    defaultValues,
    onSubmit: ({ value }) => submit.run(value),
  })

  const phone = useStore(form.store, (s) => s.values.personal.mobilePhone)

  const email = user.email ?? user.username
  const card = user.cards[0]

  return (
    <>
      <h2 id="profile-form-title">
        <Trans>I tuoi dati</Trans>
      </h2>
      <form.AppForm>
        <form.Form failure={submit.failure} aria-labelledby="profile-form-title">
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
          <CardOnFile code={card?.code} />
          <ConsentsSection
            form={form}
            fields="consents"
            mode="blur"
            smsReachable={smsReachableInProfile(phone)}
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Salvataggio in corso…</Trans>}>
              <Trans>Salva le modifiche</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </>
  )
}
