import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearch } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef } from 'react'
import { ApiError } from '../../api/errors'
import type { Order } from '../../api/schemas/orders'
import { BackLink } from '../../ui/back-link/BackLink'
import { formatDay, formatTime } from '../../ui/format/dates'
import { QueryState } from '../../ui/query-state/QueryState'
import { useHydrated } from '../../ui/use-hydrated'
import { useSessionUser } from '../auth/session'
import { DELIVERY_MODE_NAMES } from '../shop/delivery-modes'
import { ArrivalPanel } from './ArrivalPanel'
import { CancelOrderButton } from './CancelOrderButton'
import { OrderLines } from './OrderLines'
import { OrderTimeline } from './OrderTimeline'
import { OrderTotals } from './OrderTotals'
import { OrderUpdates } from './OrderUpdates'
import { orderQuery } from './order-queries'
import { isFinal, ORDER_STATUS_MEANINGS, ORDER_STATUS_NAMES, PAYMENT_MODE_NAMES } from './order-status'
import { PickupCode } from './PickupCode'
import { ReorderButton } from './ReorderButton'
import { useLiveOrder } from './use-live-order'
import '../shop/shop.css'
import './orders.css'

/** While an order is open its page reads it again this often: the store moves it along. */
const OPEN_ORDER_REFRESH_MS = 30_000

/** /orders/$orderId (customers only): one order, where it stands, and what can be done with it. */
export function OrderPage() {
  const { orderId: param } = useParams({ strict: false })
  const orderId = typeof param === 'string' && /^\d{1,9}$/.test(param) ? Number(param) : 0
  if (orderId <= 0) return <UnknownOrder />
  return <OrderView orderId={orderId} />
}

function UnknownOrder() {
  return (
    <section className="page shop order" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Ordine non trovato</Trans>
      </h1>
      <p>
        <Link to="/orders" activeOptions={{ exact: true }}>
          <Trans>I miei ordini</Trans>
        </Link>
      </p>
    </section>
  )
}

function OrderView({ orderId }: { orderId: number }) {
  const user = useSessionUser()
  useLiveOrder(orderId)
  const query = useQuery({
    ...orderQuery(user?.id ?? 0, orderId),
    enabled: useHydrated() && user !== null,
    refetchInterval: (q) => (q.state.data && isFinal(q.state.data.status) ? false : OPEN_ORDER_REFRESH_MS),
  })
  const order = query.data

  return (
    <section className="page shop order" aria-labelledby="page-title">
      <BackLink to="/orders">
        <Trans>I miei ordini</Trans>
      </BackLink>
      <h1 id="page-title">
        <Trans>Ordine n. {orderId}</Trans>
      </h1>
      <QueryState
        query={query}
        loading={<Trans>Caricamento dell'ordine…</Trans>}
        offline={<Trans>Sei offline: l'ordine si vede con la rete.</Trans>}
        failed={
          query.error instanceof ApiError ? query.error.message : <Trans>L'ordine non è disponibile.</Trans>
        }
      />
      {order && user && <OrderDetail order={order} userId={user.id} />}
    </section>
  )
}

/**
 * "Ordine confermato!" right after the checkout, while the order is as placed: once the store takes it
 * on, the notice goes (the status line under it says what is new). It holds the focus the checkout gave it;
 * going, it hands that focus to the status line, not to the page.
 */
function PlacedNotice({
  status,
  statusRef,
}: {
  status: Order['status']
  statusRef: RefObject<HTMLElement | null>
}) {
  const placed = useSearch({
    strict: false,
    select: (search) => 'placed' in search && search.placed === true,
  })
  const ref = useRef<HTMLDivElement>(null)
  const shown = placed && status === 'TO_BE_PREPARED'
  const wasShown = useRef(false)
  useEffect(() => {
    // Removed while it held the focus, the focus would fall to the page's start.
    if (shown) ref.current?.focus()
    else if (wasShown.current && document.activeElement === document.body) statusRef.current?.focus()
    wasShown.current = shown
  }, [shown, statusRef])
  if (!shown) return null
  return (
    <div ref={ref} className="order__placed" role="status" tabIndex={-1}>
      <p>
        <strong>
          <Trans>Ordine confermato!</Trans>
        </strong>
      </p>
      <p>
        <Trans>Ti abbiamo inviato un'email di conferma. Qui vedi come procede.</Trans>
      </p>
    </div>
  )
}

function OrderDetail({ order, userId }: { order: Order; userId: number }) {
  const { i18n } = useLingui()
  const day = formatDay(order.slot.start, i18n.locale)
  const from = formatTime(order.slot.start, i18n.locale)
  const to = formatTime(order.slot.end, i18n.locale)
  const address = order.address
  const last4 = order.cardLast4
  const statusRef = useRef<HTMLParagraphElement>(null)
  return (
    <>
      <PlacedNotice status={order.status} statusRef={statusRef} />
      <p
        ref={statusRef}
        tabIndex={-1}
        className={`order-status order-status--${order.status.toLowerCase().replaceAll('_', '-')}`}
      >
        {i18n._(ORDER_STATUS_NAMES[order.status])}
      </p>
      <p>{i18n._(ORDER_STATUS_MEANINGS[order.status])}</p>
      <OrderUpdates order={order} />
      <PickupCode order={order} />
      <ArrivalPanel order={order} userId={userId} />
      <OrderTimeline order={order} />

      <h2>
        <Trans>Consegna e pagamento</Trans>
      </h2>
      <dl className="order__facts">
        <dt>
          <Trans>Negozio</Trans>
        </dt>
        <dd>{order.storeName}</dd>
        <dt>
          <Trans>Modalità</Trans>
        </dt>
        <dd>{i18n._(DELIVERY_MODE_NAMES[order.deliveryMode])}</dd>
        <dt>
          <Trans>Fascia oraria</Trans>
        </dt>
        <dd>
          <Trans>
            {day}, {from}–{to}
          </Trans>
        </dd>
        {address && (
          <>
            <dt>
              <Trans>Indirizzo</Trans>
            </dt>
            <dd>
              {address.address}, {address.zip} {address.city} ({address.county})
            </dd>
          </>
        )}
        <dt>
          <Trans>Pagamento</Trans>
        </dt>
        <dd>
          {i18n._(PAYMENT_MODE_NAMES[order.paymentMode])}
          {last4 && (
            <>
              {' '}
              <Trans>(carta che termina con {last4})</Trans>
            </>
          )}
        </dd>
        {order.notes && (
          <>
            <dt>
              <Trans>Note</Trans>
            </dt>
            <dd>{order.notes}</dd>
          </>
        )}
      </dl>

      <h2>
        <Trans>Prodotti</Trans>
      </h2>
      <OrderLines order={order} />

      <OrderTotals order={order} />
      {order.receiptId !== null && (
        <p>
          <Link to="/card/receipts/$receiptId" params={{ receiptId: String(order.receiptId) }}>
            <Trans>Vedi lo scontrino digitale</Trans>
          </Link>
        </p>
      )}

      <div className="order__actions">
        <CancelOrderButton order={order} userId={userId} />
        <ReorderButton order={order} userId={userId} />
      </div>
    </>
  )
}
