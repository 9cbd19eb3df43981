import { Trans } from '@lingui/react/macro'
import { applyUpdate, useUpdateWaiting } from './service-worker'
import './pwa.css'

/** Says a new version is ready; nothing reloads until the customer presses the button. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting()
  if (!waiting) return null
  return (
    <div className="pwa-banner" role="status">
      <p>
        <Trans>È disponibile una nuova versione dell'app.</Trans>
      </p>
      <button type="button" className="button" onClick={applyUpdate}>
        <Trans>Aggiorna</Trans>
      </button>
    </div>
  )
}
