/** behaviour §9: up to this many pages every number shows; beyond it, a window with the ends and arrows. */
export const ALL_PAGES_MAX = 9

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' }

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }))

/**
 * The page numbers (counted from 1) to show for page `current` of `total`. Past ALL_PAGES_MAX the
 * window always has seven slots — first page, last page, the current one with its neighbours, gaps —
 * so the buttons do not jump around as the customer moves; a gap always hides two pages or more.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)
  if (total <= ALL_PAGES_MAX) return pages(1, total)
  const startGap: PageItem = { kind: 'gap', key: 'start' }
  const endGap: PageItem = { kind: 'gap', key: 'end' }
  if (page <= 4) return [...pages(1, 5), endGap, ...pages(total, total)]
  if (page >= total - 3) return [...pages(1, 1), startGap, ...pages(total - 4, total)]
  return [...pages(1, 1), startGap, ...pages(page - 1, page + 1), endGap, ...pages(total, total)]
}
