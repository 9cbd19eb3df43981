import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useId, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { DeliveryMode, EcommerceStore } from '../../api/schemas/store'
import { takeEarlyInput } from '../../ui/early-input'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { QueryState } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import { useHydrated } from '../../ui/use-hydrated'
import { distanceKm, formatDistance } from '../stores/distance'
import { requestPosition, usePosition } from '../stores/position'
import { storeChoiceSearch } from './catalogue-search'
import { DELIVERY_MODE_NAMES, DELIVERY_MODE_ORDER } from './delivery-modes'
import { lastStoreId } from './last-store'
import { useOwnStoreId } from './own-store'
import { shopQueries } from './shop-queries'
import './shop.css'

type ModeFilter = DeliveryMode | 'ALL'

/**
 * /shop (docs/ordering.md "Screens"): the stores that take online orders, by delivery mode, nearest first
 * once the customer's position is known; the store chosen last time comes first, and the customer's
 * own store (their latest receipt's) with it when it takes online orders.
 */
export function StoreChoicePage() {
  const { t, i18n } = useLingui()
  const position = usePosition()
  const coords = position.status === 'ready' ? position.position : null
  const near = coords ? { lat: coords.latitude, lon: coords.longitude } : null
  const query = useQuery({ ...shopQueries.stores(near), enabled: useHydrated() })
  const answer = useDeferredValue(query.data)
  const [mode, setMode] = useState<ModeFilter>('ALL')
  // Read after hydration: the prerendered page cannot know it.
  const [last, setLast] = useState<number | null>(null)
  useEffect(() => setLast(lastStoreId()), [])
  const modeId = useId()
  // From a leaflet's "buy online": the chosen store's catalogue opens on the leaflet's offers.
  const { leaflet } = storeChoiceSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const catalogueSearch = leaflet ? { leaflet } : {}

  useEffect(() => {
    if (query.error) console.error('E-commerce stores not loaded', query.error)
  }, [query.error])

  const all = answer?.data ?? []
  const ofMode = (list: readonly EcommerceStore[]) =>
    list.filter((store) => mode === 'ALL' || store.deliveryModes.includes(mode))
  const stores = ofMode(all)
  const lastStore = last === null ? undefined : all.find((store) => store.id === last)
  const lastName = lastStore?.name
  const own = useOwnStoreId()
  const ownStore = own == null ? undefined : all.find((store) => store.id === own)
  const ownName = ownStore?.name
  // The list drawn is the deferred answer: until it has caught up, the page is still loading. The
  // stores near the position replace the others when they come (the others stay meanwhile).
  const shown = { data: answer, error: query.error, fetchStatus: query.fetchStatus, refetch: query.refetch }
  const offlineWithoutData = queryState(shown) === 'offline'

  const distanceOf = (store: EcommerceStore) => {
    const km =
      store.distance ??
      (coords
        ? distanceKm(coords, { latitude: store.address.latitude, longitude: store.address.longitude })
        : null)
    return km === null ? null : formatDistance(km, i18n.locale)
  }

  return (
    <section className="page shop" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Spesa online</Trans>
      </h1>
      <p>
        <Trans>
          Scegli il negozio che prepara la tua spesa: i prezzi e i prodotti sono quelli del negozio.
        </Trans>
      </p>
      {leaflet && (
        <p className="shop__notice shop__notice--prices">
          <Trans>Scegli il negozio per vedere le offerte del volantino che vende online.</Trans>
        </p>
      )}

      {lastStore && (
        <p className="shop-choice__last">
          <Trans>
            Ultimo negozio scelto:{' '}
            <Link to="/shop/$storeId" params={{ storeId: String(lastStore.id) }} search={catalogueSearch}>
              {lastName}
            </Link>
          </Trans>
        </p>
      )}

      {ownStore && ownStore !== lastStore && (
        <p className="shop-choice__last">
          <Trans>
            Il tuo negozio:{' '}
            <Link to="/shop/$storeId" params={{ storeId: String(ownStore.id) }} search={catalogueSearch}>
              {ownName}
            </Link>
          </Trans>
        </p>
      )}

      <div className="shop-choice__controls">
        <fieldset className="shop-fieldset">
          <legend>
            <Trans>Modalità di consegna</Trans>
          </legend>
          <div className="shop-fieldset__options">
            {(['ALL', ...DELIVERY_MODE_ORDER] as const).map((value) => (
              <label key={value} className="shop-radio">
                <input
                  // A mode chosen before the app has the page (it comes with the stores) is applied then.
                  ref={takeEarlyInput}
                  type="radio"
                  name={modeId}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {value === 'ALL' ? <Trans>Tutte</Trans> : i18n._(DELIVERY_MODE_NAMES[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="shop-choice__position" aria-live="polite">
          {coords ? (
            <p className="field__hint">
              <Trans>I negozi più vicini a te sono i primi.</Trans>
            </p>
          ) : position.status === 'pending' ? (
            <p className="field__hint">
              <Trans>Lettura della posizione in corso…</Trans>
            </p>
          ) : position.status === 'denied' || position.status === 'unsupported' ? (
            <p className="field__hint">
              <Trans>Senza la tua posizione i negozi sono in ordine di nome.</Trans>
            </p>
          ) : (
            <>
              {position.status === 'failed' && (
                <p className="field__hint">
                  <Trans>Non è stato possibile leggere la tua posizione.</Trans>
                </p>
              )}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void requestPosition()}
              >
                <Trans>Mostra prima i negozi vicini</Trans>
              </button>
            </>
          )}
        </div>
      </div>

      {!offlineWithoutData && (
        <CachedDataHint updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />
      )}

      <div aria-busy={query.isFetching}>
        <QueryState
          query={shown}
          isEmpty={(page) => ofMode(page.data).length === 0}
          loading={<Trans>Caricamento dei negozi…</Trans>}
          offline={
            <Trans>
              Sei offline e l'elenco dei negozi non è ancora salvato sul dispositivo. Riprova con la rete.
            </Trans>
          }
          failed={
            query.error instanceof ApiError && query.error.kind === 'network' ? (
              <Trans>Nessuna connessione: l'elenco dei negozi non è salvato sul dispositivo.</Trans>
            ) : (
              <Trans>L'elenco dei negozi non è disponibile in questo momento.</Trans>
            )
          }
          empty={<Trans>Nessun negozio offre questa modalità di consegna.</Trans>}
        />
        {stores.length > 0 && (
          <ul className="shop-choice__list" aria-label={t`Negozi con la spesa online`}>
            {stores.map((store) => {
              const distance = distanceOf(store)
              const headingId = `shop-store-${store.id}`
              return (
                <li key={store.id} className="shop-choice__store">
                  <article aria-labelledby={headingId}>
                    <h2 id={headingId} className="shop-choice__name">
                      <Link
                        to="/shop/$storeId"
                        params={{ storeId: String(store.id) }}
                        search={catalogueSearch}
                      >
                        {store.name}
                      </Link>
                    </h2>
                    <p className="shop-choice__address">
                      {store.address.address}, {store.address.zip} {store.address.city} (
                      {store.address.county})
                      {distance && (
                        <>
                          {' · '}
                          <span className="shop-choice__km">{distance}</span>
                        </>
                      )}
                    </p>
                    <ul className="shop-choice__modes" aria-label={t`Modalità di consegna`}>
                      {DELIVERY_MODE_ORDER.filter((m) => store.deliveryModes.includes(m)).map((m) => (
                        <li key={m}>{i18n._(DELIVERY_MODE_NAMES[m])}</li>
                      ))}
                    </ul>
                    {store.id === own ? (
                      <p className="shop-choice__mark">
                        <Trans>Il tuo negozio</Trans>
                      </p>
                    ) : (
                      store.id === last && (
                        <p className="shop-choice__mark">
                          <Trans>Il tuo ultimo negozio</Trans>
                        </p>
                      )
                    )}
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
