import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import { useOnline } from '../../ui/offline/use-online'
import { lastStoreId } from '../shop/last-store'
import { shopQueries } from '../shop/shop-queries'

/**
 * "Metti nel carrello": the list's products go into the chosen store's cart at its prices, and the
 * customer is told which the store does not sell (free-text items among them). Needs the network.
 */
export function ListToCart({ listId, hasItems }: { listId: string; hasItems: boolean }) {
  const { t } = useLingui()
  const online = useOnline()
  // The stores that take online orders, as the shop's store choice keeps them (same query).
  const stores = useQuery(shopQueries.stores(null))
  const [storeId, setStoreId] = useState<string>(() => String(lastStoreId() ?? ''))
  const selectId = useId()
  const fill = useMutation({
    mutationFn: (store: number) =>
      callApi(listEndpoints.smartlistToCart, { params: { listId }, body: { storeId: store } }),
  })
  const chosen = stores.data?.data.find((store) => String(store.id) === storeId)
  const send = () => {
    if (!chosen || fill.isPending || !online) return
    fill.mutate(chosen.id)
  }
  const added = fill.data?.cart.lines.length ?? 0
  const storeName = chosen?.name ?? ''
  return (
    <section className="lists__to-cart" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`}>
        <Trans>Fai la spesa online con questa lista</Trans>
      </h2>
      <label htmlFor={selectId} className="field__label">
        <Trans>Negozio</Trans>
      </label>
      <select
        id={selectId}
        className="field__input"
        value={storeId}
        onChange={(event) => setStoreId(event.target.value)}
      >
        <option value="">{stores.isPending ? t`Caricamento dei negozi…` : t`Scegli il negozio`}</option>
        {(stores.data?.data ?? []).map((store) => (
          <option key={store.id} value={String(store.id)}>
            {store.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        aria-disabled={!chosen || !hasItems || !online || fill.isPending || undefined}
        onClick={send}
      >
        {fill.isPending ? <Trans>Aggiunta al carrello…</Trans> : <Trans>Metti nel carrello</Trans>}
      </button>
      {!online && (
        <p className="field__hint">
          <Trans>Per mettere la lista nel carrello serve la rete.</Trans>
        </p>
      )}
      {!hasItems && (
        <p className="field__hint">
          <Trans>La lista è vuota.</Trans>
        </p>
      )}
      <div role="status" className="lists__to-cart-outcome">
        {fill.data && chosen && (
          <>
            <p>
              <Plural
                value={added}
                one={`Nel carrello di ${storeName} c'è # prodotto.`}
                other={`Nel carrello di ${storeName} ci sono # prodotti.`}
              />
            </p>
            {fill.data.missing.length > 0 && (
              <p>
                <Trans>Il negozio non vende:</Trans> {fill.data.missing.map((item) => item.name).join(', ')}
              </p>
            )}
            <Link to="/shop/$storeId/cart" params={{ storeId: String(chosen.id) }}>
              <Trans>Vai al carrello</Trans>
            </Link>
          </>
        )}
      </div>
      {fill.isError && (
        <p className="lists__notice" role="alert">
          {fill.error instanceof ApiError
            ? fill.error.message
            : t`Non è stato possibile riempire il carrello.`}
        </p>
      )}
    </section>
  )
}
