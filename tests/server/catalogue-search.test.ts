import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stores } from '../../server/db/schema'
import type { Product } from '../../src/api/schemas/catalogue'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk } from './helpers'

/**
 * The catalogue search over HTTP, on the seeded store: typos, the ranking, the orders, the brand and
 * promo filters with the words, a department and the pages, and the brands a filter offers. The index
 * on a catalogue made to measure: catalogue-index.test.ts.
 */

let server: TestServer
let storeId = 0
beforeAll(async () => {
  server = await startTestServer()
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
})
afterAll(() => server.stop())

type Query = Record<string, string | number | undefined>

const page = (query: Query) => call(server, 'products', { params: { storeId }, query })

/** Every product a query lists, page after page (50 a page), and the pages' count each answer gave. */
async function everything(query: Query): Promise<Product[]> {
  const all: Product[] = []
  for (let p = 0; ; p++) {
    const answer = await page({ ...query, s: 50, p })
    all.push(...expectOk(answer))
    if (p + 1 >= (answer.totalPages ?? 0)) return all
  }
}

const names = async (q: string) => (await everything({ q })).map((p) => p.name)
const today = (p: Product) => p.promoPriceCents ?? p.priceCents
const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })

const brands = async (query: Query = {}) =>
  expectOk(await call(server, 'brands', { params: { storeId }, query }))

describe('searching as shoppers type', () => {
  it('forgives one typo in a word: a letter missing, doubled or swapped', async () => {
    const mozzarella = await names('mozarella')
    expect(mozzarella.length).toBeGreaterThan(0)
    expect(mozzarella.every((name) => /^Mozzarella/.test(name))).toBe(true)
    expect(await names('lattte')).toEqual(expect.arrayContaining([expect.stringMatching(/^Latte /)]))
    expect(await names('pomodro')).toEqual(expect.arrayContaining([expect.stringMatching(/^Pomodori /)]))
    expect(await names('bicsotti')).toEqual((await names('biscotti')).filter((n) => /\bbiscotti\b/i.test(n)))
    expect(await names('mozzarella fior di lattte')).toEqual(await names('mozzarella fior di latte'))
  })

  it('does not forgive two', async () => {
    expect(await names('mozarela')).toEqual([])
    expect(await names('pmoodro')).toEqual([])
  })

  it('lists the products named by a word before those whose brand only holds it', async () => {
    const listed = await names('latte')
    const named = listed.map((name) => /\blatte\b/i.test(name))
    expect(named.filter(Boolean).length).toBeGreaterThan(3)
    // The bresaola of "Latteria Orobica" is listed, after every product named "latte".
    const bresaola = listed.findIndex((name) => /^Bresaola .*Latteria Orobica/.test(name))
    expect(bresaola).toBeGreaterThan(named.lastIndexOf(true))
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true))
  })
})

describe('orders and filters', () => {
  it('sorts by today’s price lowest first, ties in name order, on every page', async () => {
    const listed = await everything({ department: 'DAIRY', sort: 'price' })
    expect(listed.length).toBeGreaterThan(20)
    for (let i = 1; i < listed.length; i++) {
      const [before, after] = [listed[i - 1] as Product, listed[i] as Product]
      expect(today(before)).toBeLessThanOrEqual(today(after))
      if (today(before) === today(after))
        expect(collator.compare(before.name, after.name)).toBeLessThanOrEqual(0)
    }
    // A promo price counts as the price today.
    const promo = await everything({ promo: 1, sort: 'price' })
    expect(promo.map(today)).toEqual(promo.map(today).sort((a, b) => a - b))
  })

  it('sorts by the price per kg or l lowest first, the products without one last', async () => {
    const listed = await everything({ sort: 'unitPrice' })
    const cents = listed.map((p) => p.referencePrice?.cents ?? null)
    const known = cents.filter((c) => c !== null)
    expect(known.length).toBeGreaterThan(0)
    expect(cents.slice(0, known.length)).toEqual([...known].sort((a, b) => a - b))
    expect(cents.slice(known.length).every((c) => c === null)).toBe(true)
    expect(cents.length).toBeGreaterThan(known.length)
    expect(listed.length).toBe((await everything({})).length)
  })

  it('keeps one brand, and only the promo prices of today', async () => {
    const orobica = await everything({ brand: 'Latteria Orobica' })
    expect(orobica.length).toBeGreaterThan(5)
    expect(orobica.every((p) => p.brand === 'Latteria Orobica')).toBe(true)
    expect(await everything({ brand: 'Latteria' })).toEqual([])

    const all = await everything({})
    const promo = await everything({ promo: 1 })
    expect(promo.length).toBeGreaterThan(0)
    expect(promo.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => p.promoPriceCents !== null)
        .map((p) => p.id)
        .sort(),
    )
    expect(await everything({ promo: 0 })).toEqual(all)
  })

  it('combines them with the words, a department and the pages', async () => {
    const query = { q: 'latte', department: 'DAIRY', brand: 'Latteria Orobica', sort: 'price' }
    const listed = await everything(query)
    expect(listed.length).toBeGreaterThan(3)
    expect(listed.every((p) => p.brand === 'Latteria Orobica' && p.department === 'DAIRY')).toBe(true)
    expect(listed.map(today)).toEqual(listed.map(today).sort((a, b) => a - b))
    // Two a page: the pages hold the same products in the same order, and say how many there are.
    const first = await page({ ...query, s: 2 })
    expect(first.totalPages).toBe(Math.ceil(listed.length / 2))
    const paged: Product[] = []
    for (let p = 0; p < (first.totalPages ?? 0); p++)
      paged.push(...expectOk(await page({ ...query, s: 2, p })))
    expect(paged.map((p) => p.id)).toEqual(listed.map((p) => p.id))
    expect(expectOk(await page({ ...query, s: 2, p: first.totalPages }))).toEqual([])

    const offers = await everything({ ...query, promo: 1 })
    expect(offers.map((p) => p.id)).toEqual(listed.filter((p) => p.promoPriceCents !== null).map((p) => p.id))
  })

  it('refuses an unknown order, a promo other than 0 or 1, and an overlong brand', async () => {
    expect((await page({ sort: 'cheapest' })).status).toBe(400)
    expect((await page({ promo: 'yes' })).status).toBe(400)
    expect((await page({ brand: 'x'.repeat(101) })).status).toBe(400)
  })
})

describe('the brands of a store', () => {
  it('lists every brand sold with its count, in name order', async () => {
    const listed = await brands()
    const all = await everything({})
    expect(listed.reduce((n, b) => n + b.count, 0)).toBe(all.length)
    expect(listed.map((b) => b.name)).toEqual([...new Set(all.map((p) => p.brand))].sort(collator.compare))
    const orobica = listed.find((b) => b.name === 'Latteria Orobica')
    expect(orobica?.count).toBe((await everything({ brand: 'Latteria Orobica' })).length)
  })

  it('counts within a department, the words and the promo prices: as many as the brand filter lists', async () => {
    const query = { q: 'latte', department: 'DAIRY', promo: 0 }
    const listed = await brands(query)
    expect(listed.length).toBeGreaterThan(1)
    for (const brand of listed)
      expect((await everything({ ...query, brand: brand.name })).length, brand.name).toBe(brand.count)
    const offers = await brands({ promo: 1 })
    expect(offers.reduce((n, b) => n + b.count, 0)).toBe((await everything({ promo: 1 })).length)
    expect(await brands({ q: 'zzzz' })).toEqual([])
  })

  it('answers 404 for a store without an online shop', async () => {
    const [plain] = await server.running.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ecommerce, false))
    expect((await call(server, 'brands', { params: { storeId: plain?.id ?? 0 } })).status).toBe(404)
  })
})
