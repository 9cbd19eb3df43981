import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError, ErrorCode } from '../../api/errors'
import type { Product } from '../../api/schemas/catalogue'
import { ProductPrice } from './ProductPrice'
import { QuantityControl } from './QuantityControl'
import { loadShopMessages } from './shop-messages'
import { shopQueries } from './shop-queries'
import { useCartLine } from './use-cart'
// Its few rules are the favorites page's (lists/lists.css, .lists__favorite-store and .favorite-store):
// a file of its own here would be a precached asset (its name is not the shop's) for a few lines.
import './shop.css'

/**
 * The shop's part of the favorites page (features/lists/FavoritesPage.tsx loads this module apart, as
 * the lists' code is precached and the shop's is not): the store the prices are of, and each
 * favorite's price there with the catalogue's "Aggiungi al carrello" and − quantity + (the shop's own
 * price and quantity components, and its cart).
 */

/** Loaded with the module: the texts of the price and the quantity buttons are the shop's. */
export const shopTextsReady = loadShopMessages()

/** "Prezzi di <store>" with the way to another store and to the cart. */
export function FavoritesStoreNote({ storeId }: { storeId: number }) {
  const stores = useQuery(shopQueries.stores(null))
  const store = stores.data?.data.find((s) => s.id === storeId)
  const name = store?.name ?? ''
  return (
    <p className="lists__favorites-store">
      {store ? (
        <Trans>Prezzi e carrello di {name}.</Trans>
      ) : (
        <Trans>Prezzi e carrello del negozio scelto.</Trans>
      )}{' '}
      <Link to="/shop">
        <Trans>Cambia negozio</Trans>
      </Link>{' '}
      <Link to="/shop/$storeId/cart" params={{ storeId: String(storeId) }}>
        <Trans>Vai al carrello</Trans>
      </Link>
    </p>
  )
}

/** One favorite's price in the store and its quantity in that store's cart. */
export function FavoriteInStore({ storeId, productId }: { storeId: number; productId: number }) {
  const query = useQuery(shopQueries.product(storeId, productId))
  if (query.data) return <SoldHere storeId={storeId} product={query.data} />
  if (query.error) {
    const notSold =
      query.error instanceof ApiError &&
      (query.error.is(ErrorCode.UnknownProduct) || query.error.is(ErrorCode.InvalidProduct))
    return (
      <p className="favorite-store__missing">
        {notSold ? <Trans>Non in vendita in questo negozio.</Trans> : <Trans>Prezzo non disponibile.</Trans>}
      </p>
    )
  }
  // The price's place is kept while it comes: nothing below moves.
  return <div className="lists__favorite-store-wait" aria-hidden="true" />
}

function SoldHere({ storeId, product }: { storeId: number; product: Product }) {
  const line = useCartLine(storeId, product.id)
  return (
    <div className="favorite-store">
      <ProductPrice product={product} />
      <QuantityControl
        name={product.name}
        quantity={line.quantity}
        max={product.maxQuantity}
        pending={line.pending}
        onChange={line.setQuantity}
      />
    </div>
  )
}
