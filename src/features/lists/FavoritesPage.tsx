import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Favorite } from '../../api/schemas/smartlists'
import { BackLink } from '../../ui/back-link/BackLink'
import { QueryState } from '../../ui/query-state/QueryState'
import { lastStoreId } from '../shop/last-store'
import { ListsNotReady } from './ListsNotReady'
import { PendingMark } from './PendingMark'
import { useFavorites, useListChanges, useListsOnDevice, usePendingIds } from './use-lists'
import './lists.css'

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
  // Read after hydration: a favorite holds in every store, its page is shown in the last one chosen.
  const [store, setStore] = useState<number | null>(null)
  useEffect(() => setStore(lastStoreId()), [])
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
    <ul className="lists__items">
      {favorites.map((favorite) => (
        <FavoriteRow
          key={favorite.productId}
          userId={userId}
          favorite={favorite}
          storeId={store}
          pending={pending.has(`product-${favorite.productId}`)}
        />
      ))}
    </ul>
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
