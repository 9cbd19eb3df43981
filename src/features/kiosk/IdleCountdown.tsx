import { Plural, Trans } from '@lingui/react/macro'

/** The warning before the kiosk's time-out; any touch keeps the session (the button is the hint). */
export function IdleCountdown({ secondsLeft, loggedIn }: { secondsLeft: number | null; loggedIn: boolean }) {
  if (secondsLeft === null) return null
  return (
    <div className="kiosk-idle" role="alert">
      <p className="kiosk-idle__text">
        {loggedIn ? (
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
    </div>
  )
}
