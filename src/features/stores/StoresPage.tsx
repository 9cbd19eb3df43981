import { Trans } from '@lingui/react/macro'
import { Outlet, useChildMatches, useNavigate, useSearch } from '@tanstack/react-router'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { usePagedList } from '../../ui/paged-list/use-paged-list'
import { ListedStoresMap } from './ListedStoresMap'
import { usePosition } from './position'
import { StoreResults } from './StoreResults'
import { StoreSearchForm } from './StoreSearchForm'
import { StoresSort } from './StoresSort'
import { storeQueries } from './store-queries'
import type { StoresSearchParams } from './stores-search'
import { useStoreHighlight } from './use-store-highlight'
import './stores.css'

/**
 * /stores (behaviour §2 "Stores page"): a text search, sorting by name or distance (distance once the
 * position is known, unless the name was chosen), five stores a page, the cards and a map with their markers. Search, order and page are in the address (back,
 * reload, share); a store's page (/stores/$storeId, a child route) carries them, so its way back
 * lands on the same page.
 */
export function StoresPage() {
  const child = useChildMatches()
  return child.length > 0 ? <Outlet /> : <Stores />
}

function Stores() {
  const search: StoresSearchParams = useSearch({ from: '/_web/stores' })
  const navigate = useNavigate({ from: '/stores' })
  // A new search or order starts from the first page.
  const setSearch = (next: StoresSearchParams) =>
    navigate({
      search: (previous) => {
        const merged = { ...previous, ...next }
        return {
          ...(merged.q ? { q: merged.q } : {}),
          ...(merged.page && merged.page > 1 ? { page: merged.page } : {}),
          ...(merged.sort ? { sort: merged.sort } : {}),
        }
      },
      replace: true,
      // The page stays where it is: a new page of the list takes the focus to its first line, which
      // brings it into view (PagedListView).
      resetScroll: false,
    })

  const position = usePosition()
  const coords = position.status === 'ready' ? position.position : null
  // By distance as soon as the position is known (allowed now, or earlier in this visit), unless the
  // customer chose the name: the address says which.
  const near = search.sort === 'name' ? null : coords
  const q = search.q ?? ''
  const page = search.page ?? 1
  const list = { q, lat: near?.latitude ?? null, lon: near?.longitude ?? null }
  const stores = usePagedList(
    storeQueries.search({ ...list, p: page - 1 }),
    storeQueries.list(list),
    // behaviour §8: store failures are only logged; the screen shows a neutral state.
    'Stores not loaded',
  )
  const highlight = useStoreHighlight()

  return (
    <section className="page stores" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Negozi</Trans>
      </h1>

      <div className="stores__controls">
        <StoreSearchForm q={q} onSearch={(text) => void setSearch({ q: text, page: 1 })} />
        <StoresSort
          position={position}
          byDistance={near !== null}
          onSort={(byDistance) => void setSearch({ sort: byDistance ? 'distance' : 'name', page: 1 })}
        />
      </div>

      {stores.state !== 'offline' && (
        <CachedDataHint updatedAt={stores.query.dataUpdatedAt} refreshFailed={stores.query.isRefetchError} />
      )}

      <div className="stores__layout">
        <StoreResults
          stores={stores}
          page={page}
          onPage={(next) => void setSearch({ page: next })}
          position={coords}
          highlight={highlight}
        />
        <ListedStoresMap stores={stores.items} ready={!stores.firstPageLoading} highlight={highlight} />
      </div>
    </section>
  )
}
