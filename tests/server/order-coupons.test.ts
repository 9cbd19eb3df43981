import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders, pointsMovements, products, receipts } from '../../server/db/schema'
import { ServerCode } from '../../src/api/errors'
import { pointsEarned } from '../../src/api/loyalty-rules'
import { placedTotalCents } from '../../src/api/order-amounts'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Coupon } from '../../src/api/schemas/coupons'
import type { TillReceiptResult } from '../../src/api/schemas/loyalty'
import type { Order } from '../../src/api/schemas/orders'
import { checkoutCouponAmounts } from '../../src/features/orders/checkout-coupons'
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
import { lineOf, StaffFlow, type Wanted } from './staff-flow'

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

  it("the checkout's count of the cart is the placement's: each coupon's amount and the total", async () => {
    const customer = await customerWithCard()
    const [a, b] = twoProducts()
    const amount = await activeCoupon(customer, { kind: 'AMOUNT', value: 250 })
    const percent = await activeCoupon(customer, { kind: 'PERCENT', value: 15, department: b.department })
    const points = await activeCoupon(customer, { kind: 'POINTS', value: 40 })
    const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shopId } }))
    for (const [product, quantity] of [
      [a, 2],
      [b, 3],
    ] as const)
      expectOk(
        await call(server, 'setCartLine', {
          token: customer.token,
          params: { cartId: cart.id, productId: product.id },
          body: { quantity },
        }),
      )
    const seen = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shopId } }))
    const counted = checkoutCouponAmounts(seen, [amount, percent, points])
    const order = expectOk(await place(customer, [], [amount.id, percent.id, points.id]))
    expect(counted.couponCents).toBeGreaterThan(0)
    expect(order.couponCents).toBe(counted.couponCents)
    expect(order.totalCents).toBe(placedTotalCents(seen.totalCents, counted.couponCents, 0, 0))
    expect(order.coupons.map((c) => [c.id, c.discountCents ?? 0, c.bonusPoints ?? 0])).toEqual(
      counted.taken.map((c) => [c.id, c.discountCents, c.bonusPoints]),
    )
  })

  it('a coupon an order holds is not offered to the till, and the customer sees which order holds it', async () => {
    const customer = await customerWithCard()
    const [a] = twoProducts()
    const held = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, productIds: [a.id] })
    const free = await activeCoupon(customer, { kind: 'POINTS', value: 10 })
    const { order } = await flow.order(shopId, [{ product: a, quantity: 1 }], {
      customer,
      coupons: [held.id],
    })
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

// ---- a substitute refused at the hand-over (docs/coupons.md "Online orders") ----

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** A plain product with another of its department at about its price (a substitute the store offers). */
function substitutable(besides: readonly Product[] = []): Product {
  return (
    catalogue.find(
      (p) =>
        p.priceCents >= 200 &&
        !besides.some((b) => b.id === p.id || b.department === p.department) &&
        catalogue.some(
          (o) =>
            o.id !== p.id && o.department === p.department && Math.abs(o.priceCents - p.priceCents) <= 50,
        ),
    ) ?? expect.fail('no product with a substitute')
  )
}

/** Enough pieces of a product for a line of at least 6 €, so the receipt earns points. */
const worth6 = (product: Product): Wanted => ({ product, quantity: Math.ceil(600 / product.priceCents) })

/**
 * A card order of `kept` and one piece of `substituted`, with the coupons: picked, `substituted`
 * replaced by the store's first proposal, the receipt issued, and handed over with the customer
 * refusing that substitute. Answers the order as issued, the substitute's product and the order row after.
 */
async function refusedAtHandover(
  customer: { token: string; email: string },
  kept: Wanted[],
  substituted: Product,
  couponIds: number[],
  card = true,
) {
  const { order } = await flow.order(shopId, [...kept, { product: substituted, quantity: 1 }], {
    customer,
    coupons: couponIds,
    card,
  })
  await flow.start(order)
  for (const line of kept) {
    const orderLine = lineOf(order, line.product)
    await flow.setLine(order, orderLine.id, { ean: orderLine.ean, quantity: orderLine.quantity })
  }
  const line = lineOf(order, substituted)
  const [instead] = await flow.substitutes(order, line.id)
  if (!instead) return expect.fail(`no substitute for ${substituted.name}`)
  await flow.setLine(order, line.id, { substitute: { productId: instead.productId, quantity: 1 } })
  const [substitute] = await server.running.database.db
    .select()
    .from(products)
    .where(eq(products.id, instead.productId))
  if (!substitute) return expect.fail('no substitute product')
  const { pickupCode } = await flow.ready(order)
  const issued = await customerOrder(order, customer.token)
  const mailsBefore = (await server.mails()).filter((m) => m.to === customer.email).length
  // The confirmation's amount, asked before the hand-over: asking changes nothing.
  const rowBefore = await orderRow(order.id)
  const couponsBefore = await reservedCoupons(order.id)
  const asked = expectOk(await flow.handoverAmount(order, [line.id]))
  const untouched = expectOk(await flow.handoverAmount(order, []))
  expect(await orderRow(order.id)).toEqual(rowBefore)
  expect(await reservedCoupons(order.id)).toEqual(couponsBefore)
  const done = expectOk(await flow.handover(order, { pickupCode, refusedLineIds: [line.id] }))
  const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, order.id))
  if (!row) return expect.fail('order gone')
  const mails = (await server.mails()).filter((m) => m.to === customer.email).slice(mailsBefore)
  return { order, issued, substitute, row, mails, done, asked, untouched }
}

async function orderRow(id: number) {
  const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, id))
  return row ?? expect.fail(`order ${id} not found`)
}

/** The coupons an order holds, as they are. */
function reservedCoupons(orderId: number) {
  return server.running.database.db
    .select()
    .from(coupons)
    .where(eq(coupons.reservedOrderId, orderId))
    .orderBy(coupons.id)
}

/**
 * The rules of one amount: the card captured what the receipt says was paid, what the customer's
 * order page and the hand-over mail show, never above the authorisation; the points earned on it.
 */
async function expectOneAmount(
  placed: Awaited<ReturnType<typeof refusedAtHandover>>,
  token: string,
): Promise<typeof receipts.$inferSelect> {
  const { row, order, mails } = placed
  const captured = row.capturedCents ?? expect.fail('nothing captured')
  const [receipt] = await server.running.database.db
    .select()
    .from(receipts)
    .where(eq(receipts.id, row.receiptId ?? 0))
  if (!receipt) return expect.fail('no receipt')
  expect(captured).toBeLessThanOrEqual(row.authorisedCents ?? 0)
  // The staff's confirmation said what the hand-over then charged.
  expect(placed.asked.amountCents).toBe(captured)
  expect(receipt.paidCents).toBe(captured)
  expect(row.finalTotalCents).toBe(captured)
  const page = await customerOrder(order, token)
  expect(page.finalTotalCents).toBe(captured)
  expect(page.couponCents).toBe(receipt.couponCents)
  expect(page.coupons).toEqual(receipt.coupons)
  expect(mails).toHaveLength(1)
  expect(Buffer.from(mails[0]?.raw ?? '', 'latin1').toString('utf8')).toContain(
    `Totale: ${euro(captured)}, addebitato sulla carta.`,
  )
  // Points on what was paid: the lines less the coupons (no voucher, no own brand kept here).
  expect(receipt.lines.every((l) => !l.ownBrand)).toBe(true)
  expect(receipt.totalCents - receipt.couponCents).toBe(captured - receipt.deliveryFeeCents)
  expect(receipt.pointsEarned).toBe(
    pointsEarned({ totalCents: captured - receipt.deliveryFeeCents, ownBrandCents: 0 }),
  )
  expect(page.pointsEarned).toBe(receipt.pointsEarned)
  return receipt
}

describe('coupons and a substitute refused at the hand-over', () => {
  it('a PERCENT coupon: counted again without the refused line, the capture as the receipt', async () => {
    const customer = await customerWithCard()
    const x = substitutable()
    const kept = catalogue.find((p) => p.department === x.department && p.id !== x.id && p.priceCents >= 200)
    if (!kept) return expect.fail('no second product of the department')
    const percent = await activeCoupon(customer, { kind: 'PERCENT', value: 20, department: x.department })
    const placed = await refusedAtHandover(customer, [worth6(kept)], x, [percent.id])
    if (placed.substitute.department !== x.department)
      return expect.fail('a substitute of another department')
    const keptLine = lineOf(placed.issued, kept)
    const keptCents = keptLine.finalAmountCents ?? expect.fail('no final amount')
    const substituteCents = lineOf(placed.issued, x).substitute?.amountCents ?? expect.fail('no substitute')
    // At the receipt the coupon took its part of the substitute too.
    expect(placed.issued.couponCents).toBe(
      Math.floor((keptCents * 20) / 100) + Math.floor((substituteCents * 20) / 100),
    )
    const receipt = await expectOneAmount(placed, customer.token)
    expect(receipt.couponCents).toBe(Math.floor((keptCents * 20) / 100))
    expect(placed.asked.couponCents).toBe(receipt.couponCents)
    // Nothing refused: what the receipt issued said, the substitute's part of the coupon included.
    expect(placed.untouched).toEqual({
      amountCents: placed.issued.finalTotalCents,
      couponCents: placed.issued.couponCents,
    })
    expect(placed.row.capturedCents).toBe(keptCents - Math.floor((keptCents * 20) / 100))
    expect((await couponRow(percent.id)).usedAt).not.toBeNull()
  })

  it('an AMOUNT coupon whose only line was the refused substitute is given back, usable again', async () => {
    const customer = await customerWithCard()
    const x = substitutable()
    const kept = catalogue.find((p) => p.department !== x.department && p.priceCents >= 200)
    if (!kept) return expect.fail('no product of another department')
    const amount = await activeCoupon(customer, { kind: 'AMOUNT', value: 100, department: x.department })
    const placed = await refusedAtHandover(customer, [worth6(kept)], x, [amount.id])
    if (placed.substitute.department !== x.department)
      return expect.fail('a substitute of another department')
    expect(placed.issued.couponCents).toBe(100)
    const receipt = await expectOneAmount(placed, customer.token)
    expect(receipt.coupons).toEqual([])
    expect(receipt.couponCents).toBe(0)
    expect(placed.row.capturedCents).toBe(lineOf(placed.issued, kept).finalAmountCents)
    const row = await couponRow(amount.id)
    expect(row.reservedOrderId).toBeNull()
    expect(row.usedAt).toBeNull()
    const atTill = await till(customer.cardCode, x, [amount.id])
    expect(atTill.data?.coupons).toEqual([{ id: amount.id, discountCents: 100 }])
  })

  it('a coupon whose minimum the refusal leaves unmet no longer applies and is given back', async () => {
    const customer = await customerWithCard()
    const x = substitutable()
    const kept = catalogue.find((p) => p.department !== x.department && p.priceCents >= 200)
    if (!kept) return expect.fail('no product of another department')
    const wanted = worth6(kept)
    const keptCents = kept.priceCents * wanted.quantity
    // Reached by the kept line with anything beside it, not by the kept line alone.
    const minimum = await activeCoupon(customer, {
      kind: 'AMOUNT',
      value: 150,
      productIds: [kept.id],
      minSpendCents: keptCents + 1,
    })
    const placed = await refusedAtHandover(customer, [wanted], x, [minimum.id])
    expect(placed.issued.couponCents).toBe(150)
    const receipt = await expectOneAmount(placed, customer.token)
    expect(receipt.coupons).toEqual([])
    expect(placed.row.capturedCents).toBe(keptCents)
    const row = await couponRow(minimum.id)
    expect(row.reservedOrderId).toBeNull()
    expect(row.usedAt).toBeNull()
  })

  it('a cash order: the staff screen says to collect what the receipt says was paid', async () => {
    const customer = await customerWithCard()
    const x = substitutable()
    const kept = catalogue.find((p) => p.department === x.department && p.id !== x.id && p.priceCents >= 200)
    if (!kept) return expect.fail('no second product of the department')
    const percent = await activeCoupon(customer, { kind: 'PERCENT', value: 20, department: x.department })
    const placed = await refusedAtHandover(customer, [worth6(kept)], x, [percent.id], false)
    const keptCents = lineOf(placed.issued, kept).finalAmountCents ?? expect.fail('no final amount')
    const [receipt] = await server.running.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, placed.row.receiptId ?? 0))
    const paid = keptCents - Math.floor((keptCents * 20) / 100)
    expect(placed.row.capturedCents).toBeNull()
    expect(receipt?.paidCents).toBe(paid)
    // The confirmation said to collect it before the hand-over; without the refusal, the receipt's.
    expect(placed.asked).toEqual({ amountCents: paid, couponCents: receipt?.couponCents })
    expect(placed.untouched.amountCents).toBe(placed.issued.finalTotalCents)
    // The staff's order once handed over: "Incassato" shows the final total.
    expect(placed.done.finalTotalCents).toBe(paid)
    expect((await customerOrder(placed.order, customer.token)).finalTotalCents).toBe(paid)
    expect(Buffer.from(placed.mails[0]?.raw ?? '', 'latin1').toString('utf8')).toContain(euro(paid))
  })
})
