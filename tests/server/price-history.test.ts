import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, storePrices, storeProducts } from '../../server/db/schema'
import { type Offer, PriceHistory, type PricePeriod } from '../../server/domain/catalogue/price-history'
import { romeInstant } from '../../server/domain/shared/rome-time'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk } from './helpers'

/**
 * The price history rule (docs/ordering.md "Prices and their history"; Codice del Consumo art.
 * 17-bis): a reduced price strikes through the lowest price of the 30 days before the reduction
 * began, from the store's own history, and a price not below it is no reduction.
 */

const period = (from: string, until: string | null, priceCents: number, promoCents: number | null = null) =>
  ({ from, until, priceCents, promoCents }) satisfies PricePeriod
const offer = (from: string, until: string, cents: number) => ({ from, until, cents }) satisfies Offer

describe('PriceHistory', () => {
  it('strikes through the lowest price of the 30 days before the reduction began, not the day before’s', () => {
    // 1,50 € until 9 October, 2,00 € from the 10th; reduced to 1,40 € from 1 November.
    const history = new PriceHistory(
      [period('2026-08-01', '2026-10-09', 150), period('2026-10-10', null, 200)],
      [offer('2026-11-01', '2026-11-20', 140)],
    )
    // The 30 days before 1 November are 2–31 October: 1,50 € on 2–9 October, the previous price.
    expect(history.today('2026-11-15')).toEqual({
      priceCents: 200,
      promo: { cents: 140, until: '2026-11-20' },
      previousPriceCents: 150,
      lowest30DaysCents: 150,
      lowestDays: 30,
    })
    // Counted back from today (16 October – 14 November) it would have been 1,40 €, the promo's own.
    // Reduced from 11 November instead: 12 October – 10 November, always 2,00 €.
    const later = new PriceHistory(
      [period('2026-08-01', '2026-10-09', 150), period('2026-10-10', null, 200)],
      [offer('2026-11-11', '2026-11-20', 140)],
    )
    expect(later.today('2026-11-15')).toMatchObject({ previousPriceCents: 200, lowest30DaysCents: 200 })
  })

  it('is no reduction when not below the 30 days’ lowest: the price it sells at, nothing struck', () => {
    // 1,80 € is below today's 2,00 € but not below the 1,50 € of early October.
    const history = new PriceHistory(
      [period('2026-08-01', '2026-10-09', 150), period('2026-10-10', null, 200)],
      [offer('2026-11-01', '2026-11-20', 180)],
    )
    expect(history.today('2026-11-15')).toEqual({
      priceCents: 180,
      promo: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
    // Equal to the lowest is no reduction either.
    const equal = new PriceHistory(
      [period('2026-08-01', '2026-10-09', 150), period('2026-10-10', null, 200)],
      [offer('2026-11-01', '2026-11-20', 150)],
    )
    expect(equal.today('2026-11-15')).toMatchObject({ priceCents: 150, promo: null })
  })

  it('strikes the lower price before a rise just before the reduction, or shows none', () => {
    const shelf = [
      period('2026-09-01', '2026-10-28', 199),
      period('2026-10-29', '2026-10-31', 249),
      period('2026-11-08', null, 249),
    ]
    const history = new PriceHistory([...shelf, period('2026-11-01', '2026-11-07', 249, 189)], [])
    expect(history.today('2026-11-03')).toEqual({
      priceCents: 249,
      promo: { cents: 189, until: '2026-11-07' },
      previousPriceCents: 199,
      lowest30DaysCents: 199,
      lowestDays: 30,
    })
    // Raised to 2,49 € three days before a "reduction" to 2,19 €: dearer than a week ago, no reduction.
    const raised = new PriceHistory([...shelf, period('2026-11-01', '2026-11-07', 249, 219)], [])
    expect(raised.today('2026-11-03')).toEqual({
      priceCents: 219,
      promo: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
    // The reduction over, nothing of the kind is shown.
    expect(history.today('2026-11-08')).toEqual({
      priceCents: 249,
      promo: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
  })

  it('counts an earlier reduction among the 30 days, and back-to-back reductions as one', () => {
    const shelf = [period('2026-09-01', null, 300)]
    const leaflets = [
      offer('2026-10-10', '2026-10-16', 240),
      // Two leaflets one after the other: the reduction began on 1 November.
      offer('2026-11-01', '2026-11-07', 230),
    ]
    const history = new PriceHistory(shelf, [...leaflets, offer('2026-11-08', '2026-11-14', 220)])
    expect(history.today('2026-11-10')).toMatchObject({
      promo: { cents: 220, until: '2026-11-14' },
      previousPriceCents: 240,
      lowest30DaysCents: 240,
    })
    // A second leaflet at 2,60 € after one at 2,30 €: above the earlier 2,40 €, no reduction.
    const dearer = new PriceHistory(shelf, [...leaflets, offer('2026-11-08', '2026-11-14', 260)])
    expect(dearer.today('2026-11-10')).toMatchObject({ priceCents: 260, promo: null })
    // The lowest of the store's own reduction and the leaflets' applies, below the shelf price only.
    const both = new PriceHistory(
      [period('2026-09-01', '2026-10-31', 300), period('2026-11-01', null, 300, 280)],
      [offer('2026-11-01', '2026-11-07', 350)],
    )
    expect(both.today('2026-11-03')?.promo).toEqual({ cents: 280, until: null })
  })

  it('is no reduction with no earlier history, and counts the days known for a short one', () => {
    // On the shelf from the reduction's first day: no previous price to strike.
    const fresh = new PriceHistory([period('2026-11-01', '2026-11-07', 250, 199)], [])
    expect(fresh.today('2026-11-03')).toEqual({
      priceCents: 199,
      promo: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
    // On the shelf for five days before the reduction: the lowest of those.
    const short = new PriceHistory(
      [period('2026-10-27', '2026-10-29', 260), period('2026-10-30', null, 250, null)],
      [offer('2026-11-01', '2026-11-07', 199)],
    )
    expect(short.today('2026-11-03')).toMatchObject({
      previousPriceCents: 250,
      lowest30DaysCents: 250,
      lowestDays: 5,
    })
  })

  it('begins and ends a reduction on its calendar days', () => {
    const history = new PriceHistory(
      [period('2026-09-01', null, 300)],
      [offer('2026-11-01', '2026-11-07', 250)],
    )
    expect(history.today('2026-10-31')?.promo).toBeNull()
    expect(history.today('2026-11-01')?.promo).toEqual({ cents: 250, until: '2026-11-07' })
    expect(history.today('2026-11-07')?.promo).toEqual({ cents: 250, until: '2026-11-07' })
    expect(history.today('2026-11-08')?.promo).toBeNull()
  })
})

describe('a store’s prices over HTTP, on the Italian calendar', () => {
  let server: TestServer
  let storeId = 0
  let productId = 0

  beforeAll(async () => {
    server = await startTestServer()
    server.clock.freeze()
    const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
    storeId = shop?.id ?? 0
    const db = server.running.database.db
    const [sold] = await db
      .select({ productId: storeProducts.productId })
      .from(storeProducts)
      .innerJoin(products, eq(products.id, storeProducts.productId))
      .where(
        and(
          eq(storeProducts.storeId, storeId),
          eq(products.unit, 'PIECE'),
          isNotNull(products.contentAmount),
        ),
      )
      .limit(1)
    productId = sold?.productId ?? 0
    // A history of our own for this product: 2,00 € in October, 2,50 € from 1 to 9 November,
    // reduced to 1,80 € on 10 to 16 November (a summer-time-free month: Rome is UTC+1).
    await db
      .delete(storePrices)
      .where(and(eq(storePrices.storeId, storeId), eq(storePrices.productId, productId)))
    await db.insert(storePrices).values([
      { storeId, productId, priceCents: 200, validFrom: '2025-10-01', validUntil: '2025-10-31' },
      { storeId, productId, priceCents: 250, validFrom: '2025-11-01', validUntil: '2025-11-09' },
      {
        storeId,
        productId,
        priceCents: 250,
        promoPriceCents: 180,
        validFrom: '2025-11-10',
        validUntil: '2025-11-16',
      },
      { storeId, productId, priceCents: 250, validFrom: '2025-11-17', validUntil: null },
    ])
  })
  afterAll(() => server.stop())

  /** The product as the store lists it at a wall-clock time in Rome (a fresh catalogue each time). */
  async function productAt(day: string, time: string) {
    server.clock.reset()
    server.clock.freeze()
    server.clock.advance(romeInstant(day, time).getTime() - server.clock.now().getTime())
    server.running.deps.catalogues.forget()
    const { label: _label, ...one } = expectOk(
      await call(server, 'product', { params: { storeId, productId } }),
    )
    const listed = expectOk(
      await call(server, 'products', { params: { storeId }, query: { q: one.name, s: 50 } }),
    ).find((p) => p.id === productId)
    expect(listed).toEqual(one)
    return one
  }

  it('shows the previous price and the 30 days’ lowest from midnight to midnight, Rome time', async () => {
    const before = await productAt('2025-11-09', '23:59')
    expect(before).toMatchObject({
      priceCents: 250,
      promoPriceCents: null,
      previousPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
    const first = await productAt('2025-11-10', '00:00')
    expect(first).toMatchObject({
      priceCents: 250,
      promoPriceCents: 180,
      promoUntil: '2025-11-16',
      previousPriceCents: 200,
      lowest30DaysCents: 200,
      lowestDays: 30,
    })
    expect(first.referencePrice?.cents).not.toBe(before.referencePrice?.cents)
    expect(await productAt('2025-11-16', '23:59')).toMatchObject({
      promoPriceCents: 180,
      lowest30DaysCents: 200,
    })
    expect(await productAt('2025-11-17', '00:00')).toMatchObject({
      promoPriceCents: null,
      lowest30DaysCents: null,
      lowestDays: null,
    })
  })
})
