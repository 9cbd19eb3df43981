import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ResetRequest } from '../auth/ResetRequest'

/**
 * /totem/reset: the password-reset request, with the web's form. The confirmation differs: it leads
 * back to the kiosk's home, not to the web login, and names nobody.
 */
export function KioskResetPage() {
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Richiesta effettuata con successo</Trans>
        </h1>
        <p role="status">
          <Trans>A breve riceverai un'email con il link per completare il cambio della password.</Trans>
        </p>
        <p>
          <Link to="/totem" className="button kiosk-button">
            <Trans>Torna alla pagina iniziale</Trans>
          </Link>
        </p>
      </section>
    )
  }

  return <ResetRequest kiosk onSent={() => setSent(true)} />
}
