import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROVINCES } from '../../server/db/seed/data/provinces'
import { REGIONS } from '../../server/db/seed/data/regions'
import { STORES } from '../../server/db/seed/data/stores'
import type { DeliveryMode } from '../../src/api/schemas/store'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, expectRefused } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** Torino, Piazza Castello. */
const TORINO = { lat: 45.0712, lon: 7.6854 }

/** Great-circle distance in km, written here again so the server's is checked against another one. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(r(lat2 - lat1) / 2) ** 2 +
    Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

const names = (list: { name: string }[]) => list.map((s) => s.name).sort()
const seedNames = (filter: (s: (typeof STORES)[number]) => boolean) => names(STORES.filter(filter))

async function allPages(query: Record<string, string | number>) {
  const answer = await call(server, 'stores', { query: { ...query, p: 0 } })
  const totalPages = answer.totalPages ?? 0
  const pages = [expectOk(answer)]
  for (let p = 1; p < totalPages; p++)
    pages.push(expectOk(await call(server, 'stores', { query: { ...query, p } })))
  return pages.flat()
}

describe('store list paging', () => {
  it('pages 5 stores by default, with totalPages and the page number', async () => {
    const answer = await call(server, 'stores')
    const page = expectOk(answer)
    expect(page).toHaveLength(5)
    expect(answer.totalPages).toBe(Math.ceil(STORES.length / 5))
    expect(answer.number).toBe(0)
  })

  it('walks every store once over the pages, sorted by name', async () => {
    const seen = []
    const totalPages = Math.ceil(STORES.length / 5)
    for (let p = 0; p < totalPages; p++) {
      const answer = await call(server, 'stores', { query: { s: 5, p } })
      expect(answer.number).toBe(p)
      expect(answer.totalPages).toBe(totalPages)
      const page = expectOk(answer)
      expect(page).toHaveLength(p < totalPages - 1 ? 5 : STORES.length - 5 * (totalPages - 1))
      seen.push(...page)
    }
    expect(new Set(seen.map((s) => s.id)).size).toBe(STORES.length)
    expect(names(seen)).toEqual(names(STORES))
    const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })
    expect(seen.map((s) => s.name)).toEqual([...seen.map((s) => s.name)].sort(collator.compare))
    // Past the last page: an empty page, still numbered.
    const past = await call(server, 'stores', { query: { p: totalPages } })
    expect(expectOk(past)).toEqual([])
    expect(past.number).toBe(totalPages)
  })

  it('takes page sizes from 1 to 50 and refuses the rest with 400', async () => {
    expect(expectOk(await call(server, 'stores', { query: { s: 1 } }))).toHaveLength(1)
    const fifty = await call(server, 'stores', { query: { s: 50 } })
    expect(expectOk(fifty)).toHaveLength(50)
    expect(fifty.totalPages).toBe(Math.ceil(STORES.length / 50))
    for (const s of ['51', '0', '-5', '5.5', 'cinque', '']) {
      expectRefused(await call(server, 'stores', { query: { s } }), 400)
    }
    for (const p of ['-1', '1.5', 'uno']) {
      expectRefused(await call(server, 'stores', { query: { p } }), 400)
    }
    expectRefused(await call(server, 'stores', { query: { q: 'x'.repeat(101) } }), 400)
  })

  it('answers stores without the e-commerce fields and with no distance without a position', async () => {
    const answer = await call(server, 'stores', { query: { s: 50 } })
    for (const store of answer.raw.data as Record<string, unknown>[]) {
      expect(store).not.toHaveProperty('deliveryModes')
      expect(store.distance).toBeNull()
    }
  })
})

describe('store text search', () => {
  const search = async (q: string) => allPages({ q, s: 5 })

  it('finds stores by town', async () => {
    expect(names(await search('Moncalieri'))).toEqual(seedNames((s) => s.city === 'Moncalieri'))
    expect(names(await search('vigevano'))).toEqual(seedNames((s) => s.city === 'Vigevano'))
  })

  it('finds stores by name', async () => {
    expect(names(await search('Crocetta'))).toEqual(['Alpimare Torino Crocetta'])
    expect(names(await search('torino lingotto'))).toEqual(['Alpimare Torino Lingotto'])
  })

  it('finds stores by CAP', async () => {
    const novara = seedNames((s) => s.zip === '28100')
    expect(novara.length).toBeGreaterThan(1)
    expect(names(await search('28100'))).toEqual(novara)
  })

  it('finds stores by the name of their province', async () => {
    // Verbano-Cusio-Ossola: its towns are Verbania and Domodossola, neither named like the province.
    const vb = seedNames((s) => s.county === 'VB')
    expect(vb.length).toBeGreaterThan(1)
    expect(names(await search('Cusio'))).toEqual(vb)
    expect(names(await search('verbano-cusio-ossola'))).toEqual(vb)
  })

  it('ignores accents and case', async () => {
    const liberta = seedNames((s) => /libertà/i.test(`${s.name} ${s.address}`))
    expect(liberta.length).toBe(2)
    expect(names(await search('liberta'))).toEqual(liberta)
    expect(names(await search('LIBERTÀ'))).toEqual(liberta)
    expect(names(await search('émile'))).toEqual(['Alpimare Saint-Vincent Centro'])
    expect(names(await search('EMILE'))).toEqual(['Alpimare Saint-Vincent Centro'])
  })

  it('answers an empty first page when nothing matches', async () => {
    const answer = await call(server, 'stores', { query: { q: 'Palermo' } })
    expect(expectOk(answer)).toEqual([])
    expect({ totalPages: answer.totalPages, number: answer.number }).toEqual({ totalPages: 0, number: 0 })
  })
})

describe('stores by distance', () => {
  it('fills the distance in km and sorts by it, across pages', async () => {
    const expected = STORES.map((s) => ({
      name: s.name,
      km: km(TORINO.lat, TORINO.lon, s.latitude, s.longitude),
    }))
      .sort((a, b) => a.km - b.km)
      .slice(0, 10)
    const page0 = expectOk(await call(server, 'stores', { query: { ...TORINO, p: 0 } }))
    const page1 = expectOk(await call(server, 'stores', { query: { ...TORINO, p: 1 } }))
    const both = [...page0, ...page1]
    expect(both.map((s) => s.name)).toEqual(expected.map((e) => e.name))
    both.forEach((store, i) => {
      expect(store.distance).not.toBeNull()
      expect(store.distance ?? -1).toBeCloseTo(expected[i]?.km ?? 0, 1)
      if (i > 0) expect(store.distance ?? 0).toBeGreaterThanOrEqual(both[i - 1]?.distance ?? 0)
    })
    // Torino to Aosta is about 80 km: the unit is km, not metres or degrees.
    const aosta = (await allPages({ q: 'Aosta Corso Ivrea', ...TORINO }))[0]
    expect(aosta?.distance).toBeGreaterThan(70)
    expect(aosta?.distance).toBeLessThan(90)
  })

  it('sorts the matches of a search by distance', async () => {
    const nervi = STORES.find((s) => s.name === 'Alpimare Genova Nervi')
    const found = await allPages({ q: 'Genova', lat: nervi?.latitude ?? 0, lon: nervi?.longitude ?? 0 })
    expect(found[0]?.name).toBe('Alpimare Genova Nervi')
    expect(found[0]?.distance).toBeLessThan(0.5)
    expect(found.map((s) => s.distance)).toEqual(
      [...found.map((s) => s.distance)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    )
  })

  it('refuses an invalid position with 400', async () => {
    for (const query of [
      { lat: '91', lon: '7.6' },
      { lat: '-90.5', lon: '7.6' },
      { lat: '45', lon: '181' },
      { lat: 'nord', lon: '7.6' },
      { lat: '45,07', lon: '7.6' },
      { lat: 'NaN', lon: '7.6' },
    ]) {
      expectRefused(await call(server, 'stores', { query }), 400)
    }
  })
})

describe('one store', () => {
  it('answers a store by id with its details', async () => {
    const [listed] = expectOk(await call(server, 'stores', { query: { q: 'Crocetta' } }))
    if (!listed) return expect.fail('store missing')
    const store = expectOk(await call(server, 'store', { params: { id: listed.id } }))
    expect(store).toEqual(listed)
    expect(store.timetables.length).toBeGreaterThan(0)
    expect(store.services.length).toBeGreaterThan(0)
    expect(store.departments.length).toBeGreaterThan(0)
    expect(store.notes).toBeTruthy()
    expect(store.address).toMatchObject({ city: 'Torino', county: 'TO', zip: '10129' })
  })

  it('answers 404 for an unknown store and 400 for a bad id', async () => {
    expectRefused(await call(server, 'store', { params: { id: 999_999 } }), 404, {
      message: 'Negozio non trovato',
    })
    expectRefused(await call(server, 'store', { params: { id: 'abc' } }), 400)
    expectRefused(await call(server, 'store', { params: { id: '1234567890' } }), 400)
  })
})

describe('e-commerce stores', () => {
  it('lists only the stores that take online orders, with their delivery modes', async () => {
    const answer = await call(server, 'ecommerceStores', { query: { s: 50 } })
    const list = expectOk(answer)
    expect(names(list)).toEqual(seedNames((s) => s.ecommerce !== null))
    for (const store of list) {
      const seed = STORES.find((s) => s.name === store.name)
      expect(store.deliveryModes).toEqual(seed?.ecommerce?.deliveryModes)
      expect(store.deliveryModes.length).toBeGreaterThan(0)
    }
    const paged = await call(server, 'ecommerceStores', { query: { s: 5, p: 1 } })
    expect(expectOk(paged)).toHaveLength(5)
    expect({ totalPages: paged.totalPages, number: paged.number }).toEqual({
      totalPages: Math.ceil(list.length / 5),
      number: 1,
    })
  })

  it('sorts them by distance with a position', async () => {
    const list = expectOk(await call(server, 'ecommerceStores', { query: { s: 50, ...TORINO } }))
    const distances = list.map((s) => s.distance ?? -1)
    expect(distances.every((d) => d >= 0)).toBe(true)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expectRefused(await call(server, 'ecommerceStores', { query: { lat: '100', lon: '7' } }), 400)
    expectRefused(await call(server, 'ecommerceStores', { query: { s: '51' } }), 400)
  })
})

describe('regions, provinces and delivery', () => {
  it('lists the 20 regions', async () => {
    const states = expectOk(await call(server, 'states'))
    expect(states).toHaveLength(20)
    expect(states.map((s) => s.stateId).sort()).toEqual(REGIONS.map((r) => r.stateId).sort())
    expect(states.find((s) => s.stateId === '01')?.name).toBe('Piemonte')
  })

  it('lists the 107 provinces with their region, and San Marino and the Vatican without one', async () => {
    const counties = expectOk(await call(server, 'counties'))
    expect(counties).toHaveLength(109)
    expect(counties.find((c) => c.countyId === 'TO')).toMatchObject({ name: 'Torino', stateId: '01' })
    const regionIds = new Set(REGIONS.map((r) => r.stateId))
    const provinces = counties.filter((c) => c.stateId !== null)
    expect(provinces).toHaveLength(107)
    expect(provinces.every((c) => typeof c.stateId === 'string' && regionIds.has(c.stateId))).toBe(true)
    expect(counties.filter((c) => c.stateId === null).map((c) => c.name)).toEqual([
      'Città del Vaticano',
      'Repubblica di San Marino',
    ])
    expect(new Set(counties.map((c) => c.countyId)).size).toBe(109)
  })

  const regionOf = new Map(PROVINCES.map((p) => [p.countyId, p.stateId]))
  const expectedDelivery = (mode: DeliveryMode, state: string) =>
    seedNames((s) => {
      const online = s.ecommerce
      if (!online?.deliveryModes.includes(mode)) return false
      return mode === 'AT_HOME' ? online.deliveryStateIds.includes(state) : regionOf.get(s.county) === state
    })

  it('lists the stores delivering AT_HOME to a region, including those of a neighbouring one', async () => {
    const piemonte = names(
      expectOk(await call(server, 'delivery', { query: { delivery: 'AT_HOME', state: '01' } })),
    )
    expect(piemonte).toEqual(expectedDelivery('AT_HOME', '01'))
    expect(piemonte.length).toBeGreaterThan(1)
    const lombardia = names(
      expectOk(await call(server, 'delivery', { query: { delivery: 'AT_HOME', state: '03' } })),
    )
    expect(lombardia).toEqual(expectedDelivery('AT_HOME', '03'))
    // A Novara store (Piemonte) also delivers to Lombardia.
    expect(lombardia.some((n) => n.includes('Novara'))).toBe(true)
    expect(expectOk(await call(server, 'delivery', { query: { delivery: 'AT_HOME', state: '20' } }))).toEqual(
      [],
    )
  })

  it('lists the stores of a region for pick-up and drive', async () => {
    for (const [mode, state] of [
      ['IN_STORE', '07'],
      ['DRIVE', '01'],
      ['IN_STORE', '03'],
    ] as const) {
      const list = expectOk(await call(server, 'delivery', { query: { delivery: mode, state } }))
      expect(names(list)).toEqual(expectedDelivery(mode, state))
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((s) => s.deliveryModes.includes(mode))).toBe(true)
    }
  })

  it('refuses an unknown delivery mode or a missing region with 400', async () => {
    expectRefused(await call(server, 'delivery', { query: { delivery: 'BOAT', state: '01' } }), 400)
    expectRefused(await call(server, 'delivery', { query: { delivery: 'AT_HOME' } }), 400)
  })
})
