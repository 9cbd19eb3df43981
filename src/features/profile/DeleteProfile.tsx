import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { callApi, endpoints } from '../../api'
import { ApiError } from '../../api/errors'
import { config } from '../../config'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { feedback } from '../../ui/feedback/feedback'
import { endSession } from '../auth/auth-actions'

/**
 * Profile deletion behind a confirmation (SPEC §2). Success ends the session and goes home (SPEC §4);
 * a failure says so next to the button, which gets the focus back.
 */
export function DeleteProfile({ profileId }: { profileId: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const openerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { cardName } = config.chain

  async function remove() {
    setBusy(true)
    setFailure(null)
    try {
      await callApi(endpoints.deleteProfile, { body: { profileId } })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setBusy(false)
      setOpen(false)
      setFailure(error.message)
      openerRef.current?.focus()
      return
    }
    feedback.alert('success', t`Profilo eliminato con successo`)
    // Nothing personal stays for whoever uses the device next.
    endSession(queryClient)
    await navigate({ to: '/' })
  }

  return (
    <section className="profile__section profile__danger" aria-labelledby="profile-delete-title">
      <h2 id="profile-delete-title">
        <Trans>Elimina profilo</Trans>
      </h2>
      <p>
        <Trans>
          Eliminando il profilo elimini anche la tua {cardName} e i punti accumulati. L'operazione non si può
          annullare.
        </Trans>
      </p>
      {failure && (
        <div className="form__error" role="alert">
          <p>
            <strong>{t`Errore durante la cancellazione del profilo`}</strong>
          </p>
          <p>{failure}</p>
        </div>
      )}
      <button
        ref={openerRef}
        type="button"
        className="button button--danger"
        onClick={() => {
          setFailure(null)
          setOpen(true)
        }}
      >
        <Trans>Elimina profilo</Trans>
      </button>
      <ConfirmDialog
        open={open}
        danger
        busy={busy}
        title={<Trans>Vuoi eliminare il profilo?</Trans>}
        confirmLabel={busy ? <Trans>Eliminazione in corso…</Trans> : <Trans>Sì, elimina il profilo</Trans>}
        onConfirm={() => void remove()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>Il profilo, la carta e i punti saranno cancellati definitivamente.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  )
}
