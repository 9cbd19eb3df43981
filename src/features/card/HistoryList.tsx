import { Trans } from '@lingui/react/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import type { Page } from '../../api/envelope'
import { useOnline } from '../../ui/offline/use-online'

interface HistoryListProps<T> {
  title: ReactNode
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>
  item: (entry: T) => ReactNode
  keyOf: (entry: T) => number
  loading: ReactNode
  empty: ReactNode
  failed: ReactNode
  /** "20 shown": read out when more have been loaded. */
  count: (shown: number) => ReactNode
}

/**
 * One of the card page's histories (points movements, digital receipts): a list that comes page by
 * page from the server, with what the customer needs at each moment — loading, nothing yet, no
 * network, a failure to retry, more to load. The list is read where it is: nothing above it moves.
 */
export function HistoryList<T>({
  title,
  query,
  item,
  keyOf,
  loading,
  empty,
  failed,
  count,
}: HistoryListProps<T>) {
  const titleId = useId()
  const online = useOnline()
  const entries = query.data?.pages.flatMap((page) => page.data) ?? []
  const loadingMore = query.isFetchingNextPage

  let state: ReactNode = null
  if (query.isPending && !online) {
    state = (
      <p className="history__notice">
        <Trans>Sei offline: movimenti e scontrini si vedono con la rete.</Trans>
      </p>
    )
  } else if (query.isPending) {
    state = (
      <p className="history__notice" role="status">
        {loading}
      </p>
    )
  } else if (query.isError && entries.length === 0) {
    state = (
      <div className="history__notice">
        <p>{failed}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          <Trans>Riprova</Trans>
        </button>
      </div>
    )
  } else if (entries.length === 0) {
    state = <p className="history__notice">{empty}</p>
  }

  return (
    <section className="history" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <h2 id={titleId}>{title}</h2>
      {state}
      {entries.length > 0 && (
        <ol className="history__list">
          {entries.map((entry) => (
            <li key={keyOf(entry)} className="history__item">
              {item(entry)}
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {(query.data?.pages.length ?? 0) > 1 && !loadingMore && count(entries.length)}
      </p>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary history__more"
          disabled={loadingMore}
          onClick={() => void query.fetchNextPage()}
        >
          {loadingMore ? <Trans>Caricamento…</Trans> : <Trans>Mostra altri</Trans>}
        </button>
      )}
      {query.isFetchNextPageError && (
        <p className="history__notice" role="alert">
          <Trans>Non è stato possibile caricare gli altri: riprova.</Trans>
        </p>
      )}
    </section>
  )
}
