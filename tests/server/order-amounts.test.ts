import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { TEST_CARDS } from '../../server/domain/orders/payments'
import { orderAmounts, weighedCents } from '../../src/api/order-amounts'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Order } from '../../src/api/schemas/orders'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, freshSlot, registerConfirmed, shopsOfTheDemo } from './helpers'

/**
 * docs/ordering.md "What the customer's order says": the total and the savings the customer's order
 * page shows follow the picking (src/api/order-amounts.ts, counted from the order as the server
 * answers it), and the total shown while the store picks is the receipt's, and after the hand-over
 * what the card was charged.
 */

let server: TestServer
let shop: EcommerceStore
const catalogue: Product[] = []

beforeAll(async () => {
  server = await startTestServer()
  shop = (await shopsOfTheDemo(server)).shop
  for (let p = 0; p < 20; p++) {
    const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
})
afterAll(() => server.stop())

const priceOf = (p: Product) => p.promoPriceCents ?? p.priceCents
const find = (test: (p: Product) => boolean): Product =>
  catalogue.find(test) ?? expect.fail('no such product in the catalogue')

/** What an offer's saving is counted from: its previous price (the 30 days' lowest), else the price. */
const regularOf = (p: Product) =>
  p.promoPriceCents === null ? p.priceCents : (p.previousPriceCents ?? p.priceCents)

async function customerOrder(token: string, id: number): Promise<Order> {
  return expectOk(await call(server, 'order', { token, params: { id } }))
}

describe("the customer's order totals follow the picking", () => {
  it('while picking, after the receipt and after a refused substitute at the hand-over', async () => {
    const promo = find((p) => p.unit === 'PIECE' && p.promoPriceCents !== null && p.maxQuantity >= 2)
    const kg = find((p) => p.unit === 'KG' && p.estimatedWeightGrams !== null)
    const plain = find(
      (p) =>
        p.unit === 'PIECE' &&
        p.promoPriceCents === null &&
        p.id !== promo.id &&
        catalogue.some(
          (o) =>
            o.id !== p.id &&
            o.unit === 'PIECE' &&
            o.department === p.department &&
            Math.abs(priceOf(o) - priceOf(p)) <= priceOf(p) * 0.2,
        ),
    )
    const gone = find((p) => p.unit === 'PIECE' && ![promo.id, plain.id].includes(p.id))

    const customer = await registerConfirmed(server, { firstName: 'Chiara' })
    const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId: shop.id } }))
    for (const [product, quantity] of [
      [promo, 2],
      [kg, 1],
      [plain, 1],
      [gone, 1],
    ] as const)
      expectOk(
        await call(server, 'setCartLine', {
          token: customer.token,
          params: { cartId: cart.id, productId: product.id },
          body: { quantity },
        }),
      )
    const slot = await freshSlot(server, shop.id, 'IN_STORE', new Set())
    const placed = expectOk(
      await call(server, 'placeOrder', {
        token: customer.token,
        headers: { 'idempotency-key': `amounts-${Date.now()}` },
        body: {
          cartId: cart.id,
          slotId: slot.id,
          deliveryMode: 'IN_STORE',
          paymentMode: 'CREDIT_CARD',
          card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
        },
      }),
    )
    expect(orderAmounts(placed)).toEqual({
      stage: 'PLACED',
      totalCents: placed.totalCents,
      savingsCents: placed.savingsCents,
      estimated: true,
    })
    const promoSaving = regularOf(promo) - priceOf(promo)
    expect(placed.savingsCents).toBeGreaterThanOrEqual(promoSaving * 2)

    const login = expectOk(
      await call(server, 'staffLogin', {
        body: { username: demoStaffEmail(shop.id), password: DEMO_STAFF_PASSWORD },
      }),
    )
    const staff = login.jwt
    const lineOf = (product: Product) =>
      placed.lines.find((l) => l.productId === product.id) ?? expect.fail(`no line of ${product.name}`)
    const setLine = async (product: Product, body: unknown) =>
      expectOk(
        await call(server, 'staffSetLine', {
          token: staff,
          params: { id: placed.id, lineId: lineOf(product).id },
          body,
        }),
      )
    expectOk(await call(server, 'staffStartOrder', { token: staff, params: { id: placed.id } }))
    // One of the two pieces on offer, the weighed product a tenth above its estimate, a substitute
    // for the plain one, and the last one missing.
    await setLine(promo, { ean: promo.ean, quantity: 1 })
    const grams = Math.round((kg.estimatedWeightGrams ?? 0) * 1.1)
    await setLine(kg, { ean: kg.ean, quantity: 1, weightGrams: grams })
    const [substitute] = expectOk(
      await call(server, 'staffSubstitutes', {
        token: staff,
        params: { id: placed.id, lineId: lineOf(plain).id },
      }),
    )
    if (!substitute) throw new Error(`no substitute for ${plain.name}`)
    await setLine(plain, { substitute: { productId: substitute.productId, quantity: 1 } })
    await setLine(gone, { missing: true })

    const picking = await customerOrder(customer.token, placed.id)
    const kgSaving = weighedCents(regularOf(kg) - priceOf(kg), grams)
    const workedTotal = priceOf(promo) + weighedCents(priceOf(kg), grams) + substitute.priceCents
    expect(orderAmounts(picking)).toEqual({
      stage: 'PICKING',
      totalCents: workedTotal,
      // The offer on the one piece taken and on the grams weighed; nothing on the substitute or the missing line.
      savingsCents: promoSaving + kgSaving,
      estimated: false,
    })

    // The receipt says what the page said while the store picked.
    expectOk(await call(server, 'staffReceipt', { token: staff, params: { id: placed.id } }))
    const ready = await customerOrder(customer.token, placed.id)
    expect(ready.finalTotalCents).toBe(workedTotal)
    expect(orderAmounts(ready)).toEqual({
      stage: 'RECEIPT',
      totalCents: workedTotal,
      savingsCents: promoSaving + kgSaving,
      estimated: false,
    })

    // The customer refuses the substitute: the total is what the card was charged.
    expectOk(
      await call(server, 'staffHandover', {
        token: staff,
        params: { id: placed.id },
        body: { pickupCode: ready.pickupCode ?? '', refusedLineIds: [lineOf(plain).id] },
      }),
    )
    const collected = await customerOrder(customer.token, placed.id)
    expect(collected.status).toBe('COLLECTED')
    expect(collected.chargedCents).toBe(workedTotal - substitute.priceCents)
    expect(orderAmounts(collected)).toEqual({
      stage: 'RECEIPT',
      totalCents: workedTotal - substitute.priceCents,
      savingsCents: promoSaving + kgSaving,
      estimated: false,
    })
  })
})
