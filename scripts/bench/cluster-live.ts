import { EventStreamParser } from '../../src/api/event-stream'
import type { LoadData, LoadResult } from './cluster-load'

/**
 * The live streams under the mixed load (docs/ordering.md "Live status"): open event streams held
 * across the instances of the cluster while the load runs, customers' on their own orders and the
 * store staff's on the shop's queue. During the load every watched order's customer says they have
 * arrived; each arrival must reach its customer's stream and every queue, and every order the load
 * placed must reach every queue: nothing lost, whichever instance made the change.
 */

export interface LiveFigures {
  customerStreams: number
  staffStreams: number
  /** Streams that did not open (HTTP status other than 200), or broke during the load. */
  refusedStreams: number
  brokenStreams: number
  arrivals: number
  /** Arrivals that did not reach their customer's stream. */
  lostOnCustomers: number
  /** Missing (queue, order) pairs: arrivals and placed orders a queue never heard of. */
  lostOnQueues: number
  /** From the arrival's answer to its event on the customer's stream. */
  p50: number
  p99: number
  max: number
  /** Events received by all streams. */
  events: number
}

interface Follower {
  /** Order ids seen, with when each was first seen with an arrival (customers) or at all (queues). */
  seen: Map<number, number>
  arrived: Map<number, number>
  events: number
  status: number
  broken: boolean
  close: () => void
}

async function follow(url: string, headers: Record<string, string>): Promise<Follower> {
  const controller = new AbortController()
  const follower: Follower = {
    seen: new Map(),
    arrived: new Map(),
    events: 0,
    status: 0,
    broken: false,
    close: () => controller.abort(),
  }
  const parser = new EventStreamParser((event) => {
    if (event.event !== 'order') return
    follower.events++
    const data = JSON.parse(event.data) as { id: number; arrival?: unknown }
    const now = Date.now()
    if (!follower.seen.has(data.id)) follower.seen.set(data.id, now)
    if (data.arrival && !follower.arrived.has(data.id)) follower.arrived.set(data.id, now)
  })
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', 'x-requested-with': 'tessera', ...headers },
    signal: controller.signal,
  })
  follower.status = response.status
  if (response.status !== 200 || !response.body) return follower
  const body = response.body
  void (async () => {
    const decoder = new TextDecoder()
    try {
      for await (const chunk of body) parser.push(decoder.decode(chunk, { stream: true }))
      if (!controller.signal.aborted) follower.broken = true
    } catch {
      if (!controller.signal.aborted) follower.broken = true
    }
  })()
  return follower
}

async function postJson(url: string, token: string, body: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify(body),
  })
  return (await response.json()) as { code: number; data?: { id?: number; jwt?: string } }
}

/** Runs `work` over `items`, `width` at a time. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) : 0

/**
 * Holds `streams` open streams on the cluster at `url` (a fifth of them the staff's queues) while
 * `load` runs, then says what reached them. `opsToken` moves the watched orders to be ready and adds
 * the staff member.
 */
export async function withLiveStreams(
  url: string,
  data: LoadData,
  options: { streams: number; opsToken: string; seconds: number },
  load: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; live: LiveFigures; open: () => number; close: () => void }> {
  const staffCount = Math.max(1, Math.round(options.streams / 5))
  const customerCount = options.streams - staffCount
  const ops = { authorization: `Bearer ${options.opsToken}`, 'content-type': 'application/json' }

  // The watched orders: placed by the bench's customers, ready to collect (an arrival is allowed).
  const watched: { id: number; token: string }[] = []
  const tokens = [...data.tokens.values()]
  let n = 0
  await eachAtOnce(
    Array.from({ length: customerCount }, (_, i) => i),
    16,
    async (i) => {
      const token = tokens[i % tokens.length] as string
      const auth = { authorization: `Bearer ${token}` }
      const cart = (await (
        await fetch(`${url}/cli/carts?storeId=${data.shopId}`, { headers: auth })
      ).json()) as {
        data: { id: number }
      }
      await fetch(`${url}/cli/carts/${cart.data.id}/lines/${data.productIds[i % data.productIds.length]}`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 }),
      })
      const placed = await postJson(
        `${url}/cli/orders`,
        token,
        {
          cartId: cart.data.id,
          slotId: data.slotIds[i % data.slotIds.length],
          deliveryMode: 'IN_STORE',
          paymentMode: 'CASH',
        },
        { 'idempotency-key': `live-${Date.now()}-${++n}` },
      )
      const id = placed.data?.id
      if (placed.code !== 0 || !id) return
      for (const status of ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED'])
        await fetch(`${url}/ops/orders/${id}/status`, {
          method: 'POST',
          headers: ops,
          body: JSON.stringify({ status }),
        })
      watched.push({ id, token })
    },
  )

  const email = `live-staff-${Date.now()}@bench.example`
  const password = 'Bench-Staff-Password-1'
  await fetch(`${url}/ops/staff`, {
    method: 'POST',
    headers: ops,
    body: JSON.stringify({ storeId: data.shopId, email, name: 'Bench', password }),
  })
  const login = await postJson(`${url}/cli/staff/login`, '', { username: email, password })
  const staffToken = login.data?.jwt
  if (!staffToken) throw new Error(`the bench's staff login was refused: ${JSON.stringify(login)}`)

  const customers = await Promise.all(
    watched.map((order) =>
      follow(`${url}/cli/orders/${order.id}/events`, { authorization: `Bearer ${order.token}` }),
    ),
  )
  const queues = await Promise.all(
    Array.from({ length: staffCount }, () =>
      follow(`${url}/cli/staff/events`, { authorization: `Bearer ${staffToken}` }),
    ),
  )

  // The arrivals, spread over the load; each one's answer time, to measure how long its news took.
  const answeredAt = new Map<number, number>()
  const arrivals = (async () => {
    const gap = (options.seconds * 800) / Math.max(1, watched.length)
    for (const order of watched) {
      await new Promise((resolve) => setTimeout(resolve, gap))
      const answer = await postJson(`${url}/cli/orders/${order.id}/arrived`, order.token, { bay: 'B1' })
      if (answer.code === 0) answeredAt.set(order.id, Date.now())
    }
  })()
  const result = await load()
  await arrivals
  await new Promise((resolve) => setTimeout(resolve, 3_000))

  const delays: number[] = []
  let lostOnCustomers = 0
  watched.forEach((order, i) => {
    const answered = answeredAt.get(order.id)
    const heard = customers[i]?.arrived.get(order.id)
    if (answered === undefined) return
    if (heard === undefined) lostOnCustomers++
    else delays.push(Math.max(0, heard - answered))
  })
  const placedAtShop = result.acknowledged.orders
  let lostOnQueues = 0
  for (const queue of queues) {
    if (queue.status !== 200) continue
    for (const id of answeredAt.keys()) if (!queue.arrived.has(id)) lostOnQueues++
    for (const id of placedAtShop) if (!queue.seen.has(id)) lostOnQueues++
  }
  delays.sort((a, b) => a - b)
  const all = [...customers, ...queues]
  const live: LiveFigures = {
    customerStreams: customers.length,
    staffStreams: queues.length,
    refusedStreams: all.filter((f) => f.status !== 200).length,
    brokenStreams: all.filter((f) => f.broken).length,
    arrivals: answeredAt.size,
    lostOnCustomers,
    lostOnQueues,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? 0,
    events: all.reduce((sum, f) => sum + f.events, 0),
  }
  return {
    result,
    live,
    // Still open (not ended by the server): the streams stay for the caller to stop the cluster with.
    open: () => all.filter((f) => f.status === 200 && !f.broken).length,
    close: () => {
      for (const follower of all) follower.close()
    },
  }
}

export function printLive(live: LiveFigures): void {
  console.log(
    `  live streams: ${live.customerStreams} customers' + ${live.staffStreams} queues open (refused ${live.refusedStreams}, broken ${live.brokenStreams}); ${live.events} events`,
  )
  console.log(
    `  arrivals: ${live.arrivals}, news on the customer's stream p50 ${live.p50} ms, p99 ${live.p99} ms, max ${live.max} ms; lost: ${live.lostOnCustomers} on customers' streams, ${live.lostOnQueues} (queue, order) pairs on queues`,
  )
}
