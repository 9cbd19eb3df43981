import { Trans, useLingui } from '@lingui/react/macro'
import { Outlet, useChildMatches } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { ApiError } from '../../api/errors'
import { STORE_PAGE_SIZE } from '../../api/schemas/store'
import { config } from '../../config'
import { takeEarlyForm, takeEarlyInput } from '../../ui/early-input'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { PagedListView } from '../../ui/paged-list/PagedListView'
import { usePagedList } from '../../ui/paged-list/use-paged-list'
import { useDebouncedValue } from '../../ui/use-debounced-value'
import { useHydrated } from '../../ui/use-hydrated'
import { distanceKm, formatDistance } from './distance'
import { requestPosition, usePosition } from './position'
import { StoreCard } from './StoreCard'
import { type MapStore, StoresMap } from './StoresMap'
import { STORE_SEARCH_DEBOUNCE_MS, storeQueries } from './store-queries'
import { useNow } from './use-now'
import './stores.css'

type Sort = 'name' | 'distance'

/**
 * /stores (behaviour §2 "Stores page"): a text search (debounced by 1 s), sorting by name or distance,
 * five stores a page, the cards and a map with their markers. The store detail (/stores/$storeId)
 * is a child route: while it shows, this component stays mounted, so search, sort and page are
 * there again when the customer comes back.
 */
export function StoresPage() {
  const { t, i18n } = useLingui()
  const child = useChildMatches()
  const now = useNow()
  const position = usePosition()

  const [text, setText] = useState('')
  const [submitted, setSubmitted] = useState<string | null>(null)
  const typed = text.trim()
  const debounced = useDebouncedValue(typed, STORE_SEARCH_DEBOUNCE_MS)
  // Enter searches at once; the debounce then catches up with the same text.
  const q = submitted === typed ? typed : debounced

  const [sort, setSort] = useState<Sort>('name')
  const coords = position.status === 'ready' ? position.position : null
  const byDistance = sort === 'distance' && coords !== null
  // A new search or sort starts from the first page.
  const listKey = `${q}|${byDistance}`
  const [paging, setPaging] = useState({ listKey, page: 0 })
  const page = paging.listKey === listKey ? paging.page : 0

  const list = { q, lat: byDistance ? coords.latitude : null, lon: byDistance ? coords.longitude : null }
  const hydrated = useHydrated()
  const stores = usePagedList(
    storeQueries.search({ ...list, p: page }),
    storeQueries.list(list),
    // behaviour §8: store failures are only logged; the screen shows a neutral state.
    'Stores not loaded',
  )
  const { query } = stores
  const shownPage = page + 1

  const mapStores = useMemo<MapStore[]>(
    () =>
      stores.items.map((store) => ({
        id: store.id,
        name: store.name,
        latitude: store.address.latitude,
        longitude: store.address.longitude,
      })),
    [stores.items],
  )

  const [highlighted, setHighlighted] = useState<number | null>(null)
  const linkRefs = useRef(new Map<number, HTMLAnchorElement>())
  const searchId = useId()
  const sortReasonId = useId()

  const goToPage = (next: number) => setPaging({ listKey, page: next - 1 })

  const onMarkerClick = (id: number) => {
    setHighlighted(id)
    const link = linkRefs.current.get(id)
    link?.focus()
    link?.closest('li')?.scrollIntoView?.({ block: 'nearest' })
  }

  // The button goes while the position is read: the focus waits on the line that says so, then moves
  // to the sort the position made possible (not to the page's body).
  const positionRef = useRef<HTMLDivElement>(null)
  const distanceRef = useRef<HTMLInputElement>(null)
  const focusDistance = useRef(false)
  const askPosition = () => {
    positionRef.current?.focus()
    void requestPosition().then((state) => {
      if (state.status !== 'ready') return
      focusDistance.current = true
      setSort('distance')
    })
  }
  useEffect(() => {
    if (!focusDistance.current || !byDistance) return
    focusDistance.current = false
    if (positionRef.current?.contains(document.activeElement)) distanceRef.current?.focus()
  }, [byDistance])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(typed)
  }

  if (child.length > 0) return <Outlet />

  return (
    <section className="page stores" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Negozi</Trans>
      </h1>

      <div className="stores__controls">
        <search className="stores__search">
          <form ref={takeEarlyForm} onSubmit={onSubmit}>
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

        <fieldset className="stores__sort">
          <legend>
            <Trans>Ordina per</Trans>
          </legend>
          <div className="stores__sort-options">
            <label className="stores__radio">
              <input
                type="radio"
                name="stores-sort"
                value="name"
                checked={!byDistance}
                onChange={() => setSort('name')}
              />
              <Trans>Nome</Trans>
            </label>
            <label className="stores__radio">
              <input
                type="radio"
                name="stores-sort"
                ref={distanceRef}
                value="distance"
                checked={byDistance}
                disabled={coords === null}
                aria-describedby={coords === null ? sortReasonId : undefined}
                onChange={() => setSort('distance')}
              />
              <Trans>Distanza</Trans>
            </label>
          </div>
          <div
            id={sortReasonId}
            ref={positionRef}
            tabIndex={-1}
            className="stores__position"
            aria-live="polite"
          >
            {(position.status === 'idle' || position.status === 'failed') && (
              <>
                <p className="field__hint">
                  {position.status === 'failed' ? (
                    <Trans>Non è stato possibile leggere la tua posizione.</Trans>
                  ) : (
                    <Trans>Per ordinare per distanza serve la tua posizione.</Trans>
                  )}
                </p>
                <button type="button" className="button button--secondary" onClick={askPosition}>
                  <Trans>Usa la mia posizione</Trans>
                </button>
              </>
            )}
            {position.status === 'pending' && (
              <p className="field__hint">
                <Trans>Lettura della posizione in corso…</Trans>
              </p>
            )}
            {position.status === 'denied' && (
              <p className="field__hint">
                <Trans>
                  L'accesso alla posizione non è consentito: per ordinare per distanza, consentilo nelle
                  impostazioni del browser.
                </Trans>
              </p>
            )}
            {position.status === 'unsupported' && (
              <p className="field__hint">
                <Trans>
                  Questo browser non fornisce la posizione: l'ordine per distanza non è disponibile.
                </Trans>
              </p>
            )}
          </div>
        </fieldset>
      </div>

      {stores.state !== 'offline' && (
        <CachedDataHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
      )}

      <div className="stores__layout">
        <PagedListView
          list={stores}
          page={shownPage}
          onPage={goToPage}
          className="stores__results"
          pagerClassName="stores__pager"
          pagerLabel={t`Pagine dei negozi`}
          placeholder={{
            count: STORE_PAGE_SIZE,
            listClassName: 'stores__list stores__list--placeholder',
            itemClassName: 'stores-card stores-card--placeholder',
          }}
          loading={<Trans>Caricamento dei negozi…</Trans>}
          offline={
            <Trans>
              Sei offline e questo elenco non è ancora salvato sul dispositivo. Riprova con la rete.
            </Trans>
          }
          failed={
            query.error instanceof ApiError && query.error.kind === 'network' ? (
              <Trans>Nessuna connessione: questa pagina dell'elenco non è salvata sul dispositivo.</Trans>
            ) : (
              <Trans>L'elenco dei negozi non è disponibile in questo momento.</Trans>
            )
          }
          empty={<Trans>Nessun negozio trovato</Trans>}
        >
          {stores.items.length > 0 && (
            <ol className="stores__list">
              {stores.items.map((store) => {
                const km =
                  store.distance ??
                  (coords
                    ? distanceKm(coords, {
                        latitude: store.address.latitude,
                        longitude: store.address.longitude,
                      })
                    : null)
                return (
                  <StoreCard
                    key={store.id}
                    store={store}
                    // "Open now" is the browser's to say: the server's page may be a minute old.
                    now={hydrated ? now : null}
                    distance={km === null ? null : formatDistance(km, i18n.locale)}
                    highlighted={highlighted === store.id}
                    onHighlight={(id) =>
                      setHighlighted((current) => (id === null && current !== store.id ? current : id))
                    }
                    linkRef={(element) => {
                      if (element) linkRefs.current.set(store.id, element)
                      else linkRefs.current.delete(store.id)
                    }}
                  />
                )
              })}
            </ol>
          )}
        </PagedListView>

        <StoresMap
          label={t`Mappa dei negozi elencati`}
          center={config.map.defaultCenter}
          zoom={config.map.defaultZoom}
          stores={mapStores}
          highlightedId={highlighted}
          onMarkerClick={onMarkerClick}
          ready={!stores.firstPageLoading}
        />
      </div>
    </section>
  )
}
