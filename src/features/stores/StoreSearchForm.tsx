import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { takeEarlyForm, takeEarlyInput } from '../../ui/early-input'
import { useSearchText } from '../../ui/paged-list/use-search-text'
import { STORE_SEARCH_DEBOUNCE_MS } from './store-queries'

/**
 * The stores' text search: it searches once the typing has paused for a second (behaviour §9), or at
 * once on Enter. What is typed before the app has the page is kept (ui/early-input.ts).
 */
export function StoreSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const searchId = useId()
  const { text, setText, submit } = useSearchText(q, onSearch, STORE_SEARCH_DEBOUNCE_MS)
  return (
    <search className="stores__search">
      <form ref={takeEarlyForm} onSubmit={submit}>
        <label htmlFor={searchId} className="field__label">
          <Trans>Cerca un negozio</Trans>
        </label>
        <div className="stores__search-row">
          <input
            ref={takeEarlyInput}
            id={searchId}
            type="search"
            className="field__input"
            value={text}
            autoComplete="off"
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            <Trans>Cerca</Trans>
          </button>
        </div>
        <p id={`${searchId}-hint`} className="field__hint">
          <Trans>Città, indirizzo, CAP o provincia: i risultati si aggiornano mentre scrivi.</Trans>
        </p>
      </form>
    </search>
  )
}
