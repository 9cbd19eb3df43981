import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { callApi, endpoints } from '../../api'
import { config } from '../../config'
import { feedback } from '../../ui/feedback/feedback'
import { session } from '../auth/session'
import { DeleteProfileSection } from '../customer-form/DeleteProfileSection'

/** The web profile's deletion: success ends the session and goes home (behaviour §4). */
export function DeleteProfile({ profileId }: { profileId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { cardName } = config.chain
  return (
    <DeleteProfileSection
      className="profile__section profile__danger"
      buttonClassName="button button--danger"
      deleteProfile={() => callApi(endpoints.deleteProfile, { body: { profileId } })}
      onDeleted={async () => {
        feedback.alert('success', t`Profilo eliminato con successo`)
        // Home first, as at logout: the profile's guard would otherwise send the visitor to the login.
        await navigate({ to: '/' })
        // Nothing personal stays for whoever uses the device next (session.onEnded).
        session.clear()
      }}
      warning={
        <Trans>
          Eliminando il profilo elimini anche la tua {cardName} e i punti accumulati. L'operazione non si può
          annullare.
        </Trans>
      }
    />
  )
}
