import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carts, products, stores } from '../../server/db/schema'
import { ErrorCode } from '../../src/api/errors'
import type { Product } from '../../src/api/schemas/catalogue'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, expectRefused, registerConfirmed } from './helpers'

let server: TestServer
let storeId = 0
const catalogue: Product[] = []
beforeAll(async () => {
  server = await startTestServer()
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
  for (let p = 0; p < 30; p++) {
    const page = await call(server, 'products', { params: { storeId }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
})
afterAll(() => server.stop())

const pick = (test: (p: Product) => boolean): Product =>
  catalogue.find(test) ?? expect.fail('no such product')

async function customer() {
  const { token } = await registerConfirmed(server)
  const cart = expectOk(await call(server, 'cart', { token, query: { storeId } }))
  return { token, cart }
}

const setLine = (token: string, cartId: number, productId: number, quantity: unknown) =>
  call(server, 'setCartLine', { token, params: { cartId, productId }, body: { quantity } })

describe('the cart', () => {
  it('is made empty the first time, and is the same cart afterwards; another store has its own', async () => {
    const { token, cart } = await customer()
    expect(cart).toMatchObject({ storeId, lines: [], totalCents: 0, savingsCents: 0 })
    expect(expectOk(await call(server, 'cart', { token, query: { storeId } })).id).toBe(cart.id)
    const [, other] = expectOk(await call(server, 'ecommerceStores', {}))
    const second = expectOk(await call(server, 'cart', { token, query: { storeId: other?.id ?? 0 } }))
    expect(second.id).not.toBe(cart.id)
  })

  it('sets, changes and removes lines, with the totals and the promo savings computed by the server', async () => {
    const { token, cart } = await customer()
    const plain = pick((p) => p.unit === 'PIECE' && p.promoPriceCents === null && p.maxQuantity >= 3)
    // A reduction whose previous price (the 30 days' lowest) is below today's shelf price: the saving
    // is counted from the price struck through, not the shelf's.
    const promo = pick(
      (p) => p.unit === 'PIECE' && p.promoPriceCents !== null && (p.previousPriceCents ?? 0) < p.priceCents,
    )
    expectOk(await setLine(token, cart.id, plain.id, 3))
    const both = expectOk(await setLine(token, cart.id, promo.id, 2))
    const promoPrice = promo.promoPriceCents ?? 0
    expect(both.lines).toEqual([
      expect.objectContaining({
        productId: plain.id,
        quantity: 3,
        priceCents: plain.priceCents,
        amountCents: plain.priceCents * 3,
        estimatedWeight: false,
        available: true,
        // The checkout's coupons find their department's lines by it.
        department: plain.department,
        // An amount coupon takes from the other brands first.
        ownBrand: plain.ownBrand,
      }),
      expect.objectContaining({
        productId: promo.id,
        quantity: 2,
        priceCents: promoPrice,
        amountCents: promoPrice * 2,
      }),
    ])
    expect(both.totalCents).toBe(plain.priceCents * 3 + promoPrice * 2)
    expect(both.savingsCents).toBe(((promo.previousPriceCents ?? 0) - promoPrice) * 2)

    const changed = expectOk(await setLine(token, cart.id, plain.id, 1))
    expect(changed.lines[0]).toMatchObject({ productId: plain.id, quantity: 1 })
    const removed = expectOk(await setLine(token, cart.id, plain.id, 0))
    expect(removed.lines.map((l) => l.productId)).toEqual([promo.id])
    // The cart follows the customer: read again, it holds the same.
    expect(expectOk(await call(server, 'cart', { token, query: { storeId } })).lines).toEqual(removed.lines)
  })

  it('estimates the amount of products sold by weight', async () => {
    const { token, cart } = await customer()
    const weighed = pick((p) => p.unit === 'KG')
    const line = expectOk(await setLine(token, cart.id, weighed.id, 2)).lines[0]
    const perKg = weighed.promoPriceCents ?? weighed.priceCents
    expect(line).toMatchObject({
      estimatedWeight: true,
      amountCents: Math.round((perKg * (weighed.estimatedWeightGrams ?? 0) * 2) / 1000),
    })
  })

  it('refuses more than the maximum (4034), products the store does not sell (4030) or withdrawn (4031)', async () => {
    const { token, cart } = await customer()
    const limited = pick((p) => p.maxQuantity < 999)
    expectRefused(await setLine(token, cart.id, limited.id, limited.maxQuantity + 1), ErrorCode.MaxQuantity)
    expectOk(await setLine(token, cart.id, limited.id, limited.maxQuantity))
    expectRefused(await setLine(token, cart.id, 999_999, 1), ErrorCode.UnknownProduct)

    const db = server.running.database.db
    const gone = pick((p) => p.id !== limited.id)
    await db.update(products).set({ withdrawn: true }).where(eq(products.id, gone.id))
    server.running.deps.catalogues.forget()
    try {
      expectRefused(await setLine(token, cart.id, gone.id, 1), ErrorCode.InvalidProduct)
    } finally {
      await db.update(products).set({ withdrawn: false }).where(eq(products.id, gone.id))
      server.running.deps.catalogues.forget()
    }
  })

  it('keeps a line the store stopped selling, out of the totals', async () => {
    const { token, cart } = await customer()
    const product = pick((p) => p.unit === 'PIECE')
    expectOk(await setLine(token, cart.id, product.id, 1))
    const db = server.running.database.db
    await db.update(products).set({ withdrawn: true }).where(eq(products.id, product.id))
    server.running.deps.catalogues.forget()
    try {
      const later = expectOk(await call(server, 'cart', { token, query: { storeId } }))
      expect(later.lines).toEqual([
        expect.objectContaining({ productId: product.id, available: false, amountCents: 0 }),
      ])
      expect(later.totalCents).toBe(0)
    } finally {
      await db.update(products).set({ withdrawn: false }).where(eq(products.id, product.id))
      server.running.deps.catalogues.forget()
    }
  })

  it("answers 4004 for another customer's cart, a placed one or none, never showing its contents", async () => {
    const owner = await customer()
    const other = await customer()
    const product = pick((p) => p.unit === 'PIECE')
    expectOk(await setLine(owner.token, owner.cart.id, product.id, 2))
    const foreign = await setLine(other.token, owner.cart.id, product.id, 5)
    expectRefused(foreign, ErrorCode.CartNotFound)
    expect(JSON.stringify(foreign.raw)).not.toContain(product.name)
    expectRefused(
      await call(server, 'emptyCart', { token: other.token, params: { cartId: owner.cart.id } }),
      ErrorCode.CartNotFound,
    )
    expectRefused(await setLine(owner.token, 999_999, product.id, 1), ErrorCode.CartNotFound)

    await server.running.database.db
      .update(carts)
      .set({ status: 'ORDERED' })
      .where(eq(carts.id, owner.cart.id))
    expectRefused(await setLine(owner.token, owner.cart.id, product.id, 1), ErrorCode.CartNotFound)
    // A new open cart replaces the placed one.
    const next = expectOk(await call(server, 'cart', { token: owner.token, query: { storeId } }))
    expect(next.id).not.toBe(owner.cart.id)
    expect(next.lines).toEqual([])
  })

  it('is emptied at once', async () => {
    const { token, cart } = await customer()
    expectOk(await setLine(token, cart.id, pick((p) => p.unit === 'PIECE').id, 2))
    expect(expectOk(await call(server, 'emptyCart', { token, params: { cartId: cart.id } }))).toMatchObject({
      lines: [],
      totalCents: 0,
    })
  })

  it('refuses malformed input with 400, a visitor with 401, a store without a shop with 404', async () => {
    const { token, cart } = await customer()
    const product = pick((p) => p.unit === 'PIECE')
    for (const quantity of [-1, 1.5, 1000, '2', null]) {
      expect((await setLine(token, cart.id, product.id, quantity)).status, String(quantity)).toBe(400)
    }
    expect((await call(server, 'cart', { query: { storeId } })).status).toBe(401)
    const [plain] = await server.running.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ecommerce, false))
    expect((await call(server, 'cart', { token, query: { storeId: plain?.id ?? 0 } })).status).toBe(404)
  })
})
