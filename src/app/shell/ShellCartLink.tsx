import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useHydrated } from '../../ui/use-hydrated'
import { shoppingStoreId } from './menu-disclosure'

/**
 * The cart's count comes with the shop's code (the shop's pages have it loaded already): the pages
 * every visit opens do not carry the cart's calls.
 */
const CartPieces = lazy(() =>
  import('../../features/shop/CartPieces').then((module) => ({ default: module.CartPieces })),
)

/**
 * The top bar's way to the cart where the customer shops (a store's catalogue, product, cart and
 * checkout): a cart with the number of pieces in it, over the icon, so the bar does not move when it
 * arrives. A visitor's tap asks for a login on the way (the cart's guard brings them back). A page
 * rendered by the server has the bare icon: the count is the customer's, drawn once the app has the
 * page (its code is lazy, and the server's render cannot wait for it).
 */
export function ShellCartLink() {
  const storeId = useRouterState({ select: (state) => shoppingStoreId(state.location.pathname) })
  const hydrated = useHydrated()
  if (storeId === null) return null
  return (
    <Link
      to="/shop/$storeId/cart"
      params={{ storeId: String(storeId) }}
      activeOptions={{ exact: true, includeSearch: false }}
      className="shell__cart"
    >
      <svg className="shell__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2.2l2.1 10.1a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 1.9-1.5L20.5 8H6.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
        <circle cx="16.5" cy="19.5" r="1.6" fill="currentColor" />
      </svg>
      {/* The name in one box, read as one phrase: "Il mio carrello: 7 pezzi". */}
      <span className="visually-hidden">
        <Trans>Il mio carrello</Trans>
        {hydrated && (
          <Suspense fallback={null}>
            <CartPieces storeId={storeId} part="words" />
          </Suspense>
        )}
      </span>
      {hydrated && (
        <Suspense fallback={null}>
          <CartPieces storeId={storeId} part="number" className="shell__cart-count" />
        </Suspense>
      )}
    </Link>
  )
}
