/** /leaflet?id=3 (and &store=12 for a store's own leaflet), so a reload or a shared link works. */
export interface LeafletSearch {
  id?: number
  store?: number
}

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

/** The route's validateSearch: kept free of imports, as it ships in the entry chunk. */
export function leafletSearch(search: Record<string, unknown>): LeafletSearch {
  const id = positiveInt(search.id)
  const store = positiveInt(search.store)
  return { ...(id === undefined ? {} : { id }), ...(store === undefined ? {} : { store }) }
}
