import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { formatTime } from '../../ui/format/dates'
import { focusHeadingIfFocusLost } from '../../ui/page-title-and-focus'
import { QueryState } from '../../ui/query-state/QueryState'
import { QueueOrderRow } from './QueueOrderRow'
import { type QueueDay, queueDate } from './queue-day'
import { groupQueue } from './queue-groups'
import { QUEUE_REFETCH_MS, staffQueueQuery } from './staff-queries'
import { useStaffLive } from './use-staff-live'

/**
 * /staff: the store's orders of today or tomorrow, the customers waiting at the store on top, the
 * rest by slot. Live: the store's stream keeps it fresh; while the stream is away, a refetch on
 * focus and every 30 seconds.
 */
export function StaffQueuePage({ day = 'today' }: { day?: QueueDay }) {
  const { t, i18n } = useLingui()
  const live = useStaffLive()
  const date = queueDate(day)
  const query = useQuery({ ...staffQueueQuery(date), refetchInterval: live ? false : QUEUE_REFETCH_MS })
  // The other day's customers who are already here show on top too (queue-groups.ts).
  const otherDay = useQuery({
    ...staffQueueQuery(queueDate(day === 'today' ? 'tomorrow' : 'today')),
    refetchInterval: live ? false : QUEUE_REFETCH_MS,
  })
  const queue = query.data ? groupQueue(query.data, otherDay.data) : null
  // Drawn in place of the login form (same address, no navigation): the focus it had goes to the h1.
  useEffect(() => focusHeadingIfFocusLost(), [])
  const time = (instant: string) => formatTime(instant, i18n.locale)
  return (
    <section className="staff-page staff-queue" aria-labelledby="page-title">
      <div className="staff-queue__head">
        <h1 id="page-title">
          <Trans>Ordini del negozio</Trans>
        </h1>
        <nav className="staff-days" aria-label={t`Giorno`}>
          <Link
            to="/staff"
            search={{}}
            className="staff-days__day"
            // Exact: today's address ({}) is a part of tomorrow's, and only one day is current.
            activeOptions={{ exact: true }}
          >
            <Trans>Oggi</Trans>
          </Link>
          <Link
            to="/staff"
            search={{ day: 'tomorrow' }}
            className="staff-days__day"
            activeOptions={{ exact: true }}
          >
            <Trans>Domani</Trans>
          </Link>
        </nav>
      </div>
      <QueryState
        query={query}
        isEmpty={(orders) => orders.length === 0}
        loading={<Trans>Caricamento degli ordini…</Trans>}
        offline={<Trans>Senza rete non è possibile vedere gli ordini.</Trans>}
        failed={<Trans>Non è stato possibile caricare gli ordini.</Trans>}
        empty={
          day === 'today' ? <Trans>Nessun ordine per oggi.</Trans> : <Trans>Nessun ordine per domani.</Trans>
        }
      />
      {queue && queue.arrivals.length > 0 && (
        <section className="staff-queue__arrivals" aria-labelledby="arrivals-title">
          <h2 id="arrivals-title">
            <Trans>Clienti arrivati</Trans>
          </h2>
          <ul className="staff-queue__list">
            {queue.arrivals.map((order) => (
              <QueueOrderRow key={order.id} order={order} />
            ))}
          </ul>
        </section>
      )}
      {queue?.slots.map((group) => (
        <section key={group.slot.id} className="staff-queue__slot" aria-labelledby={`slot-${group.slot.id}`}>
          <h2 id={`slot-${group.slot.id}`}>
            <Trans>
              Fascia {time(group.slot.start)}–{time(group.slot.end)}
            </Trans>
          </h2>
          <ul className="staff-queue__list">
            {group.orders.map((order) => (
              <QueueOrderRow key={order.id} order={order} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
