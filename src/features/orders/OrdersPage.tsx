import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { OrderSummary } from '../../api/schemas/orders'
import { formatDay, formatTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { useOnline } from '../../ui/offline/use-online'
import { QueryState } from '../../ui/query-state/QueryState'
import { useHydrated } from '../../ui/use-hydrated'
import { useSessionUser } from '../auth/session'
import { DELIVERY_MODE_NAMES } from '../shop/delivery-modes'
import { ordersQuery } from './order-queries'
import { ORDER_STATUS_NAMES } from './order-status'
import '../shop/shop.css'
import './orders.css'

/** /orders (customers only): the customer's orders, newest first, page by page. */
export function OrdersPage() {
  const user = useSessionUser()
  const online = useOnline()
  const query = useInfiniteQuery({
    ...ordersQuery(user?.id ?? 0),
    enabled: useHydrated() && user !== null,
  })
  const orders = query.data?.pages.flatMap((page) => page.data) ?? []
  const listRef = useRef<HTMLOListElement>(null)
  const focusAt = useRef<number | null>(null)
  const loadingMore = query.isFetchingNextPage

  // The first of the orders "Mostra altri" brought gets the focus: reading goes on there.
  useEffect(() => {
    if (focusAt.current === null || loadingMore || orders.length <= focusAt.current) return
    const first = listRef.current?.children[focusAt.current]
    focusAt.current = null
    if (first instanceof HTMLElement) first.focus()
  }, [loadingMore, orders.length])

  return (
    <section className="page shop orders" aria-labelledby="page-title" aria-busy={query.isFetching}>
      <h1 id="page-title">
        <Trans>I miei ordini</Trans>
      </h1>
      <QueryState
        query={query}
        isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
        loading={<Trans>Caricamento degli ordini…</Trans>}
        offline={<Trans>Sei offline: gli ordini si vedono con la rete.</Trans>}
        failed={
          <>
            <Trans>Non è stato possibile caricare gli ordini.</Trans> {query.error?.message}
          </>
        }
        empty={<Trans>Non hai ancora fatto ordini online.</Trans>}
        emptyAction={
          <Link to="/shop">
            <Trans>Fai la spesa online</Trans>
          </Link>
        }
      />
      {orders.length > 0 && (
        <ol className="orders__list" ref={listRef}>
          {orders.map((order) => (
            <li key={order.id} className="orders__item" tabIndex={-1}>
              <OrderRow order={order} />
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {(query.data?.pages.length ?? 0) > 1 && !loadingMore && (
          <Plural value={orders.length} one="# ordine mostrato" other="# ordini mostrati" />
        )}
      </p>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={loadingMore || !online || undefined}
          onClick={() => {
            if (loadingMore || !online) return
            focusAt.current = orders.length
            void query.fetchNextPage()
          }}
        >
          {loadingMore ? <Trans>Caricamento…</Trans> : <Trans>Mostra altri</Trans>}
        </button>
      )}
      {query.isFetchNextPageError && (
        <p className="shop__notice" role="alert">
          <Trans>Non è stato possibile caricare gli altri: riprova.</Trans>
        </p>
      )}
    </section>
  )
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { i18n } = useLingui()
  const total = formatCents(i18n, order.finalTotalCents ?? order.totalCents)
  const day = formatDay(order.slot.start, i18n.locale)
  const from = formatTime(order.slot.start, i18n.locale)
  const to = formatTime(order.slot.end, i18n.locale)
  const id = order.id
  return (
    <article className="orders__row" aria-labelledby={`order-${id}`}>
      <h2 className="orders__title" id={`order-${id}`}>
        <Link to="/orders/$orderId" params={{ orderId: String(id) }}>
          <Trans>Ordine n. {id}</Trans>
        </Link>
      </h2>
      <p className={`order-status order-status--${order.status.toLowerCase().replaceAll('_', '-')}`}>
        {i18n._(ORDER_STATUS_NAMES[order.status])}
      </p>
      <p>
        {order.storeName} · {i18n._(DELIVERY_MODE_NAMES[order.deliveryMode])}
      </p>
      <p>
        <Trans>
          {day}, {from}–{to}
        </Trans>
      </p>
      <p>
        <Plural value={order.lineCount} one="# prodotto" other="# prodotti" /> ·{' '}
        {order.finalTotalCents === null ? (
          <Trans>Totale stimato: {total}</Trans>
        ) : (
          <Trans>Totale: {total}</Trans>
        )}
      </p>
    </article>
  )
}
