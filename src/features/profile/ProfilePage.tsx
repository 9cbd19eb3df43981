import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { FailedNotice, LoadingNotice, OfflineNotice } from '../../ui/query-state/QueryState'
import { meQuery } from '../auth/me-query'
import { session, useSessionUser } from '../auth/session'
import { DeleteProfile } from './DeleteProfile'
import { PasswordChange } from './PasswordChange'
import { ProfileForm } from './ProfileForm'
import './profile.css'

/**
 * /profile (behaviour §2 Profile edit), for a logged-in customer: the stored user shows at once while the
 * fresh one loads; the profile form, the password change and the profile deletion.
 */
export function ProfilePage() {
  const { t } = useLingui()
  const stored = useSessionUser()
  // Not once the session has ended (logout, deletion): the answer would only be a 401.
  const me = useQuery({
    ...meQuery(),
    placeholderData: session.user() ?? undefined,
    enabled: stored !== null,
  })
  // Offline the fresh user cannot come: the stored one stays on screen, and the form still works.
  const user = me.data ?? stored

  // The route lets only a customer in, and leaves as soon as the session ends.
  if (!user) return null

  return (
    <section className="page profile" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Profilo</Trans>
      </h1>
      {me.isPlaceholderData && me.isFetching && (
        <LoadingNotice>
          <Trans>Caricamento dei dati aggiornati del profilo…</Trans>
        </LoadingNotice>
      )}
      {me.isPaused && (
        <OfflineNotice>
          <Trans>
            Sei offline: vedi i dati salvati su questo dispositivo. Per salvare le modifiche serve la
            connessione.
          </Trans>
        </OfflineNotice>
      )}
      {me.isError && (
        <FailedNotice onRetry={() => void me.refetch()}>
          {t`Non è stato possibile caricare i dati aggiornati: vedi quelli salvati su questo dispositivo.`}{' '}
          {me.error.message}
        </FailedNotice>
      )}
      <ProfileForm user={user} />
      <PasswordChange />
      <DeleteProfile profileId={user.id} />
    </section>
  )
}
