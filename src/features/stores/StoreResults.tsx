import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '../../api/errors'
import { STORE_PAGE_SIZE, type Store } from '../../api/schemas/store'
import { PagedListView } from '../../ui/paged-list/PagedListView'
import type { PagedList } from '../../ui/paged-list/use-paged-list'
import { useHydrated } from '../../ui/use-hydrated'
import { distanceKm, formatDistance, type Position } from './distance'
import { StoreCard } from './StoreCard'
import { useNow } from './use-now'
import type { StoreHighlight } from './use-store-highlight'

/** A page of five stores (behaviour §2): their cards, with the distance once the position is known. */
export function StoreResults({
  stores,
  page,
  onPage,
  position,
  highlight,
}: {
  stores: PagedList<Store>
  page: number
  onPage: (page: number) => void
  position: Position | null
  highlight: StoreHighlight
}) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const hydrated = useHydrated()
  const error = stores.query.error
  const distanceOf = (store: Store) => {
    const km = store.distance ?? (position ? distanceKm(position, store.address) : null)
    return km === null ? null : formatDistance(km, i18n.locale)
  }
  return (
    <PagedListView
      list={stores}
      page={page}
      onPage={onPage}
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
        <Trans>Sei offline e questo elenco non è ancora salvato sul dispositivo. Riprova con la rete.</Trans>
      }
      failed={
        error instanceof ApiError && error.kind === 'network' ? (
          <Trans>Nessuna connessione: questa pagina dell'elenco non è salvata sul dispositivo.</Trans>
        ) : (
          <Trans>L'elenco dei negozi non è disponibile in questo momento.</Trans>
        )
      }
      empty={<Trans>Nessun negozio trovato</Trans>}
    >
      {stores.items.length > 0 && (
        <ol className="stores__list">
          {stores.items.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              // "Open now" is the browser's to say: the server's page may be a minute old.
              now={hydrated ? now : null}
              distance={distanceOf(store)}
              highlighted={highlight.highlighted === store.id}
              onHighlight={highlight.pointAt(store.id)}
              linkRef={highlight.linkRef(store.id)}
            />
          ))}
        </ol>
      )}
    </PagedListView>
  )
}
