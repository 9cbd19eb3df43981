import { describe, expect, it } from 'vitest'
import type { stores } from '../../server/db/schema'
import { distanceKm } from '../../server/domain/stores/geo'
import { type CountyInfo, StoreIndex } from '../../server/domain/stores/store-index'

type StoreRow = typeof stores.$inferSelect

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function row(
  id: number,
  name: string,
  city: string,
  latitude: number,
  longitude: number,
  ecommerce: boolean,
) {
  return {
    id,
    name,
    logoImageUrl: null,
    address: `Via Roma ${id}`,
    zip: '10100',
    city,
    county: 'TO',
    latitude,
    longitude,
    phone: '',
    email: '',
    webUrl: null,
    notes: null,
    timetables: [],
    openings: [],
    services: [],
    departments: [],
    deliveryModes: ecommerce ? ['IN_STORE'] : [],
    ecommerce,
    deliveryStateIds: [],
    deliveryFeeCents: 0,
    freeDeliveryFromCents: null,
    minimumOrderCents: 0,
  } as unknown as StoreRow
}

/** Stores spread over Italy, some on the very same spot (a mall) to check the ties. */
function storesOfItaly(count: number, next: () => number): StoreRow[] {
  const rows: StoreRow[] = []
  for (let id = 1; id <= count; id++) {
    const twin = id > 1 && next() < 0.05 ? rows[Math.floor(next() * rows.length)] : undefined
    const latitude = twin?.latitude ?? 36.6 + next() * 10.5
    const longitude = twin?.longitude ?? 6.6 + next() * 12
    rows.push(
      row(
        id,
        `Negozio ${String(id).padStart(5, '0')}`,
        next() < 0.3 ? 'Milano' : 'Torino',
        latitude,
        longitude,
        next() < 0.4,
      ),
    )
  }
  return rows
}

function index(rows: StoreRow[]) {
  return new StoreIndex(
    async () => ({ rows, counties: new Map<string, CountyInfo>() }),
    () => new Date(),
  )
}

/** The page the search must answer, by brute force: every store ranked by haversine, then name. */
function expected(
  rows: StoreRow[],
  lat: number,
  lon: number,
  page: number,
  size: number,
  keep: (r: StoreRow) => boolean,
) {
  return rows
    .filter(keep)
    .map((r) => ({ id: r.id, name: r.name, km: distanceKm(lat, lon, r.latitude, r.longitude) }))
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
    .slice(page * size, page * size + size)
}

describe('the nearest stores', () => {
  const next = random(20261127)
  const rows = storesOfItaly(3000, next)
  const stores = index(rows)
  const points = Array.from({ length: 60 }, () => ({ lat: 35 + next() * 13, lon: 5 + next() * 15 }))
  // A point far from every store, and the spot of a store with a twin.
  points.push({ lat: -33.9, lon: 151.2 }, { lat: rows[0]?.latitude ?? 45, lon: rows[0]?.longitude ?? 7 })

  it('are the same, in the same order, as ranking every store by distance', async () => {
    for (const { lat, lon } of points) {
      for (const [page, size] of [
        [0, 5],
        [3, 7],
        [0, 1],
      ] as const) {
        const found = await stores.search({ lat, lon, page, size })
        const want = expected(rows, lat, lon, page, size, () => true)
        expect(found.data.map((s) => s.id)).toEqual(want.map((s) => s.id))
        expect(found.data.map((s) => s.distance)).toEqual(want.map((s) => Math.round(s.km * 100) / 100))
      }
    }
  })

  it('keep to the stores a query matches and to the e-commerce stores', async () => {
    for (const { lat, lon } of points.slice(0, 20)) {
      const milano = await stores.search({ q: 'milano', lat, lon, page: 1, size: 5 })
      expect(milano.data.map((s) => s.id)).toEqual(
        expected(rows, lat, lon, 1, 5, (r) => r.city === 'Milano').map((s) => s.id),
      )
      const shops = await stores.search({ lat, lon, page: 0, size: 5, ecommerceOnly: true })
      expect(shops.data.map((s) => s.id)).toEqual(
        expected(rows, lat, lon, 0, 5, (r) => r.ecommerce).map((s) => s.id),
      )
      // A query matching a few stores only.
      const one = await stores.search({ q: 'negozio 00042', lat, lon, page: 0, size: 5 })
      expect(one.data.map((s) => s.id)).toEqual([42])
    }
  })

  it('answer a page past the last one with nothing', async () => {
    const found = await stores.search({ lat: 45, lon: 9, page: 700, size: 5 })
    expect(found.data).toEqual([])
    expect(found.totalPages).toBe(600)
  })
})
