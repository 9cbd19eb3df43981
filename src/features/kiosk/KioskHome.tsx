import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { scannedCard } from './scanned-card'
import { useScannerBurst } from './use-scanner-burst'

/**
 * /totem: what the kiosk is for (behaviour §1): the balance, a new card, or an account with e-mail;
 * or the card itself, held to the scanner.
 */
export function KioskHome() {
  const user = useSessionUser()
  const navigate = useNavigate()
  const { cardName } = config.chain
  // A card held to the scanner: straight to the login, the number filled in, the surname next.
  useScannerBurst(({ code }) => {
    if (user) return
    scannedCard.hand(code)
    void navigate({ to: '/totem/login' })
  })
  return (
    <section className="kiosk-home" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Benvenuto nel mondo {cardName}</Trans>
      </h1>
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
  )
}
