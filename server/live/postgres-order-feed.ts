import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from '../db/connect'
import {
  FeedListeners,
  type ListFeed,
  type LiveFeed,
  listChanges,
  type MissedMessage,
  type OrderFeed,
  orderChanges,
} from './order-feed'

/** The channel of NOTIFY and LISTEN; its payload is the ids of the orders, comma-separated. */
export const ORDERS_CHANNEL = 'tessera_orders'
/** The shopping lists' channel (docs/lists-sharing.md); its payload is the lists' UUIDs, comma-separated. */
export const LISTS_CHANNEL = 'tessera_lists'

/** How many times a NOTIFY is tried (waits as for the LISTEN connection: 0.5 s, 1 s, 2 s, 4 s). */
const NOTIFY_ATTEMPTS = 5

/** A NOTIFY payload must stay under 8000 bytes: longer lists go in several. */
const PAYLOAD_LIMIT = 7_000

export interface FeedLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export interface PostgresFeedOptions {
  databaseUrl: string
  /** The pool that NOTIFY goes through (any connection will do). */
  db: Db
  log: FeedLog
  /** The server's clock: a `missed` message says since when, in the time orders are stamped with. */
  now: () => Date
  /** The first wait before connecting again, doubled up to the second (tests shorten them). */
  retryMs?: number
  maxRetryMs?: number
}

/** Splits the ids into payloads under NOTIFY's limit. */
export function payloadsOf(orderIds: readonly (number | string)[]): string[] {
  const payloads: string[] = []
  let current = ''
  for (const id of orderIds) {
    const part = String(id)
    if (current && current.length + 1 + part.length > PAYLOAD_LIMIT) {
      payloads.push(current)
      current = ''
    }
    current = current ? `${current},${part}` : part
  }
  if (current) payloads.push(current)
  return payloads
}

export function idsOf(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function uuidsOf(payload: string): string[] {
  return payload.split(',').filter((id) => UUID.test(id))
}

/** What tells one feed from another on the same machinery: its channel and how its ids travel. */
export interface FeedCodec<Id, Changed> {
  channel: string
  /** For the log: "live orders", "live lists". */
  name: string
  idsOf(payload: string): Id[]
  changed(ids: readonly Id[]): Changed
}

const ORDER_CODEC: FeedCodec<number, ReturnType<typeof orderChanges>> = {
  channel: ORDERS_CHANNEL,
  name: 'live orders',
  idsOf,
  changed: orderChanges,
}

const LIST_CODEC: FeedCodec<string, ReturnType<typeof listChanges>> = {
  channel: LISTS_CHANNEL,
  name: 'live lists',
  idsOf: uuidsOf,
  changed: listChanges,
}

export function postgresOrderFeed(options: PostgresFeedOptions): Promise<OrderFeed> {
  return postgresFeed(options, ORDER_CODEC)
}

export function postgresListFeed(options: PostgresFeedOptions): Promise<ListFeed> {
  return postgresFeed(options, LIST_CODEC)
}

/**
 * The feed across instances on PostgreSQL: a change is published with NOTIFY (through the pool,
 * after the commit) and every instance hears it on ONE connection of its own that only LISTENs, so
 * streams cost no connection each. That connection is watched: when it breaks it is opened again
 * (with a growing wait), and since notifications sent meanwhile are lost, the listeners are then
 * told to reload (`missed`). An instance's own changes come back to it the same way, so all
 * instances see them in the same order.
 */
export async function postgresFeed<Id extends number | string, Changed>(
  options: PostgresFeedOptions,
  codec: FeedCodec<Id, Changed>,
): Promise<LiveFeed<Id, Changed>> {
  const { log } = options
  const { channel, name } = codec
  const retryMs = options.retryMs ?? 500
  const maxRetryMs = options.maxRetryMs ?? 15_000
  const listeners = new FeedListeners<Changed | MissedMessage>((error) =>
    log.warn({ err: error }, `a listener of ${name} failed`),
  )
  let client: pg.Client | null = null
  let closed = false
  let failures = 0
  /** When the listening connection was lost (null while it listens, or before the first time). */
  let lostAt: Date | null = null
  let timer: NodeJS.Timeout | null = null

  const lost = (error: Error | null) => {
    if (closed || !client) return
    const broken = client
    client = null
    lostAt ??= options.now()
    broken.removeAllListeners('notification')
    broken.on('error', () => {})
    broken.end().catch(() => {})
    log.warn({ err: error ?? undefined }, `${name}: the LISTEN connection was lost; connecting again`)
    schedule()
  }

  const schedule = () => {
    if (closed || timer) return
    const wait = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures, 10))
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, wait)
    timer.unref()
  }

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true })
    next.on('error', (error) => {
      if (client === next) lost(error)
    })
    next.on('end', () => {
      if (client === next) lost(null)
    })
    next.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return
      const ids = codec.idsOf(notification.payload)
      if (ids.length) listeners.tell(codec.changed(ids))
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
    } catch (error) {
      next.on('error', () => {})
      await next.end().catch(() => {})
      failures += 1
      log.warn({ err: error }, `${name}: cannot LISTEN; trying again`)
      schedule()
      return false
    }
    if (closed) {
      await next.end().catch(() => {})
      return false
    }
    client = next
    failures = 0
    if (lostAt) {
      const since = lostAt
      lostAt = null
      log.info({}, `${name}: listening again; streams reload what they show`)
      listeners.tell({ kind: 'missed', since })
    }
    return true
  }

  /** Retries of a failed NOTIFY waiting for their time (cleared at close). */
  const retries = new Set<NodeJS.Timeout>()

  // The change is committed whatever happens here: a NOTIFY that fails (the pool could not reach the
  // database for a moment) is tried again, waiting longer each time, rather than the request that
  // made the change failing. If the database stays away the LISTEN connections break too, and each
  // instance's streams reload when theirs is back (`missed`), which covers what was never sent.
  const notify = (payload: string, attempt: number) => {
    options.db.execute(sql`select pg_notify(${channel}, ${payload})`).catch((error: unknown) => {
      if (closed) return
      if (attempt >= NOTIFY_ATTEMPTS) {
        log.warn({ err: error, attempt }, `${name}: NOTIFY failed; giving up on this news`)
        return
      }
      log.warn({ err: error, attempt }, `${name}: NOTIFY failed; trying again`)
      const retry = setTimeout(
        () => {
          retries.delete(retry)
          notify(payload, attempt + 1)
        },
        Math.min(maxRetryMs, retryMs * 2 ** (attempt - 1)),
      )
      retry.unref()
      retries.add(retry)
    })
  }

  await connect()

  return {
    publish(ids) {
      for (const payload of payloadsOf(ids)) notify(payload, 1)
    },
    subscribe: (listener) => listeners.add(listener),
    get listenerCount() {
      return listeners.size
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      for (const retry of retries) clearTimeout(retry)
      retries.clear()
      const current = client
      client = null
      if (current) {
        current.on('error', () => {})
        await current.end().catch(() => {})
      }
    },
  }
}
