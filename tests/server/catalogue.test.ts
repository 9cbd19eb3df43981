import { and, eq, gte, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, products, storeProducts, stores } from '../../server/db/schema'
import { isValidEan13 } from '../../src/api/card-code'
import { ErrorCode } from '../../src/api/errors'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, expectRefused } from './helpers'

let server: TestServer
let storeId = 0
beforeAll(async () => {
  server = await startTestServer()
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
})
afterAll(() => server.stop())

const search = async (
  q: string,
  extra: { department?: string; leaflet?: number; s?: number; p?: number } = {},
) => call(server, 'products', { params: { storeId }, query: { q, ...extra } })

const names = async (q: string) => expectOk(await search(q, { s: 50 })).map((p) => p.name)

describe('the catalogue of an e-commerce store', () => {
  it('holds at least 400 products with valid EANs, about a third own-brand, sold by every e-commerce store', async () => {
    const db = server.running.database.db
    const all = await db.select().from(products)
    expect(all.length).toBeGreaterThanOrEqual(400)
    expect(all.every((p) => isValidEan13(p.ean))).toBe(true)
    const own = all.filter((p) => p.ownBrand).length / all.length
    expect(own).toBeGreaterThan(0.28)
    expect(own).toBeLessThan(0.4)
    const shops = await db.select({ id: stores.id }).from(stores).where(eq(stores.ecommerce, true))
    expect(shops).toHaveLength(12)
    for (const shop of shops) {
      const sold = await db.select().from(storeProducts).where(eq(storeProducts.storeId, shop.id))
      expect(sold.length, `store ${shop.id}`).toBeGreaterThan(all.length * 0.8)
    }
    const picture = await server.request('GET', all[0]?.imageUrl ?? '')
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  it('finds products whatever the accents, plurals and gender', async () => {
    expect(await names('pomodoro')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Pomodori pelati/)]),
    )
    expect(await names('POMODORI')).toEqual(await names('pomodoro'))
    expect(await names('mela')).toEqual(expect.arrayContaining([expect.stringMatching(/^Mele Golden/)]))
    expect(await names('caffe')).toEqual(expect.arrayContaining([expect.stringMatching(/^Caffè macinato/)]))
    expect(await names('albicocca')).toEqual(expect.arrayContaining([expect.stringMatching(/albicocche/)]))
    // Words as they are typed: the first letters already find.
    expect(await names('pomod')).toEqual(await names('pomodoro'))
    // Every word counts.
    const both = await names('penne rigate')
    expect(both.length).toBeGreaterThan(0)
    expect(both.every((name) => /penne rigate/i.test(name))).toBe(true)
    expect(await names('zzzz')).toEqual([])
  })

  it('filters by department, pages, and names the departments', async () => {
    const departments = expectOk(await call(server, 'departments', { params: { storeId } }))
    const fruit = departments.find((d) => d.code === 'FRUIT_VEG')
    expect(fruit).toMatchObject({ name: 'Ortofrutta' })
    const first = await search('', { department: 'FRUIT_VEG', s: 10 })
    expect(first.totalPages).toBe(Math.ceil((fruit?.count ?? 0) / 10))
    expect(expectOk(first).every((p) => p.department === 'FRUIT_VEG')).toBe(true)
    const second = expectOk(await search('', { department: 'FRUIT_VEG', s: 10, p: 1 }))
    expect(second.map((p) => p.id)).not.toEqual(expectOk(first).map((p) => p.id))
    const everything = await search('', { s: 50 })
    expect(everything.totalPages).toBe(Math.ceil(departments.reduce((n, d) => n + d.count, 0) / 50))
  })

  it('names the departments in the language of the request', async () => {
    const italian = expectOk(await call(server, 'departments', { params: { storeId } }))
    const english = expectOk(
      await call(server, 'departments', {
        params: { storeId },
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      }),
    )
    expect(english.find((d) => d.code === 'FRUIT_VEG')?.name).toBe('Fruit and vegetables')
    expect(english.find((d) => d.code === 'BAKERY')?.name).toBe('Bakery')
    // The same departments and counts, in English alphabetical order.
    expect(english.map((d) => [d.code, d.count]).sort()).toEqual(italian.map((d) => [d.code, d.count]).sort())
    expect(english.map((d) => d.name)).toEqual(
      english.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'en')),
    )
    expect(italian.find((d) => d.code === 'FRUIT_VEG')?.name).toBe('Ortofrutta')
  })

  it('shows a leaflet price in its dates only, and the price per kilo', async () => {
    const promoted = expectOk(await search('', { s: 50 }))
    const all = [...promoted]
    for (let p = 1; all.every((product) => product.promoPriceCents === null) && p < 20; p++) {
      all.push(...expectOk(await search('', { s: 50, p })))
    }
    const offer = all.find((product) => product.promoPriceCents !== null)
    if (!offer) return expect.fail('no leaflet offer in the store')
    expect(offer.promoPriceCents).toBeLessThan(offer.priceCents)
    expect(offer.promoUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const pack = all.find((product) => product.unit === 'PIECE' && product.referencePrice)
    expect(pack?.referencePrice?.per).toMatch(/^(KG|L)$/)
    try {
      server.clock.advance(40 * 86_400_000)
      const later = expectOk(await call(server, 'product', { params: { storeId, productId: offer.id } }))
      expect(later.promoPriceCents).toBeNull()
      expect(later.priceCents).toBe(offer.priceCents)
    } finally {
      server.clock.reset()
      server.running.deps.catalogues.forget()
    }
  })

  it('lists the products a leaflet offers today in the store, with their promo prices, by its id', async () => {
    const today = server.clock.now().toISOString().slice(0, 10)
    const current = await server.running.database.db
      .select({ leafletId: offers.leafletId, productId: offers.productId })
      .from(offers)
      .where(and(lte(offers.validFrom, today), gte(offers.validTo, today)))
    const leaflet =
      current.find((offer) => offer.leafletId !== null)?.leafletId ?? expect.fail('no current leaflet')
    const offered = new Set(current.filter((o) => o.leafletId === leaflet).map((o) => o.productId))
    const listed = expectOk(await search('', { leaflet, s: 50 }))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((product) => offered.has(product.id) && product.promoPriceCents !== null)).toBe(true)
    // Searching inside the offers, and a leaflet with none: nothing else comes.
    const word = listed[0]?.name.split(' ')[0] ?? ''
    expect(expectOk(await search(word, { leaflet })).every((product) => offered.has(product.id))).toBe(true)
    expect(expectOk(await search('', { leaflet: 999_999 }))).toEqual([])
  })

  it('answers 4030 for a product the store does not sell, 4031 for a withdrawn one, 404 for a store without a shop', async () => {
    const db = server.running.database.db
    const sold = await db.select().from(storeProducts).where(eq(storeProducts.storeId, storeId))
    const soldIds = new Set(sold.map((s) => s.productId))
    const [notHere] = (await db.select().from(products)).filter((p) => !soldIds.has(p.id))
    expectRefused(
      await call(server, 'product', { params: { storeId, productId: notHere?.id ?? 0 } }),
      ErrorCode.UnknownProduct,
    )
    expectRefused(
      await call(server, 'product', { params: { storeId, productId: 999_999 } }),
      ErrorCode.UnknownProduct,
    )

    const withdrawn = sold[0]?.productId ?? 0
    await db.update(products).set({ withdrawn: true }).where(eq(products.id, withdrawn))
    server.running.deps.catalogues.forget()
    try {
      expectRefused(
        await call(server, 'product', { params: { storeId, productId: withdrawn } }),
        ErrorCode.InvalidProduct,
      )
    } finally {
      await db.update(products).set({ withdrawn: false }).where(eq(products.id, withdrawn))
      server.running.deps.catalogues.forget()
    }

    const [plain] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ecommerce, false))
    expect((await call(server, 'products', { params: { storeId: plain?.id ?? 0 }, query: {} })).status).toBe(
      404,
    )
  })

  it('refuses malformed queries with 400', async () => {
    expect((await search('x', { s: 51 })).status).toBe(400)
    expect(
      (await call(server, 'products', { params: { storeId }, query: { department: 'frutta; drop' } })).status,
    ).toBe(400)
    expect((await server.request('GET', '/cli/ecommerce/abc/products')).statusCode).toBe(400)
  })
})
