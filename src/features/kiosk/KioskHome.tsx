import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { AttractScreen } from './AttractScreen'
import { CameraScanButton } from './CameraScan'
import { useIdleTimer } from './idle-timer'
import { scannedCard } from './scanned-card'
import { useScannerBurst } from './use-scanner-burst'

/** How long the home waits, untouched, before the attract screen (the kiosk's idle logout is 60 s). */
export const ATTRACT_AFTER_MS = 30_000

/**
 * /totem: what the kiosk is for (behaviour §1): the balance, a new card, or an account with e-mail;
 * or the card itself, held to the scanner.
 */
export function KioskHome() {
  const user = useSessionUser()
  const navigate = useNavigate()
  const { cardName } = config.chain
  // A card held to the scanner: straight to the login, the number filled in, the surname next.
  const toLogin = (code: string) => {
    scannedCard.hand(code)
    void navigate({ to: '/totem/login' })
  }
  useScannerBurst(({ code }) => {
    if (!user) toLogin(code)
  })
  // Nobody at the kiosk for a while: the attract screen, until the next touch.
  const [attract, setAttract] = useState(false)
  useIdleTimer(() => setAttract(true), { timeoutMs: ATTRACT_AFTER_MS, warn: false })
  const leave = useCallback(() => setAttract(false), [])
  const attracting = attract && !user
  return (
    <>
      {attracting && <AttractScreen onLeave={leave} />}
      <section className="kiosk-home" aria-labelledby="page-title" inert={attracting || undefined}>
        <div className="kiosk-home__welcome">
          <h1 id="page-title">
            <Trans>Benvenuto nel mondo {cardName}</Trans>
          </h1>
          {!user && (
            <>
              <p className="kiosk-home__scan">
                <Trans>Hai la carta con te? Avvicina il codice a barre allo scanner.</Trans>
              </p>
              <CameraScanButton onCard={toLogin} />
            </>
          )}
        </div>
        <div className="kiosk-home__actions">
          <Link to={user ? '/totem/card' : '/totem/login'} className="button kiosk-home__action">
            <Trans>Controlla i tuoi punti</Trans>
          </Link>
          <Link to="/totem/signup" className="button kiosk-home__action">
            <Trans>Richiedi la carta</Trans>
          </Link>
          <Link to="/totem/DIGI" className="button button--secondary kiosk-home__action">
            <Trans>Hai già la carta? Attiva l'accesso con email</Trans>
          </Link>
        </div>
        <footer className="kiosk-footer">
          <Link to="/totem/tac">
            <Trans>Regolamento della carta fedeltà</Trans>
          </Link>
        </footer>
      </section>
    </>
  )
}
