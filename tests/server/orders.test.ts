import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  counties,
  orderActions,
  orderLines,
  orders,
  receipts,
  slots,
  staff,
  storePrices,
  storeProducts,
  stores,
} from '../../server/db/schema'
import { demoStaffEmail } from '../../server/db/seed/staff'
import { TEST_CARDS } from '../../server/domain/orders/payments'
import { romeDay } from '../../server/domain/shared/rome-time'
import { PICKING_LEAD_MS, simulateStoreStep } from '../../server/jobs/store-simulator'
import { readSettings } from '../../server/settings'
import { withCheckDigit } from '../../src/api/card-code'
import { cardHoldCents } from '../../src/api/card-hold'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { pointsEarned } from '../../src/api/loyalty-rules'
import { canMove, ORDER_STATUSES, type OrderStatus } from '../../src/api/order-machine'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Order, PlaceOrderRequest } from '../../src/api/schemas/orders'
import type { DeliveryMode, EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  expectOk,
  expectRefused,
  freshSlot as freshSlotOf,
  registerConfirmed,
  shopsOfTheDemo,
} from './helpers'

const HOUR = 3_600_000

let server: TestServer
/** A store with all three delivery modes, delivering to a region. */
let shop: EcommerceStore
let catalogue: Product[] = []
/** A province the shop delivers to, and one it does not. */
let servedCounty = ''
let unservedCounty = ''

beforeAll(async () => {
  server = await startTestServer()
  const { shop: found } = await shopsOfTheDemo(server)
  shop = found
  const db = server.running.database.db
  const [row] = await db.select().from(stores).where(eq(stores.id, shop.id))
  const state = row?.deliveryStateIds[0] ?? expect.fail('the shop delivers nowhere')
  servedCounty = (await db.select().from(counties).where(eq(counties.stateId, state)))[0]?.countyId ?? ''
  unservedCounty = (await db.select().from(counties).where(ne(counties.stateId, state)))[0]?.countyId ?? ''
  for (let p = 0; p < 30; p++) {
    const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  catalogue = catalogue.filter((p) => p.maxQuantity >= 2)
})
afterAll(() => server.stop())

const pick = (test: (p: Product) => boolean, skip = 0): Product =>
  catalogue.filter(test)[skip] ?? expect.fail('no such product')

let keys = 0
const newKey = () => `test-key-${Date.now()}-${++keys}`

/** A customer whose cart in the shop holds the given lines. */
async function customerWithCart(lines: { product: Product; quantity: number }[] = []) {
  const customer = await registerConfirmed(server)
  const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shop.id } }))
  const chosen = lines.length ? lines : [{ product: pick((p) => p.unit === 'PIECE'), quantity: 2 }]
  for (const line of chosen)
    expectOk(
      await call(server, 'setCartLine', {
        token: customer.token,
        params: { cartId: cart.id, productId: line.product.id },
        body: { quantity: line.quantity },
      }),
    )
  return { ...customer, cartId: cart.id }
}

/** Lines of plain products, two of each, whose amount reaches `cents` (a delivery's minimum). */
function linesReaching(cents: number, skip = 0) {
  const lines: { product: Product; quantity: number }[] = []
  let sum = 0
  for (const product of catalogue
    .filter((p) => p.unit === 'PIECE' && p.promoPriceCents === null)
    .slice(skip)) {
    if (sum >= cents) break
    lines.push({ product, quantity: 2 })
    sum += product.priceCents * 2
  }
  return { lines, cents: sum }
}

/** Windows nobody has booked yet, past their cut-off by more than a day: each test takes its own. */
const usedSlots = new Set<number>()
/** An untouched window of the shop (its five places free) no test of this file has used. */
function freshSlot(mode: DeliveryMode = 'IN_STORE') {
  return freshSlotOf(server, shop.id, mode, usedSlots, 5)
}

function place(
  token: string,
  body: Partial<PlaceOrderRequest> & { cartId: number; slotId: number },
  key = newKey(),
) {
  return call(server, 'placeOrder', {
    token,
    headers: { 'idempotency-key': key },
    body: { deliveryMode: 'IN_STORE', paymentMode: 'CASH', ...body },
  })
}

async function ops(status: OrderStatus, id: number, weights?: { productId: number; grams: number }[]) {
  return server.json<Order>('POST', `/ops/orders/${id}/status`, {
    token: TEST_OPS_TOKEN,
    body: { status, ...(weights ? { weights } : {}) },
  })
}

/** Gives a customer points through a till receipt of `euros` own-brand euros (2 points each). */
async function givePoints(token: string, points: number) {
  const me = expectOk(await call(server, 'session', { token }))
  const cardCode = me.cards[0]?.code ?? expect.fail('no card')
  const answer = await server.json('POST', '/ops/receipts', {
    token: TEST_OPS_TOKEN,
    body: {
      receiptId: `R-${newKey()}`,
      cardCode,
      storeId: shop.id,
      at: server.clock.now().toISOString(),
      lines: [{ ean: withCheckDigit('800999900001'), amountCents: points * 50, ownBrand: true }],
    },
  })
  expect(answer.code).toBe(0)
  return cardCode
}

async function balance(token: string) {
  return expectOk(await call(server, 'session', { token })).cards[0]?.points ?? 0
}

/**
 * A new price of `product` at the shop from today on, as a store would set it; the catalogue reads
 * it at once. Gives back the undo, for the test's `finally`.
 */
async function newPriceFromToday(product: Product, priceCents: number): Promise<() => Promise<void>> {
  const db = server.running.database.db
  const [raised] = await db
    .insert(storePrices)
    .values({
      storeId: shop.id,
      productId: product.id,
      priceCents,
      validFrom: romeDay(server.clock.now()).day,
    })
    .returning({ id: storePrices.id })
  server.running.deps.catalogues.forget()
  return async () => {
    if (raised) await db.delete(storePrices).where(eq(storePrices.id, raised.id))
    server.running.deps.catalogues.forget()
  }
}

describe('placing an order', () => {
  it('places the cart with its lines at the prices paid, closes the cart, keeps the history and mails the customer', async () => {
    const plain = pick((p) => p.unit === 'PIECE' && p.promoPriceCents === null)
    // Its saving is counted from its previous price (the 30 days' lowest), here below the shelf price.
    const promo = pick(
      (p) => p.unit === 'PIECE' && p.promoPriceCents !== null && (p.previousPriceCents ?? 0) < p.priceCents,
    )
    const c = await customerWithCart([
      { product: plain, quantity: 2 },
      { product: promo, quantity: 1 },
    ])
    const slot = await freshSlot()
    const order = expectOk(
      await place(c.token, { cartId: c.cartId, slotId: slot.id, notes: ' Citofono Rossi ' }),
    )
    const promoPrice = promo.promoPriceCents ?? 0
    expect(order).toMatchObject({
      storeId: shop.id,
      status: 'TO_BE_PREPARED',
      deliveryMode: 'IN_STORE',
      slot: { id: slot.id, start: slot.start, end: slot.end },
      paymentMode: 'CASH',
      cardLast4: null,
      notes: 'Citofono Rossi',
      totalCents: plain.priceCents * 2 + promoPrice,
      savingsCents: (promo.previousPriceCents ?? 0) - promoPrice,
      finalTotalCents: null,
      history: [{ status: 'TO_BE_PREPARED' }],
    })
    // Each line keeps its regular price beside the price paid: the order's savings follow the picking from it.
    expect(
      order.lines.map((l) => [l.productId, l.quantity, l.priceCents, l.regularPriceCents, l.ean]),
    ).toEqual([
      [plain.id, 2, plain.priceCents, plain.priceCents, plain.ean],
      [promo.id, 1, promoPrice, promo.previousPriceCents, promo.ean],
    ])
    expect(new Date(order.cancellableUntil ?? '').getTime()).toBe(new Date(slot.start).getTime() - 4 * HOUR)

    // The cart is the order's now: a new, empty one is open, and the old one takes no change.
    const next = expectOk(await call(server, 'cart', { token: c.token, query: { storeId: shop.id } }))
    expect(next.id).not.toBe(c.cartId)
    expect(next.lines).toEqual([])
    expectRefused(
      await call(server, 'setCartLine', {
        token: c.token,
        params: { cartId: c.cartId, productId: plain.id },
        body: { quantity: 1 },
      }),
      ErrorCode.CartNotFound,
    )

    expect(expectOk(await call(server, 'order', { token: c.token, params: { id: order.id } }))).toEqual(order)
    const list = await call(server, 'orders', { token: c.token, query: {} })
    expect(expectOk(list)).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'TO_BE_PREPARED',
        lineCount: 2,
        totalCents: order.totalCents,
      }),
    ])
    const mail = (await server.mails()).filter((m) => m.to === c.email).at(-1)
    expect(mail?.subject).toContain(`Ordine n. ${order.id} ricevuto`)
    expect(mail?.raw).toContain(`/app/orders/${order.id}`)

    const slotsNow = expectOk(
      await call(server, 'slots', { params: { storeId: shop.id }, query: { delivery: 'IN_STORE' } }),
    )
    expect(slotsNow.find((w) => w.id === slot.id)?.remaining).toBe(4)
  })

  it('keeps the lines as paid when a price changes afterwards', async () => {
    const product = pick((p) => p.unit === 'PIECE' && p.promoPriceCents === null, 3)
    const c = await customerWithCart([{ product, quantity: 1 }])
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
    const undo = await newPriceFromToday(product, product.priceCents + 100)
    try {
      const now = expectOk(
        await call(server, 'product', { params: { storeId: shop.id, productId: product.id } }),
      )
      expect(now.priceCents).toBe(product.priceCents + 100)
      const again = expectOk(await call(server, 'order', { token: c.token, params: { id: order.id } }))
      expect(again.lines[0]?.priceCents).toBe(product.priceCents)
      expect(again.totalCents).toBe(order.totalCents)
    } finally {
      await undo()
    }
  })

  it('answers the same order for the same Idempotency-Key, and refuses the key with another request', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const key = newKey()
    const first = expectOk(await place(c.token, { cartId: c.cartId, slotId: slot.id }, key))
    const again = expectOk(await place(c.token, { cartId: c.cartId, slotId: slot.id }, key))
    expect(again).toEqual(first)
    expectRefused(
      await place(c.token, { cartId: c.cartId, slotId: slot.id, notes: 'altro' }, key),
      ServerCode.IdempotencyKeyReused,
    )
    // Another key for the placed cart: it is not open any more.
    expectRefused(await place(c.token, { cartId: c.cartId, slotId: slot.id }), ErrorCode.CartNotFound)
  })

  it('places one order when the same key arrives 10 times at once', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(c.token, { cartId: c.cartId, slotId: slot.id }, key)),
    )
    const ids = new Set(answers.map((a) => expectOk(a).id))
    expect(ids.size).toBe(1)
    const rows = await server.running.database.db.select().from(orders).where(eq(orders.userId, c.userId))
    expect(rows).toHaveLength(1)
    const [row] = await server.running.database.db.select().from(slots).where(eq(slots.id, slot.id))
    expect(row?.taken).toBe(1)
  })

  it('books exactly the capacity when 20 customers take one window at once', async () => {
    const slot = await freshSlot()
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()))
    const answers = await Promise.all(
      customers.map((c) => place(c.token, { cartId: c.cartId, slotId: slot.id })),
    )
    const placed = answers.filter((a) => a.code === 0)
    expect(placed).toHaveLength(5)
    for (const refused of answers.filter((a) => a.code !== 0)) expectRefused(refused, ServerCode.SlotFull)
    const [row] = await server.running.database.db.select().from(slots).where(eq(slots.id, slot.id))
    expect(row?.taken).toBe(5)
    const listed = expectOk(
      await call(server, 'slots', { params: { storeId: shop.id }, query: { delivery: 'IN_STORE' } }),
    )
    expect(listed.find((w) => w.id === slot.id)).toMatchObject({ remaining: 0, available: false })
  })

  it('takes an order until the cut-off, to the minute, and not a minute after', async () => {
    const slot = await freshSlot()
    const start = new Date(slot.start).getTime()
    const c1 = await customerWithCart()
    const c2 = await customerWithCart()
    try {
      server.clock.freeze()
      const gap = start - 4 * HOUR - server.clock.now().getTime()
      server.clock.advance(gap - 60_000)
      expectOk(await place(c1.token, { cartId: c1.cartId, slotId: slot.id }))
      server.clock.advance(60_000 + 60_000)
      expectRefused(await place(c2.token, { cartId: c2.cartId, slotId: slot.id }), ErrorCode.PastCutoff)
    } finally {
      server.clock.reset()
    }
  })

  it('refuses what the store cannot do, with its code, and places nothing', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const home = await freshSlot('AT_HOME')
    const other = await registerConfirmed(server)
    // Another customer's cart is not found, and nothing of it is told.
    const foreign = await place(other.token, { cartId: c.cartId, slotId: slot.id })
    expectRefused(foreign, ErrorCode.CartNotFound)
    expect(JSON.stringify(foreign.raw)).not.toContain('lines')
    // A window of another mode (or store) is not this order's.
    expectRefused(await place(c.token, { cartId: c.cartId, slotId: home.id }), ServerCode.NotFound, {
      status: 404,
    })
    expectRefused(await place(c.token, { cartId: c.cartId, slotId: 999_999 }), ServerCode.NotFound, {
      status: 404,
    })
    const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
    const otherShop = shops.find((s) => s.id !== shop.id) ?? expect.fail('one shop only')
    const otherSlot = expectOk(
      await call(server, 'slots', { params: { storeId: otherShop.id }, query: { delivery: 'IN_STORE' } }),
    ).find((w) => w.available)
    expectRefused(
      await place(c.token, { cartId: c.cartId, slotId: otherSlot?.id ?? 0 }),
      ServerCode.NotFound,
      {
        status: 404,
      },
    )
    const pickupOnly = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } })).find(
      (s) => !s.deliveryModes.includes('AT_HOME'),
    )
    if (pickupOnly) {
      const cart = expectOk(await call(server, 'cart', { token: c.token, query: { storeId: pickupOnly.id } }))
      const product = expectOk(
        await call(server, 'products', { params: { storeId: pickupOnly.id }, query: {} }),
      )[0]
      expectOk(
        await call(server, 'setCartLine', {
          token: c.token,
          params: { cartId: cart.id, productId: product?.id ?? 0 },
          body: { quantity: 1 },
        }),
      )
      expectRefused(
        await place(c.token, {
          cartId: cart.id,
          slotId: home.id,
          deliveryMode: 'AT_HOME',
          address: { county: servedCounty, city: 'X', zip: '10100', address: 'Via Roma 1' },
        }),
        ServerCode.DeliveryModeNotOffered,
      )
    }
    const address = (county: string) => ({ county, city: 'Città', zip: '10100', address: 'Via Roma 1' })
    expectRefused(
      await place(c.token, {
        cartId: c.cartId,
        slotId: home.id,
        deliveryMode: 'AT_HOME',
        address: address(unservedCounty),
      }),
      ServerCode.AddressNotServed,
    )
    expectRefused(
      await place(c.token, {
        cartId: c.cartId,
        slotId: home.id,
        deliveryMode: 'AT_HOME',
        address: address('ZZ'),
      }),
      ServerCode.AddressNotServed,
    )
    // An empty cart orders nothing.
    const empty = await registerConfirmed(server)
    const emptyCart = expectOk(
      await call(server, 'cart', { token: empty.token, query: { storeId: shop.id } }),
    )
    expectRefused(await place(empty.token, { cartId: emptyCart.id, slotId: slot.id }), ServerCode.EmptyCart)

    // Below the store's minimum for home delivery.
    expectRefused(
      await place(c.token, {
        cartId: c.cartId,
        slotId: home.id,
        deliveryMode: 'AT_HOME',
        address: address(servedCounty),
      }),
      ServerCode.BelowDeliveryMinimum,
    )

    const rows = await server.running.database.db.select().from(orders).where(eq(orders.userId, c.userId))
    expect(rows).toEqual([])
    // Then the right request is placed, at home, once the cart reaches the minimum.
    for (const line of linesReaching(shop.homeDelivery?.minimumCents ?? 0, 10).lines)
      expectOk(
        await call(server, 'setCartLine', {
          token: c.token,
          params: { cartId: c.cartId, productId: line.product.id },
          body: { quantity: line.quantity },
        }),
      )
    const atHome = expectOk(
      await place(c.token, {
        cartId: c.cartId,
        slotId: home.id,
        deliveryMode: 'AT_HOME',
        address: address(servedCounty),
      }),
    )
    expect(atHome.address).toMatchObject({ county: servedCounty, address: 'Via Roma 1' })
  })

  it('refuses malformed input with HTTP 400, never a 5xx', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const good = { cartId: c.cartId, slotId: slot.id, deliveryMode: 'IN_STORE', paymentMode: 'CASH' }
    const bodies: unknown[] = [
      {},
      { ...good, cartId: 'uno' },
      { ...good, cartId: -1 },
      { ...good, slotId: 1.5 },
      { ...good, deliveryMode: 'DRONE' },
      { ...good, paymentMode: 'BITCOIN' },
      { ...good, deliveryMode: 'AT_HOME' },
      { ...good, voucher: 600 },
      { ...good, paymentMode: 'CREDIT_CARD' },
      { ...good, card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' } },
      {
        ...good,
        paymentMode: 'CREDIT_CARD',
        card: { number: '4242424242424241', expiry: '12/40', cvc: '123' },
      },
      {
        ...good,
        paymentMode: 'CREDIT_CARD',
        card: { number: TEST_CARDS.approve, expiry: '13/40', cvc: '123' },
      },
      { ...good, notes: 'x'.repeat(501) },
      { ...good, address: { county: 'TO' } },
      null,
      [good],
    ]
    for (const body of bodies) {
      const answer = await server.json('POST', '/cli/orders', {
        token: c.token,
        headers: { 'idempotency-key': newKey() },
        body,
      })
      expect({ body, status: answer.status, code: answer.code }).toEqual({ body, status: 400, code: 400 })
    }
    for (const key of [undefined, 'short', 'x'.repeat(101), 'con spazi dentro']) {
      const answer = await server.json('POST', '/cli/orders', {
        token: c.token,
        ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
        body: good,
      })
      expect({ key, status: answer.status }).toEqual({ key, status: 400 })
    }
    expect(
      (await server.json('POST', '/cli/orders', { headers: { 'idempotency-key': newKey() }, body: good }))
        .status,
    ).toBe(401)
    expect(await server.running.database.db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual(
      [],
    )
  })
})

describe('paying by card', () => {
  const card = (number: string, expiry = '12/40') => ({ number, expiry, cvc: '123' })

  it('places the order with an approved card, keeping only its last four digits', async () => {
    const c = await customerWithCart()
    const order = expectOk(
      await place(c.token, {
        cartId: c.cartId,
        slotId: (await freshSlot()).id,
        paymentMode: 'CREDIT_CARD',
        card: card('4242 4242 4242 4242'),
      }),
    )
    expect(order).toMatchObject({ paymentMode: 'CREDIT_CARD', cardLast4: '4242' })
    const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.authorisedCents).toBeGreaterThanOrEqual(order.totalCents)
    const everything = await server.running.database.db.execute(
      sql`select * from orders where id = ${order.id}`,
    )
    expect(JSON.stringify(everything)).not.toContain('4242424242424242')
  })

  it('places nothing when the card is declined, expired or the provider fails, and the cart stays as it was', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const pay = (number: string, expiry?: string) =>
      place(c.token, {
        cartId: c.cartId,
        slotId: slot.id,
        paymentMode: 'CREDIT_CARD',
        card: card(number, expiry),
      })
    expectRefused(await pay(TEST_CARDS.decline), ServerCode.CardDeclined)
    expectRefused(await pay(TEST_CARDS.approve, '01/20'), ServerCode.CardDeclined)
    expectRefused(await pay(TEST_CARDS.fail), ServerCode.PaymentFailed)
    const cart = expectOk(await call(server, 'cart', { token: c.token, query: { storeId: shop.id } }))
    expect(cart.id).toBe(c.cartId)
    expect(cart.lines).toHaveLength(1)
    const [row] = await server.running.database.db.select().from(slots).where(eq(slots.id, slot.id))
    expect(row?.taken).toBe(0)
    expectOk(await pay(TEST_CARDS.approve))
  })
})

describe('the voucher', () => {
  it('takes its points at placement and gives them back when the customer cancels', async () => {
    const c = await customerWithCart([
      { product: pick((p) => p.unit === 'PIECE' && p.priceCents >= 300), quantity: 2 },
    ])
    await givePoints(c.token, 600)
    const before = await balance(c.token)
    const slot = await freshSlot()
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: slot.id, voucher: 500 }))
    expect(order.voucher).toEqual({ points: 500, valueCents: 300 })
    expect(await balance(c.token)).toBe(before - 500)

    const cancelled = expectOk(
      await call(server, 'cancelOrder', { token: c.token, params: { id: order.id } }),
    )
    expect(cancelled.status).toBe('ABORTED')
    expect(cancelled.cancellableUntil).toBeNull()
    expect(cancelled.history.map((h) => h.status)).toEqual(['TO_BE_PREPARED', 'ABORTED'])
    expect(await balance(c.token)).toBe(before)
    const movements = expectOk(await call(server, 'points', { token: c.token, query: {} }))
    expect(movements.slice(0, 2).map((m) => [m.kind, m.points])).toEqual([
      ['RETURNED', 500],
      ['VOUCHER', -500],
    ])
    const [row] = await server.running.database.db.select().from(slots).where(eq(slots.id, slot.id))
    expect(row?.taken).toBe(0)
    expectRefused(
      await call(server, 'cancelOrder', { token: c.token, params: { id: order.id } }),
      ErrorCode.WrongOrderStatus,
    )
  })

  it('is refused when it is worth more than the products, and nothing is taken', async () => {
    const cheap = pick((p) => p.unit === 'PIECE' && (p.promoPriceCents ?? p.priceCents) < 300)
    const c = await customerWithCart([{ product: cheap, quantity: 1 }])
    await givePoints(c.token, 600)
    const before = await balance(c.token)
    expectRefused(
      await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id, voucher: 500 }),
      ServerCode.VoucherAboveTotal,
    )
    expect(await balance(c.token)).toBe(before)
  })

  it('is refused without the points, and gives them back when the store cancels or the order is not collected', async () => {
    // Worth more than the biggest voucher (10 €).
    const worth = [
      { product: pick((p) => p.unit === 'PIECE' && p.priceCents >= 600 && p.maxQuantity >= 2), quantity: 2 },
    ]
    const c = await customerWithCart(worth)
    expectRefused(
      await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id, voucher: 750 }),
      ServerCode.NotEnoughPoints,
    )
    await givePoints(c.token, 1600)
    const before = await balance(c.token)
    const order = expectOk(
      await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id, voucher: 1400 }),
    )
    expect(await balance(c.token)).toBe(before - 1400)
    expect((await ops('CANCELLED', order.id)).code).toBe(0)
    expect(await balance(c.token)).toBe(before)
    const mail = (await server.mails()).filter((m) => m.to === c.email).at(-1)
    expect(mail?.subject).toContain('annullato')

    const c2 = await customerWithCart(worth)
    await givePoints(c2.token, 600)
    const before2 = await balance(c2.token)
    const o2 = expectOk(
      await place(c2.token, { cartId: c2.cartId, slotId: (await freshSlot()).id, voucher: 500 }),
    )
    for (const status of ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'NOT_COLLECTED'] as const)
      expect((await ops(status, o2.id)).code).toBe(0)
    expect(await balance(c2.token)).toBe(before2)
  })
})

describe('the order on its way', () => {
  it('becomes a receipt with its points once, weighed items at their weight, the card charged what the receipt says', async () => {
    const weighed = pick((p) => p.unit === 'KG')
    const own = pick((p) => p.unit === 'PIECE' && p.ownBrand && p.priceCents >= 200)
    const c = await customerWithCart([
      { product: weighed, quantity: 2 },
      { product: own, quantity: 2 },
    ])
    const before = await balance(c.token)
    const order = expectOk(
      await place(c.token, {
        cartId: c.cartId,
        slotId: (await freshSlot()).id,
        paymentMode: 'CREDIT_CARD',
        card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
      }),
    )
    expect((await ops('IN_PREPARATION', order.id)).code).toBe(0)
    const grams = (weighed.estimatedWeightGrams ?? 1000) * 2 + 50
    const issued = await ops('ISSUING_RECEIPT', order.id, [{ productId: weighed.id, grams }])
    expect(issued.code).toBe(0)
    const weighedLine = issued.data.lines.find((l) => l.productId === weighed.id)
    const price = weighed.promoPriceCents ?? weighed.priceCents
    expect(weighedLine).toMatchObject({
      weightGrams: grams,
      finalAmountCents: Math.round((price * grams) / 1000),
    })
    const ownLine = issued.data.lines.find((l) => l.productId === own.id)
    const finalTotal = (weighedLine?.finalAmountCents ?? 0) + (ownLine?.amountCents ?? 0)
    expect(issued.data.finalTotalCents).toBe(finalTotal)
    const db = server.running.database.db
    // Nothing is captured at the receipt: the card is charged at the hand-over (COLLECTED).
    const [issuedRow] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(issuedRow?.capturedCents).toBeNull()

    expect((await ops('TO_BE_COLLECTED', order.id)).code).toBe(0)
    const ready = (await server.mails()).filter((m) => m.to === c.email).at(-1)
    expect(ready?.subject).toContain('pronto per il ritiro')
    const done = await ops('COLLECTED', order.id)
    expect(done.code).toBe(0)
    const ownCents = ownLine?.amountCents ?? 0
    const expected = finalTotal >= 500 ? Math.floor((finalTotal + ownCents) / 100) : 0
    expect(done.data).toMatchObject({ status: 'COLLECTED', pointsEarned: expected })
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.capturedCents).toBe(Math.min(finalTotal, row?.authorisedCents ?? 0))
    expect(await balance(c.token)).toBe(before + expected)
    const receipt = expectOk(
      await call(server, 'receipt', { token: c.token, params: { id: done.data.receiptId ?? 0 } }),
    )
    expect(receipt).toMatchObject({ source: 'ONLINE', totalCents: finalTotal, pointsEarned: expected })
    // Once: the machine does not move a completed order, and the points stay.
    expect((await ops('COLLECTED', order.id)).code).toBe(ErrorCode.WrongOrderStatus)
    expect(await balance(c.token)).toBe(before + expected)
    expect(done.data.history.map((h) => h.status)).toEqual([
      'TO_BE_PREPARED',
      'IN_PREPARATION',
      'ISSUING_RECEIPT',
      'TO_BE_COLLECTED',
      'COLLECTED',
    ])
  })

  it('lets the customer cancel only until the cut-off, also while the store picks, until the receipt, and only their own order', async () => {
    const c = await customerWithCart()
    const slot = await freshSlot()
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: slot.id }))
    const other = await registerConfirmed(server)
    expectRefused(
      await call(server, 'cancelOrder', { token: other.token, params: { id: order.id } }),
      ServerCode.NotFound,
      {
        status: 404,
      },
    )
    expectRefused(
      await call(server, 'order', { token: other.token, params: { id: order.id } }),
      ServerCode.NotFound,
      {
        status: 404,
      },
    )
    try {
      server.clock.freeze()
      server.clock.advance(new Date(slot.start).getTime() - 4 * HOUR - server.clock.now().getTime() + 60_000)
      expectRefused(
        await call(server, 'cancelOrder', { token: c.token, params: { id: order.id } }),
        ErrorCode.PastCutoff,
      )
    } finally {
      server.clock.reset()
    }
    // The store may start picking early: until the cut-off the customer may still cancel.
    const c2 = await customerWithCart()
    const started = expectOk(await place(c2.token, { cartId: c2.cartId, slotId: (await freshSlot()).id }))
    expect((await ops('IN_PREPARATION', started.id)).code).toBe(0)
    const aborted = expectOk(
      await call(server, 'cancelOrder', { token: c2.token, params: { id: started.id } }),
    )
    expect(aborted.status).toBe('ABORTED')
    // Once the receipt is issued it is too late.
    const c3 = await customerWithCart()
    const issued = expectOk(await place(c3.token, { cartId: c3.cartId, slotId: (await freshSlot()).id }))
    for (const step of ['IN_PREPARATION', 'ISSUING_RECEIPT'] as const)
      expect((await ops(step, issued.id)).code).toBe(0)
    expectRefused(
      await call(server, 'cancelOrder', { token: c3.token, params: { id: issued.id } }),
      ErrorCode.WrongOrderStatus,
    )
  })

  it('moves along the order machine (docs/ordering.md "Statuses"), and refuses every other move with 4205', async () => {
    /** The way from the start to each status the store can reach, for each kind of delivery. */
    const paths: Record<'IN_STORE' | 'AT_HOME', OrderStatus[]> = {
      IN_STORE: ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'COLLECTED'],
      AT_HOME: ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_DELIVERED', 'DELIVERED'],
    }
    let allowed = 0
    let refused = 0
    for (const mode of ['IN_STORE', 'AT_HOME'] as const) {
      const c = await customerWithCart(
        mode === 'AT_HOME' ? linesReaching(shop.homeDelivery?.minimumCents ?? 0).lines : [],
      )
      const slot = await freshSlot(mode)
      const order = expectOk(
        await place(c.token, {
          cartId: c.cartId,
          slotId: slot.id,
          deliveryMode: mode,
          ...(mode === 'AT_HOME'
            ? { address: { county: servedCounty, city: 'Città', zip: '10100', address: 'Via Roma 2' } }
            : {}),
        }),
      )
      let from: OrderStatus = 'TO_BE_PREPARED'
      for (const next of paths[mode]) {
        for (const to of ORDER_STATUSES) {
          if (to === next || canMove(from, to, mode, 'STORE')) continue
          const answer = await ops(to, order.id)
          expect({ from, to, code: answer.code }).toEqual({ from, to, code: ErrorCode.WrongOrderStatus })
          refused++
        }
        const moved = await ops(next, order.id)
        expect({ from, next, code: moved.code, status: moved.data?.status }).toEqual({
          from,
          next,
          code: 0,
          status: next,
        })
        allowed++
        from = next
      }
      // A final status goes nowhere.
      for (const to of ORDER_STATUSES) expect((await ops(to, order.id)).code).toBe(ErrorCode.WrongOrderStatus)
      const detail = expectOk(await call(server, 'order', { token: c.token, params: { id: order.id } }))
      expect(detail.history.map((h) => h.status)).toEqual(['TO_BE_PREPARED', ...paths[mode]])
      const subjects = (await server.mails())
        .filter((m) => m.to === c.email && m.subject.includes('Ordine n.'))
        .map((m) => m.subject.replace(/.*Ordine n\. \d+ /, ''))
      expect(subjects).toEqual(
        mode === 'AT_HOME'
          ? ['ricevuto', 'in consegna', 'consegnato']
          : ['ricevuto', 'pronto per il ritiro', 'ritirato'],
      )
      const times = detail.history.map((h) => new Date(h.at).getTime())
      expect([...times].sort((a, b) => a - b)).toEqual(times)
    }
    // The branches: the store cancels from TO_BE_PREPARED and IN_PREPARATION, never later.
    for (const steps of [[], ['IN_PREPARATION']] as OrderStatus[][]) {
      const c = await customerWithCart()
      const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
      for (const step of steps) expect((await ops(step, order.id)).code).toBe(0)
      expect((await ops('ABORTED', order.id)).code).toBe(ErrorCode.WrongOrderStatus)
      expect((await ops('CANCELLED', order.id)).code).toBe(0)
    }
    const c = await customerWithCart()
    const late = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
    for (const step of ['IN_PREPARATION', 'ISSUING_RECEIPT'] as const)
      expect((await ops(step, late.id)).code).toBe(0)
    expect((await ops('CANCELLED', late.id)).code).toBe(ErrorCode.WrongOrderStatus)
    expect((await ops('TO_BE_DELIVERED', late.id)).code).toBe(ErrorCode.WrongOrderStatus)
    expect(allowed).toBe(8)
    expect(refused).toBeGreaterThan(60)
    // The store's calls need the store's token.
    expect(
      (await server.json('POST', `/ops/orders/${late.id}/status`, { body: { status: 'TO_BE_COLLECTED' } }))
        .status,
    ).toBe(401)
    expect(
      (
        await server.json('POST', '/ops/orders/999999/status', {
          token: TEST_OPS_TOKEN,
          body: { status: 'IN_PREPARATION' },
        })
      ).status,
    ).toBe(404)
  })
})

describe('the order lines', () => {
  it('refuses a cart whose product was withdrawn after it went in (4031), placing nothing', async () => {
    const product = pick((p) => p.unit === 'PIECE', 7)
    const c = await customerWithCart([{ product, quantity: 1 }])
    const db = server.running.database.db
    const answer = await (async () => {
      await db.execute(sql`update products set withdrawn = true where id = ${product.id}`)
      server.running.deps.catalogues.forget()
      try {
        return await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id })
      } finally {
        await db.execute(sql`update products set withdrawn = false where id = ${product.id}`)
        server.running.deps.catalogues.forget()
      }
    })()
    expectRefused(answer, ErrorCode.InvalidProduct)
    expect(await db.select().from(orderLines).where(eq(orderLines.productId, product.id))).toEqual([])
  })
})

describe('order again', () => {
  it("puts the order's products into the open cart at today's prices and says what the store no longer sells", async () => {
    const kept = pick((p) => p.unit === 'PIECE' && p.promoPriceCents === null, 5)
    const gone = pick((p) => p.unit === 'PIECE' && p.promoPriceCents === null, 6)
    const c = await customerWithCart([
      { product: kept, quantity: 2 },
      { product: gone, quantity: 1 },
    ])
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
    const db = server.running.database.db
    const soldBy = and(eq(storeProducts.storeId, shop.id), eq(storeProducts.productId, gone.id))
    await db.update(storeProducts).set({ available: false }).where(soldBy)
    const undo = await newPriceFromToday(kept, kept.priceCents + 10)
    try {
      const again = expectOk(await call(server, 'reorder', { token: c.token, params: { id: order.id } }))
      expect(again.cart.id).not.toBe(c.cartId)
      expect(again.cart.lines.map((l) => [l.productId, l.quantity, l.priceCents])).toEqual([
        [kept.id, 2, kept.priceCents + 10],
      ])
      expect(again.missing).toMatchObject([{ productId: gone.id, name: gone.name }])
      const other = await registerConfirmed(server)
      expectRefused(
        await call(server, 'reorder', { token: other.token, params: { id: order.id } }),
        ServerCode.NotFound,
        {
          status: 404,
        },
      )
    } finally {
      await db.update(storeProducts).set({ available: true }).where(soldBy)
      await undo()
    }
  })
})

describe('the demo store', () => {
  it('picks an order from about two hours before its window with the staff steps, weighs it, hands it over in the window, and the points arrive', async () => {
    const c = await customerWithCart([
      { product: pick((p) => p.unit === 'KG', 1), quantity: 1 },
      { product: pick((p) => p.unit === 'PIECE' && p.priceCents >= 500, 2), quantity: 2 },
    ])
    const slot = await freshSlot()
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: slot.id }))
    const before = await balance(c.token)
    const log = { info: () => {}, error: () => {} }
    const seen: string[] = []
    const look = async () => {
      await simulateStoreStep(server.running.deps, log, () => 0.5)
      const now = expectOk(await call(server, 'order', { token: c.token, params: { id: order.id } }))
      if (seen.at(-1) !== now.status) seen.push(now.status)
      return now
    }
    const start = new Date(slot.start).getTime()
    try {
      server.clock.freeze()
      // Placed, and minutes later: the store does not touch an order whose window is hours away.
      for (let minute = 0; minute < 10; minute++) {
        server.clock.advance(60_000)
        await look()
      }
      server.clock.advance(start - PICKING_LEAD_MS - 60_000 - server.clock.now().getTime())
      await look()
      expect(seen).toEqual(['TO_BE_PREPARED'])
      // Two hours before the window: picking starts, a few lines a look, then the receipt.
      server.clock.advance(2 * 60_000)
      for (let look15s = 0; look15s < 6; look15s++) {
        server.clock.advance(15_000)
        await look()
      }
      expect(seen).toEqual(['TO_BE_PREPARED', 'IN_PREPARATION', 'TO_BE_COLLECTED'])
      // Ready, it waits for its window.
      server.clock.advance(start - 60_000 - server.clock.now().getTime())
      await look()
      expect(seen.at(-1)).toBe('TO_BE_COLLECTED')
      server.clock.advance(2 * 60_000)
      await look()
    } finally {
      server.clock.reset()
    }
    expect(seen).toEqual(['TO_BE_PREPARED', 'IN_PREPARATION', 'TO_BE_COLLECTED', 'COLLECTED'])
    const done = expectOk(await call(server, 'order', { token: c.token, params: { id: order.id } }))
    expect(done.history.map((h) => h.status)).toEqual([
      'TO_BE_PREPARED',
      'IN_PREPARATION',
      'ISSUING_RECEIPT',
      'TO_BE_COLLECTED',
      'COLLECTED',
    ])
    const weighed = done.lines.find((l) => l.estimatedWeight)
    expect(weighed?.picked?.weightGrams).toBeGreaterThan(0)
    expect(weighed?.weightGrams).toBe(weighed?.picked?.weightGrams)
    expect(done.lines.every((l) => l.picked !== undefined)).toBe(true)
    expect(done.pointsEarned).toBeGreaterThan(0)
    expect(await balance(c.token)).toBe(before + (done.pointsEarned ?? 0))
    // Each step is the store's demo staff member's.
    const db = server.running.database.db
    const [member] = await db
      .select()
      .from(staff)
      .where(eq(staff.email, demoStaffEmail(shop.id)))
    const actions = await db.select().from(orderActions).where(eq(orderActions.orderId, order.id))
    // Started, each line picked, the receipt, the hand-over.
    expect(actions).toHaveLength(1 + done.lines.length + 1 + 1)
    expect(actions.every((a) => a.staffId === member?.id)).toBe(true)
  })

  it('runs with the embedded database only, unless turned off', () => {
    expect(readSettings({}).storeSimulator).toBe(true)
    expect(readSettings({ DEMO_STORE_SIMULATOR: '0' }).storeSimulator).toBe(false)
    expect(readSettings({ DATABASE_URL: 'postgres://db/tessera' }).storeSimulator).toBe(false)
    expect(() => readSettings({ DEMO_STORE_SIMULATOR: 'no' })).toThrow(/DEMO_STORE_SIMULATOR/)
  })
})

describe('npm run ops -- order', () => {
  it('shows an order, advances it step by step with the weights, and sets a status', async () => {
    const weighed = pick((p) => p.unit === 'KG', 2)
    const c = await customerWithCart([{ product: weighed, quantity: 1 }])
    const order = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
    const address = await server.running.app.listen({ port: 0, host: '127.0.0.1' })
    const ops = async (...args: string[]) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/ops.ts', ...args],
        {
          env: { ...process.env, OPS_URL: address, OPS_TOKEN: TEST_OPS_TOKEN },
        },
      )
      return stdout
    }
    expect(await ops('order', 'show', String(order.id))).toContain(`Order ${order.id}`)
    expect(await ops('order', 'advance', String(order.id))).toContain(': IN_PREPARATION')
    const issued = await ops('order', 'advance', String(order.id), '--weight', `${weighed.id}=1234`)
    expect(issued).toContain(': ISSUING_RECEIPT')
    expect(issued).toContain('(1234 g)')
    expect(await ops('order', 'status', String(order.id), 'TO_BE_COLLECTED')).toContain(': TO_BE_COLLECTED')
    expect(await ops('order', 'status', String(order.id), 'NOT_COLLECTED')).toContain(': NOT_COLLECTED')
    await expect(ops('order', 'advance', String(order.id))).rejects.toThrow(/goes no further/)
    await expect(ops('order', 'status', String(order.id), 'COLLECTED')).rejects.toThrow(/4205/)
  })
})

describe('the OpenAPI document', () => {
  it('lists the order calls, with the Idempotency-Key header of a placement and the codes of each', async () => {
    const doc = JSON.parse((await server.request('GET', '/cli/openapi.json')).body) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { name: string; in: string; required: boolean }[]
            responses: Record<string, { description: string }>
          }
        >
      >
    }
    expect(doc.paths['/orders']?.post?.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
    )
    for (const path of [
      '/orders/{id}',
      '/orders/{id}/cancel',
      '/orders/{id}/reorder',
      '/smartlists/{listId}/to-cart',
    ])
      expect(Object.keys(doc.paths)).toContain(path)
    const placing = doc.paths['/orders']?.post?.responses['200']?.description
    for (const code of [44, 45, 46, 47, 48, 49, 50, 4029]) expect(placing).toContain(`${code} `)
    expect(placing).toContain('La fascia oraria scelta è al completo')
    expect(doc.paths['/orders/{id}/cancel']?.post?.responses['200']?.description).toContain('4205 ')
  })
})

describe('home delivery: fee and minimum (docs/ordering.md "Home delivery: fee and minimum")', () => {
  const FEE = 490
  const FREE_FROM = 5900
  const MINIMUM = 3000
  const home = { county: '', city: 'Città', zip: '10100', address: 'Via Roma 3' }
  const setDelivery = async (settings: Record<string, number | null>) =>
    expect(
      (
        await server.json('PUT', `/ops/stores/${shop.id}/order-settings`, {
          token: TEST_OPS_TOKEN,
          body: settings,
        })
      ).code,
    ).toBe(0)
  let seeded: EcommerceStore['homeDelivery'] = null

  beforeAll(async () => {
    seeded = shop.homeDelivery
    home.county = servedCounty
    await setDelivery({ deliveryFeeCents: FEE, freeDeliveryFromCents: FREE_FROM, minimumOrderCents: MINIMUM })
  })
  afterAll(async () => {
    if (seeded)
      await setDelivery({
        deliveryFeeCents: seeded.feeCents,
        freeDeliveryFromCents: seeded.freeFromCents,
        minimumOrderCents: seeded.minimumCents,
      })
  })

  it('tells every store’s fee, free threshold and minimum, seeded for those that deliver', async () => {
    const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
    for (const s of shops) {
      if (!s.deliveryModes.includes('AT_HOME')) expect(s.homeDelivery).toBeNull()
      else expect(s.homeDelivery?.feeCents).toBeGreaterThan(0)
    }
    expect(seeded?.minimumCents).toBeGreaterThan(0)
    expect(seeded?.freeFromCents).toBeGreaterThan(seeded?.minimumCents ?? 0)
    const now = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } })).find(
      (s) => s.id === shop.id,
    )
    expect(now?.homeDelivery).toEqual({ feeCents: FEE, freeFromCents: FREE_FROM, minimumCents: MINIMUM })
  })

  it('refuses a delivery below the minimum with 53 and places nothing; collection has no minimum nor fee', async () => {
    const c = await customerWithCart()
    const below = await place(c.token, {
      cartId: c.cartId,
      slotId: (await freshSlot('AT_HOME')).id,
      deliveryMode: 'AT_HOME',
      address: home,
      paymentMode: 'CREDIT_CARD',
      card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
    })
    expectRefused(below, ServerCode.BelowDeliveryMinimum)
    expect(below.message).toBe(
      'La spesa non raggiunge il minimo per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.',
    )
    expect(await server.running.database.db.select().from(orders).where(eq(orders.userId, c.userId))).toEqual(
      [],
    )
    const collected = expectOk(await place(c.token, { cartId: c.cartId, slotId: (await freshSlot()).id }))
    expect(collected.deliveryFeeCents).toBe(0)
    expect(collected.totalCents).toBe(collected.lines.reduce((sum, l) => sum + l.amountCents, 0))
  })

  it('adds the fee to the total and the card’s authorisation between the minimum and the threshold, and none from it', async () => {
    const { lines, cents } = linesReaching(MINIMUM)
    expect(cents).toBeLessThan(FREE_FROM)
    const c = await customerWithCart(lines)
    const order = expectOk(
      await place(c.token, {
        cartId: c.cartId,
        slotId: (await freshSlot('AT_HOME')).id,
        deliveryMode: 'AT_HOME',
        address: home,
        paymentMode: 'CREDIT_CARD',
        card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
      }),
    )
    expect(order).toMatchObject({ deliveryFeeCents: FEE, totalCents: cents + FEE })
    const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, order.id))
    // The fee, and room for dearer substitutes (src/api/card-hold.ts): nothing here is weighed.
    expect(row?.authorisedCents).toBe(
      cardHoldCents({ totalCents: cents + FEE, productsCents: cents, weighedCents: 0 }),
    )

    // Exactly at the threshold: free.
    await setDelivery({ freeDeliveryFromCents: cents })
    try {
      const again = await customerWithCart(lines)
      const free = expectOk(
        await place(again.token, {
          cartId: again.cartId,
          slotId: (await freshSlot('AT_HOME')).id,
          deliveryMode: 'AT_HOME',
          address: home,
        }),
      )
      expect(free).toMatchObject({ deliveryFeeCents: 0, totalCents: cents })
    } finally {
      await setDelivery({ freeDeliveryFromCents: FREE_FROM })
    }
  })

  it('covers no fee with a voucher: the voucher is measured against the products alone', async () => {
    await setDelivery({ minimumOrderCents: 0 })
    try {
      // Products for less than 10 € but more with the fee: the 10 € voucher is still refused.
      const product = pick(
        (p) =>
          p.unit === 'PIECE' &&
          p.promoPriceCents === null &&
          p.priceCents * 2 < 1000 &&
          p.priceCents * 2 + FEE > 1000,
      )
      const c = await customerWithCart([{ product, quantity: 2 }])
      await givePoints(c.token, 1400)
      const slot = await freshSlot('AT_HOME')
      const asked = { cartId: c.cartId, slotId: slot.id, deliveryMode: 'AT_HOME' as const, address: home }
      expectRefused(await place(c.token, { ...asked, voucher: 1400 }), ServerCode.VoucherAboveTotal)
      const order = expectOk(await place(c.token, { ...asked, voucher: 500 }))
      expect(order).toMatchObject({
        deliveryFeeCents: FEE,
        voucher: { points: 500, valueCents: 300 },
        totalCents: product.priceCents * 2 - 300 + FEE,
      })
    } finally {
      await setDelivery({ minimumOrderCents: MINIMUM })
    }
  })

  it('keeps the fee in the final total, the capture and the receipt, earning no points on it', async () => {
    const { lines, cents } = linesReaching(MINIMUM, 5)
    const c = await customerWithCart(lines)
    const before = await balance(c.token)
    const order = expectOk(
      await place(c.token, {
        cartId: c.cartId,
        slotId: (await freshSlot('AT_HOME')).id,
        deliveryMode: 'AT_HOME',
        address: home,
        paymentMode: 'CREDIT_CARD',
        card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
      }),
    )
    expect(order.deliveryFeeCents).toBe(FEE)
    for (const step of ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_DELIVERED'] as const)
      expect((await ops(step, order.id)).code).toBe(0)
    const delivered = await ops('DELIVERED', order.id)
    expect(delivered.data).toMatchObject({ finalTotalCents: cents + FEE, deliveryFeeCents: FEE })
    const db = server.running.database.db
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.capturedCents).toBe(cents + FEE)
    const ownBrandCents = lines.reduce(
      (sum, l) => sum + (l.product.ownBrand ? l.product.priceCents * l.quantity : 0),
      0,
    )
    const earned = pointsEarned({ totalCents: cents, ownBrandCents })
    expect(delivered.data.pointsEarned).toBe(earned)
    expect(await balance(c.token)).toBe(before + earned)
    const receipt = expectOk(
      await call(server, 'receipt', { token: c.token, params: { id: delivered.data.receiptId ?? 0 } }),
    )
    expect(receipt).toMatchObject({ totalCents: cents, paidCents: cents + FEE, deliveryFeeCents: FEE })
    expect(receipt.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(cents)
    const [stored] = await db.select().from(receipts).where(eq(receipts.id, receipt.id))
    expect(stored?.deliveryFeeCents).toBe(FEE)
  })
})
