import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { nextStatus, type OrderStatus } from '../../src/api/order-machine'
import type { Order } from '../../src/api/schemas/orders'
import type { StaffOrderSummary } from '../../src/api/schemas/staff'
import type { DeliveryMode, EcommerceStore } from '../../src/api/schemas/store'
import { dataOf, listening, type OpenStream, openStream } from './event-streams'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { call, expectOk, freshSlot as freshSlotOf, registerConfirmed } from './helpers'

/**
 * docs/ordering.md "Live status": the customer's order and the store's queue as event streams, on
 * PGlite (one process, the feed in memory) and on PostgreSQL (LISTEN/NOTIFY, also across two
 * instances of the server on one database).
 */

/** What "live" promises: a change is on the screen within two seconds. */
const LIVE_MS = 2_000

let server: TestServer
let base = ''
let shop: EcommerceStore
let otherShop: EcommerceStore
const streams: OpenStream[] = []

beforeAll(async () => {
  server = await startTestServer()
  base = await listening(server)
  const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
  shop =
    shops.find((s) => (['IN_STORE', 'DRIVE'] as DeliveryMode[]).every((m) => s.deliveryModes.includes(m))) ??
    expect.fail('no store with IN_STORE and DRIVE')
  otherShop =
    shops.find((s) => s.id !== shop.id && s.deliveryModes.includes('IN_STORE')) ??
    expect.fail('no second store')
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.stop()
})

const usedSlots = new Set<number>()
let keys = 0

/** A new customer's IN_STORE order of one product at `storeId`, through `target` (another instance). */
async function orderAt(storeId: number, target = server): Promise<{ order: Order; token: string }> {
  const customer = await registerConfirmed(target, { firstName: 'Lucia' })
  const cart = expectOk(await call(target, 'cart', { token: customer.token, query: { storeId } }))
  const products = expectOk(await call(target, 'products', { params: { storeId }, query: { s: 20 } }))
  const product = products.find((p) => p.unit === 'PIECE') ?? expect.fail('no product')
  expectOk(
    await call(target, 'setCartLine', {
      token: customer.token,
      params: { cartId: cart.id, productId: product.id },
      body: { quantity: 1 },
    }),
  )
  const slot = await freshSlotOf(target, storeId, 'IN_STORE', usedSlots)
  const order = expectOk(
    await call(target, 'placeOrder', {
      token: customer.token,
      headers: { 'idempotency-key': `live-${Date.now()}-${++keys}` },
      body: { cartId: cart.id, slotId: slot.id, deliveryMode: 'IN_STORE', paymentMode: 'CASH' },
    }),
  )
  return { order, token: customer.token }
}

async function advanceTo(order: Order, status: OrderStatus, target = server): Promise<void> {
  let current = order.status
  while (current !== status) {
    const next = nextStatus(current, order.deliveryMode) ?? expect.fail(`no way to ${status}`)
    const answer = await target.json<Order>('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: next },
    })
    expect(answer.code).toBe(0)
    current = next
  }
}

async function staffToken(storeId = shop.id): Promise<string> {
  return expectOk(
    await call(server, 'staffLogin', {
      body: { username: demoStaffEmail(storeId), password: DEMO_STAFF_PASSWORD },
    }),
  ).jwt
}

async function follow(path: string, token: string, headers: Record<string, string> = {}, at = base) {
  const stream = await openStream(at, path, { authorization: `Bearer ${token}`, ...headers })
  streams.push(stream)
  return stream
}

const isOrder = (id: number) => (event: { event: string; data: string }) =>
  event.event === 'order' && (JSON.parse(event.data) as { id: number }).id === id

describe("the customer's order, live", () => {
  it('opens at once with the order as GET /orders/{id} answers it, uncompressed and unbuffered', async () => {
    const { order, token } = await orderAt(shop.id)
    const stream = await follow(`/cli/orders/${order.id}/events`, token, { 'accept-encoding': 'gzip, br' })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('content-encoding')).toBeNull()
    expect(stream.headers.get('cache-control')).toBe('no-cache')
    expect(stream.headers.get('x-accel-buffering')).toBe('no')
    const first = await stream.next()
    expect(first.event).toBe('order')
    expect(first.id).toMatch(/^\d+-[\w-]+$/)
    expect(dataOf(first)).toEqual(expectOk(await call(server, 'order', { token, params: { id: order.id } })))
  })

  // Needs the status steps to tell the feed (tx.orderChanged in server/domain/orders/order-status.ts,
  // the picking step's).
  it('tells a status change made by the store system within two seconds', async () => {
    const { order, token } = await orderAt(shop.id)
    const stream = await follow(`/cli/orders/${order.id}/events`, token)
    const first = await stream.next()
    const started = Date.now()
    await advanceTo(order, 'IN_PREPARATION')
    const changed = await stream.next(isOrder(order.id), LIVE_MS)
    expect(Date.now() - started).toBeLessThan(LIVE_MS)
    expect(dataOf<Order>(changed).status).toBe('IN_PREPARATION')
    expect(changed.id).not.toBe(first.id)
  })

  it("tells the customer's arrival, and the store's queue shows it too", async () => {
    const { order, token } = await orderAt(shop.id)
    await advanceTo(order, 'TO_BE_COLLECTED')
    const mine = await follow(`/cli/orders/${order.id}/events`, token)
    const queue = await follow('/cli/staff/events', await staffToken())
    expect(dataOf<Order>(await mine.next()).status).toBe('TO_BE_COLLECTED')
    const started = Date.now()
    expectOk(await call(server, 'orderArrived', { token, params: { id: order.id }, body: { bay: 'B3' } }))
    const arrived = dataOf<Order>(await mine.next(isOrder(order.id), LIVE_MS))
    expect(arrived.arrival?.bay).toBe('B3')
    const summary = dataOf<StaffOrderSummary>(await queue.next(isOrder(order.id), LIVE_MS))
    expect(Date.now() - started).toBeLessThan(LIVE_MS)
    expect(summary).toMatchObject({ id: order.id, status: 'TO_BE_COLLECTED', arrival: { bay: 'B3' } })
  })

  it("answers 404 for another customer's order or none, 403 to a staff token, 401 without a session", async () => {
    const { order } = await orderAt(shop.id)
    const other = await registerConfirmed(server)
    const path = `/cli/orders/${order.id}/events`
    const theirs = await follow(path, other.token)
    expect(theirs.status).toBe(404)
    expect((await follow('/cli/orders/999999999/events', other.token)).status).toBe(404)
    expect((await follow(path, await staffToken())).status).toBe(403)
    expect((await openStream(base, path)).status).toBe(401)
    expect(theirs.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('resumes with Last-Event-ID: nothing again when the client has the current state, the current one when not', async () => {
    const { order, token } = await orderAt(shop.id)
    await advanceTo(order, 'TO_BE_COLLECTED')
    const path = `/cli/orders/${order.id}/events`
    const first = await (await follow(path, token)).next()
    const resumed = await follow(path, token, { 'last-event-id': first.id ?? '' })
    expect(await resumed.quiet(300)).toBe(true)
    expectOk(await call(server, 'orderArrived', { token, params: { id: order.id }, body: {} }))
    const arrived = dataOf<Order>(await resumed.next(isOrder(order.id), LIVE_MS))
    expect(arrived.arrival).toBeDefined()
    const stale = await follow(path, token, { 'last-event-id': first.id ?? '' })
    expect(dataOf<Order>(await stale.next()).arrival).toEqual(arrived.arrival)
  })

  it('lets go of a stream whose client went away', async () => {
    const { order, token } = await orderAt(shop.id)
    const feed = server.running.deps.orderFeed
    const before = feed.listenerCount
    const stream = await follow(`/cli/orders/${order.id}/events`, token)
    await stream.next()
    expect(feed.listenerCount).toBe(before + 1)
    stream.close()
    for (let tries = 0; tries < 100 && feed.listenerCount !== before; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(feed.listenerCount).toBe(before)
  })
})

describe("the store's queue, live", () => {
  it("tells each new order of the store, and nothing of another store's", async () => {
    const queue = await follow('/cli/staff/events', await staffToken())
    const elsewhere = await orderAt(otherShop.id)
    const here = await orderAt(shop.id)
    const summary = dataOf<StaffOrderSummary>(await queue.next(isOrder(here.order.id), LIVE_MS))
    expect(summary).toMatchObject({
      id: here.order.id,
      status: 'TO_BE_PREPARED',
      deliveryMode: 'IN_STORE',
      lineCount: 1,
      customerFirstName: 'Lucia',
    })
    expect(queue.events.some(isOrder(elsewhere.order.id))).toBe(false)
  })

  it('refuses a customer token (403) and no session (401)', async () => {
    const customer = await registerConfirmed(server)
    expect((await follow('/cli/staff/events', customer.token)).status).toBe(403)
    expect((await openStream(base, '/cli/staff/events')).status).toBe(401)
  })

  it('resumes with Last-Event-ID: what changed meanwhile is sent', async () => {
    const token = await staffToken()
    const queue = await follow('/cli/staff/events', token)
    const { order } = await orderAt(shop.id)
    const seen = await queue.next(isOrder(order.id), LIVE_MS)
    queue.close()
    server.clock.advance(1_000)
    await advanceTo(order, 'IN_PREPARATION')
    const resumed = await follow('/cli/staff/events', token, { 'last-event-id': seen.id ?? '' })
    expect(dataOf<StaffOrderSummary>(await resumed.next(isOrder(order.id), LIVE_MS)).status).toBe(
      'IN_PREPARATION',
    )
  })
})

describe('after a logout', () => {
  it("ends the customer's and the staff's streams at their next heartbeat", async () => {
    const other = await startTestServer({ keepDatabase: true, heartbeatMs: 100 })
    try {
      const at = await listening(other)
      const { order, token } = await orderAt(shop.id, other)
      const orderStream = await openStream(at, `/cli/orders/${order.id}/events`, {
        authorization: `Bearer ${token}`,
      })
      const staff = expectOk(
        await call(other, 'staffLogin', {
          body: { username: demoStaffEmail(shop.id), password: DEMO_STAFF_PASSWORD },
        }),
      ).jwt
      const queue = await openStream(at, '/cli/staff/events', { authorization: `Bearer ${staff}` })
      streams.push(orderStream, queue)
      await orderStream.next()
      // Still open after several heartbeats while the sessions hold.
      await new Promise((resolve) => setTimeout(resolve, 350))
      const open = await Promise.race([
        Promise.any([orderStream.ended, queue.ended]).then(() => false),
        Promise.resolve(true),
      ])
      expect(open).toBe(true)
      expectOk(await call(other, 'logout', { token }))
      expectOk(await call(other, 'staffLogout', { token: staff }))
      const started = Date.now()
      await Promise.all([orderStream.ended, queue.ended])
      expect(Date.now() - started).toBeLessThan(1_000)
    } finally {
      await other.stop()
    }
  })
})

describe('at shutdown', () => {
  it('ends the open streams at once: closing the server does not wait for them', async () => {
    const other = await startTestServer({ keepDatabase: true, heartbeatMs: 100 })
    let closed = false
    try {
      const at = await listening(other)
      const { order, token } = await orderAt(shop.id, other)
      const stream = await openStream(at, `/cli/orders/${order.id}/events`, {
        authorization: `Bearer ${token}`,
      })
      await stream.next()
      // The heartbeat: comments, which the client's parser passes over.
      await new Promise((resolve) => setTimeout(resolve, 350))
      expect(stream.text().match(/^:\n\n/gm)?.length ?? 0).toBeGreaterThanOrEqual(3)
      const started = Date.now()
      await other.running.app.close()
      closed = true
      expect(Date.now() - started).toBeLessThan(1_500)
      await stream.ended
    } finally {
      if (!closed) await other.running.app.close()
      await other.stop()
    }
  })
})

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a change made through one reaches a stream held by the other', async () => {
    const second = await startTestServer({ keepDatabase: true })
    try {
      const secondBase = await listening(second)
      const { order, token } = await orderAt(shop.id)
      await advanceTo(order, 'TO_BE_COLLECTED')
      const stream = await follow(`/cli/orders/${order.id}/events`, token, {}, secondBase)
      const queue = await follow('/cli/staff/events', await staffToken(), {}, secondBase)
      await stream.next()
      const started = Date.now()
      expectOk(await call(server, 'orderArrived', { token, params: { id: order.id }, body: { bay: 'C1' } }))
      expect(dataOf<Order>(await stream.next(isOrder(order.id), LIVE_MS)).arrival?.bay).toBe('C1')
      expect(dataOf<StaffOrderSummary>(await queue.next(isOrder(order.id), LIVE_MS)).arrival?.bay).toBe('C1')
      expect(Date.now() - started).toBeLessThan(LIVE_MS)
      // And the other way: an order placed through the second is in the first's queue.
      const firstQueue = await follow('/cli/staff/events', await staffToken())
      const placed = await orderAt(shop.id, second)
      await firstQueue.next(isOrder(placed.order.id), LIVE_MS)
    } finally {
      for (const stream of streams.splice(0)) stream.close()
      await second.stop()
    }
  })

  it('tells every stream to reload after its LISTEN connection came back', async () => {
    const { order, token } = await orderAt(shop.id)
    const stream = await follow(`/cli/orders/${order.id}/events`, token)
    await stream.next()
    const pg = await import('pg')
    const admin = new pg.default.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      // The state changes while the instance hears nothing: its LISTEN connection is cut first.
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN tessera_orders' and pid <> pg_backend_pid()",
      )
      expect(cut.rowCount).toBe(1)
      await admin.query("update orders set status = 'IN_PREPARATION' where id = $1", [order.id])
    } finally {
      await admin.end()
    }
    const reloaded = await stream.next(isOrder(order.id), 5_000)
    expect(dataOf<Order>(reloaded).status).toBe('IN_PREPARATION')
  })
})
