import type { QueryClient } from '@tanstack/react-query'
import type { Call } from '../../api/client'
import { filtersOf } from './catalogue-filters'
import type { CatalogueSearchParams } from './catalogue-search'
import { shopQueries } from './shop-queries'
import { idFromAddress } from './use-store-id'

/**
 * What a store's catalogue page draws at once (its store's name, departments and the page of products
 * the address asks for), fetched by the reference server before it renders the page on request
 * (app/prerender.tsx), with the keys the page reads. Rejects when the store or the call is refused: the
 * server then sends the app's shell, which draws the page's own message.
 */
export async function prefetchCatalogue(
  client: QueryClient,
  params: { storeId?: unknown },
  search: CatalogueSearchParams,
  call: Call,
): Promise<void> {
  const storeId = idFromAddress(params.storeId)
  if (storeId === null) throw new Error('not a store id')
  await Promise.all([
    client.fetchQuery(shopQueries.stores(null, call)),
    client.fetchQuery(shopQueries.departments(storeId, 'it', call)),
    client.fetchQuery(
      shopQueries.products(storeId, { ...filtersOf(search), p: (search.page ?? 1) - 1 }, call),
    ),
  ])
}

/** The same for one product's page: the product as the store sells it. */
export async function prefetchProduct(
  client: QueryClient,
  params: { storeId?: unknown; productId?: unknown },
  call: Call,
): Promise<void> {
  const storeId = idFromAddress(params.storeId)
  const productId = idFromAddress(params.productId)
  if (storeId === null || productId === null) throw new Error('not a store or product id')
  await client.fetchQuery(shopQueries.product(storeId, productId, call))
}
