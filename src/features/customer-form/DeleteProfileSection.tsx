import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useRef, useState } from 'react'
import { ApiError } from '../../api/errors'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

interface DeleteProfileSectionProps {
  /** The server call (web: by profile id in the body; kiosk: by user id in the path). */
  deleteProfile: () => Promise<unknown>
  /** After the server deleted it: forget the customer, say so, leave (SPEC §4). */
  onDeleted: () => Promise<void>
  /** What deleting takes with it, in the channel's words. */
  warning: ReactNode
  className: string
  buttonClassName: string
}

/**
 * Profile deletion behind a confirmation (SPEC §2), for the web profile and the kiosk's. A failure
 * says so next to the button, which gets the focus back.
 */
export function DeleteProfileSection({
  deleteProfile,
  onDeleted,
  warning,
  className,
  buttonClassName,
}: DeleteProfileSectionProps) {
  const { t } = useLingui()
  const titleId = useId()
  const openerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function remove() {
    setBusy(true)
    setFailure(null)
    try {
      await deleteProfile()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setBusy(false)
      setOpen(false)
      setFailure(error.message)
      openerRef.current?.focus()
      return
    }
    await onDeleted()
  }

  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Elimina profilo</Trans>
      </h2>
      <p>{warning}</p>
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
        className={buttonClassName}
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
