import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { type CameraProblem, startCameraReading } from '../../ui/camera/frame-reader'
import { useModalDialog } from '../../ui/use-modal-dialog'

/** What a product's barcode or a scale's label may be: the same as the EAN field takes. */
const eanIn = (read: string | null): string | null => (read !== null && /^\d{8,14}$/.test(read) ? read : null)

/**
 * The camera pointed at a product's barcode (CameraScanButton.tsx): the first code read closes it.
 * Nothing from the camera is kept or sent; it is switched off when the dialog closes.
 */
export default function CameraScanDialog({
  onCode,
  onProblem,
  onClose,
}: {
  onCode: (code: string) => void
  onProblem: (problem: CameraProblem) => void
  onClose: () => void
}) {
  const ref = useModalDialog(true)
  const video = useRef<HTMLVideoElement>(null)
  const titleId = useId()
  const [looking, setLooking] = useState(false)
  // The callbacks of the latest render, for the reading started once.
  const callbacks = useRef({ onCode, onProblem })
  callbacks.current = { onCode, onProblem }

  useEffect(() => {
    const player = video.current
    if (!player) return
    return startCameraReading({
      video: player,
      rear: true,
      accept: eanIn,
      onLooking: () => setLooking(true),
      onCode: (code) => callbacks.current.onCode(code),
      onProblem: (problem) => callbacks.current.onProblem(problem),
    })
  }, [])

  return (
    <dialog
      ref={ref}
      className="dialog staff-dialog staff-camera__dialog"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        <Trans>Scansiona con la fotocamera</Trans>
      </h2>
      <div className="dialog__body">
        <p>
          <Trans>
            Inquadra il codice a barre del prodotto o l'etichetta della bilancia, dritto e ben illuminato.
          </Trans>
        </p>
        {/* What the camera sees: the picker's guide only, so hidden from screen readers. */}
        <div aria-hidden="true">
          <video ref={video} className="staff-camera__video" muted playsInline />
        </div>
        <p role="status" className="staff-camera__status">
          {looking ? <Trans>Cerco il codice a barre…</Trans> : <Trans>Accensione della fotocamera…</Trans>}
        </p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Annulla</Trans>
        </button>
      </div>
    </dialog>
  )
}
