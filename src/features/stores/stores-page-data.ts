import type { QueryClient } from '@tanstack/react-query'
import type { Call } from '../../api/client'
import { leafletQueries } from '../leaflets/leaflet-queries'
import { storeQueries } from './store-queries'
import type { StoresSearchParams } from './stores-search'

/**
 * What the stores' page draws at once: the page of the list its address asks for, fetched by the
 * reference server before it renders the page on request (app/prerender.tsx), with the key the page
 * reads. The server has no position: a list by distance is fetched by name, as the page draws it
 * until the browser knows where the customer is.
 */
export async function prefetchStores(
  client: QueryClient,
  search: StoresSearchParams,
  call: Call,
): Promise<void> {
  await client.fetchQuery(
    storeQueries.search({ q: search.q ?? '', p: (search.page ?? 1) - 1, lat: null, lon: null }, call),
  )
}

/** A store's id in its page's address ('12'); null for anything else (the page says "not found"). */
export const storeIdOf = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null

/**
 * What a store's page draws at once, fetched likewise: the store, its leaflets and whether it sells
 * online. Rejects when the store is refused (unknown: the server answers 404); its leaflets and the
 * shops' list are not the page's point, and come after the app has started when they fail here.
 */
export async function prefetchStore(client: QueryClient, params: { storeId?: unknown }, call: Call) {
  const id = storeIdOf(params.storeId)
  if (id === null) throw new Error('not a store id')
  await Promise.all([
    client.fetchQuery(storeQueries.detail(id, call)),
    client.prefetchQuery(leafletQueries.ofStore(id, call)),
    client.prefetchQuery(storeQueries.sellingOnline(call)),
  ])
}
