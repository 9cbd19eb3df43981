import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '../../api/errors'
import { BackLink } from '../../ui/back-link/BackLink'
import { EmptyNotice, FailedNotice, LoadingNotice, StateNotice } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import { useHydrated } from '../../ui/use-hydrated'
import { meQuery } from '../auth/me-query'
import { shopQueries } from '../shop/shop-queries'
import { UnknownStore } from '../shop/UnknownStore'
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

  // The cart first (what is ordered), then the store (where): a failure offers its own retry.
  const cartState = queryState({ data: cart, error: query.error, fetchStatus: query.fetchStatus })
  const storeState = queryState({ data: store, error: stores.error, fetchStatus: stores.fetchStatus })
  let body: ReactNode
  if (cartState === 'failed' || cartState === 'offline') {
    body = (
      <StateNotice
        state={cartState}
        onRetry={() => void query.refetch()}
        failed={
          query.error instanceof ApiError ? (
            query.error.message
          ) : (
            <Trans>Il carrello non è disponibile.</Trans>
          )
        }
        offline={<Trans>Sei offline: per ordinare serve la rete.</Trans>}
      />
    )
  } else if (storeState === 'failed') {
    body = (
      <FailedNotice onRetry={() => void stores.refetch()}>
        {stores.error instanceof ApiError ? (
          stores.error.message
        ) : (
          <Trans>Il negozio non è disponibile.</Trans>
        )}
      </FailedNotice>
    )
  } else if (!cart || !store || !user) {
    body = (
      <LoadingNotice>
        <Trans>Caricamento…</Trans>
      </LoadingNotice>
    )
  } else if (!cart.lines.some((line) => line.available)) {
    body = (
      <EmptyNotice
        action={
          <Link to="/shop/$storeId" params={{ storeId: String(storeId) }} activeOptions={{ exact: true }}>
            <Trans>Sfoglia il catalogo</Trans>
          </Link>
        }
      >
        <Trans>Il carrello è vuoto: aggiungi dei prodotti prima di ordinare.</Trans>
      </EmptyNotice>
    )
  } else {
    body = <CheckoutForm user={user} store={store} cart={cart} points={points} />
  }

  return (
    <section className="page shop checkout-page" aria-labelledby="page-title">
      <BackLink to="/shop/$storeId/cart" params={{ storeId: String(storeId) }}>
        <Trans>Torna al carrello</Trans>
      </BackLink>
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
