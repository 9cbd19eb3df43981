import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { FormFailure } from '../../ui/form/FormFailure'
import { useSubmit } from '../../ui/form/use-submit'

interface DeleteProfileSectionProps {
  /** The server call (web: by profile id in the body; kiosk: by user id in the path). */
  deleteProfile: () => Promise<unknown>
  /** After the server deleted it: forget the customer, say so, leave (behaviour §4). */
  onDeleted: () => Promise<void>
  /** What deleting takes with it, in the channel's words. */
  warning: ReactNode
  className: string
  buttonClassName: string
}

/**
 * Profile deletion behind a confirmation (behaviour §2), for the web profile and the kiosk's. A failure
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
  const submit = useSubmit(
    async () => {
      await deleteProfile()
      await onDeleted()
    },
    (error) => ({ title: t`Errore durante la cancellazione del profilo`, message: error.message }),
  )
  // A failure closes the dialog and gives the focus back to its button, with the reason beside it.
  useEffect(() => {
    if (!submit.failure) return
    setOpen(false)
    openerRef.current?.focus()
  }, [submit.failure])

  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Elimina profilo</Trans>
      </h2>
      <p>{warning}</p>
      <FormFailure failure={submit.failure} takeFocus={false} />
      <button ref={openerRef} type="button" className={buttonClassName} onClick={() => setOpen(true)}>
        <Trans>Elimina profilo</Trans>
      </button>
      <ConfirmDialog
        open={open}
        danger
        busy={submit.busy}
        title={<Trans>Vuoi eliminare il profilo?</Trans>}
        confirmLabel={
          submit.busy ? <Trans>Eliminazione in corso…</Trans> : <Trans>Sì, elimina il profilo</Trans>
        }
        onConfirm={() => void submit.run()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>Il profilo, la carta e i punti saranno cancellati definitivamente.</Trans>
        </p>
      </ConfirmDialog>
    </section>
  )
}
