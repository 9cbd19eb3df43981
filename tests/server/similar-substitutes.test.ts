import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  kindOf,
  SAME_KIND_PRICE,
  SIMILAR_PRICE,
  sharedKind,
} from '../../server/domain/staff/substitute-ranking'
import { MAX_SUBSTITUTES } from '../../server/domain/staff/substitutes'
import type { Product } from '../../src/api/schemas/catalogue'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, shopsOfTheDemo } from './helpers'
import { lineOf, StaffFlow } from './staff-flow'

/**
 * docs/ordering.md "The store's side", on the demo catalogue: a missing vinegar's SIMILAR
 * substitutes are vinegars first, not the flour and breadcrumbs of its price.
 */

let server: TestServer
let shop: EcommerceStore
let flow: StaffFlow

beforeAll(async () => {
  server = await startTestServer()
  shop = (await shopsOfTheDemo(server)).shop
  flow = new StaffFlow(server)
})
afterAll(() => server.stop())

async function search(q: string): Promise<Product[]> {
  return expectOk(await call(server, 'products', { params: { storeId: shop.id }, query: { q, s: 50 } }))
}

const priceOf = (p: { priceCents: number; promoPriceCents?: number | null }) =>
  p.promoPriceCents ?? p.priceCents

describe('similar substitutes', () => {
  it('for a vinegar: the other vinegars first, then the rest of the aisle by price', async () => {
    const vinegars = (await search('aceto')).filter((p) => /^aceto /i.test(p.name))
    const vinegar =
      vinegars.find((p) => p.ownBrand && p.promoPriceCents === null) ?? expect.fail('no own-brand vinegar')
    // The other brands' vinegars, within reach of its price.
    const others = vinegars.filter(
      (p) =>
        p.id !== vinegar.id &&
        Math.abs(priceOf(p) - vinegar.priceCents) <= vinegar.priceCents * SAME_KIND_PRICE,
    )
    expect(others.length).toBeGreaterThan(0)
    // The aisle has products closer to its price that are no vinegar: the trial's flour.
    const distance = (p: { priceCents: number; promoPriceCents?: number | null }) =>
      Math.abs(priceOf(p) - vinegar.priceCents)
    const lookalikes = [...(await search('pangrattato')), ...(await search('farina'))]
    const flour =
      lookalikes.find(
        (p) =>
          p.department === vinegar.department &&
          distance(p) < Math.min(...others.map(distance)) &&
          distance(p) <= vinegar.priceCents * SIMILAR_PRICE,
      ) ?? expect.fail('no flour nor breadcrumbs closer in price than the other vinegars')

    const { order } = await flow.order(shop.id, [{ product: vinegar, quantity: 1 }])
    await flow.start(order)
    const line = lineOf(order, vinegar)
    const list = await flow.substitutes(order, line.id)
    expect(list.length).toBeLessThanOrEqual(MAX_SUBSTITUTES)
    expect(
      list
        .slice(0, others.length)
        .map((s) => s.productId)
        .sort(),
    ).toEqual(others.map((p) => p.id).sort())
    const kind = kindOf(vinegar.name, vinegar.brand)
    const shared = list.map((s) => sharedKind(kind, kindOf(s.name, s.brand)))
    expect(shared).toEqual([...shared].sort((a, b) => b - a))
    for (const [i, s] of list.entries()) {
      expect(s.productId).not.toBe(vinegar.id)
      expect(s.department).toBe(vinegar.department)
      const window = (shared[i] ?? 0) > 0 ? SAME_KIND_PRICE : SIMILAR_PRICE
      expect(Math.abs(s.priceCents - line.priceCents)).toBeLessThanOrEqual(line.priceCents * window)
    }
    // After the vinegars, the rest of the aisle, the closest price first (by the piece: per kilo
    // against per litre says nothing), the flour or breadcrumbs among them.
    const rest = list.slice(others.length)
    expect(rest.map((s) => s.productId)).toContain(flour.id)
    const distances = rest.map((s) => Math.abs(s.priceCents - line.priceCents))
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })
})
