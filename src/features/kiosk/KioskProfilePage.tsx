import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { callApi, endpoints } from '../../api'
import * as rule from '../../api/rules'
import type { User } from '../../api/schemas/profile'
import { feedback } from '../../ui/feedback/feedback'
import { useAppForm } from '../../ui/form/form'
import { useSubmit } from '../../ui/form/use-submit'
import { session, useSessionUser } from '../auth/session'
import { AddressSection } from '../customer-form/AddressSection'
import { CardOnFile } from '../customer-form/CardOnFile'
import type { LegalDocument } from '../customer-form/ConsentsSection'
import { ConsentsSection } from '../customer-form/ConsentsSection'
import { DeleteProfileSection } from '../customer-form/DeleteProfileSection'
import { PersonalDataSection } from '../customer-form/PersonalDataSection'
import { PreferencesSection } from '../customer-form/PreferencesSection'
import { ReadOnlyField } from '../customer-form/ReadOnlyField'
import { addressPayload, isAddressEmpty } from '../customer-form/values'
import { profileUpdate, profileValues, smsReachableInProfile } from '../profile/profile-values'
import { KioskLegalDialogs } from './KioskLegalDialogs'
import { kioskLogOut } from './kiosk-actions'
import { kioskState } from './kiosk-state'

/** /totem/profile, for the logged-in customer its route lets in. */
export function KioskProfilePage() {
  const user = useSessionUser()
  return user && <KioskProfile user={user} />
}

/**
 * The kiosk profile, validated on blur (behaviour §5 "Kiosk profile"): personal data, the card read-only,
 * the address, preferences and consents. A save or a deletion ends the visit (behaviour §4): the kiosk
 * goes home and forgets the customer; only the confirmation, which names nobody, stays on screen.
 */
function KioskProfile({ user }: { user: User }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [reading, setReading] = useState<LegalDocument | null>(null)
  // A customer who logs in with an e-mail changes it only through the web; a card-only one may
  // leave a contact address (optional, behaviour §5).
  const emailLogin = v.is(rule.email, user.username)
  // Signed up here, the customer gave no address: it may stay so. One on file can change, not go.
  const addressOptional = !user.address
  const [defaultValues] = useState(() => ({ ...profileValues(user), email: user.email ?? '' }))

  const submit = useSubmit(
    async (value: typeof defaultValues) => {
      const body = {
        ...profileUpdate(value, user),
        address: addressOptional && isAddressEmpty(value.address) ? null : addressPayload(value.address),
        email: emailLogin ? (user.email ?? '') : value.email,
        storeId: kioskState.storeId(),
      }
      const updated = await callApi(endpoints.kioskUpdateProfile, { body })
      // The updated user is stored, the kiosk goes home, and the session ends.
      session.replaceUser(updated)
      await navigate({ to: '/totem' })
      await kioskLogOut()
      feedback.toast('success', t`Profilo aggiornato con successo`)
    },
    (error) => ({ title: t`Errore durante l'aggiornamento del profilo`, message: error.message }),
  )
  const form = useAppForm({
    defaultValues,
    onSubmit: ({ value }) => submit.run(value),
  })
  const phone = useStore(form.store, (s) => s.values.personal.mobilePhone)

  const card = user.cards[0]
  return (
    <section className="page kiosk-profile" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Profilo</Trans>
      </h1>
      <h2 id="kiosk-profile-form-title">
        <Trans>I tuoi dati</Trans>
      </h2>
      <form.AppForm>
        <form.Form
          failure={submit.failure}
          className="form kiosk-form"
          autoComplete="off"
          aria-labelledby="kiosk-profile-form-title"
        >
          <PersonalDataSection
            form={form}
            fields="personal"
            mode="blur"
            phoneRule="profile"
            autofill={false}
          />
          <fieldset>
            <legend>
              <Trans>Email</Trans>
            </legend>
            {emailLogin ? (
              <ReadOnlyField label={t`Email`} value={user.email ?? user.username} />
            ) : (
              <form.AppField name="email" validators={{ onBlur: rule.optionalEmail }}>
                {(field) => (
                  <field.TextField
                    label={t`Email`}
                    type="email"
                    autoComplete="off"
                    hint={t`Facoltativa: un indirizzo per ricevere le nostre comunicazioni.`}
                  />
                )}
              </form.AppField>
            )}
          </fieldset>
          <CardOnFile code={card?.code} />
          <AddressSection
            form={form}
            fields="address"
            mode="blur"
            autofill={false}
            optional={addressOptional}
          />
          <PreferencesSection form={form} fields="preferences" mode="blur" />
          <ConsentsSection
            form={form}
            fields="consents"
            mode="blur"
            smsReachable={smsReachableInProfile(phone)}
            onReadDocument={setReading}
          />
          <div className="form__actions">
            <form.SubmitButton busyLabel={<Trans>Salvataggio in corso…</Trans>}>
              <Trans>Salva le modifiche</Trans>
            </form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
      <KioskDeleteProfile userId={user.id} />
      <KioskLegalDialogs open={reading} onClose={() => setReading(null)} />
    </section>
  )
}

/** Deleting the profile, by user id, behind a confirmation (behaviour §2, §8). */
function KioskDeleteProfile({ userId }: { userId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <DeleteProfileSection
      className="kiosk-profile__danger"
      buttonClassName="button button--danger kiosk-button"
      deleteProfile={() => callApi(endpoints.kioskDeleteProfile, { params: { id: String(userId) } })}
      onDeleted={async () => {
        // The server ended the session with the user: nothing to log out from, everything to forget
        // (session.onEnded).
        await navigate({ to: '/totem' })
        session.clear()
        feedback.toast('success', t`Profilo eliminato con successo`)
      }}
      warning={<Trans>Eliminando il profilo elimini anche la carta e i punti accumulati.</Trans>}
    />
  )
}
