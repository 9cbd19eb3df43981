import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useDeferredValue, useEffect } from 'react'
import type { Page } from '../../api/envelope'
import { type QueryStateName, queryState } from '../query-state/query-state'
import { useHydrated } from '../use-hydrated'

/** One page of a list that the server pages (the stores, a store's catalogue), as a page draws it. */
export interface PagedList<TItem> {
  /** The query of the page asked for: its refetch, its freshness, whether it is fetching. */
  query: UseQueryResult<Page<TItem>, Error>
  /** The page drawn: the answer, a moment after it came (see usePagedList). */
  shown: Page<TItem> | undefined
  /** What to draw: the page's items; none when the page asked for cannot come (offline). */
  items: TItem[]
  /** From the page drawn or, when it could not come, from any page of the same list kept. */
  totalPages: number
  /** The kit's state of the page drawn (loading also while the next page comes after this one). */
  state: QueryStateName
  /** Nothing on screen yet and a page on its way: the list keeps a page's room. */
  firstPageLoading: boolean
}

/**
 * A list the server pages, one page a query (`options`, with its own `placeholderData:
 * keepPreviousData` so the page on screen stays while the next comes), started once the page is
 * hydrated (ui/use-hydrated.tsx says why). The answer reaches the page as an external-store update,
 * which React draws at once in one task: the items are drawn from a deferred copy a moment later, in
 * slices a tap can come between. A page that cannot come keeps the pager of its list: any page of it
 * kept in the cache (`listKey`, the key every page of this search starts with) knows the count, so
 * the pages seen stay in reach. A failure is logged as `failure` says.
 */
export function usePagedList<TItem, TKey extends QueryKey>(
  options: UseQueryOptions<Page<TItem>, Error, Page<TItem>, TKey>,
  listKey: QueryKey,
  failure: string,
): PagedList<TItem> {
  const queryClient = useQueryClient()
  const query = useQuery({ ...options, enabled: useHydrated() })
  const { data: answer, error } = query
  const shown = useDeferredValue(answer)

  useEffect(() => {
    if (error) console.error(failure, error)
  }, [error, failure])

  const state = queryState(
    { data: shown, error, fetchStatus: query.fetchStatus, isPlaceholderData: query.isPlaceholderData },
    (page) => page.data.length === 0,
  )
  const totalPages =
    shown?.totalPages ??
    queryClient.getQueriesData<Page<TItem>>({ queryKey: listKey }).find(([, cached]) => cached)?.[1]
      ?.totalPages ??
    0
  return {
    query,
    shown,
    items: state === 'offline' ? [] : (shown?.data ?? []),
    totalPages,
    state,
    firstPageLoading: state === 'loading' && shown === undefined,
  }
}
