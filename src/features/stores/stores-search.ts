import { pageNumber, searchText } from '../../ui/paged-list/list-search'

/**
 * /stores?q=genova&page=2&sort=name: the stores' search in the address (back, reload, share), and
 * carried to a store's page and back from it. Once the customer's position is known the list is by
 * distance, unless the address says `sort=name` (the customer chose it); `sort=distance` is the
 * customer's choice of distance, which likewise applies once the position is known.
 */
export interface StoresSearchParams {
  q?: string
  /** Counted from 1, as the pager shows it. */
  page?: number
  sort?: 'distance' | 'name'
}

/**
 * The route's validateSearch: it ships in the entry chunk, so it imports only what imports nothing
 * (ui/paged-list/list-search.ts). Every key is returned, undefined when refused: the router keeps the
 * values a validator leaves out as they came.
 */
export function storesSearch(search: Record<string, unknown>): StoresSearchParams {
  return {
    q: searchText(search.q, 100),
    page: pageNumber(search.page),
    sort: search.sort === 'distance' || search.sort === 'name' ? search.sort : undefined,
  }
}
