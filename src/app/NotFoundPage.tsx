import { Trans } from '@lingui/react/macro'
import { Link, Navigate } from '@tanstack/react-router'
import { useChannel } from '../ui/use-channel'
import { AppShell } from './shell/AppShell'

/**
 * An address no route knows, in the web shell with its menu, so the visitor can go on from here.
 * A kiosk never shows the web shell: it goes back to its home.
 */
export default function NotFoundPage() {
  if (useChannel() === 'totem') return <Navigate to="/totem" replace />
  return (
    <AppShell>
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Pagina non trovata</Trans>
        </h1>
        <p>
          <Trans>L'indirizzo che hai aperto non esiste o non è più disponibile.</Trans>
        </p>
        <p>
          <Link to="/">
            <Trans>Torna alla home</Trans>
          </Link>
        </p>
      </section>
    </AppShell>
  )
}
