import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slots, stores } from '../../server/db/schema'
import { dayWindows } from '../../server/domain/orders/slots'
import { ServerCode } from '../../src/api/errors'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { call, expectOk, expectRefused } from './helpers'

let server: TestServer
let storeId = 0
let mode: DeliveryMode = 'IN_STORE'
beforeAll(async () => {
  server = await startTestServer()
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
  mode = shop?.deliveryModes[0] ?? 'IN_STORE'
})
afterAll(() => server.stop())

const list = () => call(server, 'slots', { params: { storeId }, query: { delivery: mode } })
const HOUR = 3_600_000

describe('the slots of a store', () => {
  it("lists the next 7 days' two-hour windows, the same ids each time", async () => {
    const windows = expectOk(await list())
    expect(windows.length).toBeGreaterThan(10)
    const now = server.clock.now().getTime()
    for (const w of windows) {
      expect(new Date(w.end).getTime() - new Date(w.start).getTime()).toBe(2 * HOUR)
      expect(new Date(w.end).getTime()).toBeGreaterThan(now)
      expect(new Date(w.start).getTime()).toBeLessThan(now + 8 * 24 * HOUR)
    }
    expect(expectOk(await list()).map((w) => w.id)).toEqual(windows.map((w) => w.id))
  })

  it('makes windows inside the opening hours, none on a closed day, an extraordinary day replacing the week', () => {
    const store = {
      timetables: [
        { dayOfWeek: 1, opening: '08:30', closing: '13:00' },
        { dayOfWeek: 1, opening: '15:00', closing: '19:30' },
      ],
      openings: [
        { date: '2026-12-07', opening: '10:00', closing: '14:00', description: null },
        { date: '2026-12-14', opening: null, closing: null, description: 'Chiuso' },
      ],
    }
    expect(dayWindows(store, '2026-11-30', 1)).toEqual([
      ['09:00', '11:00'],
      ['11:00', '13:00'],
      ['15:00', '17:00'],
      ['17:00', '19:00'],
    ])
    expect(dayWindows(store, '2026-12-01', 2)).toEqual([])
    expect(dayWindows(store, '2026-12-07', 1)).toEqual([
      ['10:00', '12:00'],
      ['12:00', '14:00'],
    ])
    expect(dayWindows(store, '2026-12-14', 1)).toEqual([])
  })

  it('closes a window to booking 4 hours before it starts, to the minute', async () => {
    const windows = expectOk(await list())
    const later = windows.find((w) => new Date(w.start).getTime() > server.clock.now().getTime() + 48 * HOUR)
    if (!later) return expect.fail('no window two days ahead')
    const start = new Date(later.start).getTime()
    server.clock.freeze()
    try {
      server.clock.advance(start - 4 * HOUR - 60_000 - server.clock.now().getTime())
      expect(expectOk(await list()).find((w) => w.id === later.id)?.available).toBe(true)
      server.clock.advance(2 * 60_000)
      expect(expectOk(await list()).find((w) => w.id === later.id)).toMatchObject({ available: false })
    } finally {
      server.clock.reset()
    }
  })

  it('says a full window is not available', async () => {
    const [first] = expectOk(await list()).filter((w) => w.available)
    if (!first) return expect.fail('no available window')
    const db = server.running.database.db
    const [row] = await db.select().from(slots).where(eq(slots.id, first.id))
    await db
      .update(slots)
      .set({ taken: row?.capacity ?? 0 })
      .where(eq(slots.id, first.id))
    expect(expectOk(await list()).find((w) => w.id === first.id)).toMatchObject({
      remaining: 0,
      available: false,
    })
  })

  it('refuses a delivery mode the store does not offer, a store without a shop, a bad mode', async () => {
    const db = server.running.database.db
    const shops = await db.select().from(stores).where(eq(stores.ecommerce, true))
    const partial = shops.find((s) => s.deliveryModes.length < 3)
    const missing = (['IN_STORE', 'AT_HOME', 'DRIVE'] as const).find(
      (m) => !partial?.deliveryModes.includes(m),
    )
    if (!partial || !missing) return expect.fail('every store offers every mode')
    expectRefused(
      await call(server, 'slots', { params: { storeId: partial.id }, query: { delivery: missing } }),
      ServerCode.DeliveryModeNotOffered,
    )
    const [plain] = await db.select().from(stores).where(eq(stores.ecommerce, false))
    expect(
      (await call(server, 'slots', { params: { storeId: plain?.id ?? 0 }, query: { delivery: mode } }))
        .status,
    ).toBe(404)
    expect(
      (await call(server, 'slots', { params: { storeId }, query: { delivery: 'TELEPORT' } })).status,
    ).toBe(400)
  })
})

describe("a store's order settings (PUT /ops/stores/{storeId}/order-settings)", () => {
  const put = (id: number, body: unknown, token: string | null = TEST_OPS_TOKEN) =>
    server.json('PUT', `/ops/stores/${id}/order-settings`, { body, ...(token ? { token } : {}) })

  it('moves the booking cut-off and the capacity of the windows not started yet, for an online shop only', async () => {
    // Another store than the tests above: its windows are this test's.
    const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
    const other = shops.find((s) => s.id !== storeId) ?? expect.fail('one e-commerce store only')
    const delivery = other.deliveryModes[0] ?? expect.fail('a store with no delivery mode')
    const windows = async () =>
      expectOk(await call(server, 'slots', { params: { storeId: other.id }, query: { delivery } }))
    expect((await windows()).some((w) => w.available && w.remaining === 5)).toBe(true)

    const changed = await put(other.id, { bookingCutoffHours: 8 * 24, slotCapacity: 2 })
    expect(changed).toMatchObject({
      code: 0,
      data: { storeId: other.id, slotCapacity: 2, bookingCutoffHours: 192 },
    })
    const closed = await windows()
    expect(closed.every((w) => !w.available)).toBe(true)
    // A window already under way (listed until it ends) keeps the capacity it started with.
    const now = server.clock.now().getTime()
    const notStarted = closed.filter((w) => new Date(w.start).getTime() > now)
    expect(notStarted.length).toBeGreaterThan(0)
    expect(notStarted.every((w) => w.remaining <= 2)).toBe(true)

    // One setting at a time: the other stays.
    expect(await put(other.id, { bookingCutoffHours: 4 })).toMatchObject({
      data: { slotCapacity: 2, bookingCutoffHours: 4 },
    })
    expect((await windows()).some((w) => w.available && w.remaining === 2)).toBe(true)
    expect(await put(other.id, { slotCapacity: 5 })).toMatchObject({ data: { slotCapacity: 5 } })

    const [plain] = await server.running.database.db.select().from(stores).where(eq(stores.ecommerce, false))
    expect((await put(plain?.id ?? 0, { bookingCutoffHours: 4 })).status).toBe(404)
    expect((await put(other.id, { bookingCutoffHours: -1 })).status).toBe(400)
    expect((await put(other.id, { slotCapacity: 0 })).status).toBe(400)
    expect((await put(other.id, { bookingCutoffHours: 4 }, null)).status).toBe(401)
  })
})
