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
          <StepButton
            label={t`Pagina precedente`}
            arrow="‹"
            to={current - 1}
            total={total}
            onChange={onChange}
          />
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
          <StepButton
            label={t`Pagina successiva`}
            arrow="›"
            to={current + 1}
            total={total}
            onChange={onChange}
          />
        )}
      </ul>
    </nav>
  )
}

/** The previous or next page's arrow; off where there is no such page. */
function StepButton({
  label,
  arrow,
  to,
  total,
  onChange,
}: {
  label: string
  arrow: string
  to: number
  total: number
  onChange: (page: number) => void
}) {
  return (
    <li>
      <button
        type="button"
        className="pagination__button"
        aria-label={label}
        disabled={to < 1 || to > total}
        onClick={() => onChange(to)}
      >
        <span aria-hidden="true">{arrow}</span>
      </button>
    </li>
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
