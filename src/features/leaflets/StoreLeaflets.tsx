import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { QueryState } from '../../ui/query-state/QueryState'
import { LeafletGrid } from './LeafletGrid'
import { leafletQueries } from './leaflet-queries'

/** A store's current leaflets, for its detail page; a failure is only logged (behaviour §8). */
export function StoreLeaflets({ storeId }: { storeId: number }) {
  const query = useQuery(leafletQueries.ofStore(storeId))
  const { data: leaflets, error } = query

  useEffect(() => {
    if (error) console.error('Store leaflets not loaded', error)
  }, [error])

  if (leaflets && leaflets.length > 0) return <LeafletGrid leaflets={leaflets} storeId={storeId} />
  // Not the point of the store's page: a failure is said neutrally, with no retry.
  const unavailable = <Trans>I volantini del negozio non sono disponibili in questo momento.</Trans>
  return (
    <QueryState
      query={query}
      retry={false}
      isEmpty={(list) => list.length === 0}
      loading={<Trans>Caricamento dei volantini…</Trans>}
      offline={unavailable}
      failed={unavailable}
      empty={<Trans>Nessun volantino per questo negozio al momento.</Trans>}
    />
  )
}
