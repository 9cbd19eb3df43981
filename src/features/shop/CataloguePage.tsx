import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { startTransition, useEffect, useId } from 'react'
import { ApiError, ServerCode } from '../../api/errors'
import { PRODUCT_PAGE_SIZE } from '../../api/schemas/catalogue'
import { CountedSelect } from '../../ui/form/CountedSelect'
import { PagedListView } from '../../ui/paged-list/PagedListView'
import { usePagedList } from '../../ui/paged-list/use-paged-list'
import { useSearchText } from '../../ui/paged-list/use-search-text'
import { useHydrated } from '../../ui/use-hydrated'
import { CartBar } from './CartBar'
import { CatalogueCopyHint } from './CatalogueCopyHint'
import { CatalogueFilterPanel } from './CatalogueFilterPanel'
import { type CatalogueFilters, filtersOf, panelFilterCount, searchOf } from './catalogue-filters'
import type { CatalogueSearchParams } from './catalogue-search'
import { LeafletOffersNotice } from './LeafletOffersNotice'
import { rememberStore } from './last-store'
import { ProductCard } from './ProductCard'
import { shopQueries } from './shop-queries'
import { UnknownStore } from './UnknownStore'
import { usePendingAdd } from './use-cart'
import { useShopStore } from './use-shop-store'
import { useStoreIdParam } from './use-store-id'
import './shop.css'

/** /shop/$storeId: the chosen store's catalogue. */
export function CataloguePage() {
  const storeId = useStoreIdParam()
  if (storeId === null) return <UnknownStore />
  return <Catalogue storeId={storeId} />
}

/**
 * As long as the store search's (behaviour §9, 1 s), not the 250 ms of its other fields: on a phone
 * with a poor signal each pause would otherwise fetch and draw a page of products for half a word.
 */
const CATALOGUE_SEARCH_DEBOUNCE_MS = 1000

/**
 * The catalogue, made for a phone: a short header (the store, the search, the department and the
 * filters' button on two rows), then compact cards, four or more in a phone's first screen, and the
 * cart's bar. Departments, a text search (debounced like the stores' one, Enter at once), the panel's
 * filters and order, pages of twenty from the server. All of it is in the address with the /cli
 * query's names (q, department, page, leaflet, promo, brand, without, sort), so the product page's
 * "back" and a reload land on the same page. Every page seen is kept on the device (public data) and
 * readable offline, with the hint that its prices may have changed.
 */
function Catalogue({ storeId }: { storeId: number }) {
  const { t, i18n } = useLingui()
  const search: CatalogueSearchParams = useSearch({ from: '/_web/shop/$storeId/' })
  const navigate = useNavigate({ from: '/shop/$storeId/' })
  const hydrated = useHydrated()
  usePendingAdd(storeId)

  const store = useShopStore(storeId)
  const departments = useQuery({ ...shopQueries.departments(storeId, i18n.locale), enabled: hydrated })

  const filters = filtersOf(search)
  const { q, department, leaflet } = filters
  const page = search.page ?? 1
  const show = (next: CatalogueFilters, nextPage: number) =>
    navigate({ search: searchOf(next, nextPage), replace: true })
  // Any change of what is listed starts again from its first page.
  const setFilters = (change: Partial<CatalogueFilters>) => void show({ ...filters, ...change }, 1)

  const searchBox = useSearchText(q, (text) => setFilters({ q: text }), CATALOGUE_SEARCH_DEBOUNCE_MS)

  const products = usePagedList(
    shopQueries.products(storeId, { ...filters, p: page - 1 }),
    shopQueries.list(storeId, filters),
    'Catalogue not loaded',
  )
  // The brands' counts say how many products the search finds (every product has one brand).
  const brands = useQuery({ ...shopQueries.brands(storeId, filters), enabled: hydrated })
  const count = brands.data
    ? filters.brand
      ? (brands.data.find((b) => b.name === filters.brand)?.count ?? 0)
      : brands.data.reduce((sum, b) => sum + b.count, 0)
    : null
  const { query } = products
  const error = query.error
  // After the tap's own task (the router's and the query's work would join it: 60 ms at 4× CPU),
  // and drawn as a transition, in slices: the tap stays a short task on a slow phone.
  const goToPage = (next: number) => setTimeout(() => startTransition(() => void show(filters, next)), 0)

  const searchId = useId()
  const departmentId = useId()
  const storeName = store?.name
  // Remembered once it has a catalogue: not a store that turned out not to sell online.
  const known = query.data !== undefined
  useEffect(() => {
    if (known) rememberStore(storeId)
  }, [known, storeId])

  if (!products.shown && error instanceof ApiError && error.is(ServerCode.NotFound)) return <UnknownStore />

  const filtered = panelFilterCount(filters) > 0
  return (
    <section className="page shop shop-catalogue" aria-labelledby="page-title">
      <div className="shop-catalogue__head">
        <h1 id="page-title">
          <Trans>Spesa online</Trans>
        </h1>
        <Link to="/shop" activeOptions={{ exact: true }} className="shop-catalogue__change">
          <Trans>Cambia negozio</Trans>
        </Link>
        <p className="shop-catalogue__store">
          {storeName ? (
            <Trans>
              Negozio: <strong>{storeName}</strong>
            </Trans>
          ) : (
            <span className="shop__placeholder-text" />
          )}
        </p>
      </div>

      <div className="shop-catalogue__controls">
        <search className="shop-catalogue__search">
          <form onSubmit={searchBox.submit}>
            <label htmlFor={searchId} className="visually-hidden">
              <Trans>Cerca un prodotto</Trans>
            </label>
            <div className="shop-catalogue__search-row">
              <input
                id={searchId}
                type="search"
                className="field__input"
                value={searchBox.text}
                maxLength={100}
                autoComplete="off"
                placeholder={t`Cerca un prodotto`}
                aria-describedby={`${searchId}-hint`}
                onChange={(event) => searchBox.setText(event.target.value)}
              />
              <button type="submit" className="button">
                <Trans>Cerca</Trans>
              </button>
            </div>
            <p id={`${searchId}-hint`} className="visually-hidden">
              <Trans>Nome, marca o tipo di prodotto: i risultati si aggiornano mentre scrivi.</Trans>
            </p>
          </form>
        </search>
        <div className="shop-catalogue__department">
          <label htmlFor={departmentId} className="visually-hidden">
            <Trans>Reparto</Trans>
          </label>
          <CountedSelect
            id={departmentId}
            value={department}
            onChange={(code) => setFilters({ department: code })}
            allLabel={t`Tutti i reparti`}
            options={departments.data?.map(({ code, name, count }) => ({ value: code, label: name, count }))}
          />
          <CatalogueFilterPanel
            filters={filters}
            brands={brands.data}
            count={count}
            onChange={(next) => show(next, 1)}
          />
        </div>
      </div>

      {leaflet > 0 && (
        <LeafletOffersNotice leafletId={leaflet} onShowAll={() => setFilters({ leaflet: 0 })} />
      )}

      {products.state !== 'offline' && (
        <CatalogueCopyHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
      )}

      {/* Beside the page's summary ("Pagina 1 di 20"), said when a filter changes it. */}
      <p className="shop-catalogue__count" aria-live="polite">
        {count !== null && <Plural value={count} one="# prodotto" other="# prodotti" />}
      </p>
      <PagedListView
        list={products}
        page={page}
        onPage={goToPage}
        className="shop-catalogue__results"
        pagerClassName="shop__pager"
        pagerLabel={t`Pagine del catalogo`}
        placeholder={{
          count: PRODUCT_PAGE_SIZE,
          listClassName: 'shop-list shop-list--placeholder',
          itemClassName: 'shop-card shop-card--placeholder',
        }}
        loading={<Trans>Caricamento dei prodotti…</Trans>}
        offline={
          <Trans>
            Sei offline e questa pagina del catalogo non è ancora salvata sul dispositivo. Riprova con la
            rete.
          </Trans>
        }
        failed={
          error instanceof ApiError && error.kind === 'network' ? (
            <Trans>Nessuna connessione: questa pagina del catalogo non è salvata sul dispositivo.</Trans>
          ) : error instanceof ApiError && error.kind === 'code' ? (
            error.message
          ) : (
            <Trans>Il catalogo non è disponibile in questo momento.</Trans>
          )
        }
        empty={
          filtered ? (
            <Trans>Nessun prodotto con questi filtri: prova a toglierne qualcuno.</Trans>
          ) : q ? (
            <Trans>Nessun prodotto trovato per «{q}».</Trans>
          ) : leaflet > 0 ? (
            <Trans>Questo negozio non ha online le offerte di questo volantino.</Trans>
          ) : (
            <Trans>Nessun prodotto in questo reparto.</Trans>
          )
        }
      >
        {products.items.length > 0 && (
          <ol className="shop-list" aria-label={t`Prodotti`}>
            {products.items.map((product) => (
              <ProductCard key={product.id} storeId={storeId} product={product} />
            ))}
          </ol>
        )}
      </PagedListView>
      <CartBar storeId={storeId} />
    </section>
  )
}
