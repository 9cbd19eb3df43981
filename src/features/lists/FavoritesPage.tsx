import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Favorite } from '../../api/schemas/smartlists'
import { BackLink } from '../../ui/back-link/BackLink'
import { QueryState } from '../../ui/query-state/QueryState'
import { useStorePreset } from '../shop/own-store'
import { ListsNotReady } from './ListsNotReady'
import { PendingMark } from './PendingMark'
import { useFavorites, useListChanges, useListsOnDevice, usePendingIds } from './use-lists'
import './lists.css'

/**
 * The prices and cart buttons are the shop's code, loaded apart with its texts: the lists' code is
 * precached and opens offline, the shop's is not (vite.config.ts, SHOP_MODULE). Offline before it
 * was ever loaded, the favorites are shown without prices.
 */
const shopPart = () =>
  import('../shop/FavoriteInStore')
    .then(async (module) => {
      await module.shopTextsReady
      return module
    })
    .catch(() => null)
const FavoriteInStore = lazy(async () => ({ default: (await shopPart())?.FavoriteInStore ?? NoPrice }))
const FavoritesStoreNote = lazy(async () => ({
  default: (await shopPart())?.FavoritesStoreNote ?? NoPricesOffline,
}))

function NoPrice(_: { storeId: number; productId: number }) {
  return null
}

function NoPricesOffline(_: { storeId: number }) {
  return (
    <p className="lists__favorites-store">
      <Trans>Prezzi e carrello non disponibili senza rete.</Trans>
    </p>
  )
}

/** /favorites (customers, web): the starred products, newest first; offline too. */
export function FavoritesPage() {
  const { userId, ready } = useListsOnDevice()
  return (
    <section className="page lists" aria-labelledby="page-title">
      <BackLink to="/lists">
        <Trans>Le mie liste</Trans>
      </BackLink>
      <h1 id="page-title">
        <Trans>I miei preferiti</Trans>
      </h1>
      {userId !== null && ready ? <Favorites userId={userId} /> : <ListsNotReady />}
    </section>
  )
}

function Favorites({ userId }: { userId: number }) {
  const query = useFavorites(userId, true)
  const pending = usePendingIds()
  // A favorite holds in every store: its prices are the last store chosen on this device's, else the
  // customer's own store's. undefined until known: no "choose a store" for the moment before.
  const store = useStorePreset()
  const favorites = query.data
  if (!favorites || favorites.length === 0)
    return (
      <QueryState
        query={query}
        isEmpty={(all) => all.length === 0}
        loading={<Trans>Caricamento delle liste…</Trans>}
        offline={
          <Trans>
            Sei offline e i preferiti non sono ancora salvati su questo dispositivo: riprova con la rete.
          </Trans>
        }
        failed={query.error?.message}
        empty={<Trans>Non hai ancora preferiti: tocca la stella di un prodotto nella spesa online.</Trans>}
      />
    )
  return (
    <>
      {store === null && <NoStoreChosen />}
      {typeof store === 'number' && <StoreNote storeId={store} />}
      <ul className="lists__items">
        {favorites.map((favorite) => (
          <FavoriteRow
            key={favorite.productId}
            userId={userId}
            favorite={favorite}
            storeId={store ?? null}
            pending={pending.has(`product-${favorite.productId}`)}
          />
        ))}
      </ul>
    </>
  )
}

/** Without a store the favorites have no price: the customer is sent to choose one. */
function NoStoreChosen() {
  return (
    <p className="lists__favorites-store">
      <Trans>
        Scegli il negozio dove fai la spesa per vedere i prezzi dei preferiti e aggiungerli al carrello.
      </Trans>{' '}
      <Link to="/shop">
        <Trans>Scegli il negozio</Trans>
      </Link>
    </p>
  )
}

function StoreNote({ storeId }: { storeId: number }) {
  return (
    <Suspense fallback={<p className="lists__favorites-store" />}>
      <FavoritesStoreNote storeId={storeId} />
    </Suspense>
  )
}

function FavoriteRow({
  userId,
  favorite,
  storeId,
  pending,
}: {
  userId: number
  favorite: Favorite
  storeId: number | null
  pending: boolean
}) {
  const { t } = useLingui()
  const changes = useListChanges(userId)
  const name = favorite.name
  return (
    <li className="lists__item">
      <img src={favorite.imageUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span className="lists__item-name">
        {storeId ? (
          <Link
            to="/shop/$storeId/products/$productId"
            params={{ storeId: String(storeId), productId: String(favorite.productId) }}
          >
            {name}
          </Link>
        ) : (
          <span>{name}</span>
        )}
        <span className="lists__brand">{favorite.brand}</span>
        {pending && <PendingMark />}
      </span>
      {storeId !== null && (
        <div className="lists__favorite-store">
          <Suspense fallback={<div className="lists__favorite-store-wait" />}>
            <FavoriteInStore storeId={storeId} productId={favorite.productId} />
          </Suspense>
        </div>
      )}
      <button
        type="button"
        className="button button--secondary lists__remove"
        aria-label={t`Rimuovi dai preferiti: ${name}`}
        onClick={() => changes.unstar(favorite.productId)}
      >
        <Trans>Rimuovi</Trans>
      </button>
    </li>
  )
}
