import { Trans } from '@lingui/react/macro'
import { type ReactNode, useRef } from 'react'
import { Pagination } from '../pagination/Pagination'
import { StateNotice } from '../query-state/QueryState'
import type { PagedList } from './use-paged-list'

interface PagedListViewProps<TItem> {
  list: PagedList<TItem>
  /** The page asked for, counted from 1. */
  page: number
  onPage: (page: number) => void
  /** The list's words: its first page loading, offline with no copy, failed, empty. */
  loading: ReactNode
  offline: ReactNode
  failed: ReactNode
  empty: ReactNode
  /** The pager's accessible name ("Pagine dei negozi"). */
  pagerLabel: string
  /** The room a page of items takes while the first one comes: so many boxes of the items' size. */
  placeholder: { count: number; listClassName: string; itemClassName: string }
  className: string
  pagerClassName: string
  /** The items, drawn by the page. */
  children: ReactNode
}

/**
 * A paged list's frame: a line that says where the customer is (the first page loading, the next
 * one, "Pagina 2 di 12") and takes the focus when the page changes, the kit's notices, a page's room
 * while the first comes (the map and the footer below do not jump when it arrives), the items and
 * the pager.
 */
export function PagedListView<TItem>({
  list,
  page,
  onPage,
  loading,
  offline,
  failed,
  empty,
  pagerLabel,
  placeholder,
  className,
  pagerClassName,
  children,
}: PagedListViewProps<TItem>) {
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const pages = list.totalPages
  const goTo = (next: number) => {
    onPage(next)
    // The customer lands at the top of the new page, and hears where they are.
    summaryRef.current?.focus()
  }
  return (
    <div className={className} aria-busy={list.query.isFetching}>
      <p ref={summaryRef} className="paged-list__summary" tabIndex={-1} aria-live="polite">
        {list.firstPageLoading && loading}
        {list.state === 'loading' && list.shown && list.query.isFetching && (
          <Trans>Caricamento della pagina {page}…</Trans>
        )}
        {list.state === 'ready' && (
          <Trans>
            Pagina {page} di {pages}
          </Trans>
        )}
      </p>
      <StateNotice
        state={list.state}
        onRetry={() => void list.query.refetch()}
        offline={offline}
        failed={failed}
        empty={empty}
      />
      {list.firstPageLoading && (
        <ol className={placeholder.listClassName} aria-hidden="true">
          {Array.from({ length: placeholder.count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <li key={i} className={placeholder.itemClassName} />
          ))}
        </ol>
      )}
      {children}
      <div className={pagerClassName}>
        <Pagination label={pagerLabel} current={page} total={pages} onChange={goTo} />
      </div>
    </div>
  )
}
