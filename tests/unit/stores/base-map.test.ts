import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { MultiLineString, MultiPolygon, Position } from 'geojson'
import { describe, expect, it, vi } from 'vitest'
import {
  type Area,
  buildBaseMap,
  clipLine,
  clipRing,
  simplify,
  type WorldAtlas,
} from '../../../scripts/vite/base-map-geometry'
import {
  BASE_MAP_MODULE,
  BASE_MAP_OPTIONS,
  baseMap,
  baseMapJson,
  seedTowns,
} from '../../../scripts/vite/base-map-plugin'
import { STORES } from '../../../server/db/seed/data/stores'

const box: Area = { west: 0, south: 0, east: 10, north: 10 }
const within = (area: Area, [x, y]: Position) =>
  (x as number) >= area.west &&
  (x as number) <= area.east &&
  (y as number) >= area.south &&
  (y as number) <= area.north

/** Even–odd ray casting: enough to ask whether a town stands on the land polygons. */
function onLand(land: MultiPolygon, [x, y]: [number, number]): boolean {
  let inside = false
  for (const polygon of land.coordinates) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number]
        const [xj, yj] = ring[j] as [number, number]
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
      }
    }
  }
  return inside
}

describe('clipping and simplifying', () => {
  it('cuts a ring to the box and keeps it closed', () => {
    const ring = clipRing(
      [
        [-5, 5],
        [5, -5],
        [15, 5],
        [5, 15],
        [-5, 5],
      ],
      box,
    )
    expect(ring).not.toBeNull()
    for (const point of ring ?? []) expect(within(box, point)).toBe(true)
    expect(ring?.[0]).toEqual(ring?.[(ring?.length ?? 0) - 1])
  })

  it('drops a ring wholly outside the box', () => {
    expect(
      clipRing(
        [
          [20, 20],
          [30, 20],
          [30, 30],
          [20, 20],
        ],
        box,
      ),
    ).toBeNull()
  })

  it('splits a line that leaves the box and comes back', () => {
    const parts = clipLine(
      [
        [1, 1],
        [15, 1],
        [15, 5],
        [1, 5],
      ],
      box,
    )
    expect(parts).toEqual([
      [
        [1, 1],
        [10, 1],
      ],
      [
        [10, 5],
        [1, 5],
      ],
    ])
  })

  it('simplifies within the tolerance and keeps the ends', () => {
    const wiggly: Position[] = Array.from({ length: 101 }, (_, i) => [i / 10, i % 2 === 0 ? 0 : 0.001])
    const simple = simplify(wiggly, 0.01, 1)
    expect(simple).toEqual([
      [0, 0],
      [10, 0],
    ])
    const corner = simplify(
      [
        [0, 0],
        [5, 0.001],
        [5, 5],
      ],
      0.01,
      1,
    )
    expect(corner).toHaveLength(3)
  })
})

describe('the base map of the programme', () => {
  const world = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as WorldAtlas
  const map = buildBaseMap(world, BASE_MAP_OPTIONS)
  const land = map.features.find((f) => f.properties.kind === 'land')?.geometry as MultiPolygon
  const borders = map.features.find((f) => f.properties.kind === 'border')?.geometry as MultiLineString

  it('holds only what lies inside the area', () => {
    const points = [...land.coordinates.flat(2), ...borders.coordinates.flat()]
    expect(points.length).toBeGreaterThan(500)
    for (const point of points) expect(within(BASE_MAP_OPTIONS.area, point)).toBe(true)
  })

  it('is a few tens of KB, not the 3.6 MB world', () => {
    const size = baseMapJson().length
    expect(size).toBeGreaterThan(5_000)
    expect(size).toBeLessThan(60_000)
  })

  it('puts every store town on land and the Ligurian Sea in the sea, with borders to draw', () => {
    // Natural Earth's 1:10m coast is about a kilometre accurate: Genova's centre of its stores falls
    // just off it, in the harbour. A town counts when it, or a point 2 km around it, is on land.
    const near = 0.02
    for (const { name, longitude: x, latitude: y } of seedTowns()) {
      const around: Array<[number, number]> = [
        [x, y],
        [x + near, y],
        [x - near, y],
        [x, y + near],
        [x, y - near],
      ]
      expect(
        around.some((point) => onLand(land, point)),
        name,
      ).toBe(true)
    }
    expect(onLand(land, [7.68, 45.06])).toBe(true) // Torino
    expect(onLand(land, [8.8, 43.9])).toBe(false)
    expect(borders.coordinates.length).toBeGreaterThan(0)
  })

  it('has one town per store town, inside the area, the busiest first', () => {
    const towns = seedTowns()
    expect(new Set(towns.map((t) => t.name)).size).toBe(new Set(STORES.map((s) => s.city)).size)
    expect(towns.reduce((n, t) => n + t.stores, 0)).toBe(STORES.length)
    for (const town of towns)
      expect(within(BASE_MAP_OPTIONS.area, [town.longitude, town.latitude])).toBe(true)
    expect(towns[0]?.stores).toBe(Math.max(...towns.map((t) => t.stores)))
  })
})

describe('the Vite plugin', () => {
  it('emits the GeoJSON as a hashed asset on build and exports its address and the towns', async () => {
    const plugin = baseMap()
    const hook = <T>(h: unknown) => (typeof h === 'function' ? h : (h as { handler: T }).handler) as T
    hook<(c: { command: string; base: string }) => void>(plugin.configResolved)({
      command: 'build',
      base: '/app/',
    })
    const id = hook<(s: string) => string>(plugin.resolveId)(BASE_MAP_MODULE)
    const emitFile = vi.fn(() => 'ref42')
    const code = await hook<(this: unknown, id: string) => string>(plugin.load).call({ emitFile }, id)
    expect(emitFile).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'asset', name: 'base-map.json', source: baseMapJson() }),
    )
    expect(code).toContain('export const baseMapUrl = import.meta.ROLLUP_FILE_URL_ref42')
    expect(code).toContain('"name":"Genova"')
  })
})
