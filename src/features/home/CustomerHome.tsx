import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { User } from '../../api/schemas/profile'
import { formatInteger } from '../../ui/format/numbers'
import { receiptsQuery } from '../card/loyalty-queries'
import { VoucherProgressView } from '../card/VoucherProgressView'
import { leafletQueries } from '../leaflets/leaflet-queries'
import { lastStoreId } from '../shop/last-store'
import { storeQueries } from '../stores/store-queries'
import { CouponsToActivateSlot } from './CouponsToActivateSlot'
import '../card/card.css'

/**
 * The logged-in home (issue 35): the customer's, not the visitor's banners — the points and the next
 * voucher, this week's leaflet of their store, their store, the coupons to activate (their slot).
 * "Their store" is the store of their latest receipt (where they shop), else the one they last shopped
 * online on this device; with neither, a way to find one. Each part holds its place while it loads.
 */
export function CustomerHome({ user }: { user: User }) {
  const { i18n } = useLingui()
  const card = user.cards[0]
  const receipts = useInfiniteQuery(receiptsQuery(user.id))
  const latest = receipts.data?.pages[0]?.data[0]
  const storeId = latest?.storeId ?? (receipts.isPending ? null : lastStoreId())
  return (
    <div className="home-customer">
      {card?.enabled ? (
        <section className="home-customer__points" aria-labelledby="home-points-title">
          <h2 id="home-points-title">
            <Trans>I tuoi punti</Trans>
          </h2>
          <p className="home-customer__balance">
            <Trans>
              <span className="home-customer__balance-value">{formatInteger(card.points, i18n.locale)}</span>{' '}
              punti
            </Trans>
          </p>
          <VoucherProgressView points={card.points} />
          <Link to="/card" className="button">
            <Trans>Vai alla carta</Trans>
          </Link>
        </section>
      ) : (
        <p>
          <Link to="/card">
            <Trans>La mia carta</Trans>
          </Link>
        </p>
      )}
      <WeekLeaflet storeId={storeId} pending={receipts.isPending} />
      <MyStore storeId={storeId} pending={receipts.isPending} />
      {/* Last: drawn only once the coupons are known and some wait, it moves nothing above it. */}
      <CouponsToActivateSlot userId={user.id} />
    </div>
  )
}

function WeekLeaflet({ storeId, pending }: { storeId: number | null; pending: boolean }) {
  const ofStore = useQuery({ ...leafletQueries.ofStore(storeId ?? 0), enabled: storeId !== null })
  // The chain's leaflets only when the store is known to have none, or there is no store.
  const all = useQuery({
    ...leafletQueries.all(),
    enabled: !pending && (storeId === null || ofStore.data?.length === 0),
  })
  const leaflets = ofStore.data?.length ? ofStore.data : all.data
  const leaflet = leaflets?.[0]
  const fromStore = Boolean(ofStore.data?.length)
  return (
    <section className="home-customer__leaflet" aria-labelledby="home-leaflet-title">
      <h2 id="home-leaflet-title">
        <Trans>Il volantino della settimana</Trans>
      </h2>
      {leaflet ? (
        <Link
          to="/leaflet"
          search={fromStore && storeId !== null ? { id: leaflet.id, store: storeId } : { id: leaflet.id }}
          className="home-customer__leaflet-link"
        >
          <img src={leaflet.coverImage} alt="" width={120} height={170} className="home-customer__cover" />
          <span>{leaflet.title}</span>
        </Link>
      ) : (
        <p>
          <Link to="/leaflets">
            <Trans>Tutti i volantini</Trans>
          </Link>
        </p>
      )}
    </section>
  )
}

function MyStore({ storeId, pending }: { storeId: number | null; pending: boolean }) {
  const store = useQuery({ ...storeQueries.detail(storeId ?? 0), enabled: storeId !== null })
  return (
    <section className="home-customer__store" aria-labelledby="home-store-title">
      <h2 id="home-store-title">
        <Trans>Il tuo negozio</Trans>
      </h2>
      {store.data ? (
        <p>
          <Link to="/stores/$storeId" params={{ storeId: String(store.data.id) }}>
            {store.data.name}
          </Link>
          <br />
          {store.data.address.address}, {store.data.address.city}
        </p>
      ) : storeId === null && !pending ? (
        <p>
          <Link to="/stores">
            <Trans>Trova il tuo negozio</Trans>
          </Link>
        </p>
      ) : null}
    </section>
  )
}
