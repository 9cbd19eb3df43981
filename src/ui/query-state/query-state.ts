import type { FetchStatus } from '@tanstack/react-query'

/**
 * What a page shows of a query: its data ('ready'), that the data has nothing in it ('empty'), or,
 * with no data to show, that it is on its way ('loading'), that it failed ('failed', with a retry),
 * or that the device is offline and holds no copy of it ('offline': the query waits for the
 * network, and asks again by itself when it is back).
 */
export type QueryStateName = 'loading' | 'offline' | 'failed' | 'empty' | 'ready'

/** The parts of a TanStack Query result the state is read from. */
export interface QueryProgress<TData> {
  data: TData | undefined
  error: unknown
  fetchStatus: FetchStatus
  /** The data shown are another query's (the previous page of a list), kept while this one comes. */
  isPlaceholderData?: boolean
}

/**
 * The one place a query's state is decided. Data of its own win: a refresh that failed or waits for
 * the network leaves them on screen (ui/offline/CachedDataHint.tsx says how old they are). Without
 * them a failure comes first (its retry is what can be done), then the wait for the network. A
 * placeholder (the previous page of a list) is shown while its successor loads, but offline that
 * one cannot come: the page says so instead of showing the wrong page. A query that does not fetch
 * yet (disabled until the page is hydrated, or until the copy on the device is read) is loading.
 */
export function queryState<TData>(
  query: QueryProgress<TData>,
  isEmpty?: (data: TData) => boolean,
): QueryStateName {
  const { data } = query
  const waitsForNetwork = query.fetchStatus === 'paused'
  if (data !== undefined && !query.isPlaceholderData) return isEmpty?.(data) ? 'empty' : 'ready'
  if (query.error) return 'failed'
  if (waitsForNetwork) return 'offline'
  return 'loading'
}
