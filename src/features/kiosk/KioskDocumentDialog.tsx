import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useModalDialog } from '../../ui/use-modal-dialog'

/** A legal text over the kiosk screen, scrollable by touch, closed by a big button. */
export function KioskDocumentDialog({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean
  label: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useModalDialog(open)
  return (
    <dialog ref={ref} className="kiosk-document" aria-label={label} onClose={onClose}>
      <div className="kiosk-document__body">{open && children}</div>
      <button type="button" className="button kiosk-button" onClick={onClose}>
        <Trans>Chiudi</Trans>
      </button>
    </dialog>
  )
}
