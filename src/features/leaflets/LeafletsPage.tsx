import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect } from 'react'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { useHydrated } from '../../ui/use-hydrated'
import { LeafletGrid } from './LeafletGrid'
import { leafletQueries } from './leaflet-queries'

/**
 * /leaflets (behaviour §2): the grid of covers. Nothing shows until the list has loaded and has something
 * in it (a screen-reader status says it is loading); an empty list says so; a failure is only logged
 * (behaviour §8) and the screen says, neutrally, that leaflets are not available.
 */
export function LeafletsPage() {
  const query = useQuery({ ...leafletQueries.all(), enabled: useHydrated() })
  const { data: answer, error, isPending, fetchStatus } = query
  // The answer comes as an external-store update, drawn at once in one task: the covers are drawn
  // from this copy a moment later, in slices a tap can come between.
  const leaflets = useDeferredValue(answer)

  useEffect(() => {
    if (error) console.error('Leaflets not loaded', error)
  }, [error])

  return (
    <section className="page leaflets" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Volantini</Trans>
      </h1>
      {((isPending && fetchStatus === 'fetching') || (answer && !leaflets)) && (
        <p className="visually-hidden" role="status">
          <Trans>Caricamento dei volantini…</Trans>
        </p>
      )}
      {leaflets && (
        <>
          <CachedDataHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
          {leaflets.length > 0 ? (
            <LeafletGrid leaflets={leaflets} />
          ) : (
            <p className="leaflets__notice" role="status">
              <Trans>Al momento non ci sono volantini.</Trans>
            </p>
          )}
        </>
      )}
      {!leaflets && isPending && fetchStatus === 'paused' && (
        <p className="leaflets__notice">
          <Trans>
            Sei offline e i volantini non sono ancora salvati sul dispositivo. Riprova con la rete.
          </Trans>
        </p>
      )}
      {!leaflets && error && (
        <div className="leaflets__notice">
          <p>
            <Trans>I volantini non sono disponibili in questo momento.</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            <Trans>Riprova</Trans>
          </button>
        </div>
      )}
    </section>
  )
}
