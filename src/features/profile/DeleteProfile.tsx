import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { callApi, endpoints } from '../../api'
import { config } from '../../config'
import { feedback } from '../../ui/feedback/feedback'
import { endSession } from '../auth/auth-actions'
import { DeleteProfileSection } from '../customer-form/DeleteProfileSection'

/** The web profile's deletion: success ends the session and goes home (behaviour §4). */
export function DeleteProfile({ profileId }: { profileId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
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
        // Nothing personal stays for whoever uses the device next.
        endSession(queryClient)
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
