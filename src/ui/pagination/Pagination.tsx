import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { ALL_PAGES_MAX, pageWindow } from './page-window'
import './pagination.css'

interface PaginationProps {
  /** The accessible name of the navigation, e.g. "Pagine dei negozi". */
  label: string
  /** Counted from 1. */
  current: number
  total: number
  /** The page turn the app does itself once it runs (a link followed without it loads the page). */
  onChange: (page: number) => void
}

/**
 * The current address with another page: the paged lists keep their page in `page`, counted from 1,
 * and leave it out for the first (ui/paged-list/list-search.ts); the rest of the search stays.
 */
const withPage = (page: number) => (previous: Record<string, unknown>) => ({
  ...previous,
  page: page > 1 ? page : undefined,
})

/**
 * Page links (behaviour §2): every number up to nine pages, beyond that a window with the first and
 * last page, gaps and arrows. Each is a link to the list's address with its page (`?page=2`), so
 * that before the app has started, or without JavaScript, a tap loads the server's page of that
 * number; once the app runs, a tap is the page's own turn (`onChange`). The current page carries
 * aria-current; every link says which page it is.
 */
export function Pagination({ label, current, total, onChange }: PaginationProps) {
  const { t } = useLingui()
  if (total <= 1) return null
  const arrows = total > ALL_PAGES_MAX
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {arrows && (
          <li>
            <PageLink
              page={current - 1}
              total={total}
              current={false}
              label={t`Pagina precedente`}
              onChange={onChange}
            >
              ‹
            </PageLink>
          </li>
        )}
        {pageWindow(current, total).map((item) => {
          if (item.kind === 'gap') {
            return (
              <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            )
          }
          const page = item.page
          return (
            <li key={page}>
              <PageLink
                page={page}
                total={total}
                current={page === current}
                label={t`Pagina ${page}`}
                onChange={onChange}
              >
                {page}
              </PageLink>
            </li>
          )
        })}
        {arrows && (
          <li>
            <PageLink
              page={current + 1}
              total={total}
              current={false}
              label={t`Pagina successiva`}
              onChange={onChange}
            >
              ›
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** A click the browser would follow in this tab: the app turns the page itself instead. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

/**
 * One page's link. Its address is the router's (the same on the server and in the browser, so the
 * page is taken over as drawn); a plain click is the app's own turn, never the router's navigation
 * to that address (`onChange` keeps the list's way of turning: the focus on its line, its history).
 * An arrow to a page that does not exist is a link that leads nowhere, said to be off.
 */
function PageLink({
  page,
  total,
  current,
  label,
  onChange,
  children,
}: {
  page: number
  total: number
  current: boolean
  label: string
  onChange: (page: number) => void
  children: string | number
}) {
  const glyph = typeof children === 'string'
  const content = glyph ? <span aria-hidden="true">{children}</span> : children
  if (page < 1 || page > total) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link that is off has no address to go to (aria-disabled says so)
      <a className="pagination__button" role="link" aria-disabled="true" aria-label={label}>
        {content}
      </a>
    )
  }
  return (
    <Link
      to="."
      search={withPage(page) as never}
      // Active on its own page only, search included: the router then marks it aria-current="page".
      activeOptions={{ exact: true, includeSearch: true }}
      // Not ahead of the tap: a page turn must stay a short task on a slow phone.
      preload={false}
      className="pagination__button"
      aria-label={label}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        if (!current) onChange(page)
      }}
    >
      {content}
    </Link>
  )
}
