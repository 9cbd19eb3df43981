import { Trans } from '@lingui/react/macro'
import { useOnline } from './offline/use-online'
import { FailedNotice } from './query-state/QueryState'

/**
 * What a page says when its code or its loader failed: most often a page whose code is not kept on
 * the device (the shop's, the legal texts', the kiosk's) opened with no network. Said in the app's
 * words, with the way out, rather than the router's own English message.
 */
export function PageFailed({ error }: { error: unknown }) {
  const online = useOnline()
  console.error('Page not opened', error)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Pagina non disponibile</Trans>
      </h1>
      <FailedNotice onRetry={() => window.location.reload()}>
        {online ? (
          <Trans>Non è stato possibile aprire la pagina.</Trans>
        ) : (
          <Trans>
            Sei offline e questa pagina non è salvata sul dispositivo: si apre quando torna la rete.
          </Trans>
        )}
      </FailedNotice>
    </section>
  )
}
