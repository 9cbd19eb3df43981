import type { Page } from '../../../src/api/envelope'
import type { DeliveryMode, EcommerceStore, Store } from '../../../src/api/schemas/store'
import type { stores } from '../../db/schema'
import { DomainError } from '../shared/errors'
import { distanceKm } from './geo'

type StoreRow = typeof stores.$inferSelect

interface Entry {
  store: EcommerceStore
  /** Name, address, town, CAP and province, lower-case and without accents. */
  haystack: string
  ecommerce: boolean
  deliveryStateIds: string[]
  /** The region the store stands in. */
  stateId: string | null
}

export interface CountyInfo {
  name: string
  stateId: string | null
}

export interface StoreSearch {
  q?: string
  lat?: number | undefined
  lon?: number | undefined
  page: number
  size: number
  ecommerceOnly?: boolean
}

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })

function toEntry(row: StoreRow, counties: Map<string, CountyInfo>): Entry {
  const store: EcommerceStore = {
    id: row.id,
    name: row.name,
    logoImageUrl: row.logoImageUrl,
    address: {
      address: row.address,
      zip: row.zip,
      city: row.city,
      county: row.county,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    distance: null,
    phone: row.phone,
    email: row.email,
    webUrl: row.webUrl,
    notes: row.notes,
    timetables: row.timetables,
    openings: row.openings,
    services: row.services,
    departments: row.departments,
    deliveryModes: row.deliveryModes as DeliveryMode[],
    homeDelivery: row.deliveryModes.includes('AT_HOME')
      ? {
          feeCents: row.deliveryFeeCents,
          freeFromCents: row.freeDeliveryFromCents,
          minimumCents: row.minimumOrderCents,
        }
      : null,
  }
  const county = counties.get(row.county)
  const haystack = fold([row.name, row.address, row.city, row.zip, row.county, county?.name ?? ''].join(' '))
  return {
    store,
    haystack,
    ecommerce: row.ecommerce,
    deliveryStateIds: row.deliveryStateIds,
    stateId: county?.stateId ?? null,
  }
}

/**
 * Positions as unit vectors: the straight-line (chord) distance between two of them grows with the
 * great-circle distance, so ranking by it needs no trigonometry per store.
 */
function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = (latitude * Math.PI) / 180
  const lon = (longitude * Math.PI) / 180
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)]
}

/** Below this many candidates a plain pass over them is as quick as walking by latitude. */
const SCAN_ALL_BELOW = 256

/** Whether a candidate (key, position) ranks before the j-th kept one. */
function comesBefore(key: number, i: number, keys: Float64Array, index: Int32Array, j: number): boolean {
  const kept = keys[j] as number
  return key < kept || (key === kept && i < (index[j] as number))
}

/**
 * The k best (smallest key, then lowest position: name order breaks ties) seen so far, nearest
 * first, without allocating per store.
 */
class NearestK {
  readonly index: Int32Array
  readonly key: Float64Array
  filled = 0

  constructor(readonly count: number) {
    this.index = new Int32Array(count)
    this.key = new Float64Array(count).fill(Number.POSITIVE_INFINITY)
  }

  /** The key a candidate must reach to enter (infinite until k are known). */
  get worst(): number {
    return this.filled === this.count ? (this.key[this.count - 1] as number) : Number.POSITIVE_INFINITY
  }

  offer(i: number, key: number): void {
    const { count, index, key: keys } = this
    if (count === 0 || (this.filled === count && !comesBefore(key, i, keys, index, count - 1))) return
    let j = this.filled < count ? this.filled++ : count - 1
    while (j > 0 && comesBefore(key, i, keys, index, j - 1)) {
      keys[j] = keys[j - 1] as number
      index[j] = index[j - 1] as number
      j--
    }
    keys[j] = key
    index[j] = i
  }

  positions(): number[] {
    return Array.from(this.index.subarray(0, this.filled))
  }
}

const chordSquared = (xyz: Float64Array, i: number, [tx, ty, tz]: [number, number, number]) => {
  const dx = (xyz[i * 3] as number) - tx
  const dy = (xyz[i * 3 + 1] as number) - ty
  const dz = (xyz[i * 3 + 2] as number) - tz
  return dx * dx + dy * dy + dz * dz
}

/**
 * The stores by latitude, for the nearest-store search: two stores can be no closer than their
 * difference in latitude (no path between two parallels is shorter than the meridian's), so a walk
 * outwards from the customer's latitude can stop as soon as that difference alone is farther than
 * the k-th nearest found. A page of 5 out of 10,000 stores looks at a few dozen of them.
 */
class LatitudeOrder {
  /** Entry positions sorted by latitude. */
  private readonly order: Int32Array
  /** Their latitudes in radians, in the same order. */
  private readonly latitudes: Float64Array

  constructor(latitudesInDegrees: number[]) {
    const sorted = Array.from(latitudesInDegrees.keys()).sort(
      (a, b) => (latitudesInDegrees[a] as number) - (latitudesInDegrees[b] as number),
    )
    this.order = Int32Array.from(sorted)
    this.latitudes = Float64Array.from(sorted, (i) => ((latitudesInDegrees[i] as number) * Math.PI) / 180)
  }

  /** The first position whose latitude is not below `lat` (radians). */
  private start(lat: number): number {
    let lo = 0
    let hi = this.latitudes.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.latitudes[mid] as number) < lat) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The k nearest of the entries `inScope` accepts (all when null). */
  nearest(
    k: number,
    xyz: Float64Array,
    target: [number, number, number],
    latitude: number,
    inScope: Uint8Array | null,
  ): number[] {
    const best = new NearestK(k)
    const lat = (latitude * Math.PI) / 180
    let up = this.start(lat)
    let down = up - 1
    const { order, latitudes } = this
    while (up < order.length || down >= 0) {
      const upGap = up < order.length ? (latitudes[up] as number) - lat : Number.POSITIVE_INFINITY
      const downGap = down >= 0 ? lat - (latitudes[down] as number) : Number.POSITIVE_INFINITY
      const takeUp = upGap <= downGap
      const gap = takeUp ? upGap : downGap
      // The chord of an angle no smaller than the gap: nothing farther out can still enter.
      if (4 * Math.sin(gap / 2) ** 2 > best.worst) break
      const i = order[takeUp ? up++ : down--] as number
      if (inScope === null || inScope[i] === 1) best.offer(i, chordSquared(xyz, i, target))
    }
    return best.positions()
  }
}

/** The positions in `candidates` of the k nearest stores, nearest first, in one pass. */
function nearestAmong(
  candidates: Int32Array,
  k: number,
  xyz: Float64Array,
  target: [number, number, number],
): number[] {
  const best = new NearestK(Math.min(k, candidates.length))
  for (let c = 0; c < candidates.length; c++) {
    const i = candidates[c] as number
    const key = chordSquared(xyz, i, target)
    if (key <= best.worst) best.offer(i, key)
  }
  return best.positions()
}

/**
 * The stores, in memory, for search: the list is small and read on every page of the store
 * locator, so it is loaded from the database and kept for `ttlMs`, then reloaded. Every instance
 * keeps its own copy; a change shows everywhere within the TTL.
 */
export class StoreIndex {
  private entries: Entry[] = []
  private byId = new Map<number, Entry>()
  /** x, y, z of each entry's position on the unit sphere. */
  private xyz = new Float64Array(0)
  private all = new Int32Array(0)
  private ecommerce = new Int32Array(0)
  private byLatitude = new LatitudeOrder([])
  /** Which entries a large scope (the e-commerce stores, a query's matches) holds, by position. */
  private scopeMasks = new WeakMap<Int32Array, Uint8Array>()
  /** The matches of recent text queries (customers look for the same few towns). */
  private matchCache = new Map<string, Int32Array>()
  /** When the copy was loaded (by the injected clock); null before the first load. */
  private loadedAt: number | null = null
  private loading: Promise<void> | null = null

  constructor(
    private readonly load: () => Promise<{ rows: StoreRow[]; counties: Map<string, CountyInfo> }>,
    private readonly now: () => Date,
    private readonly ttlMs = 60_000,
  ) {}

  private async refresh(): Promise<void> {
    const { rows, counties } = await this.load()
    const entries = rows.map((row) => toEntry(row, counties))
    entries.sort((a, b) => collator.compare(a.store.name, b.store.name) || a.store.id - b.store.id)
    const xyz = new Float64Array(entries.length * 3)
    for (const [i, e] of entries.entries()) {
      xyz.set(unitVector(e.store.address.latitude, e.store.address.longitude), i * 3)
    }
    this.entries = entries
    this.byId = new Map(entries.map((e) => [e.store.id, e]))
    this.xyz = xyz
    this.all = Int32Array.from(entries.keys())
    this.ecommerce = Int32Array.from(entries.flatMap((e, i) => (e.ecommerce ? [i] : [])))
    this.byLatitude = new LatitudeOrder(entries.map((e) => e.store.address.latitude))
    this.scopeMasks = new WeakMap()
    this.matchCache.clear()
    this.loadedAt = this.now().getTime()
  }

  /** Loads on first use; afterwards a stale list is answered while a fresh one loads. */
  private async ready(): Promise<void> {
    const age = this.loadedAt === null ? null : this.now().getTime() - this.loadedAt
    // A clock set back (or a test's clock put back) must not keep an old copy for that long.
    const stale = age === null || age > this.ttlMs || age < 0
    if (stale && !this.loading) {
      this.loading = this.refresh().finally(() => {
        this.loading = null
      })
    }
    if (this.loadedAt === null && this.loading) await this.loading
  }

  /**
   * Loads the stores again now, after a change made through this instance (a store's order
   * settings): its next answers show the change at once; other instances within their TTL.
   */
  async reload(): Promise<void> {
    await this.loading
    this.loading = this.refresh().finally(() => {
      this.loading = null
    })
    await this.loading
  }

  /** Positions (in name order) of the entries matching every word of the query. */
  private matching(q: string, ecommerceOnly: boolean): Int32Array {
    const terms = fold(q).split(/\s+/).filter(Boolean)
    const scope = ecommerceOnly ? this.ecommerce : this.all
    if (!terms.length) return scope
    const key = `${ecommerceOnly ? 'e' : 'a'}:${terms.join(' ')}`
    const cached = this.matchCache.get(key)
    if (cached) return cached
    const found = scope.filter((i) => terms.every((t) => (this.entries[i] as Entry).haystack.includes(t)))
    if (this.matchCache.size >= 500) this.matchCache.delete(this.matchCache.keys().next().value as string)
    this.matchCache.set(key, found)
    return found
  }

  /** The positions of the k stores of `scope` nearest to a point, nearest first. */
  private nearest(scope: Int32Array, k: number, lat: number, lon: number): number[] {
    const target = unitVector(lat, lon)
    if (scope.length < SCAN_ALL_BELOW) return nearestAmong(scope, k, this.xyz, target)
    return this.byLatitude.nearest(k, this.xyz, target, lat, scope === this.all ? null : this.maskOf(scope))
  }

  private maskOf(scope: Int32Array): Uint8Array {
    let mask = this.scopeMasks.get(scope)
    if (!mask) {
      mask = new Uint8Array(this.entries.length)
      for (const i of scope) mask[i] = 1
      this.scopeMasks.set(scope, mask)
    }
    return mask
  }

  async search(query: StoreSearch): Promise<Page<EcommerceStore>> {
    await this.ready()
    const matches = this.matching(query.q ?? '', query.ecommerceOnly ?? false)
    const totalPages = Math.ceil(matches.length / query.size)
    const from = query.page * query.size
    const { lat, lon } = query
    if (lat === undefined || lon === undefined) {
      const data = Array.from(
        matches.subarray(from, from + query.size),
        (i) => (this.entries[i] as Entry).store,
      )
      return { data, totalPages, number: query.page }
    }
    const order = this.nearest(matches, from + query.size, lat, lon).slice(from)
    const data = order.map((i) => {
      const { store } = this.entries[i] as Entry
      const km = distanceKm(lat, lon, store.address.latitude, store.address.longitude)
      return { ...store, distance: Math.round(km * 100) / 100 }
    })
    return { data, totalPages, number: query.page }
  }

  /** The store of an id, which must exist. */
  async store(id: number): Promise<EcommerceStore> {
    await this.ready()
    const entry = this.byId.get(id)
    if (!entry) throw new DomainError('store-not-found')
    return entry.store
  }

  async delivering(mode: DeliveryMode, stateId: string): Promise<EcommerceStore[]> {
    await this.ready()
    return (
      this.entries
        .filter((e) => e.ecommerce && e.store.deliveryModes.includes(mode))
        // Home delivery reaches the regions a store serves; the other modes need the store in the region.
        .filter((e) => (mode === 'AT_HOME' ? e.deliveryStateIds.includes(stateId) : e.stateId === stateId))
        .map((e) => e.store)
    )
  }
}

/** A store without the e-commerce fields, for the plain store list. */
export function plainStore({ deliveryModes: _, ...store }: EcommerceStore): Store {
  return store
}
