import { ALLERGENS, type Allergen, type ProductSort } from '../../api/schemas/catalogue'
import type { CatalogueSearchParams } from './catalogue-search'

/**
 * One search of a store's catalogue, whatever its page: the address's parameters as the /cli query
 * takes them (the same names, docs/ordering.md "Catalogue"), defaults filled in.
 */
export interface CatalogueFilters {
  q: string
  department: string
  /** A leaflet's offers only; 0 for the whole catalogue. */
  leaflet: number
  promo: boolean
  brand: string
  /** In the contract's order, each once. */
  without: Allergen[]
  sort: ProductSort
}

/** The address's search as filters: allergen codes the contract does not know are left out. */
export function filtersOf(search: CatalogueSearchParams): CatalogueFilters {
  const asked = new Set((search.without ?? '').split(','))
  return {
    q: search.q ?? '',
    department: search.department ?? '',
    leaflet: search.leaflet ?? 0,
    promo: search.promo === 1,
    brand: search.brand ?? '',
    without: ALLERGENS.filter((code) => asked.has(code)),
    sort: search.sort ?? 'relevance',
  }
}

/** The filters the customer chose in the panel (not the text, department or leaflet): how many. */
export function panelFilterCount(f: CatalogueFilters): number {
  return (f.promo ? 1 : 0) + (f.brand ? 1 : 0) + f.without.length
}

/** The /cli query of the filters, without what is the default (the brands' query takes the same less brand and sort). */
export function filterQuery(f: CatalogueFilters): Record<string, string> {
  return {
    q: f.q,
    department: f.department,
    ...(f.leaflet ? { leaflet: String(f.leaflet) } : {}),
    ...(f.brand ? { brand: f.brand } : {}),
    ...(f.promo ? { promo: '1' } : {}),
    ...(f.without.length > 0 ? { without: f.without.join(',') } : {}),
    ...(f.sort !== 'relevance' ? { sort: f.sort } : {}),
  }
}

/** The address's search for filters and a page (counted from 1): defaults left out, as the page writes it. */
export function searchOf(f: CatalogueFilters, page: number): CatalogueSearchParams {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.department ? { department: f.department } : {}),
    ...(page > 1 ? { page } : {}),
    ...(f.leaflet ? { leaflet: f.leaflet } : {}),
    ...(f.promo ? { promo: 1 as const } : {}),
    ...(f.brand ? { brand: f.brand } : {}),
    ...(f.without.length > 0 ? { without: f.without.join(',') } : {}),
    ...(f.sort !== 'relevance' ? { sort: f.sort } : {}),
  }
}
