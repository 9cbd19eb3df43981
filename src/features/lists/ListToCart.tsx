import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import { useOnline } from '../../ui/offline/use-online'
import { useStorePreset } from '../shop/own-store'
import { shopQueries } from '../shop/shop-queries'
import { CartFillOutcome } from './CartFillOutcome'

/**
 * "Metti nel carrello": the list's products go into the chosen store's cart at its prices. An item
 * the store does not sell as such (a free text, «Uova») comes back with the store's products it
 * matches, the best first, for the customer to confirm or change; only what matches nothing is told
 * as not sold. Needs the network.
 */
export function ListToCart({ listId, hasItems }: { listId: string; hasItems: boolean }) {
  const { t } = useLingui()
  const online = useOnline()
  // The stores that take online orders, as the shop's store choice keeps them (same query).
  const stores = useQuery(shopQueries.stores(null))
  // Starts on the store last chosen on this device, else the customer's own (when it sells online),
  // until the customer picks one here.
  const preset = useStorePreset()
  const [picked, setPicked] = useState<string | null>(null)
  const storeId = picked ?? String(preset ?? '')
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
  // The store the cart was filled in, which the select may have left since.
  const filledIn = stores.data?.data.find((store) => store.id === fill.variables)
  const storeName = filledIn?.name ?? ''
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
        onChange={(event) => setPicked(event.target.value)}
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
      {hasItems && online && !chosen && !stores.isPending && (
        <p className="field__hint">
          <Trans>Scegli il negozio in cui fare la spesa.</Trans>
        </p>
      )}
      <CartFillOutcome
        filled={fill.data && filledIn ? { fill: fill.data, storeId: filledIn.id } : null}
        notSoldIntro={<Trans>Il negozio non vende:</Trans>}
        summary={(cart) => {
          const held = cart.lines.length
          return (
            <Plural
              value={held}
              _0={`Il carrello di ${storeName} è ancora vuoto.`}
              one={`Nel carrello di ${storeName} c'è # prodotto.`}
              other={`Nel carrello di ${storeName} ci sono # prodotti.`}
            />
          )
        }}
      />
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
