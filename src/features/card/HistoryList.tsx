import { Trans } from '@lingui/react/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import type { Page } from '../../api/envelope'
import { useOnline } from '../../ui/offline/use-online'
import { StateNotice } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'

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
 * When more arrive, the focus goes to the first of them, where reading goes on (the button may be
 * gone with the last page); if they do not come, it stays on the button.
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

  const listRef = useRef<HTMLOListElement>(null)
  // The index of the first entry the "show more" the customer pressed will bring.
  const focusAt = useRef<number | null>(null)
  const shown = entries.length
  const nextFailed = query.isFetchNextPageError
  useEffect(() => {
    if (focusAt.current === null || loadingMore) return
    // Not come: the focus stays on the button, next to the message.
    if (nextFailed) focusAt.current = null
    // Arrived (a quick answer may never show the loading state, hence `shown`).
    if (focusAt.current === null || shown <= focusAt.current) return
    const first = listRef.current?.children[focusAt.current]
    focusAt.current = null
    if (first instanceof HTMLElement) first.focus()
  }, [loadingMore, shown, nextFailed])

  const showMore = () => {
    if (loadingMore) return
    focusAt.current = entries.length
    void query.fetchNextPage()
  }

  // Offline the calls wait for the network, or cannot be tried again: with nothing to show, say
  // what is needed (also before the histories have started asking, and after a failure).
  const offline = !online && entries.length === 0 && (query.isPending || query.isError)
  const state = offline
    ? 'offline'
    : queryState(query, (data) => data.pages.every((page) => page.data.length === 0))

  return (
    <section className="history" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <h2 id={titleId}>{title}</h2>
      <StateNotice
        state={state}
        onRetry={() => void query.refetch()}
        loading={loading}
        offline={<Trans>Sei offline: movimenti e scontrini si vedono con la rete.</Trans>}
        failed={failed}
        empty={empty}
      />
      {entries.length > 0 && (
        <ol className="history__list" ref={listRef}>
          {entries.map((entry) => (
            // Focusable by the script only: the first of a new page receives the focus.
            <li key={keyOf(entry)} className="history__item" tabIndex={-1}>
              {item(entry)}
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {(query.data?.pages.length ?? 0) > 1 && !loadingMore && count(entries.length)}
      </p>
      {query.hasNextPage && (
        // Not `disabled` while loading: a disabled button drops the keyboard focus to the page's top.
        <button
          type="button"
          className="button button--secondary history__more"
          aria-disabled={loadingMore || undefined}
          onClick={showMore}
        >
          {loadingMore ? <Trans>Caricamento…</Trans> : <Trans>Mostra altri</Trans>}
        </button>
      )}
      {query.hasNextPage && !online && (
        <p className="history__notice">
          <Trans>Sei offline: gli altri arrivano quando torna la rete.</Trans>
        </p>
      )}
      {query.isFetchNextPageError && (
        <p className="history__notice" role="alert">
          <Trans>Non è stato possibile caricare gli altri: riprova.</Trans>
        </p>
      )}
    </section>
  )
}
