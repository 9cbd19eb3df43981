import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '../../api/errors'
import { useHydrated } from '../../ui/use-hydrated'
import { meQuery } from '../auth/me-query'
import { UnknownStore } from '../shop/CataloguePage'
import { shopQueries } from '../shop/shop-queries'
import { useCart } from '../shop/use-cart'
import { useStoreIdParam } from '../shop/use-store-id'
import { CheckoutForm } from './CheckoutForm'
import '../shop/shop.css'
import './orders.css'

/** /shop/$storeId/checkout (customers only): from the cart to a placed order. */
export function CheckoutPage() {
  const storeId = useStoreIdParam()
  if (storeId === null) return <UnknownStore />
  return <Checkout storeId={storeId} />
}

function Checkout({ storeId }: { storeId: number }) {
  const { user, query, cart } = useCart(storeId)
  const hydrated = useHydrated()
  const stores = useQuery({ ...shopQueries.stores(null), enabled: hydrated })
  const store = stores.data?.data.find((candidate) => candidate.id === storeId)
  const me = useQuery({ ...meQuery(), enabled: hydrated && user !== null })
  const points = me.data?.cards[0]?.points ?? null

  if (stores.data && !store) return <UnknownStore />

  let body: ReactNode
  if (!cart && query.error) {
    body = (
      <div className="shop__notice" role="alert">
        <p>
          {query.error instanceof ApiError ? (
            query.error.message
          ) : (
            <Trans>Il carrello non è disponibile.</Trans>
          )}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          <Trans>Riprova</Trans>
        </button>
      </div>
    )
  } else if (!cart && query.fetchStatus === 'paused') {
    body = (
      <p className="shop__notice">
        <Trans>Sei offline: per ordinare serve la rete.</Trans>
      </p>
    )
  } else if (!store && stores.isError) {
    body = (
      <div className="shop__notice" role="alert">
        <p>
          {stores.error instanceof ApiError ? (
            stores.error.message
          ) : (
            <Trans>Il negozio non è disponibile.</Trans>
          )}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void stores.refetch()}>
          <Trans>Riprova</Trans>
        </button>
      </div>
    )
  } else if (!cart || !store || !user) {
    body = (
      <p className="shop__status" role="status">
        <Trans>Caricamento…</Trans>
      </p>
    )
  } else if (!cart.lines.some((line) => line.available)) {
    body = (
      <div className="shop__notice" role="status">
        <p>
          <Trans>Il carrello è vuoto: aggiungi dei prodotti prima di ordinare.</Trans>
        </p>
        <Link to="/shop/$storeId" params={{ storeId: String(storeId) }} activeOptions={{ exact: true }}>
          <Trans>Sfoglia il catalogo</Trans>
        </Link>
      </div>
    )
  } else {
    body = <CheckoutForm user={user} store={store} cart={cart} points={points} />
  }

  return (
    <section className="page shop checkout-page" aria-labelledby="page-title">
      <p className="shop-back">
        <Link to="/shop/$storeId/cart" params={{ storeId: String(storeId) }}>
          <span aria-hidden="true">‹ </span>
          <Trans>Torna al carrello</Trans>
        </Link>
      </p>
      <h1 id="page-title">
        <Trans>Cassa</Trans>
      </h1>
      {store && (
        <p>
          <Trans>
            Negozio: <strong>{store.name}</strong>
          </Trans>
        </p>
      )}
      {body}
    </section>
  )
}
