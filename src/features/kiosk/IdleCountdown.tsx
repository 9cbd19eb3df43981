import { Plural, Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { COUNTDOWN_ATTRIBUTE } from './idle-timer'

interface IdleCountdownProps {
  secondsLeft: number | null
  loggedIn: boolean
  onStay: () => void
}

/**
 * The warning before the kiosk's time-out, as a modal dialog: it shows above any pop-up that is open
 * (a legal text, a confirmation), and a tap anywhere on it, "Continua" or around it, keeps the visit
 * without touching what lies beneath.
 */
export function IdleCountdown({ secondsLeft, loggedIn, onStay }: IdleCountdownProps) {
  const ref = useModalDialog(secondsLeft !== null)
  const textId = useId()
  // A tap on the backdrop lands on the dialog itself. Keys need nothing of their own: Enter and Space
  // click "Continua", whose click bubbles to the dialog, and Escape is the dialog's cancel.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's ways are the button and Escape (above)
    <dialog
      ref={ref}
      className="kiosk-idle"
      role="alertdialog"
      aria-labelledby={textId}
      {...{ [COUNTDOWN_ATTRIBUTE]: '' }}
      onCancel={(e) => {
        e.preventDefault()
        onStay()
      }}
      onClick={onStay}
    >
      <p id={textId} className="kiosk-idle__text">
        {secondsLeft === null ? null : loggedIn ? (
          <Plural
            value={secondsLeft}
            one="Sei ancora lì? Esci tra # secondo."
            other="Sei ancora lì? Esci tra # secondi."
          />
        ) : (
          <Plural
            value={secondsLeft}
            one="Torno alla pagina iniziale tra # secondo."
            other="Torno alla pagina iniziale tra # secondi."
          />
        )}
      </p>
      <button type="button" className="button kiosk-button">
        <Trans>Continua</Trans>
      </button>
    </dialog>
  )
}
