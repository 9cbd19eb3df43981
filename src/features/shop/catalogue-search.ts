import { pageNumber, searchText } from '../../ui/paged-list/list-search'

/** /shop/5?q=pane&department=BAKERY&page=2: the catalogue's search in the address (back, reload, share). */
export interface CatalogueSearchParams {
  q?: string
  department?: string
  /** Counted from 1, as the pager shows it. */
  page?: number
  /** Only the offers of this leaflet (its "buy online" link). */
  leaflet?: number
  /** 1: only the products with a promo price today ("In offerta"). */
  promo?: 1
  /** One brand's products, its exact name. */
  brand?: string
  /**
   * Allergen groups the products must not hold, comma-separated (`GLUTEN,MILK`): checked for their
   * shape here (this file ships in the entry chunk and imports nothing), for the codes by the page
   * against the contract's ALLERGENS.
   */
  without?: string
  /** The order; relevance (the default) is left out of the address. */
  sort?: 'price' | 'unitPrice'
}

/**
 * The route's validateSearch: it ships in the entry chunk, so it imports only what imports nothing
 * (ui/paged-list/list-search.ts). Every key is returned, undefined when refused: the router keeps the
 * values a validator leaves out as they came.
 */
export function catalogueSearch(search: Record<string, unknown>): CatalogueSearchParams {
  const out: CatalogueSearchParams = {
    q: searchText(search.q, 100),
    department: undefined,
    page: pageNumber(search.page),
    leaflet: undefined,
    promo: search.promo === 1 || search.promo === '1' ? 1 : undefined,
    brand: searchText(search.brand, 100),
    without: undefined,
    sort: search.sort === 'price' || search.sort === 'unitPrice' ? search.sort : undefined,
  }
  if (typeof search.without === 'string' && /^[A-Z]{2,20}(,[A-Z]{2,20}){0,13}$/.test(search.without)) {
    out.without = search.without
  }
  if (typeof search.department === 'string' && /^[A-Z_]{1,30}$/.test(search.department)) {
    out.department = search.department
  }
  const leaflet =
    typeof search.leaflet === 'string' && /^\d{1,9}$/.test(search.leaflet)
      ? Number(search.leaflet)
      : search.leaflet
  if (typeof leaflet === 'number' && Number.isInteger(leaflet) && leaflet > 0) out.leaflet = leaflet
  return out
}

/** /shop?leaflet=3: the store choice on the way to a leaflet's offers. */
export function storeChoiceSearch(search: Record<string, unknown>): { leaflet?: number } {
  return { leaflet: catalogueSearch({ leaflet: search.leaflet }).leaflet }
}
