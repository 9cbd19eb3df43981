import type { QueryClient } from '@tanstack/react-query'
import type { Call } from '../../api/client'
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
