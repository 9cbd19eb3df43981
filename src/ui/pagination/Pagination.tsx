import { useLingui } from '@lingui/react/macro'
import { ALL_PAGES_MAX, pageWindow } from './page-window'
import './pagination.css'

interface PaginationProps {
  /** The accessible name of the navigation, e.g. "Pagine dei negozi". */
  label: string
  /** Counted from 1. */
  current: number
  total: number
  onChange: (page: number) => void
}

/**
 * Page buttons (behaviour §2): every number up to nine pages, beyond that a window with the first and last
 * page, gaps and arrows. The current page carries aria-current; every button says which page it is.
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
            <button
              type="button"
              className="pagination__button"
              aria-label={t`Pagina precedente`}
              disabled={current <= 1}
              onClick={() => onChange(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
        )}
        {pageWindow(current, total).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <PageButton page={item.page} current={item.page === current} onChange={onChange} />
            </li>
          ),
        )}
        {arrows && (
          <li>
            <button
              type="button"
              className="pagination__button"
              aria-label={t`Pagina successiva`}
              disabled={current >= total}
              onClick={() => onChange(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}

function PageButton({
  page,
  current,
  onChange,
}: {
  page: number
  current: boolean
  onChange: (page: number) => void
}) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className="pagination__button"
      aria-label={t`Pagina ${page}`}
      aria-current={current ? 'page' : undefined}
      onClick={() => !current && onChange(page)}
    >
      {page}
    </button>
  )
}
