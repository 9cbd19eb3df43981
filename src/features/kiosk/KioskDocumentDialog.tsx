import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useModalDialog } from '../../ui/use-modal-dialog'

/**
 * A legal text over the kiosk screen, scrollable by touch, closed by a big button. On the kiosk a
 * text's only links open the kiosk's copy of another legal page: the pop-up makes way for it.
 */
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what is clicked */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link followed from the keyboard clicks too */}
      <div
        className="kiosk-document__body"
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) onClose()
        }}
      >
        {open && children}
      </div>
      <button type="button" className="button kiosk-button" onClick={onClose}>
        <Trans>Chiudi</Trans>
      </button>
    </dialog>
  )
}
