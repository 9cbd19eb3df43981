import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { counties, stores } from '../../server/db/schema'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { nextStatus, type OrderStatus } from '../../src/api/order-machine'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Order } from '../../src/api/schemas/orders'
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

/**
 * docs/ordering.md "The store's side": the customer's substitution choice per cart line, kept on the
 * order line; the pickup code shown once the order is ready; the "I'm here" of DRIVE and IN_STORE.
 */

let server: TestServer
let shop: EcommerceStore
let catalogue: Product[] = []

beforeAll(async () => {
  server = await startTestServer()
  const { shop: found } = await shopsOfTheDemo(server)
  shop = found
  const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50 } })
  catalogue = expectOk(page).filter((p) => p.unit === 'PIECE' && p.maxQuantity >= 2)
})
afterAll(() => server.stop())

const product = (n: number): Product => catalogue[n] ?? expect.fail('not enough products')

/** A province the shop delivers to. */
async function servedCounty(): Promise<string> {
  const db = server.running.database.db
  const [row] = await db.select().from(stores).where(eq(stores.id, shop.id))
  const state = row?.deliveryStateIds[0] ?? expect.fail('the shop delivers nowhere')
  const [county] = await db.select().from(counties).where(eq(counties.stateId, state))
  return county?.countyId ?? expect.fail('no province in the region')
}

/** Fills the cart past the store's minimum for home delivery. */
async function fillForHome(token: string, cartId: number) {
  const minimum = shop.homeDelivery?.minimumCents ?? 0
  let cart = expectOk(await call(server, 'cart', { token, query: { storeId: shop.id } }))
  for (let n = 0; cart.totalCents < minimum + 100; n++)
    cart = expectOk(await setLine(token, cartId, product(n).id, { quantity: 2 }))
}

async function customerWithCart() {
  const customer = await registerConfirmed(server)
  const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shop.id } }))
  return { ...customer, cartId: cart.id }
}

function setLine(token: string, cartId: number, productId: number, body: Record<string, unknown>) {
  return call(server, 'setCartLine', { token, params: { cartId, productId }, body })
}

const usedSlots = new Set<number>()
function freshSlot(mode: DeliveryMode) {
  return freshSlotOf(server, shop.id, mode, usedSlots)
}

let keys = 0
async function placeOrder(token: string, cartId: number, mode: DeliveryMode = 'DRIVE'): Promise<Order> {
  const slot = await freshSlot(mode)
  return expectOk(
    await call(server, 'placeOrder', {
      token,
      headers: { 'idempotency-key': `subst-${Date.now()}-${++keys}` },
      body: {
        cartId,
        slotId: slot.id,
        deliveryMode: mode,
        paymentMode: 'CASH',
        ...(mode === 'AT_HOME'
          ? { address: { county: await servedCounty(), city: 'Torino', zip: '10121', address: 'Via Roma 1' } }
          : {}),
      },
    }),
  )
}

/** Moves the order through the store's machine, one step at a time, until `status`. */
async function advanceTo(order: Order, status: OrderStatus): Promise<Order> {
  let current = order
  while (current.status !== status) {
    const next = nextStatus(current.status, current.deliveryMode) ?? expect.fail(`no way to ${status}`)
    const answer = await server.json<Order>('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: next },
    })
    expect(answer.code).toBe(0)
    current = answer.data as Order
  }
  return current
}

describe('the substitution choice of a cart line', () => {
  it('is SIMILAR for a new line, is kept by a change without it, and is changed by one with it', async () => {
    const { token, cartId } = await customerWithCart()
    const [a, b] = [product(0), product(1)]
    let cart = expectOk(await setLine(token, cartId, a.id, { quantity: 1 }))
    expect(cart.lines[0]?.substitution).toEqual({ mode: 'SIMILAR' })

    cart = expectOk(await setLine(token, cartId, a.id, { quantity: 1, substitution: { mode: 'NONE' } }))
    expect(cart.lines[0]?.substitution).toEqual({ mode: 'NONE' })
    cart = expectOk(await setLine(token, cartId, a.id, { quantity: 2 }))
    expect(cart.lines[0]).toMatchObject({ quantity: 2, substitution: { mode: 'NONE' } })

    cart = expectOk(
      await setLine(token, cartId, a.id, {
        quantity: 2,
        substitution: { mode: 'SPECIFIC', productId: b.id },
      }),
    )
    expect(cart.lines[0]?.substitution).toEqual({ mode: 'SPECIFIC', productId: b.id })
    expect(
      expectOk(await call(server, 'cart', { token, query: { storeId: shop.id } })).lines[0],
    ).toMatchObject({ substitution: { mode: 'SPECIFIC', productId: b.id } })

    // A new line given a choice at once takes it.
    cart = expectOk(await setLine(token, cartId, b.id, { quantity: 1, substitution: { mode: 'NONE' } }))
    expect(cart.lines.find((l) => l.productId === b.id)?.substitution).toEqual({ mode: 'NONE' })
  })

  it('refuses a SPECIFIC substitute that is the line itself or that the store does not sell (54), and a malformed choice (400)', async () => {
    const { token, cartId } = await customerWithCart()
    const a = product(2)
    expectOk(await setLine(token, cartId, a.id, { quantity: 1, substitution: { mode: 'NONE' } }))
    const itself = await setLine(token, cartId, a.id, {
      quantity: 1,
      substitution: { mode: 'SPECIFIC', productId: a.id },
    })
    expectRefused(itself, ServerCode.SubstituteNotSold, {
      message: 'Il sostituto indicato deve essere un altro prodotto venduto da questo negozio.',
    })
    const unknown = await setLine(token, cartId, a.id, {
      quantity: 1,
      substitution: { mode: 'SPECIFIC', productId: 99_999_999 },
    })
    expectRefused(unknown, ServerCode.SubstituteNotSold)
    // The refused change left the line as it was.
    const cart = expectOk(await call(server, 'cart', { token, query: { storeId: shop.id } }))
    expect(cart.lines[0]).toMatchObject({ quantity: 1, substitution: { mode: 'NONE' } })

    const noProduct = await setLine(token, cartId, a.id, { quantity: 1, substitution: { mode: 'SPECIFIC' } })
    expectRefused(noProduct, ServerCode.InvalidRequest, { status: 400 })
    const productWithSimilar = await setLine(token, cartId, a.id, {
      quantity: 1,
      substitution: { mode: 'SIMILAR', productId: product(3).id },
    })
    expectRefused(productWithSimilar, ServerCode.InvalidRequest, { status: 400 })
  })

  it('is copied to the order lines, each with an id of its own, nothing picked yet', async () => {
    const { token, cartId } = await customerWithCart()
    const [a, b, c] = [product(4), product(5), product(6)]
    expectOk(await setLine(token, cartId, a.id, { quantity: 1 }))
    expectOk(await setLine(token, cartId, b.id, { quantity: 2, substitution: { mode: 'NONE' } }))
    expectOk(
      await setLine(token, cartId, c.id, {
        quantity: 1,
        substitution: { mode: 'SPECIFIC', productId: a.id },
      }),
    )
    const order = await placeOrder(token, cartId)
    const byProduct = (id: number) => order.lines.find((l) => l.productId === id)
    expect(byProduct(a.id)?.substitution).toEqual({ mode: 'SIMILAR' })
    expect(byProduct(b.id)?.substitution).toEqual({ mode: 'NONE' })
    expect(byProduct(c.id)?.substitution).toEqual({ mode: 'SPECIFIC', productId: a.id })
    const ids = order.lines.map((l) => l.id)
    expect(new Set(ids).size).toBe(3)
    for (const line of order.lines) {
      expect(line).toMatchObject({ missing: false, refused: false })
      expect(line.picked).toBeUndefined()
      expect(line.substitute).toBeUndefined()
    }
    // The customer's order reads the same, with the same line ids.
    const read = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect(read.lines.map((l) => [l.id, l.substitution])).toEqual(
      order.lines.map((l) => [l.id, l.substitution]),
    )
  })
})

describe('the pickup code', () => {
  it('is hidden until the order is ready, then shown, and stays the same after the hand-over', async () => {
    const { token, cartId } = await customerWithCart()
    expectOk(await setLine(token, cartId, product(0).id, { quantity: 1 }))
    const placed = await placeOrder(token, cartId, 'IN_STORE')
    expect(placed.pickupCode).toBeNull()
    const preparing = await advanceTo(placed, 'IN_PREPARATION')
    expect(preparing.pickupCode).toBeNull()
    await advanceTo(preparing, 'TO_BE_COLLECTED')
    const ready = expectOk(await call(server, 'order', { token, params: { id: placed.id } }))
    expect(ready.pickupCode).toMatch(/^\d{4}$/)
    await advanceTo(ready, 'COLLECTED')
    const done = expectOk(await call(server, 'order', { token, params: { id: placed.id } }))
    expect(done.pickupCode).toBe(ready.pickupCode)
  })

  it('is shown for a home delivery once it is TO_BE_DELIVERED', async () => {
    const { token, cartId } = await customerWithCart()
    await fillForHome(token, cartId)
    const placed = await placeOrder(token, cartId, 'AT_HOME')
    expect(placed.pickupCode).toBeNull()
    await advanceTo(placed, 'TO_BE_DELIVERED')
    const ready = expectOk(await call(server, 'order', { token, params: { id: placed.id } }))
    expect(ready.pickupCode).toMatch(/^\d{4}$/)
  })
})

describe("the customer's arrival", () => {
  it('is refused before the order is ready (4205), then kept with its first time, the bay updated', async () => {
    const { token, cartId } = await customerWithCart()
    expectOk(await setLine(token, cartId, product(0).id, { quantity: 1 }))
    const placed = await placeOrder(token, cartId, 'DRIVE')
    expectRefused(
      await call(server, 'orderArrived', { token, params: { id: placed.id }, body: {} }),
      ErrorCode.WrongOrderStatus,
    )
    await advanceTo(placed, 'TO_BE_COLLECTED')
    const first = expectOk(
      await call(server, 'orderArrived', { token, params: { id: placed.id }, body: { bay: ' 7 ' } }),
    )
    expect(first.arrival).toEqual({ at: expect.any(String), bay: '7' })
    server.clock.advance(60_000)
    const again = expectOk(
      await call(server, 'orderArrived', { token, params: { id: placed.id }, body: { bay: 'B12' } }),
    )
    expect(again.arrival).toEqual({ at: first.arrival?.at, bay: 'B12' })
    const noBay = expectOk(await call(server, 'orderArrived', { token, params: { id: placed.id }, body: {} }))
    expect(noBay.arrival).toEqual({ at: first.arrival?.at, bay: 'B12' })
    expect(expectOk(await call(server, 'order', { token, params: { id: placed.id } })).arrival).toEqual(
      noBay.arrival,
    )
  })

  it('is refused for a home delivery (4205), a bay over 10 characters (400), and another customer (404)', async () => {
    const { token, cartId } = await customerWithCart()
    await fillForHome(token, cartId)
    const home = await advanceTo(await placeOrder(token, cartId, 'AT_HOME'), 'TO_BE_DELIVERED')
    expectRefused(
      await call(server, 'orderArrived', { token, params: { id: home.id }, body: {} }),
      ErrorCode.WrongOrderStatus,
    )

    const other = await customerWithCart()
    expectOk(await setLine(other.token, other.cartId, product(0).id, { quantity: 1 }))
    const ready = await advanceTo(await placeOrder(other.token, other.cartId, 'IN_STORE'), 'TO_BE_COLLECTED')
    expectRefused(
      await call(server, 'orderArrived', {
        token: other.token,
        params: { id: ready.id },
        body: { bay: 'x'.repeat(11) },
      }),
      ServerCode.InvalidRequest,
      { status: 400 },
    )
    expectRefused(
      await call(server, 'orderArrived', { token, params: { id: ready.id }, body: {} }),
      ServerCode.NotFound,
      { status: 404 },
    )
    expect(
      expectOk(await call(server, 'orderArrived', { token: other.token, params: { id: ready.id }, body: {} }))
        .arrival,
    ).toEqual({ at: expect.any(String) })
  })
})
