import { Trans } from '@lingui/react/macro'
import { dismissInstall, promptInstall, useInstallWay } from './install'
import './pwa.css'

/**
 * The invitation to install the app on the home screen, on the web only (the shell does not show
 * it inside the mobile app's web view, and the kiosk never renders it). Safari on iOS has no
 * install prompt, so it gets the steps instead.
 */
export function InstallInvitation() {
  const way = useInstallWay()
  if (!way) return null
  return (
    <aside className="pwa-banner pwa-banner--install" aria-labelledby="install-title">
      <div>
        <p id="install-title" className="pwa-banner__title">
          <Trans>Porta la carta sempre con te</Trans>
        </p>
        {way === 'prompt' ? (
          <p>
            <Trans>Installa l'app: il codice a barre si apre anche senza rete.</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Su iPhone tocca il pulsante Condividi di Safari e poi «Aggiungi alla schermata Home»: il codice
              a barre si aprirà anche senza rete.
            </Trans>
          </p>
        )}
      </div>
      <div className="pwa-banner__actions">
        {way === 'prompt' && (
          <button type="button" className="button" onClick={() => void promptInstall()}>
            <Trans>Installa</Trans>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={dismissInstall}>
          <Trans>Non ora</Trans>
        </button>
      </div>
    </aside>
  )
}
