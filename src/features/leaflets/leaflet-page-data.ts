import type { QueryClient } from '@tanstack/react-query'
import type { Call } from '../../api/client'
import { NOT_FOUND } from '../../api/prerendered-pages'
import type { Leaflet } from '../../api/schemas/cms'
import { leafletQueries } from './leaflet-queries'
import type { LeafletSearch } from './leaflet-search'

/**
 * What a leaflet's page (/leaflet?id=3, &store=12) draws at once, fetched by the reference server
 * before it renders the page on request (app/prerender.tsx), with the keys the page reads: the lists
 * it finds the leaflet in. NOT_FOUND when neither holds it (the server then answers 404).
 */
export async function prefetchLeaflet(
  client: QueryClient,
  search: LeafletSearch,
  call: Call,
): Promise<typeof NOT_FOUND | undefined> {
  const { id, store } = search
  if (id === undefined) return NOT_FOUND
  const lists: Leaflet[][] = await Promise.all([
    client.fetchQuery(leafletQueries.all(call)),
    store === undefined ? [] : client.fetchQuery(leafletQueries.ofStore(store, call)),
  ])
  return lists.flat().some((leaflet) => leaflet.id === id) ? undefined : NOT_FOUND
}
