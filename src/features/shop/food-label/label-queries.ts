import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api'
import type { Call } from '../../../api/client'
import type { LabelLanguage } from '../../../api/schemas/food-label'
import { shopEndpoints } from '../../../api/shop-endpoints'
import { shopQueries } from '../shop-queries'

/**
 * A product's page in a language. In Italian it is the product's own query (same key: its answer
 * carries the Italian label, and the server renders the page with it); in English, the same call
 * with `lang=en`, kept apart. Both answer the whole product: the label is read from it.
 */
export function productInLanguage(
  storeId: number,
  productId: number,
  language: LabelLanguage,
  call: Call = callApi,
) {
  const own = shopQueries.product(storeId, productId, call)
  const queryKey: unknown[] = language === 'it' ? [...own.queryKey] : [...own.queryKey, language]
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      call(
        shopEndpoints.product,
        {
          params: { storeId: String(storeId), productId: String(productId) },
          query: language === 'it' ? {} : { lang: language },
        },
        { signal },
      ),
    // As the product's own: labels change with the catalogue, not by the minute.
    staleTime: 10 * 60_000,
  })
}
