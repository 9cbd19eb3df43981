import type { FastifyRequest } from 'fastify'
import { shopEndpoints } from '../../src/api/shop-endpoints'
import { staffEndpoints } from '../../src/api/staff-endpoints'
import { requireSession, requireStaffSession, sessionStillHolds } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { liveUserOrder, type OrderState, timeOfVersion } from '../domain/orders/live-order'
import { DomainError } from '../domain/shared/errors'
import { type QueueChange, queueChanges, storeChangesSince } from '../domain/staff/queue-changes'
import type { EventStreams, LiveStream } from '../http/event-streams'
import type { OrderFeedMessage } from '../live/order-feed'
import { readOncePerMessage } from '../live/read-once'

/**
 * The live streams (docs/ordering.md "Live status"): a customer's order, and a store's queue. Each
 * listens to the order feed of this instance (which hears every instance's changes), reads what
 * changed after the commit and sends it.
 */

/** How far back a queue resuming with an old Last-Event-ID is sent what changed (older: reload). */
const RESUME_WINDOW_MS = 24 * 3_600_000
/** A change committed a moment after one stamped later: resumes look back this much further. */
const RESUME_SLACK_MS = 5_000

function lastEventIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['last-event-id']
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * Runs `work` now, or once more after the run under way: the changes that come in while the order is
 * read are all seen by the next read, and the reads of one stream never overlap (nor reorder).
 */
function coalesced(work: () => Promise<void>): () => void {
  let running = false
  let again = false
  const loop = async () => {
    running = true
    do {
      again = false
      await work()
    } while (again)
    running = false
  }
  return () => {
    if (running) again = true
    else void loop()
  }
}

export function orderEventRoutes(register: Register, deps: Deps, streams: EventStreams): void {
  register(shopEndpoints.orderEvents, async ({ params, request, reply }) => {
    const { userId } = requireSession(request)
    let stream: LiveStream | null = null
    let changedMeanwhile = false
    let sent = lastEventIdOf(request)
    const show = (state: OrderState<unknown>) => {
      if (!stream || state.version === sent) return
      sent = state.version
      stream.send('order', state.data, state.version)
    }
    const reload = coalesced(async () => {
      if (!stream || stream.closed) return
      try {
        show(await liveUserOrder(deps.db, userId, params.id))
      } catch (error) {
        // The order is gone from the customer (the account was deleted): nothing more to follow.
        if (error instanceof DomainError) stream.close()
        else request.log.warn({ err: error }, 'live order: reading the order failed')
      }
    })
    // Heard before the first read: a change between that read and the stream is not lost.
    const unsubscribe = deps.orderFeed.subscribe((message) => {
      if (message.kind === 'changed' && !message.orderIds.includes(params.id)) return
      if (stream) reload()
      else changedMeanwhile = true
    })
    let first: OrderState<unknown>
    try {
      // Another customer's order, or none: 404 before any stream opens.
      first = await liveUserOrder(deps.db, userId, params.id)
    } catch (error) {
      unsubscribe()
      throw error
    }
    const opened = streams.start(reply)
    stream = opened
    opened.onClose(unsubscribe)
    opened.keepWhile(sessionStillHolds(deps.db, deps.keys, deps.now, request))
    // At once the order as it is now, unless the client resumes with exactly this state.
    show(first)
    if (changedMeanwhile) reload()
    return opened
  })

  /** The changes of one feed message, read once for all the queues this instance streams. */
  const changesOf = readOncePerMessage((message: Extract<OrderFeedMessage, { kind: 'changed' }>) =>
    queueChanges(deps.db, message.orderIds),
  )

  register(staffEndpoints.staffEvents, async ({ request, reply }) => {
    const { storeId } = requireStaffSession(request)
    const stream = streams.start(reply)
    stream.keepWhile(sessionStillHolds(deps.db, deps.keys, deps.now, request))
    const send = (changes: QueueChange[]) => {
      for (const change of changes)
        if (change.storeId === storeId) stream.send('order', change.data, change.version)
    }
    // One message after the other, in the order heard: a queue must not show an older state last.
    let queue: Promise<void> = Promise.resolve()
    const then = (work: () => Promise<void>) => {
      queue = queue
        .then(async () => {
          if (!stream.closed) await work()
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'live queue: reading orders failed'))
    }
    const since = (from: Date) => {
      const earliest = deps.now().getTime() - RESUME_WINDOW_MS
      return new Date(Math.max(earliest, from.getTime() - RESUME_SLACK_MS))
    }
    stream.onClose(
      deps.orderFeed.subscribe((message) => {
        if (message.kind === 'changed') then(async () => send(await changesOf(message)))
        else then(async () => send(await storeChangesSince(deps.db, storeId, since(message.since))))
      }),
    )
    // Resuming: what changed since the last event the client had (the queue itself it reads with
    // GET /staff/orders; a new stream sends only what changes from now on).
    const resumeFrom = timeOfVersion(lastEventIdOf(request))
    if (resumeFrom) then(async () => send(await storeChangesSince(deps.db, storeId, since(resumeFrom))))
    return stream
  })
}
