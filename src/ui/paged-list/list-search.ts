/*
 * A paged list's search in the address (/shop/5?q=pane&page=2, /stores?q=genova&page=2): read by the
 * routes' validateSearch, which ship in the entry chunk, so this file imports nothing. A value that
 * is refused reads as undefined: the router keeps the values a validator leaves out as they came.
 */

/** A search text as typed, trimmed and cut to `max` characters; undefined when empty. */
export function searchText(value: unknown, max: number): string | undefined {
  const text = typeof value === 'string' ? value.trim().slice(0, max) : ''
  return text || undefined
}

/** A page past the first (counted from 1, as the pager shows it); undefined for the first or junk. */
export function pageNumber(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value
  return typeof page === 'number' && Number.isInteger(page) && page > 1 ? page : undefined
}
