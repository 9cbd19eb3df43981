import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { callApi, endpoints } from '../../api'
import type { Call } from '../../api/client'
import { PRODUCT_PAGE_SIZE } from '../../api/schemas/catalogue'
import { MAX_PAGE_SIZE } from '../../api/schemas/store'
import { shopEndpoints } from '../../api/shop-endpoints'
import { type CatalogueFilters, filterQuery } from './catalogue-filters'

/** One page of a store's catalogue: its filters and page (counted from 0, as the API does). */
export interface CatalogueSearch extends CatalogueFilters {
  p: number
}

/** Catalogue data change with the leaflets, not by the minute: fresh for 10 minutes, like the stores. */
const CATALOGUE_STALE_MS = 10 * 60_000

/**
 * The shop's public queries: keys start with 'public' so the app persists them on the device and the
 * catalogue pages last seen are readable offline (docs/ordering.md "Smartlists and favorites:
 * offline first"); they hold plain values only. The e-commerce stores are a dozen: one page of the
 * most the API gives holds them all.
 * `call` is the app's client; the reference server passes its own when it renders a page on request
 * (app/prerender.tsx): same keys, same answers.
 */
export const shopQueries = {
  stores: (near: { lat: number; lon: number } | null, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'shop', 'stores', near] as const,
      queryFn: ({ signal }) =>
        call(
          endpoints.ecommerceStores,
          {
            query: {
              s: String(MAX_PAGE_SIZE),
              p: '0',
              ...(near ? { lat: String(near.lat), lon: String(near.lon) } : {}),
            },
          },
          { signal },
        ),
      staleTime: CATALOGUE_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  /**
   * The store's departments, named in `language` (the call's Accept-Language: the app's language;
   * the reference server's own call sends none, and is answered in Italian).
   */
  departments: (storeId: number, language: string, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'shop', storeId, 'departments', language] as const,
      queryFn: ({ signal }) =>
        call(shopEndpoints.departments, { params: { storeId: String(storeId) } }, { signal }),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** The key prefix of every page of one search, for reading the page count from the cache. */
  list: (storeId: number, filters: CatalogueFilters) =>
    ['public', 'shop', storeId, 'products', filterQuery(filters)] as const,
  products: (storeId: number, { p, ...filters }: CatalogueSearch, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'shop', storeId, 'products', filterQuery(filters), p] as const,
      queryFn: ({ signal }) =>
        call(
          shopEndpoints.products,
          {
            params: { storeId: String(storeId) },
            query: { ...filterQuery(filters), s: String(PRODUCT_PAGE_SIZE), p: String(p) },
          },
          { signal },
        ),
      staleTime: CATALOGUE_STALE_MS,
      // The page on screen stays while the next one comes.
      placeholderData: keepPreviousData,
    }),
  /**
   * The brands among the products a search lists, with how many each (what the panel's brand filter
   * offers); their counts also say how many products the search finds. The brand and order do not
   * change them.
   */
  brands: (storeId: number, filters: CatalogueFilters, call: Call = callApi) => {
    const { brand: _brand, sort: _sort, ...query } = filterQuery(filters)
    return queryOptions({
      queryKey: ['public', 'shop', storeId, 'brands', query] as const,
      queryFn: ({ signal }) =>
        call(shopEndpoints.brands, { params: { storeId: String(storeId) }, query }, { signal }),
      staleTime: CATALOGUE_STALE_MS,
      placeholderData: keepPreviousData,
    })
  },
  product: (storeId: number, productId: number, call: Call = callApi) =>
    queryOptions({
      queryKey: ['public', 'shop', storeId, 'product', productId] as const,
      queryFn: ({ signal }) =>
        call(
          shopEndpoints.product,
          // The label in Italian, the default: an English page asks for its own (food-label/).
          { params: { storeId: String(storeId), productId: String(productId) }, query: {} },
          { signal },
        ),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /**
   * Which of a cart's products are the chain's own brand (they earn double points): a cart's lines
   * do not say, their catalogue entries do (often cached already). One query for them all; the
   * products' own answers are kept as the catalogue keeps them. Not 'public': a cart's, not kept.
   */
  ownBrand: (client: QueryClient, storeId: number, productIds: readonly number[]) =>
    queryOptions({
      queryKey: ['shop', 'own-brand', storeId, productIds] as const,
      queryFn: async () => {
        const products = await Promise.all(
          productIds.map((id) => client.fetchQuery(shopQueries.product(storeId, id))),
        )
        return Object.fromEntries(products.map((p) => [p.id, p.ownBrand])) as Record<number, boolean>
      },
      staleTime: CATALOGUE_STALE_MS,
    }),
}
