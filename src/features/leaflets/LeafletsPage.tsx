import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect } from 'react'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { QueryState } from '../../ui/query-state/QueryState'
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
  const { data: answer, error } = query
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
      {leaflets && <CachedDataHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      <QueryState
        query={{ data: leaflets, error, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        isEmpty={(list) => list.length === 0}
        loading={<Trans>Caricamento dei volantini…</Trans>}
        quietLoading
        offline={
          <Trans>
            Sei offline e i volantini non sono ancora salvati sul dispositivo. Riprova con la rete.
          </Trans>
        }
        failed={<Trans>I volantini non sono disponibili in questo momento.</Trans>}
        empty={<Trans>Al momento non ci sono volantini.</Trans>}
      />
      {leaflets && leaflets.length > 0 && <LeafletGrid leaflets={leaflets} />}
    </section>
  )
}
