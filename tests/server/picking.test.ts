import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderActions, orders, products, staff } from '../../server/db/schema'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { departmentName } from '../../server/domain/catalogue/catalogue-departments'
import { TEST_CARDS } from '../../server/domain/orders/payments'
import { reconcileHandovers } from '../../server/domain/staff/handover'
import { readScaleLabel, scaleLabel } from '../../server/domain/staff/scale-label'
import {
  kindOf,
  SAME_KIND_PRICE,
  SIMILAR_PRICE,
  sharedKind,
} from '../../server/domain/staff/substitute-ranking'
import { MAX_SUBSTITUTES } from '../../server/domain/staff/substitutes'
import { PICKING_LEAD_MS, simulateStoreStep } from '../../server/jobs/store-simulator'
import { withCheckDigit } from '../../src/api/card-code'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { pointsEarned } from '../../src/api/loyalty-rules'
import { orderAmounts } from '../../src/api/order-amounts'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Order } from '../../src/api/schemas/orders'
import { PICKUP_CODE_TRIES, type StaffOrder } from '../../src/api/schemas/staff'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  expectOk,
  expectRefused,
  freshEmail,
  freshSlot as freshSlotOf,
  lastMailTo,
  NEW_PASSWORD,
  registerConfirmed,
  shopsOfTheDemo,
} from './helpers'

/**
 * docs/ordering.md "The store's side": the staff pick an order (EAN, scale label, grams,
 * substitutes as the customer's choice allows, missing), never past the card's authorisation, issue
 * the receipt and hand the order over with the pickup code or the card; every action is kept with
 * who did it.
 */

let server: TestServer
let shop: EcommerceStore
let otherShop: EcommerceStore
let catalogue: Product[] = []

beforeAll(async () => {
  server = await startTestServer()
  const { shop: found, shops } = await shopsOfTheDemo(server)
  shop = found
  otherShop =
    shops.find((s) => s.id !== shop.id && s.deliveryModes.includes('IN_STORE')) ??
    expect.fail('no second store')
  for (let p = 0; p < 20; p++) {
    const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  catalogue = catalogue.filter((product) => product.promoPriceCents === null)
})
afterAll(() => server.stop())

const priceOf = (p: Product) => p.promoPriceCents ?? p.priceCents
const find = (test: (p: Product) => boolean, skip = 0): Product =>
  catalogue.filter(test)[skip] ?? expect.fail('no such product in the catalogue')
/** A product sold by the piece, with another of its department within ±30% of its price. */
function withSimilar(skip = 0): Product {
  return find(
    (p) =>
      p.unit === 'PIECE' &&
      catalogue.some(
        (o) =>
          o.id !== p.id &&
          o.department === p.department &&
          o.unit === 'PIECE' &&
          Math.abs(priceOf(o) - priceOf(p)) <= priceOf(p) * 0.2,
      ),
    skip,
  )
}
const similarTo = (p: Product) =>
  find(
    (o) =>
      o.id !== p.id &&
      o.department === p.department &&
      o.unit === 'PIECE' &&
      Math.abs(priceOf(o) - priceOf(p)) <= priceOf(p) * 0.2,
  )
const weighed = (skip = 0) => find((p) => p.unit === 'KG', skip)

const usedSlots = new Set<number>()

interface Wanted {
  product: Product
  quantity: number
  substitution?: { mode: 'SIMILAR' | 'SPECIFIC' | 'NONE'; productId?: number }
}

let keys = 0
/** A new customer's order at the shop, of these lines, paid as asked. */
async function orderOf(
  lines: Wanted[],
  options: { card?: boolean; storeId?: number; voucher?: number } = {},
): Promise<{ order: Order; token: string; email: string }> {
  const storeId = options.storeId ?? shop.id
  const customer = await registerConfirmed(server, { firstName: 'Chiara' })
  if (options.voucher) await givePoints(customer.token, options.voucher)
  const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId } }))
  for (const line of lines)
    expectOk(
      await call(server, 'setCartLine', {
        token: customer.token,
        params: { cartId: cart.id, productId: line.product.id },
        body: { quantity: line.quantity, ...(line.substitution ? { substitution: line.substitution } : {}) },
      }),
    )
  const slot = await freshSlotOf(server, storeId, 'IN_STORE', usedSlots)
  const order = expectOk(
    await call(server, 'placeOrder', {
      token: customer.token,
      headers: { 'idempotency-key': `picking-${Date.now()}-${++keys}` },
      body: {
        cartId: cart.id,
        slotId: slot.id,
        deliveryMode: 'IN_STORE',
        ...(options.voucher ? { voucher: options.voucher } : {}),
        ...(options.card
          ? {
              paymentMode: 'CREDIT_CARD',
              card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
            }
          : { paymentMode: 'CASH' }),
      },
    }),
  )
  return { order, token: customer.token, email: customer.email }
}

/** Gives a customer points through a till receipt (2 points an own-brand euro). */
async function givePoints(token: string, points: number): Promise<void> {
  const cardCode = (await cardOf(token)).code
  const answer = await server.json('POST', '/ops/receipts', {
    token: TEST_OPS_TOKEN,
    body: {
      receiptId: `R-picking-${++keys}`,
      cardCode,
      storeId: shop.id,
      at: server.clock.now().toISOString(),
      lines: [{ ean: withCheckDigit('800999900001'), amountCents: points * 50, ownBrand: true }],
    },
  })
  expect(answer.code).toBe(0)
}

async function cardOf(token: string) {
  const me = expectOk(await call(server, 'session', { token }))
  return me.cards[0] ?? expect.fail('no card')
}

const tokens = new Map<number, string>()
async function staffToken(storeId = shop.id): Promise<string> {
  const kept = tokens.get(storeId)
  if (kept) return kept
  const login = expectOk(
    await call(server, 'staffLogin', {
      body: { username: demoStaffEmail(storeId), password: DEMO_STAFF_PASSWORD },
    }),
  )
  tokens.set(storeId, login.jwt)
  return login.jwt
}

async function start(order: Order, token?: string): Promise<StaffOrder> {
  return expectOk(
    await call(server, 'staffStartOrder', { token: token ?? (await staffToken()), params: { id: order.id } }),
  )
}

async function setLine(order: Order, lineId: number, body: unknown, token?: string) {
  return call(server, 'staffSetLine', {
    token: token ?? (await staffToken()),
    params: { id: order.id, lineId },
    body,
  })
}

const lineOf = (order: Order, product: Product) =>
  order.lines.find((l) => l.productId === product.id) ?? expect.fail(`no line of ${product.name}`)

async function detail(order: Order): Promise<StaffOrder> {
  return expectOk(await call(server, 'staffOrder', { token: await staffToken(), params: { id: order.id } }))
}

async function orderRow(id: number) {
  const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, id))
  return row ?? expect.fail(`order ${id} not found`)
}

/** Records the payment provider's calls (the routes use the deps' provider). */
function watchPayments() {
  const payments = server.running.deps.payments
  const captures: [string, number][] = []
  const cancels: string[] = []
  const { capture, cancel } = payments
  payments.capture = async (id, cents, key) => {
    captures.push([id, cents])
    return capture(id, cents, key)
  }
  payments.cancel = async (id) => {
    cancels.push(id)
    return cancel(id)
  }
  return {
    captures,
    cancels,
    stop() {
      payments.capture = capture
      payments.cancel = cancel
    },
  }
}

/**
 * The next transaction after the provider's next capture does its work and then fails, as a database
 * lost at the commit would: the capture is made, the order's hand-over is not kept.
 */
function failCommitAfterCapture() {
  const { db } = server.running.deps
  const payments = server.running.deps.payments
  const { capture } = payments
  const transaction = db.transaction
  payments.capture = async (id, cents, key) => {
    const made = await capture(id, cents, key)
    db.transaction = (async (work: Parameters<typeof transaction>[0]) => {
      db.transaction = transaction
      return transaction.call(db, async (tx) => {
        await work(tx)
        throw new Error('the connection was lost at the commit')
      })
    }) as typeof transaction
    return made
  }
  return {
    stop() {
      payments.capture = capture
      db.transaction = transaction
    },
  }
}

describe('the scale label (docs/ordering.md "The store\'s side")', () => {
  it('holds the weighed product and the grams, with a valid check digit', () => {
    const product = weighed()
    expect(product.ean).toMatch(/^2\d{6}00000\d$/)
    const label = scaleLabel(product.ean, 1234)
    expect(label).toMatch(new RegExp(`^${product.ean.slice(0, 7)}01234\\d$`))
    expect(readScaleLabel(label)).toEqual({ productEan: product.ean, grams: 1234 })
    // Its own EAN gives no grams; a wrong check digit, a piece's EAN, are no label.
    expect(readScaleLabel(product.ean)).toBeNull()
    expect(readScaleLabel(`${label.slice(0, 12)}${(Number(label[12]) + 1) % 10}`)).toBeNull()
    expect(readScaleLabel(withCheckDigit('800123400001'))).toBeNull()
  })
})

describe('the order mails list the lines', () => {
  it('the placement mail: each line as ordered, a weighed one with its estimate', async () => {
    const piece = withSimilar()
    const kg = weighed()
    if (!kg.estimatedWeightGrams) throw new Error(`${kg.name}: no estimated weight`)
    const { order, email } = await orderOf([
      { product: piece, quantity: 2 },
      { product: kg, quantity: 1 },
    ])
    const mail = await lastMailTo(server, email)
    // The outbox's quoted-printable is decoded byte by byte: read the bytes as UTF-8.
    const text = Buffer.from(mail.raw, 'latin1').toString('utf8')
    const pieceLine = order.lines.find((line) => line.productId === piece.id)
    expect(text).toContain('Il tuo ordine:')
    expect(text).toContain(`- 2 × ${piece.name}: ${euro(pieceLine?.amountCents ?? -1)}`)
    expect(text).toContain(`- 1 × ${kg.name}, circa ${kg.estimatedWeightGrams} g`)
  })
})

describe('starting an order', () => {
  it('moves it to IN_PREPARATION with the cut-off shown; the customer may still cancel until then', async () => {
    const { order, token: customer } = await orderOf([{ product: withSimilar(), quantity: 1 }])
    const before = await detail(order)
    expect(new Date(before.cutoffAt).getTime()).toBeLessThan(new Date(before.slot.start).getTime())
    const started = await start(order)
    expect(started).toMatchObject({ status: 'IN_PREPARATION', cutoffAt: before.cutoffAt })
    expect(started.actions).toEqual([
      {
        at: expect.any(String),
        staffName: expect.stringMatching(/^Personale /),
        what: 'Iniziato il prelievo',
        code: 'started',
      },
    ])
    expectRefused(
      await call(server, 'staffStartOrder', { token: await staffToken(), params: { id: order.id } }),
      ErrorCode.WrongOrderStatus,
    )
    const seen = expectOk(await call(server, 'order', { token: customer, params: { id: order.id } }))
    expect(seen.cancellableUntil).toBe(before.cutoffAt)
    expect(
      expectOk(await call(server, 'cancelOrder', { token: customer, params: { id: order.id } })).status,
    ).toBe('ABORTED')
    // An aborted order takes no picking.
    expectRefused(
      await setLine(order, order.lines[0]?.id ?? 0, { missing: true }),
      ErrorCode.WrongOrderStatus,
    )
  })

  it("refuses another store's staff (404, as an unknown order) and a customer's token (403)", async () => {
    const { order, token: customer } = await orderOf([{ product: withSimilar(), quantity: 1 }])
    const other = await staffToken(otherShop.id)
    const lineId = order.lines[0]?.id ?? 0
    for (const answer of [
      await call(server, 'staffStartOrder', { token: other, params: { id: order.id } }),
      await setLine(order, lineId, { missing: true }, other),
      await call(server, 'staffSubstitutes', { token: other, params: { id: order.id, lineId } }),
      await call(server, 'staffReceipt', { token: other, params: { id: order.id } }),
      await call(server, 'staffHandover', {
        token: other,
        params: { id: order.id },
        body: { pickupCode: '0000' },
      }),
      await call(server, 'staffHandoverAmount', {
        token: other,
        params: { id: order.id },
        body: { refusedLineIds: [] },
      }),
      await call(server, 'staffOrderStatus', {
        token: other,
        params: { id: order.id },
        body: { status: 'CANCELLED' },
      }),
    ])
      expectRefused(answer, ServerCode.NotFound, { status: 404 })
    for (const answer of [
      await call(server, 'staffStartOrder', { token: customer, params: { id: order.id } }),
      await setLine(order, lineId, { missing: true }, customer),
      await call(server, 'staffSubstitutes', { token: customer, params: { id: order.id, lineId } }),
      await call(server, 'staffReceipt', { token: customer, params: { id: order.id } }),
      await call(server, 'staffHandover', {
        token: customer,
        params: { id: order.id },
        body: { pickupCode: '0000' },
      }),
      await call(server, 'staffHandoverAmount', {
        token: customer,
        params: { id: order.id },
        body: { refusedLineIds: [] },
      }),
    ])
      expectRefused(answer, ServerCode.Forbidden, { status: 403 })
    // Nothing moved.
    expect((await orderRow(order.id)).status).toBe('TO_BE_PREPARED')
    // The hand-over's amount, as the hand-over, is for a ready order only.
    expectRefused(
      await call(server, 'staffHandoverAmount', {
        token: await staffToken(),
        params: { id: order.id },
        body: { refusedLineIds: [] },
      }),
      ErrorCode.WrongOrderStatus,
    )
    // A line of another order is not this order's (404).
    const elsewhere = await orderOf([{ product: withSimilar(), quantity: 1 }])
    await start(order)
    expectRefused(
      await setLine(order, elsewhere.order.lines[0]?.id ?? 0, { missing: true }),
      ServerCode.NotFound,
      {
        status: 404,
      },
    )
  })
})

describe('picking a line', () => {
  it('by its EAN; a wrong EAN is 55 and changes nothing; more than ordered is 400; the last change wins', async () => {
    const product = withSimilar()
    const { order } = await orderOf([{ product, quantity: 2 }])
    const line = lineOf(order, product)
    await start(order)
    expectRefused(
      await setLine(order, line.id, { ean: withCheckDigit('800999999999'), quantity: 2 }),
      ServerCode.WrongEan,
      {
        message: 'Il codice a barre non è quello del prodotto da prelevare.',
      },
    )
    expect((await detail(order)).lines[0]).not.toHaveProperty('picked')
    expectRefused(await setLine(order, line.id, { ean: line.ean, quantity: 3 }), ServerCode.InvalidRequest, {
      status: 400,
      message: /quantity/,
    })
    expectRefused(
      await setLine(order, line.id, { ean: line.ean, quantity: 2, weightGrams: 500 }),
      ServerCode.InvalidRequest,
      { status: 400, message: /weightGrams/ },
    )
    let seen = expectOk(await setLine(order, line.id, { ean: line.ean, quantity: 2 }))
    expect(seen.lines[0]).toMatchObject({
      picked: { quantity: 2, amountCents: line.priceCents * 2 },
      missing: false,
    })
    expect(seen.pickedTotalCents).toBe(line.priceCents * 2)
    seen = expectOk(await setLine(order, line.id, { missing: true }))
    expect(seen.lines[0]).toMatchObject({ missing: true })
    expect(seen.lines[0]).not.toHaveProperty('picked')
    expect(seen.pickedTotalCents).toBe(0)
    seen = expectOk(await setLine(order, line.id, { ean: line.ean, quantity: 1 }))
    expect(seen.lines[0]).toMatchObject({
      picked: { quantity: 1, amountCents: line.priceCents },
      missing: false,
    })
    expect(seen.pickedTotalCents).toBe(line.priceCents)
    // Quantity 0: nothing found on the shelf, the line is missing.
    seen = expectOk(await setLine(order, line.id, { ean: line.ean, quantity: 0 }))
    expect(seen.lines[0]?.missing).toBe(true)
    expect(seen.actions.map((a) => a.what)).toEqual([
      'Iniziato il prelievo',
      `Prelevato: ${product.name} × 2`,
      `Mancante: ${product.name}`,
      `Prelevato: ${product.name} × 1`,
      `Mancante: ${product.name}`,
    ])
    // The customer sees it too.
  })

  it('a weighed line by its scale label (the grams in it) or its EAN with the grams; none is 400', async () => {
    const kg = weighed()
    const { order, token: customer } = await orderOf([{ product: kg, quantity: 2 }])
    const line = lineOf(order, kg)
    const estimate = (kg.estimatedWeightGrams ?? 1000) * 2
    await start(order)
    expectRefused(await setLine(order, line.id, { ean: kg.ean, quantity: 2 }), ServerCode.InvalidRequest, {
      status: 400,
      message: /weightGrams/,
    })
    // Another weighed product's label is a wrong EAN.
    expectRefused(
      await setLine(order, line.id, { ean: scaleLabel(weighed(1).ean, estimate), quantity: 2 }),
      ServerCode.WrongEan,
    )
    const heavier = estimate + 120
    let seen = expectOk(await setLine(order, line.id, { ean: scaleLabel(kg.ean, heavier), quantity: 2 }))
    expect(seen.lines[0]?.picked).toEqual({
      quantity: 2,
      weightGrams: heavier,
      amountCents: Math.round((line.priceCents * heavier) / 1000),
    })
    const lighter = estimate - 80
    seen = expectOk(await setLine(order, line.id, { ean: kg.ean, quantity: 2, weightGrams: lighter }))
    expect(seen.lines[0]?.picked).toEqual({
      quantity: 2,
      weightGrams: lighter,
      amountCents: Math.round((line.priceCents * lighter) / 1000),
    })
    expect(seen.lines[0]?.picked?.amountCents).toBeLessThan(line.amountCents)
    expect(seen.actions.at(-1)?.what).toMatch(new RegExp(`^Prelevato: ${kg.name} × 2, \\d`))
    // With its code and values, for the staff's screen to say it in its own language.
    expect(seen.actions.at(-1)).toMatchObject({
      code: 'pickedWeighed',
      values: { name: kg.name, quantity: 2, grams: lighter },
    })
    const mine = expectOk(await call(server, 'order', { token: customer, params: { id: order.id } }))
    expect(mine.lines[0]?.picked).toEqual(seen.lines[0]?.picked)
  })
})

describe('the live streams are told', () => {
  it('after each step that changes the order (tx.orderChanged), and not after a refused one', async () => {
    const product = withSimilar(19)
    const { order } = await orderOf([{ product, quantity: 1 }])
    const line = lineOf(order, product)
    const deps = server.running.deps
    const told: number[] = []
    const before = deps.ordersChanged
    deps.ordersChanged = (ids) => told.push(...ids)
    try {
      await start(order)
      expect(told).toEqual([order.id])
      expectRefused(
        await setLine(order, line.id, { ean: withCheckDigit('800999999999'), quantity: 1 }),
        ServerCode.WrongEan,
      )
      expect(told).toEqual([order.id])
      expectOk(await setLine(order, line.id, { ean: line.ean, quantity: 1 }))
      expectOk(await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }))
      expect(told).toEqual([order.id, order.id, order.id])
    } finally {
      deps.ordersChanged = before
    }
  })
})

describe('substitutes', () => {
  it('NONE: no substitute (56), none proposed, only missing', async () => {
    const product = withSimilar()
    const { order } = await orderOf([{ product, quantity: 1, substitution: { mode: 'NONE' } }])
    const line = lineOf(order, product)
    await start(order)
    const list = await call(server, 'staffSubstitutes', {
      token: await staffToken(),
      params: { id: order.id, lineId: line.id },
    })
    expect(expectOk(list)).toEqual([])
    expectRefused(
      await setLine(order, line.id, { substitute: { productId: similarTo(product).id, quantity: 1 } }),
      ServerCode.SubstituteNotAllowed,
      { message: 'Il cliente non accetta questo sostituto per la riga.' },
    )
    expect(expectOk(await setLine(order, line.id, { missing: true })).lines[0]?.missing).toBe(true)
  })

  it('SPECIFIC: only the product named, at its own price', async () => {
    const product = withSimilar(1)
    const named = find(
      (p) => p.unit === 'PIECE' && p.id !== product.id && p.department !== product.department,
    )
    const { order } = await orderOf([
      { product, quantity: 2, substitution: { mode: 'SPECIFIC', productId: named.id } },
    ])
    const line = lineOf(order, product)
    await start(order)
    const list = expectOk(
      await call(server, 'staffSubstitutes', {
        token: await staffToken(),
        params: { id: order.id, lineId: line.id },
      }),
    )
    expect(list.map((s) => s.productId)).toEqual([named.id])
    // The staff's line names the product chosen, for the picker to look for it.
    expect((await detail(order)).lines[0]).toMatchObject({
      substitution: { mode: 'SPECIFIC', productId: named.id },
      substitutionName: named.name,
    })
    expectRefused(
      await setLine(order, line.id, { substitute: { productId: similarTo(product).id, quantity: 2 } }),
      ServerCode.SubstituteNotAllowed,
    )
    expectRefused(
      await setLine(order, line.id, { substitute: { productId: product.id, quantity: 2 } }),
      ServerCode.SubstituteNotAllowed,
    )
    const seen = expectOk(await setLine(order, line.id, { substitute: { productId: named.id, quantity: 2 } }))
    expect(seen.lines[0]).toMatchObject({
      substitute: { productId: named.id, name: named.name, quantity: 2, amountCents: priceOf(named) * 2 },
      missing: false,
    })
    expect(seen.lines[0]).not.toHaveProperty('picked')
    expect(seen.actions.at(-1)?.what).toBe(`Sostituito: ${product.name} con ${named.name} × 2`)
  })

  it('SIMILAR: the same department at a similar price, its kind first, never the product itself; one the store does not sell is 4030', async () => {
    const product = withSimilar(2)
    const { order } = await orderOf([{ product, quantity: 1 }])
    const line = lineOf(order, product)
    await start(order)
    const list = expectOk(
      await call(server, 'staffSubstitutes', {
        token: await staffToken(),
        params: { id: order.id, lineId: line.id },
      }),
    )
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(MAX_SUBSTITUTES)
    const distance = (s: { priceCents: number }) => Math.abs(s.priceCents - line.priceCents)
    const picked = (await detail(order)).lines.find((l) => l.id === line.id)
    expect(picked?.departmentName).toMatch(/\S/)
    expect(picked?.departmentName).not.toBe(product.department)
    // Staff whose screens are in English read the departments in English too, the substitutes' as well.
    const english = { token: await staffToken(), headers: { 'accept-language': 'en' } }
    const inEnglish = expectOk(await call(server, 'staffOrder', { ...english, params: { id: order.id } }))
    const englishName = inEnglish.lines.find((l) => l.id === line.id)?.departmentName
    expect(englishName).toBe(departmentName(product.department, 'en'))
    expect(englishName).not.toBe(picked?.departmentName)
    const englishList = expectOk(
      await call(server, 'staffSubstitutes', { ...english, params: { id: order.id, lineId: line.id } }),
    )
    expect(englishList.map((s) => s.departmentName)).toEqual(englishList.map(() => englishName))
    // Its kind first (tests/server/similar-substitutes.test.ts, substitute-ranking.test.ts: the order).
    const kind = kindOf(product.name, product.brand)
    const shared = list.map((s) => sharedKind(kind, kindOf(s.name, s.brand)))
    expect(shared).toEqual([...shared].sort((a, b) => b - a))
    for (const [i, s] of list.entries()) {
      expect(s.productId).not.toBe(product.id)
      expect(s.department).toBe(product.department)
      expect(s.departmentName).toBe(picked?.departmentName)
      const window = (shared[i] ?? 0) > 0 ? SAME_KIND_PRICE : SIMILAR_PRICE
      expect(distance(s)).toBeLessThanOrEqual(line.priceCents * window)
    }
    expectRefused(
      await setLine(order, line.id, { substitute: { productId: 99_999_999, quantity: 1 } }),
      ErrorCode.UnknownProduct,
    )
    const chosen = list[0] ?? expect.fail('no substitute')
    const seen = expectOk(
      await setLine(order, line.id, { substitute: { productId: chosen.productId, quantity: 1 } }),
    )
    expect(seen.lines[0]?.substitute).toMatchObject({
      productId: chosen.productId,
      amountCents: chosen.priceCents,
    })
    expect(seen.pickedTotalCents).toBe(chosen.priceCents)
  })

  it("a substitute on offer keeps its regular price: its own offer is in the customer's savings", async () => {
    const page = await call(server, 'products', {
      params: { storeId: shop.id },
      query: { promo: 1, s: 50 },
    })
    const onOffer =
      expectOk(page).find((p) => p.unit === 'PIECE' && p.promoPriceCents !== null) ??
      expect.fail('no product on offer')
    const product = withSimilar(3)
    const { order, token } = await orderOf([{ product, quantity: 2 }])
    const line = lineOf(order, product)
    await start(order)
    expectOk(await setLine(order, line.id, { substitute: { productId: onOffer.id, quantity: 2 } }))
    const offer = (onOffer.priceCents - (onOffer.promoPriceCents ?? 0)) * 2
    const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect(mine.lines[0]?.substitute).toMatchObject({
      productId: onOffer.id,
      amountCents: (onOffer.promoPriceCents ?? 0) * 2,
      regularPriceCents: onOffer.priceCents,
    })
    // The ordered product had no offer (the catalogue of this file has none): the savings are the
    // substitute's own, while picking and on the receipt.
    expect(orderAmounts(mine)).toMatchObject({ stage: 'PICKING', savingsCents: offer })
    expectOk(await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }))
    const ready = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect(orderAmounts(ready)).toMatchObject({ stage: 'RECEIPT', savingsCents: offer })
  })
})

describe("the card's authorisation", () => {
  it('refuses a substitute or a weight that would capture more (57), and proposes none above it', async () => {
    const product = withSimilar(3)
    const kg = weighed(2)
    const { order } = await orderOf(
      [
        { product, quantity: 1 },
        { product: kg, quantity: 1 },
      ],
      { card: true },
    )
    const row = await orderRow(order.id)
    const authorised = row.authorisedCents ?? expect.fail('no authorisation')
    const line = lineOf(order, product)
    const kgLine = lineOf(order, kg)
    await start(order)
    const margin = authorised - order.totalCents
    expect(margin).toBeGreaterThan(0)
    const list = expectOk(
      await call(server, 'staffSubstitutes', {
        token: await staffToken(),
        params: { id: order.id, lineId: line.id },
      }),
    )
    for (const s of list) expect(s.priceCents - line.priceCents).toBeLessThanOrEqual(margin)
    const pricey = find(
      (p) =>
        p.unit === 'PIECE' && p.department === product.department && priceOf(p) > line.priceCents + margin,
    )
    expect(list.map((s) => s.productId)).not.toContain(pricey.id)
    const tooDear = await setLine(order, line.id, { substitute: { productId: pricey.id, quantity: 1 } })
    expectRefused(tooDear, ServerCode.AboveAuthorised, {
      message: "L'importo supererebbe quello autorizzato sulla carta del cliente.",
    })
    // With the most the line may cost: its own amount and the margin (nothing else is worked yet).
    expect(tooDear.raw.detail).toEqual({ maxCents: line.amountCents + margin })
    // Grams worth more than the margin: refused, with the most grams that fit; those are taken.
    const tooHeavy = Math.ceil(((kgLine.amountCents + margin + 50) * 1000) / kgLine.priceCents)
    const heavy = await setLine(order, kgLine.id, { ean: kg.ean, quantity: 1, weightGrams: tooHeavy })
    expectRefused(heavy, ServerCode.AboveAuthorised)
    const room = kgLine.amountCents + margin
    const { maxCents, maxGrams } = heavy.raw.detail as { maxCents: number; maxGrams: number }
    expect(maxCents).toBe(room)
    expect(Math.round((kgLine.priceCents * maxGrams) / 1000)).toBeLessThanOrEqual(room)
    expect(Math.round((kgLine.priceCents * (maxGrams + 1)) / 1000)).toBeGreaterThan(room)
    expectOk(await setLine(order, kgLine.id, { ean: kg.ean, quantity: 1, weightGrams: maxGrams }))
    expectRefused(
      await setLine(order, kgLine.id, { ean: kg.ean, quantity: 1, weightGrams: maxGrams + 1 }),
      ServerCode.AboveAuthorised,
    )
    const fine = (kg.estimatedWeightGrams ?? 1000) + 10
    expectOk(await setLine(order, kgLine.id, { ean: kg.ean, quantity: 1, weightGrams: fine }))
    const seen = await detail(order)
    expect(seen.lines.find((l) => l.id === line.id)).not.toHaveProperty('substitute')
    expect(seen.authorisedCents).toBe(authorised)
  })
})

describe('two staff on the same line at once', () => {
  it('take turns on the locked order: the line holds one of their changes, counted once', async () => {
    const product = withSimilar(4)
    const { order } = await orderOf([{ product, quantity: 3 }])
    const line = lineOf(order, product)
    await start(order)
    const email = freshEmail('picker')
    const added = await server.json<{ id: number }>('POST', '/ops/staff', {
      token: TEST_OPS_TOKEN,
      body: { storeId: shop.id, email, name: 'Secondo Addetto', password: NEW_PASSWORD },
    })
    expect(added.code).toBe(0)
    const second = expectOk(
      await call(server, 'staffLogin', { body: { username: email, password: NEW_PASSWORD } }),
    ).jwt
    const [a, b] = await Promise.all([
      setLine(order, line.id, { ean: line.ean, quantity: 3 }),
      setLine(order, line.id, { ean: line.ean, quantity: 2 }, second),
    ])
    expectOk(a ?? expect.fail())
    expectOk(b ?? expect.fail())
    const seen = await detail(order)
    const picked = seen.lines[0]?.picked ?? expect.fail('not picked')
    expect([2, 3]).toContain(picked.quantity)
    expect(picked.amountCents).toBe(line.priceCents * picked.quantity)
    expect(seen.pickedTotalCents).toBe(picked.amountCents)
    // Both actions are kept, each with its member's id.
    const rows = await server.running.database.db
      .select()
      .from(orderActions)
      .where(eq(orderActions.orderId, order.id))
    const [member] = await server.running.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, demoStaffEmail(shop.id)))
    expect(rows.map((r) => r.staffId).sort()).toEqual([member?.id, member?.id, added.data.id].sort())
  })
})

describe('the receipt', () => {
  it('needs every line done (58); then ready with the final amounts, the ready mail listing substitutes and missing lines; no capture', async () => {
    const picked = withSimilar(5)
    const replaced = withSimilar(6)
    const gone = withSimilar(7)
    const kg = weighed(3)
    const { order, email, token } = await orderOf(
      [
        { product: picked, quantity: 2 },
        { product: replaced, quantity: 1 },
        { product: gone, quantity: 1, substitution: { mode: 'NONE' } },
        { product: kg, quantity: 1 },
      ],
      { card: true },
    )
    const payments = watchPayments()
    try {
      await start(order)
      expectOk(await setLine(order, lineOf(order, picked).id, { ean: picked.ean, quantity: 2 }))
      const instead =
        expectOk(
          await call(server, 'staffSubstitutes', {
            token: await staffToken(),
            params: { id: order.id, lineId: lineOf(order, replaced).id },
          }),
        )[0] ?? expect.fail('no substitute')
      expectOk(
        await setLine(order, lineOf(order, replaced).id, {
          substitute: { productId: instead.productId, quantity: 1 },
        }),
      )
      expectOk(await setLine(order, lineOf(order, gone).id, { missing: true }))
      expectRefused(
        await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }),
        ServerCode.LinesNotDone,
        { message: 'Ogni riga deve essere prelevata, sostituita o segnata come mancante.' },
      )
      const grams = (kg.estimatedWeightGrams ?? 1000) + 30
      expectOk(await setLine(order, lineOf(order, kg).id, { ean: scaleLabel(kg.ean, grams), quantity: 1 }))
      const ready = expectOk(
        await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }),
      )
      const kgCents = Math.round((lineOf(order, kg).priceCents * grams) / 1000)
      const final = lineOf(order, picked).priceCents * 2 + instead.priceCents + kgCents
      expect(ready).toMatchObject({
        status: 'TO_BE_COLLECTED',
        finalTotalCents: final,
        pickedTotalCents: final,
      })
      expect(ready.actions.at(-1)?.what).toMatch(/^Scontrino emesso: /)
      const row = await orderRow(order.id)
      expect(row.capturedCents).toBeNull()
      expect(payments.captures).toEqual([])
      const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
      expect(mine.history.map((h) => h.status)).toEqual([
        'TO_BE_PREPARED',
        'IN_PREPARATION',
        'ISSUING_RECEIPT',
        'TO_BE_COLLECTED',
      ])
      expect(mine.lines.find((l) => l.productId === kg.id)).toMatchObject({
        weightGrams: grams,
        finalAmountCents: kgCents,
      })
      expect(mine.pickupCode).toMatch(/^\d{4}$/)
      const mail = await lastMailTo(server, email)
      // The outbox's quoted-printable is decoded byte by byte: read the bytes as UTF-8.
      const text = Buffer.from(mail.raw, 'latin1').toString('utf8')
      expect(mail.subject).toContain('pronto per il ritiro')
      expect(text).toContain(`2 × ${picked.name}`)
      expect(text).toContain(`${replaced.name}: sostituito con 1 × ${instead.name}`)
      expect(text).toContain(`${gone.name}: non disponibile`)
      // Paid by card: charged at the hand-over, not paid there.
      expect(text).toContain(`Importo finale: ${euro(final)}, addebitato sulla carta al ritiro`)
      expect(text).toContain(`codice di ritiro è ${mine.pickupCode}`)
      // After the receipt no line changes.
      expectRefused(
        await setLine(order, lineOf(order, gone).id, { missing: true }),
        ErrorCode.WrongOrderStatus,
      )
      expectRefused(
        await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }),
        ErrorCode.WrongOrderStatus,
      )
    } finally {
      payments.stop()
    }
  })
})

/** "12,34 €" as the Italian mails write it. */
const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** An order picked as asked and ready (TO_BE_COLLECTED): each line picked, but those substituted or missing. */
async function readyOrder(
  lines: Wanted[],
  options: { card?: boolean; voucher?: number; substitute?: Product[]; missing?: Product[] } = {},
) {
  const placed = await orderOf(lines, options)
  const { order } = placed
  await start(order)
  for (const { product } of lines) {
    const line = lineOf(order, product)
    if (options.missing?.includes(product)) {
      expectOk(await setLine(order, line.id, { missing: true }))
    } else if (options.substitute?.includes(product)) {
      const [first] = expectOk(
        await call(server, 'staffSubstitutes', {
          token: await staffToken(),
          params: { id: order.id, lineId: line.id },
        }),
      )
      const instead = first ?? expect.fail(`no substitute for ${product.name}`)
      expectOk(
        await setLine(order, line.id, {
          substitute: { productId: instead.productId, quantity: line.quantity },
        }),
      )
    } else if (product.unit === 'KG') {
      const grams = (product.estimatedWeightGrams ?? 1000) * line.quantity
      expectOk(
        await setLine(order, line.id, { ean: scaleLabel(product.ean, grams), quantity: line.quantity }),
      )
    } else {
      expectOk(await setLine(order, line.id, { ean: line.ean, quantity: line.quantity }))
    }
  }
  const ready = expectOk(
    await call(server, 'staffReceipt', { token: await staffToken(), params: { id: order.id } }),
  )
  expect(ready.status).toBe('TO_BE_COLLECTED')
  const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, order.id))
  return { ...placed, ready, pickupCode: row?.pickupCode ?? expect.fail('no pickup code') }
}

function handover(order: Order, body: unknown) {
  return staffToken().then((token) =>
    call(server, 'staffHandover', { token, params: { id: order.id }, body }),
  )
}

describe('the hand-over', () => {
  it('with a wrong code or card is 59 and changes nothing; a malformed card is 35', async () => {
    const product = withSimilar(8)
    const { order, ready, pickupCode, token } = await readyOrder([{ product, quantity: 1 }], { card: true })
    const payments = watchPayments()
    try {
      const wrong = pickupCode === '0000' ? '0001' : '0000'
      expectRefused(await handover(order, { pickupCode: wrong }), ServerCode.WrongPickupCode, {
        message: "Il codice di ritiro o la carta non corrispondono all'ordine.",
      })
      // Another customer's card is no card of this order's customer.
      const stranger = await registerConfirmed(server)
      expectRefused(
        await handover(order, { cardCode: (await cardOf(stranger.token)).code }),
        ServerCode.WrongPickupCode,
      )
      const valid = withCheckDigit('043100123456')
      const malformed = `${valid.slice(0, 12)}${(Number(valid[12]) + 1) % 10}`
      expectRefused(await handover(order, { cardCode: malformed }), ErrorCode.InvalidCardCode)
      expectRefused(await handover(order, { pickupCode: '12a4' }), ServerCode.InvalidRequest, { status: 400 })
      const after = await detail(order)
      expect(after.status).toBe('TO_BE_COLLECTED')
      expect(after.actions).toEqual(ready.actions)
      expect(payments.captures).toEqual([])
      expect((await orderRow(order.id)).receiptId).toBeNull()
      const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
      expect(mine.pointsEarned).toBeNull()
    } finally {
      payments.stop()
    }
  })

  it('with the right code: refused substitutes taken off, captured once at the final amount, the receipt and its points once', async () => {
    const kept = find((p) => p.unit === 'PIECE' && p.ownBrand && priceOf(p) >= 300)
    const refusedOne = withSimilar(9)
    const acceptedOne = withSimilar(10)
    const gone = withSimilar(11)
    const kg = weighed(4)
    const { order, ready, pickupCode, token } = await readyOrder(
      [
        { product: kept, quantity: 2 },
        { product: refusedOne, quantity: 1 },
        { product: acceptedOne, quantity: 1 },
        { product: gone, quantity: 1 },
        { product: kg, quantity: 1 },
      ],
      { card: true, substitute: [refusedOne, acceptedOne], missing: [gone] },
    )
    const refusedLine = ready.lines.find((l) => l.productId === refusedOne.id) ?? expect.fail()
    const acceptedLine = ready.lines.find((l) => l.productId === acceptedOne.id) ?? expect.fail()
    const keptLine = ready.lines.find((l) => l.productId === kept.id) ?? expect.fail()
    const goneLine = ready.lines.find((l) => l.productId === gone.id) ?? expect.fail()
    const before = (await cardOf(token)).points
    const authorisation = (await orderRow(order.id)).paymentAuthorisation
    // Only a substituted line may be refused.
    expectRefused(
      await handover(order, { pickupCode, refusedLineIds: [keptLine.id] }),
      ServerCode.InvalidRequest,
      { status: 400, message: /refusedLineIds/ },
    )
    const payments = watchPayments()
    try {
      const done = expectOk(await handover(order, { pickupCode, refusedLineIds: [refusedLine.id] }))
      const refusedCents = refusedLine.substitute?.amountCents ?? expect.fail()
      const final = (ready.finalTotalCents ?? 0) - refusedCents
      expect(done).toMatchObject({ status: 'COLLECTED', finalTotalCents: final })
      expect(done.pickedTotalCents).toBe(final)
      expect(payments.captures).toEqual([[authorisation, final]])
      expect((await orderRow(order.id)).capturedCents).toBe(final)
      expect(done.actions.slice(-2).map((a) => a.what)).toEqual([
        `Sostituto rifiutato dal cliente: ${refusedLine.substitute?.name} (al posto di ${refusedOne.name})`,
        'Consegnato con il codice di ritiro',
      ])

      const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
      expect(mine.lines.find((l) => l.id === refusedLine.id)).toMatchObject({
        refused: true,
        finalAmountCents: 0,
      })
      const receipt = expectOk(await call(server, 'receipt', { token, params: { id: mine.receiptId ?? 0 } }))
      const eans = receipt.lines.map((l) => l.ean)
      const [acceptedProduct] = await server.running.database.db
        .select()
        .from(products)
        .where(eq(products.id, acceptedLine.substitute?.productId ?? 0))
      expect(eans).toContain(acceptedProduct?.ean ?? expect.fail('no substitute product'))
      expect(eans).not.toContain(acceptedOne.ean)
      expect(eans).not.toContain(refusedOne.ean)
      expect(eans).not.toContain(goneLine.ean)
      expect(receipt.totalCents).toBe(final)
      const ownBrandCents = receipt.lines.reduce((sum, l) => sum + (l.ownBrand ? l.amountCents : 0), 0)
      expect(ownBrandCents).toBeGreaterThanOrEqual(priceOf(kept) * 2)
      const earned = pointsEarned({ totalCents: final, ownBrandCents })
      expect(mine.pointsEarned).toBe(earned)
      expect((await cardOf(token)).points).toBe(before + earned)

      // Once: a second hand-over finds the order collected; nothing is captured or earned again.
      expectRefused(await handover(order, { pickupCode }), ErrorCode.WrongOrderStatus)
      expect(payments.captures).toHaveLength(1)
      expect((await cardOf(token)).points).toBe(before + earned)
    } finally {
      payments.stop()
    }
  })

  it('when the payment provider fails the capture: 46 and nothing changes; the next try completes', async () => {
    const { order, ready, pickupCode, token } = await readyOrder(
      [{ product: withSimilar(18), quantity: 1 }],
      {
        card: true,
      },
    )
    const payments = server.running.deps.payments
    const capture = payments.capture
    payments.capture = async () => {
      throw new Error('the bank is down')
    }
    try {
      expectRefused(await handover(order, { pickupCode }), ServerCode.PaymentFailed)
    } finally {
      payments.capture = capture
    }
    const after = await detail(order)
    expect(after.status).toBe('TO_BE_COLLECTED')
    expect(after.actions).toEqual(ready.actions)
    const row = await orderRow(order.id)
    expect({ captured: row.capturedCents, receipt: row.receiptId }).toEqual({ captured: null, receipt: null })
    expect(expectOk(await call(server, 'order', { token, params: { id: order.id } })).pointsEarned).toBeNull()
    expect(expectOk(await handover(order, { pickupCode })).status).toBe('COLLECTED')
    expect((await orderRow(order.id)).capturedCents).toBe(ready.finalTotalCents)
  })

  it('counts the wrong pickup codes, committed with each refusal: at the fifth the code is locked (73), the card still hands over', async () => {
    const { order, pickupCode, token } = await readyOrder([{ product: withSimilar(19), quantity: 1 }], {
      card: true,
    })
    expect((await detail(order)).pickupCodeTriesLeft).toBe(PICKUP_CODE_TRIES)
    const customerOrder = async () =>
      expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect((await customerOrder()).pickupCodeLocked).toBe(false)
    const wrong = pickupCode === '0000' ? '0001' : '0000'
    // Each counted wrong code tells the live streams (the staff's tries left, the customer's lock).
    const deps = server.running.deps
    const told: number[] = []
    const before = deps.ordersChanged
    deps.ordersChanged = (ids) => told.push(...ids)
    try {
      for (let tries = 1; tries < PICKUP_CODE_TRIES; tries++) {
        expectRefused(await handover(order, { pickupCode: wrong }), ServerCode.WrongPickupCode)
        // Kept although the hand-over's refusal changed nothing else.
        expect((await orderRow(order.id)).pickupCodeFailures).toBe(tries)
        expect((await detail(order)).pickupCodeTriesLeft).toBe(PICKUP_CODE_TRIES - tries)
        expect(told).toHaveLength(tries)
      }
      expect((await customerOrder()).pickupCodeLocked).toBe(false)
      expectRefused(await handover(order, { pickupCode: wrong }), ServerCode.PickupCodeLocked, {
        message:
          'Troppi codici di ritiro errati: il codice è bloccato, consegna solo con la carta fedeltà del cliente.',
      })
      expect(told).toEqual(Array(PICKUP_CODE_TRIES).fill(order.id))
    } finally {
      deps.ordersChanged = before
    }
    // The customer's order page says so (its card hands the order over).
    expect((await customerOrder()).pickupCodeLocked).toBe(true)
    // Locked: the right code no longer hands the order over, and is not counted further.
    expectRefused(await handover(order, { pickupCode }), ServerCode.PickupCodeLocked)
    const locked = await detail(order)
    expect(locked).toMatchObject({ status: 'TO_BE_COLLECTED', pickupCodeTriesLeft: 0 })
    expect((await orderRow(order.id)).pickupCodeFailures).toBe(PICKUP_CODE_TRIES)
    expect((await orderRow(order.id)).capturedCents).toBeNull()
    // A wrong card is not a guess at four digits: 59, and the card's hand-over still works.
    const stranger = await registerConfirmed(server)
    expectRefused(
      await handover(order, { cardCode: (await cardOf(stranger.token)).code }),
      ServerCode.WrongPickupCode,
    )
    const done = expectOk(await handover(order, { cardCode: (await cardOf(token)).code }))
    expect(done.status).toBe('COLLECTED')
  })

  it('two wrong codes at once are both counted (the order row is locked while counting)', async () => {
    const { order, pickupCode } = await readyOrder([{ product: withSimilar(20), quantity: 1 }])
    const wrong = pickupCode === '0000' ? '0001' : '0000'
    const answers = await Promise.all([
      handover(order, { pickupCode: wrong }),
      handover(order, { pickupCode: wrong }),
    ])
    for (const answer of answers) expectRefused(answer, ServerCode.WrongPickupCode)
    expect((await orderRow(order.id)).pickupCodeFailures).toBe(2)
    expect(expectOk(await handover(order, { pickupCode })).status).toBe('COLLECTED')
  })

  it('the database failing after the capture: the retry finishes the order as the captured intent said, charging nothing more', async () => {
    const refusedOne = withSimilar(21)
    const { order, ready, pickupCode, token } = await readyOrder(
      [
        { product: withSimilar(22), quantity: 1 },
        { product: refusedOne, quantity: 1 },
      ],
      { card: true, substitute: [refusedOne] },
    )
    const refusedLine = ready.lines.find((l) => l.productId === refusedOne.id) ?? expect.fail()
    const authorisation = (await orderRow(order.id)).paymentAuthorisation ?? expect.fail('no authorisation')
    const provider = server.running.deps.payments
    const payments = watchPayments()
    const failing = failCommitAfterCapture()
    try {
      const answer = await handover(order, { pickupCode, refusedLineIds: [refusedLine.id] })
      expect(answer.status).toBe(500)
    } finally {
      failing.stop()
    }
    const final = (ready.finalTotalCents ?? 0) - (refusedLine.substitute?.amountCents ?? expect.fail())
    try {
      // The provider took the money; the order did not commit.
      expect(await provider.captured(authorisation)).toMatchObject({ amountCents: final })
      const lost = await orderRow(order.id)
      expect({ status: lost.status, captured: lost.capturedCents, receipt: lost.receiptId }).toEqual({
        status: 'TO_BE_COLLECTED',
        captured: null,
        receipt: null,
      })
      // The retry (the customer now refusing nothing) finds the capture made and finishes the order
      // as that hand-over said: the substitute refused, the amount charged once.
      const done = expectOk(await handover(order, { pickupCode }))
      expect(done).toMatchObject({ status: 'COLLECTED', finalTotalCents: final })
      expect(payments.captures).toEqual([
        [authorisation, final],
        [authorisation, ready.finalTotalCents],
      ])
      const row = await orderRow(order.id)
      expect(row.capturedCents).toBe(final)
      expect(row.receiptId).not.toBeNull()
      expect(await provider.captured(authorisation)).toMatchObject({ amountCents: final })
      expect(done.lines.find((l) => l.id === refusedLine.id)?.substitute).toBeDefined()
      const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
      expect(mine.lines.find((l) => l.id === refusedLine.id)?.refused).toBe(true)
      expect(done.actions.slice(-2).map((a) => a.code)).toEqual(['refused', 'handedOverCode'])
    } finally {
      payments.stop()
    }
  })

  it("the database failing after the capture: the start's reconciliation finishes the order", async () => {
    const { order, ready, pickupCode, token } = await readyOrder(
      [{ product: withSimilar(23), quantity: 1 }],
      {
        card: true,
      },
    )
    const failing = failCommitAfterCapture()
    try {
      expect((await handover(order, { pickupCode })).status).toBe(500)
    } finally {
      failing.stop()
    }
    expect((await orderRow(order.id)).status).toBe('TO_BE_COLLECTED')
    expect(await reconcileHandovers(server.running.deps)).toEqual([order.id])
    const row = await orderRow(order.id)
    expect({ status: row.status, captured: row.capturedCents }).toEqual({
      status: 'COLLECTED',
      captured: ready.finalTotalCents,
    })
    const mine = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect(mine.pointsEarned).not.toBeNull()
    expect((await detail(order)).actions.at(-1)?.code).toBe('handedOverCode')
    // Nothing left to reconcile; a hand-over now finds the order collected.
    expect(await reconcileHandovers(server.running.deps)).toEqual([])
    expectRefused(await handover(order, { pickupCode }), ErrorCode.WrongOrderStatus)
  })

  it('the database failing after the capture: NOT_COLLECTED finds the order handed over, nothing cancelled', async () => {
    const { order, ready, pickupCode } = await readyOrder([{ product: withSimilar(24), quantity: 1 }], {
      card: true,
    })
    const failing = failCommitAfterCapture()
    try {
      expect((await handover(order, { pickupCode })).status).toBe(500)
    } finally {
      failing.stop()
    }
    const payments = watchPayments()
    try {
      expectRefused(
        await call(server, 'staffOrderStatus', {
          token: await staffToken(),
          params: { id: order.id },
          body: { status: 'NOT_COLLECTED' },
        }),
        ErrorCode.WrongOrderStatus,
      )
      expect(payments.cancels).toEqual([])
    } finally {
      payments.stop()
    }
    const row = await orderRow(order.id)
    expect({ status: row.status, captured: row.capturedCents }).toEqual({
      status: 'COLLECTED',
      captured: ready.finalTotalCents,
    })
  })

  it("with the customer's card; a cash order is paid there, nothing captured", async () => {
    const product = withSimilar(12)
    const { order, token } = await readyOrder([{ product, quantity: 1 }])
    const payments = watchPayments()
    try {
      const done = expectOk(await handover(order, { cardCode: (await cardOf(token)).code }))
      expect(done.status).toBe('COLLECTED')
      expect(done.actions.at(-1)?.what).toBe('Consegnato con la carta fedeltà')
      expect(payments.captures).toEqual([])
      expect((await orderRow(order.id)).capturedCents).toBeNull()
    } finally {
      payments.stop()
    }
  })
})

describe("the staff's ends of an order", () => {
  it('CANCELLED before the receipt: the authorisation cancelled, the voucher points back, the mail listing the lines', async () => {
    const product = find((p) => p.unit === 'PIECE' && priceOf(p) >= 500)
    const { order, token, email } = await orderOf([{ product, quantity: 2 }], { card: true, voucher: 500 })
    const before = (await cardOf(token)).points
    await start(order)
    const payments = watchPayments()
    try {
      const cancelled = expectOk(
        await call(server, 'staffOrderStatus', {
          token: await staffToken(),
          params: { id: order.id },
          body: { status: 'CANCELLED' },
        }),
      )
      expect(cancelled.status).toBe('CANCELLED')
      expect(cancelled.actions.at(-1)?.what).toBe('Ordine annullato dal negozio')
      expect(payments.cancels).toEqual([(await orderRow(order.id)).paymentAuthorisation])
      expect((await cardOf(token)).points).toBe(before + 500)
      const mail = await lastMailTo(server, email)
      expect(mail.subject).toContain('annullato')
      expect(Buffer.from(mail.raw, 'latin1').toString('utf8')).toContain(`2 × ${product.name}`)
    } finally {
      payments.stop()
    }
    // Too late once ready.
    const ready = await readyOrder([{ product: withSimilar(13), quantity: 1 }])
    expectRefused(
      await call(server, 'staffOrderStatus', {
        token: await staffToken(),
        params: { id: ready.order.id },
        body: { status: 'CANCELLED' },
      }),
      ErrorCode.WrongOrderStatus,
    )
  })

  it('NOT_COLLECTED once ready, not before: the authorisation cancelled', async () => {
    const { order } = await orderOf([{ product: withSimilar(14), quantity: 1 }], { card: true })
    await start(order)
    expectRefused(
      await call(server, 'staffOrderStatus', {
        token: await staffToken(),
        params: { id: order.id },
        body: { status: 'NOT_COLLECTED' },
      }),
      ErrorCode.WrongOrderStatus,
    )
    const ready = await readyOrder([{ product: withSimilar(15), quantity: 1 }], { card: true })
    const payments = watchPayments()
    try {
      const end = expectOk(
        await call(server, 'staffOrderStatus', {
          token: await staffToken(),
          params: { id: ready.order.id },
          body: { status: 'NOT_COLLECTED' },
        }),
      )
      expect(end.status).toBe('NOT_COLLECTED')
      expect(end.actions.at(-1)?.what).toBe('Ordine non ritirato')
      expect(payments.cancels).toHaveLength(1)
      expect(payments.captures).toEqual([])
    } finally {
      payments.stop()
    }
  })
})

describe('the demo store (server/jobs/store-simulator.ts)', () => {
  it("works through the staff's steps as its staff member, from two hours before the window, honouring the choices", async () => {
    const similar = withSimilar(16)
    const none = withSimilar(17)
    const kg = weighed(5)
    const { order, token } = await orderOf([
      { product: similar, quantity: 1 },
      { product: none, quantity: 1, substitution: { mode: 'NONE' } },
      { product: kg, quantity: 1 },
    ])
    const log = { info: () => {}, error: () => {} }
    // Every roll low: a substitute where the choice allows one, missing where it does not.
    const low = () => 0.01
    const start = new Date(order.slot.start).getTime()
    const statusNow = async () => (await orderRow(order.id)).status
    try {
      server.clock.freeze()
      server.clock.advance(start - PICKING_LEAD_MS - 5 * 60_000 - server.clock.now().getTime())
      await simulateStoreStep(server.running.deps, log, low)
      expect(await statusNow()).toBe('TO_BE_PREPARED')
      server.clock.advance(10 * 60_000)
      for (let look = 0; look < 4 && (await statusNow()) !== 'TO_BE_COLLECTED'; look++) {
        await simulateStoreStep(server.running.deps, log, low)
        server.clock.advance(15_000)
      }
      expect(await statusNow()).toBe('TO_BE_COLLECTED')
      // A staff session lasts a working day: the clock moved days ahead, log in again.
      tokens.clear()
      const ready = await detail(order)
      expect(ready.lines.find((l) => l.productId === similar.id)?.substitute).toBeDefined()
      expect(ready.lines.find((l) => l.productId === none.id)).toMatchObject({ missing: true })
      expect(ready.lines.find((l) => l.productId === none.id)).not.toHaveProperty('substitute')
      const member = (
        await server.running.database.db
          .select()
          .from(staff)
          .where(eq(staff.email, demoStaffEmail(shop.id)))
      )[0]
      const rows = await server.running.database.db
        .select()
        .from(orderActions)
        .where(eq(orderActions.orderId, order.id))
      expect(rows.length).toBeGreaterThanOrEqual(5)
      expect(rows.every((r) => r.staffId === member?.id)).toBe(true)
      // In the window, handed over with its pickup code.
      server.clock.advance(start + 60_000 - server.clock.now().getTime())
      await simulateStoreStep(server.running.deps, log, low)
    } finally {
      server.clock.reset()
      tokens.clear()
    }
    const done = expectOk(await call(server, 'order', { token, params: { id: order.id } }))
    expect(done.status).toBe('COLLECTED')
    expect((await detail(order)).actions.at(-1)?.what).toBe('Consegnato con il codice di ritiro')
  })
})
