import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, storePrices, storeProducts, stores } from '../../server/db/schema'
import { addDays, romeDay } from '../../server/domain/shared/rome-time'
import { ErrorCode } from '../../src/api/errors'
import type { Product } from '../../src/api/schemas/catalogue'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { call, expectOk, shopsOfTheDemo } from './helpers'

/**
 * docs/ordering.md "Prices and their history": `PUT /ops/stores/{storeId}/products/{productId}/price`
 * (`npm run ops -- price set`) changes a store's price from today, with a reduction of its own if
 * given, and keeps the days before as they were, so a later reduction's previous price (the lowest
 * price of the 30 days before it) stays true (Codice del Consumo art. 17-bis).
 */

const DAY = 24 * 60 * 60 * 1000
let server: TestServer
let shop: EcommerceStore
let product: Product

beforeAll(async () => {
  server = await startTestServer()
  shop = (await shopsOfTheDemo(server)).shop
  const db = server.running.database.db
  const offered = new Set((await db.select({ id: offers.productId }).from(offers)).map((row) => row.id))
  // A product sold by the piece, on no leaflet at all, not reduced today, at 7 € or more (its seeded
  // prices above the 4 € below): only this test moves its price.
  for (let p = 0; p < 20 && !product; p++) {
    const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50, p } })
    product = expectOk(page).find(
      (each) =>
        each.unit === 'PIECE' &&
        each.promoPriceCents === null &&
        each.priceCents >= 700 &&
        !offered.has(each.id),
    ) as Product
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  if (!product) throw new Error('no product without offers')
})
afterAll(async () => {
  server.clock.reset()
  await server.stop()
})

const today = () => romeDay(server.clock.now()).day

function setPrice(body: unknown, productId = product.id, storeId = shop.id, token = TEST_OPS_TOKEN) {
  return server.json<Product>('PUT', `/ops/stores/${storeId}/products/${productId}/price`, { token, body })
}

/** Whether the catalogue's offers (`promo=1`) list the product. */
async function amongOffers(): Promise<boolean> {
  const found = expectOk(
    await call(server, 'products', {
      params: { storeId: shop.id },
      query: { q: product.name, promo: '1', s: 50 },
    }),
  )
  return found.some((each) => each.id === product.id)
}

async function shown(): Promise<Product> {
  return expectOk(
    await call(server, 'product', { params: { storeId: shop.id, productId: product.id }, query: {} }),
  )
}

describe('a store sets its price of a product through /ops', () => {
  it('from today, keeping the days before: a later reduction strikes through the lowest of its 30 days, and one not below it is none', async () => {
    const start = today()
    // Today 4,00 €: below anything in the seeded history, so it is the 30 days' lowest below.
    const cheap = await setPrice({ priceCents: 400 })
    expect(cheap.code, cheap.message).toBe(0)
    expect(cheap.data).toMatchObject({ id: product.id, priceCents: 400, promoPriceCents: null })
    expect(await shown()).toMatchObject({ priceCents: 400, promoPriceCents: null })

    // Three days later a rise to 9,00 €, then set again the same day: the second holds.
    server.clock.advance(3 * DAY)
    expect((await setPrice({ priceCents: 850 })).code).toBe(0)
    expect((await setPrice({ priceCents: 900 })).data).toMatchObject({
      priceCents: 900,
      promoPriceCents: null,
    })

    // Two days after the rise, a "reduction" to 7,00 € for a week: dearer than the 4,00 € of five
    // days ago, so no reduction (art. 17-bis): sold at 7,00 €, nothing struck, not among the offers,
    // nothing saved.
    server.clock.advance(2 * DAY)
    const until = addDays(today(), 6)
    const notReduced = await setPrice({ priceCents: 900, promoPriceCents: 700, promoUntil: until })
    expect(notReduced.code, notReduced.message).toBe(0)
    const plain = {
      priceCents: 700,
      promoPriceCents: null,
      promoUntil: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
    }
    expect(notReduced.data).toMatchObject(plain)
    expect(await shown()).toMatchObject(plain)
    expect(await amongOffers()).toBe(false)

    // The same week at 3,50 €: below the 4,00 €, a reduction striking 4,00 € through.
    const reduced = await setPrice({ priceCents: 900, promoPriceCents: 350, promoUntil: until })
    expect(reduced.code, reduced.message).toBe(0)
    const expected = {
      priceCents: 900,
      promoPriceCents: 350,
      promoUntil: until,
      // Not the 9,00 € of the day before: the rise does not hide the 4,00 € of five days ago.
      previousPriceCents: 400,
      lowest30DaysCents: 400,
    }
    expect(reduced.data).toMatchObject(expected)
    expect(await shown()).toMatchObject(expected)
    expect(await amongOffers()).toBe(true)

    // The days before each change kept their price: rows were added, none rewritten.
    const rows = await server.running.database.db
      .select()
      .from(storePrices)
      .where(and(eq(storePrices.storeId, shop.id), eq(storePrices.productId, product.id)))
    const fromDay = (day: string) => rows.filter((row) => row.validFrom === day)
    expect(fromDay(start).map((row) => row.priceCents)).toEqual([400])
    expect(fromDay(addDays(start, 3)).map((row) => row.priceCents)).toEqual([900])
    expect(fromDay(addDays(until, 1))).toMatchObject([
      { priceCents: 900, promoPriceCents: null, validUntil: null },
    ])
    const [listed] = await server.running.database.db
      .select({ priceCents: storeProducts.priceCents })
      .from(storeProducts)
      .where(and(eq(storeProducts.storeId, shop.id), eq(storeProducts.productId, product.id)))
    expect(listed?.priceCents).toBe(900)

    // The day after the reduction's last day: the shelf price again, nothing reduced.
    server.clock.advance(7 * DAY)
    expect(await shown()).toMatchObject({ priceCents: 900, promoPriceCents: null, lowest30DaysCents: null })

    // A deeper reduction until further notice the day after the week's: back to back, one reduction
    // begun with the week's, so the 4,00 € before it is still the price struck through.
    const open = await setPrice({ priceCents: 900, promoPriceCents: 300 })
    expect(open.data).toMatchObject({ promoPriceCents: 300, promoUntil: null, previousPriceCents: 400 })
  })

  it('refuses a reduction not below the price, a last day without a reduction or already past, and no token', async () => {
    expect((await setPrice({ priceCents: 500, promoPriceCents: 500 })).status).toBe(400)
    expect((await setPrice({ priceCents: 500, promoUntil: addDays(today(), 3) })).status).toBe(400)
    const past = await setPrice({ priceCents: 500, promoPriceCents: 400, promoUntil: addDays(today(), -1) })
    expect(past.status).toBe(400)
    expect(past.message).toContain('promoUntil')
    expect((await setPrice({ priceCents: 500 }, product.id, shop.id, 'wrong-token')).status).toBe(401)
  })

  it('4030 for a product the store does not sell; 404 for a store with no online shop', async () => {
    const db = server.running.database.db
    const sold = new Set(
      (
        await db
          .select({ id: storeProducts.productId })
          .from(storeProducts)
          .where(eq(storeProducts.storeId, shop.id))
      ).map((row) => row.id),
    )
    const notHere = (await db.select({ id: storeProducts.productId }).from(storeProducts)).find(
      (row) => !sold.has(row.id),
    )
    if (notHere) expect((await setPrice({ priceCents: 500 }, notHere.id)).code).toBe(ErrorCode.UnknownProduct)
    expect((await setPrice({ priceCents: 500 }, 999_999)).code).toBe(ErrorCode.UnknownProduct)
    const [plain] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ecommerce, false))
      .limit(1)
    if (!plain) throw new Error('no store without an online shop')
    expect((await setPrice({ priceCents: 500 }, product.id, plain.id)).status).toBe(404)
  })
})
