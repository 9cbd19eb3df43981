import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { listEndpoints } from '../../api/list-endpoints'
import type { Cart } from '../../api/schemas/cart'
import type { CartFill, MissingItem } from '../../api/schemas/smartlists'
import { shopEndpoints } from '../../api/shop-endpoints'
import { useOnline } from '../../ui/offline/use-online'
import { lastStoreId } from '../shop/last-store'
import { shopQueries } from '../shop/shop-queries'

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
  const [storeId, setStoreId] = useState<string>(() => String(lastStoreId() ?? ''))
  const selectId = useId()
  const [cart, setCart] = useState<Cart | null>(null)
  const fill = useMutation({
    mutationFn: (store: number) =>
      callApi(listEndpoints.smartlistToCart, { params: { listId }, body: { storeId: store } }),
    onSuccess: (filled: CartFill) => setCart(filled.cart),
  })
  const chosen = stores.data?.data.find((store) => String(store.id) === storeId)
  const send = () => {
    if (!chosen || fill.isPending || !online) return
    fill.mutate(chosen.id)
  }
  const added = cart?.lines.length ?? 0
  const storeName = chosen?.name ?? ''
  const toConfirm = fill.data?.missing.filter((item) => item.matches.length > 0) ?? []
  const notSold = fill.data?.missing.filter((item) => item.matches.length === 0) ?? []
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
      {hasItems && online && !chosen && !stores.isPending && (
        <p className="field__hint">
          <Trans>Scegli il negozio in cui fare la spesa.</Trans>
        </p>
      )}
      <div role="status" className="lists__to-cart-outcome">
        {fill.data && chosen && cart && (
          <>
            <p>
              <Plural
                value={added}
                one={`Nel carrello di ${storeName} c'è # prodotto.`}
                other={`Nel carrello di ${storeName} ci sono # prodotti.`}
              />
            </p>
            {notSold.length > 0 && (
              <p>
                <Trans>Il negozio non vende:</Trans> {notSold.map((item) => item.name).join(', ')}
              </p>
            )}
            <Link to="/shop/$storeId/cart" params={{ storeId: String(chosen.id) }}>
              <Trans>Vai al carrello</Trans>
            </Link>
          </>
        )}
      </div>
      {toConfirm.length > 0 && cart && (
        <div className="lists__matches">
          <h3>
            <Trans>Da confermare</Trans>
          </h3>
          <ul className="lists__items">
            {toConfirm.map((item) => (
              <MatchRow
                key={`${item.productId ?? ''}-${item.name}`}
                item={item}
                cart={cart}
                onCart={setCart}
              />
            ))}
          </ul>
        </div>
      )}
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

/** One item the store sells under another name: its best match chosen, the others to pick instead. */
function MatchRow({ item, cart, onCart }: { item: MissingItem; cart: Cart; onCart: (cart: Cart) => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const selectId = useId()
  const [productId, setProductId] = useState(String(item.matches[0]?.id ?? ''))
  const product = item.matches.find((match) => String(match.id) === productId)
  const put = useMutation({
    mutationFn: () => {
      if (!product) throw new Error('no product chosen')
      const held = cart.lines.find((line) => line.productId === product.id)?.quantity ?? 0
      return callApi(shopEndpoints.setCartLine, {
        params: { cartId: String(cart.id), productId: String(product.id) },
        body: { quantity: Math.min(held + item.quantity, product.maxQuantity) },
      })
    },
    onSuccess: onCart,
  })
  // "Conferma" goes once done: focus moves to what replaces it, not to the page's start.
  const done = useRef<HTMLParagraphElement>(null)
  const focusDone = useRef(false)
  useEffect(() => {
    if (!put.isSuccess || !focusDone.current) return
    focusDone.current = false
    done.current?.focus()
  }, [put.isSuccess])
  return (
    <li className="lists__match">
      <label htmlFor={selectId} className="field__label">
        <Trans>«{item.name}» in questo negozio:</Trans>
      </label>
      <select
        id={selectId}
        className="field__input"
        value={productId}
        disabled={put.isSuccess}
        onChange={(event) => setProductId(event.target.value)}
      >
        {item.matches.map((match) => (
          <option key={match.id} value={String(match.id)}>
            {match.name}
          </option>
        ))}
      </select>
      {put.isSuccess ? (
        <p role="status" ref={done} tabIndex={-1}>
          <Trans>Aggiunto al carrello.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t`Conferma per «${item.name}»: ${product?.name ?? ''}`}
          aria-disabled={!online || !product || put.isPending || undefined}
          onClick={(event) => {
            focusDone.current = document.activeElement === event.currentTarget
            if (online && product && !put.isPending) put.mutate()
          }}
        >
          <Trans>Conferma</Trans>
        </button>
      )}
      {put.isError && (
        <p className="lists__notice" role="alert">
          {put.error instanceof ApiError
            ? put.error.message
            : t`Non è stato possibile aggiungerlo al carrello.`}
        </p>
      )}
    </li>
  )
}
