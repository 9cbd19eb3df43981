import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, pointsMovements, receipts } from '../../server/db/schema'
import { ServerCode } from '../../src/api/errors'
import { pointsEarned } from '../../src/api/loyalty-rules'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Coupon } from '../../src/api/schemas/coupons'
import type { TillReceiptResult } from '../../src/api/schemas/loyalty'
import type { Order } from '../../src/api/schemas/orders'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  cardRow,
  expectOk,
  expectRefused,
  freshSlot,
  registerConfirmed,
  shopsOfTheDemo,
  unseenCardCode,
} from './helpers'
import { lineOf, StaffFlow } from './staff-flow'

/** Coupons in online orders (docs/coupons.md "Online orders"). */

let server: TestServer
let shopId = 0
let flow: StaffFlow
let catalogue: Product[] = []

beforeAll(async () => {
  server = await startTestServer()
  shopId = (await shopsOfTheDemo(server)).shop.id
  flow = new StaffFlow(server)
  for (let p = 0; p < 20; p++) {
    const page = await call(server, 'products', { params: { storeId: shopId }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  // Plain pieces of other brands: the points are then one per euro paid.
  catalogue = catalogue.filter((p) => p.promoPriceCents === null && p.unit === 'PIECE' && !p.ownBrand)
})
afterAll(() => server.stop())

const DAY = 86_400_000

/** Two products of different departments, each at least 3 €. */
function twoProducts(): [Product, Product] {
  const first = catalogue.find((p) => p.priceCents >= 300) ?? expect.fail('no product')
  const second =
    catalogue.find((p) => p.priceCents >= 300 && p.department !== first.department) ??
    expect.fail('no product')
  return [first, second]
}

async function customerWithCard() {
  const cardCode = unseenCardCode()
  const customer = await registerConfirmed(server, { cardCode })
  return { ...customer, cardCode }
}

/** A new activated coupon of the customer's card. */
async function activeCoupon(
  customer: { cardCode: string; token: string },
  terms: Partial<Coupon> & Pick<Coupon, 'kind' | 'value'>,
  activate = true,
): Promise<Coupon> {
  const at = server.clock.now().getTime()
  await server.json('POST', '/ops/coupons', {
    token: TEST_OPS_TOKEN,
    body: {
      cardCode: customer.cardCode,
      title: terms.title ?? `${terms.kind} ${terms.value}`,
      validFrom: new Date(at - 60_000).toISOString(),
      validTo: new Date(at + 14 * DAY).toISOString(),
      ...terms,
    },
  })
  const list = expectOk(await call(server, 'coupons', { token: customer.token }))
  const newest = list.reduce((a, b) => (a.id > b.id ? a : b))
  if (!activate) return newest
  return expectOk(await call(server, 'activateCoupon', { token: customer.token, params: { id: newest.id } }))
}

async function couponRow(id: number) {
  const [row] = await server.running.database.db.select().from(coupons).where(eq(coupons.id, id))
  return row ?? expect.fail(`coupon ${id} not found`)
}

let keys = 0
/** A placement of the customer's cart of `lines`, answered as it comes (to see refusals). */
async function place(
  customer: { token: string },
  lines: { product: Product; quantity: number }[],
  ids: number[],
) {
  const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shopId } }))
  for (const line of lines)
    expectOk(
      await call(server, 'setCartLine', {
        token: customer.token,
        params: { cartId: cart.id, productId: line.product.id },
        body: { quantity: line.quantity },
      }),
    )
  const slot = await freshSlot(server, shopId, 'IN_STORE', new Set())
  return call(server, 'placeOrder', {
    token: customer.token,
    headers: { 'idempotency-key': `order-coupons-${++keys}-${Date.now()}` },
    body: { cartId: cart.id, slotId: slot.id, deliveryMode: 'IN_STORE', paymentMode: 'CASH', coupons: ids },
  })
}

let tillSerial = 0
function till(cardCode: string, product: Product, couponIds: number[]) {
  tillSerial += 1
  return server.json<TillReceiptResult>('POST', '/ops/receipts', {
    token: TEST_OPS_TOKEN,
    body: {
      receiptId: `OC-${tillSerial}-${Date.now()}`,
      cardCode,
      storeId: shopId,
      at: server.clock.now().toISOString(),
      lines: [{ ean: product.ean, amountCents: product.priceCents, ownBrand: false }],
      coupons: couponIds,
    },
  })
}

/** Picks every line as ordered (the `missing` ones as missing) and issues the receipt. */
async function pickAll(order: Order, missing: Product[] = []) {
  await flow.start(order)
  for (const line of order.lines) {
    const gone = missing.some((p) => p.id === line.productId)
    await flow.setLine(order, line.id, gone ? { missing: true } : { ean: line.ean, quantity: line.quantity })
  }
  return flow.ready(order)
}

const customerOrder = (order: Order, token: string) =>
  call(server, 'order', { token, params: { id: order.id } }).then(expectOk)

describe('coupons in an online order', () => {
  it('are reserved at placement, refused to a till and another order, applied at the receipt and used at the hand-over', async () => {
    const customer = await customerWithCard()
    const [a, b] = twoProducts()
    const amount = await activeCoupon(customer, { kind: 'AMOUNT', value: 150, productIds: [a.id] })
    const percent = await activeCoupon(customer, { kind: 'PERCENT', value: 10, department: b.department })
    const points = await activeCoupon(customer, { kind: 'POINTS', value: 40 })
    const lines = [
      { product: a, quantity: 2 },
      { product: b, quantity: 3 },
    ]
    const linesCents = a.priceCents * 2 + b.priceCents * 3
    const percentOff = Math.floor((b.priceCents * 3 * 10) / 100)
    const { order } = await flow.order(shopId, lines, {
      customer,
      coupons: [amount.id, percent.id, points.id],
    })
    expect(order.couponCents).toBe(150 + percentOff)
    expect(order.totalCents).toBe(linesCents - 150 - percentOff)
    expect(order.coupons.map((c) => c.id).sort()).toEqual([amount.id, percent.id, points.id].sort())
    expect((await couponRow(amount.id)).reservedOrderId).toBe(order.id)

    // Reserved: a till refuses it and keeps the receipt; another order is refused with 63.
    const atTill = await till(customer.cardCode, a, [amount.id])
    expect(atTill.data?.refusedCoupons).toEqual([amount.id])
    expectRefused(
      await place(customer, [{ product: a, quantity: 1 }], [amount.id]),
      ServerCode.CouponReserved,
    )

    const { ready } = await pickAll(order)
    expect(ready.status).toBe('TO_BE_COLLECTED')
    const issued = await customerOrder(order, customer.token)
    expect(issued.finalTotalCents).toBe(linesCents - 150 - percentOff)

    const done = await server.json('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: 'COLLECTED' },
    })
    expect(done).toMatchObject({ code: 0 })
    const collected = await customerOrder(order, customer.token)
    const receiptId = collected.receiptId ?? expect.fail('no receipt')
    const [receipt] = await server.running.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, receiptId))
    expect(receipt?.couponCents).toBe(150 + percentOff)
    expect(receipt?.paidCents).toBe(linesCents - 150 - percentOff)
    expect(receipt?.coupons.map((c) => c.id).sort()).toEqual([amount.id, percent.id, points.id].sort())
    // Points on what was paid, and the bonus as a movement of its own.
    expect(collected.pointsEarned).toBe(
      pointsEarned({ totalCents: linesCents - 150 - percentOff, ownBrandCents: 0 }),
    )
    const card = await cardRow(server, customer.cardCode)
    const bonus = await server.running.database.db
      .select()
      .from(pointsMovements)
      .where(and(eq(pointsMovements.cardId, card?.id ?? 0), eq(pointsMovements.kind, 'COUPON')))
    expect(bonus.map((m) => m.points)).toEqual([40])
    for (const id of [amount.id, percent.id, points.id]) expect((await couponRow(id)).usedAt).not.toBeNull()
  })

  it('a coupon an order holds is not offered to the till, and the customer sees which order holds it', async () => {
    const customer = await customerWithCard()
    const [a] = twoProducts()
    const held = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, productIds: [a.id] })
    const free = await activeCoupon(customer, { kind: 'POINTS', value: 10 })
    const { order } = await flow.order(shopId, [{ product: a, quantity: 1 }], { customer, coupons: [held.id] })
    expect((await couponRow(held.id)).reservedOrderId).toBe(order.id)

    const atTill = await server.json<Coupon[]>('GET', `/ops/cards/${customer.cardCode}/coupons`, {
      token: TEST_OPS_TOKEN,
    })
    expect(atTill.data.map((c) => c.id)).toEqual([free.id])

    const list = expectOk(await call(server, 'coupons', { token: customer.token }))
    expect(list.find((c) => c.id === held.id)?.heldByOrderId).toBe(order.id)
    expect(list.find((c) => c.id === free.id)).not.toHaveProperty('heldByOrderId')
  })

  it('refuses at placement a coupon not activated (62), one whose minimum the cart misses (64); one without its products is left free', async () => {
    const customer = await customerWithCard()
    const [a, b] = twoProducts()
    const dormant = await activeCoupon(customer, { kind: 'AMOUNT', value: 100 }, false)
    expectRefused(
      await place(customer, [{ product: a, quantity: 1 }], [dormant.id]),
      ServerCode.CouponNotUsable,
    )
    const elsewhere = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, productIds: [b.id] })
    const tooHigh = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, minSpendCents: 1_000_000 })
    expectRefused(
      await place(customer, [{ product: a, quantity: 1 }], [tooHigh.id]),
      ServerCode.CouponNotApplicable,
    )
    const other = await customerWithCard()
    const foreign = await activeCoupon(other, { kind: 'AMOUNT', value: 100 })
    expectRefused(
      await place(customer, [{ product: a, quantity: 1 }], [foreign.id]),
      ServerCode.CouponNotUsable,
    )
    for (const id of [dormant.id, elsewhere.id, tooHigh.id, foreign.id])
      expect((await couponRow(id)).reservedOrderId).toBeNull()
    // One that finds none of its products in the cart is not held: the order is placed without it.
    const placed = expectOk(await place(customer, [{ product: a, quantity: 1 }], [elsewhere.id]))
    expect(placed.coupons).toEqual([])
    expect((await couponRow(elsewhere.id)).reservedOrderId).toBeNull()
  })

  it('never takes a line below 0', async () => {
    const customer = await customerWithCard()
    const [a, b] = twoProducts()
    const huge = await activeCoupon(customer, { kind: 'AMOUNT', value: 100_000, productIds: [a.id] })
    const placed = await place(
      customer,
      [
        { product: a, quantity: 1 },
        { product: b, quantity: 1 },
      ],
      [huge.id],
    )
    const order = expectOk(placed)
    expect(order.couponCents).toBe(a.priceCents)
    expect(order.totalCents).toBe(b.priceCents)
  })

  it('are given back when the order is cancelled', async () => {
    const customer = await customerWithCard()
    const [a] = twoProducts()
    const coupon = await activeCoupon(customer, { kind: 'AMOUNT', value: 100 })
    const order = expectOk(await place(customer, [{ product: a, quantity: 1 }], [coupon.id]))
    expectOk(await call(server, 'cancelOrder', { token: customer.token, params: { id: order.id } }))
    expect((await couponRow(coupon.id)).reservedOrderId).toBeNull()
    const atTill = await till(customer.cardCode, a, [coupon.id])
    expect(atTill.data?.coupons).toEqual([{ id: coupon.id, discountCents: 100 }])
  })

  it('gives back at the receipt a coupon none of whose products was picked, or whose minimum the picked lines miss', async () => {
    const customer = await customerWithCard()
    const [a, b] = twoProducts()
    const onA = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, productIds: [a.id] })
    const minimum = await activeCoupon(customer, {
      kind: 'AMOUNT',
      value: 50,
      productIds: [b.id],
      minSpendCents: a.priceCents + b.priceCents,
    })
    const onB = await activeCoupon(customer, { kind: 'AMOUNT', value: 70, productIds: [b.id] })
    const { order } = await flow.order(
      shopId,
      [
        { product: a, quantity: 1 },
        { product: b, quantity: 1 },
      ],
      { customer, coupons: [onA.id, minimum.id, onB.id] },
    )
    expect(order.couponCents).toBe(220)
    await pickAll(order, [a])
    const issued = await customerOrder(order, customer.token)
    expect(issued.coupons.map((c) => c.id)).toEqual([onB.id])
    expect(issued.couponCents).toBe(70)
    expect(issued.finalTotalCents).toBe(b.priceCents - 70)
    expect(lineOf(issued as Order, a).missing).toBe(true)
    for (const id of [onA.id, minimum.id]) {
      const row = await couponRow(id)
      expect(row.reservedOrderId).toBeNull()
      expect(row.usedAt).toBeNull()
    }
    expect((await couponRow(onB.id)).reservedOrderId).toBe(order.id)
  })

  it('are given back when the order is not collected', async () => {
    const customer = await customerWithCard()
    const [a] = twoProducts()
    const coupon = await activeCoupon(customer, { kind: 'AMOUNT', value: 100 })
    const { order } = await flow.order(shopId, [{ product: a, quantity: 1 }], {
      customer,
      coupons: [coupon.id],
    })
    await pickAll(order)
    const gone = await server.json('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: 'NOT_COLLECTED' },
    })
    expect(gone).toMatchObject({ code: 0 })
    const row = await couponRow(coupon.id)
    expect(row.reservedOrderId).toBeNull()
    expect(row.usedAt).toBeNull()
  })

  it('a till and an order naming one coupon at once: exactly one of them has it', async () => {
    const customer = await customerWithCard()
    const [a] = twoProducts()
    const coupon = await activeCoupon(customer, { kind: 'AMOUNT', value: 100 })
    const [placed, atTill] = await Promise.all([
      place(customer, [{ product: a, quantity: 1 }], [coupon.id]),
      till(customer.cardCode, a, [coupon.id]),
    ])
    const row = await couponRow(coupon.id)
    if (placed.code === 0) {
      expect(atTill.data?.refusedCoupons).toEqual([coupon.id])
      expect(row.reservedOrderId).toBe(expectOk(placed).id)
      expect(row.usedAt).toBeNull()
    } else {
      expectRefused(placed, ServerCode.CouponNotUsable)
      expect(atTill.data?.coupons).toEqual([{ id: coupon.id, discountCents: 100 }])
      expect(row.usedAt).not.toBeNull()
    }
  })
})
