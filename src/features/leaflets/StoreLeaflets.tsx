import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LeafletGrid } from './LeafletGrid'
import { leafletQueries } from './leaflet-queries'

/** A store's current leaflets, for its detail page; a failure is only logged (behaviour §8). */
export function StoreLeaflets({ storeId }: { storeId: number }) {
  const { data: leaflets, error, isPending, fetchStatus } = useQuery(leafletQueries.ofStore(storeId))

  useEffect(() => {
    if (error) console.error('Store leaflets not loaded', error)
  }, [error])

  if (leaflets) {
    return leaflets.length > 0 ? (
      <LeafletGrid leaflets={leaflets} storeId={storeId} />
    ) : (
      <p>
        <Trans>Nessun volantino per questo negozio al momento.</Trans>
      </p>
    )
  }
  if (error || fetchStatus === 'paused') {
    return (
      <p>
        <Trans>I volantini del negozio non sono disponibili in questo momento.</Trans>
      </p>
    )
  }
  return isPending ? (
    <p className="loading" role="status">
      <Trans>Caricamento dei volantini…</Trans>
    </p>
  ) : null
}
