import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { Leaflet } from '../../api/schemas/cms'
import { BackLink } from '../../ui/back-link/BackLink'
import { EmptyNotice, FailedNotice, LoadingNotice, OfflineNotice } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import { LeafletValidity } from './LeafletValidity'
import { leafletQueries } from './leaflet-queries'
import { leafletSearch } from './leaflet-search'
import { PdfViewer } from './PdfViewer'
import './leaflet-state'
import './leaflets.css'

/**
 * /leaflet (behaviour §2): one leaflet's PDF, with a back button to /leaflets, its dates, and its
 * cover until the PDF's first page is drawn. The leaflet arrives in navigation state; after a reload
 * or from a shared link (/leaflet?id=3, &store=12 for a store's own leaflet) it is looked up in the
 * leaflet lists instead, which the reference server's page brings with it (rendered on request:
 * leaflet-page-data.ts).
 */
export function LeafletPage() {
  const { id, store } = leafletSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const fromState = useRouterState({ select: (state) => state.location.state.leaflet })
  const given = v.is(Leaflet, fromState) && (id === undefined || fromState.id === id) ? fromState : null

  const queryClient = useQueryClient()
  const needList = !given && id !== undefined
  const all = useQuery({ ...leafletQueries.all(), enabled: needList })
  const inList = all.data?.find((leaflet) => leaflet.id === id)
  const ofStore = useQuery({
    ...leafletQueries.ofStore(store ?? 0),
    enabled: needList && store !== undefined,
  })
  const inStore = ofStore.data?.find((leaflet) => leaflet.id === id)
  // A store's leaflet opened before, whose store is not in the address.
  const inCache = queryClient
    .getQueriesData<Leaflet[]>({ queryKey: leafletQueries.ofAnyStore() })
    .flatMap(([, list]) => list ?? [])
    .find((leaflet) => leaflet.id === id)
  const leaflet = given ?? inList ?? inStore ?? inCache ?? null

  const searching = needList && !leaflet && (all.isFetching || ofStore.isFetching)
  const failed = needList && !leaflet && !searching && (all.isError || ofStore.isError)
  const listState = needList ? queryState(all) : 'ready'
  const unavailable = <Trans>Il volantino non è disponibile in questo momento.</Trans>

  useEffect(() => {
    if (all.error) console.error('Leaflets not loaded', all.error)
    if (ofStore.error) console.error('Store leaflets not loaded', ofStore.error)
  }, [all.error, ofStore.error])

  return (
    <section className="page leaflet" aria-labelledby="page-title">
      <div className="leaflet__back">
        <BackLink to="/leaflets" className="button button--secondary">
          <Trans>Torna ai volantini</Trans>
        </BackLink>
        {store !== undefined && (
          <Link to="/stores/$storeId" params={{ storeId: String(store) }} className="leaflet__store-link">
            <Trans>Torna al negozio</Trans>
          </Link>
        )}
      </div>
      {leaflet ? (
        <>
          <h1 id="page-title">{leaflet.title}</h1>
          <LeafletValidity leaflet={leaflet} className="leaflet__validity" element="p" />
          <p className="leaflet__shop">
            <Link to="/shop" search={{ leaflet: leaflet.id }}>
              <Trans>Compra online le offerte di questo volantino</Trans>
            </Link>
          </p>
          <PdfViewer
            key={leaflet.pdfLink}
            url={leaflet.pdfLink}
            title={leaflet.title}
            cover={leaflet.coverImage}
          />
        </>
      ) : (
        <>
          <h1 id="page-title">
            <Trans>Volantino</Trans>
          </h1>
          {searching || listState === 'loading' ? (
            <LoadingNotice>
              <Trans>Caricamento del volantino…</Trans>
            </LoadingNotice>
          ) : failed ? (
            <FailedNotice>{unavailable}</FailedNotice>
          ) : listState === 'offline' ? (
            <OfflineNotice>{unavailable}</OfflineNotice>
          ) : (
            <EmptyNotice>
              <Trans>Questo volantino non è più disponibile: scegline uno dall'elenco dei volantini.</Trans>
            </EmptyNotice>
          )}
        </>
      )}
    </section>
  )
}
