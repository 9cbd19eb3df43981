import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { hasCamera, startCameraReading } from '../../ui/camera/frame-reader'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { cardCodeIn } from './card-camera'

/**
 * "Scansiona la carta", where the kiosk has a camera: the card held up to it fills the card number.
 * Nothing from the camera is kept or sent: frames are read in memory and the camera is switched off
 * when the card is read, the customer cancels, or the kiosk times out.
 */
export function CameraScanButton({ onCard }: { onCard: (code: string) => void }) {
  const [available, setAvailable] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    let live = true
    void hasCamera().then((yes) => live && setAvailable(yes))
    return () => {
      live = false
    }
  }, [])
  if (!available) return null
  return (
    <>
      <button
        type="button"
        className="button button--secondary kiosk-button kiosk-scan"
        onClick={() => setOpen(true)}
      >
        <Trans>Scansiona la carta</Trans>
      </button>
      {open && (
        <CameraScanDialog
          onCard={(code) => {
            setOpen(false)
            onCard(code)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

type CameraState = 'starting' | 'looking' | 'unavailable'

function CameraScanDialog({ onCard, onClose }: { onCard: (code: string) => void; onClose: () => void }) {
  const ref = useModalDialog(true)
  const video = useRef<HTMLVideoElement>(null)
  const titleId = useId()
  const [state, setState] = useState<CameraState>('starting')
  const found = useRef(onCard)
  found.current = onCard

  useEffect(() => {
    const player = video.current
    if (!player) return
    return startCameraReading({
      video: player,
      accept: cardCodeIn,
      onLooking: () => setState('looking'),
      onCode: (code) => found.current(code),
      onProblem: () => setState('unavailable'),
    })
  }, [])

  return (
    <dialog ref={ref} className="kiosk-camera" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>
        <Trans>Scansiona la carta</Trans>
      </h2>
      <p>
        <Trans>Tieni la carta davanti alla fotocamera, con il codice a barre dritto e ben illuminato.</Trans>
      </p>
      {/* What the camera sees, as in a mirror; the customer's guide only, so hidden from screen readers. */}
      <div aria-hidden="true">
        <video ref={video} className="kiosk-camera__video" muted playsInline />
      </div>
      <p role="status" className="kiosk-camera__status">
        {state === 'starting' && <Trans>Accensione della fotocamera…</Trans>}
        {state === 'looking' && <Trans>Cerco il codice a barre…</Trans>}
        {state === 'unavailable' && (
          <Trans>La fotocamera non è disponibile: scrivi il numero della carta.</Trans>
        )}
      </p>
      <button type="button" className="button kiosk-button" onClick={onClose}>
        <Trans>Annulla</Trans>
      </button>
    </dialog>
  )
}
