import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Position } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

/**
 * The build-time half of the stores map's offline base map: Natural Earth land and country borders
 * (world-atlas TopoJSON) cut to the programme's area, simplified and rounded, so the app ships a few
 * tens of KB of GeoJSON instead of the 3.6 MB world file or a TopoJSON decoder.
 */

/** A longitude/latitude box in degrees. */
export interface Area {
  west: number
  south: number
  east: number
  north: number
}

export interface BaseMapOptions {
  area: Area
  /**
   * Douglas–Peucker tolerance in degrees of latitude: 0.01° ≈ 1.1 km, under a pixel and a half at
   * zoom 7 (the stores page) and still a clean coast at zoom 9.
   */
  tolerance: number
  /** Decimals kept: 3 ≈ 100 m, well below what the simplification removes. */
  decimals: number
}

export type BaseMapKind = 'land' | 'border'
export type BaseMap = FeatureCollection<MultiPolygon | MultiLineString, { kind: BaseMapKind }>

type Ring = Position[]
type Point2 = readonly [number, number]

const xy = (p: Position): Point2 => [p[0] as number, p[1] as number]

// --- clipping ------------------------------------------------------------------------------------

type Edge = { inside: (p: Point2) => boolean; cut: (a: Point2, b: Point2) => Point2 }

const atX = (a: Point2, b: Point2, x: number): Point2 => [
  x,
  a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]),
]
const atY = (a: Point2, b: Point2, y: number): Point2 => [
  a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]),
  y,
]

function edges(area: Area): Edge[] {
  return [
    { inside: (p) => p[0] >= area.west, cut: (a, b) => atX(a, b, area.west) },
    { inside: (p) => p[0] <= area.east, cut: (a, b) => atX(a, b, area.east) },
    { inside: (p) => p[1] >= area.south, cut: (a, b) => atY(a, b, area.south) },
    { inside: (p) => p[1] <= area.north, cut: (a, b) => atY(a, b, area.north) },
  ]
}

/**
 * Sutherland–Hodgman against the box: exact for a rectangle, and the only artefacts (edges running
 * along the box's sides) are invisible under a fill. Returns a closed ring, or null when nothing is left.
 */
export function clipRing(ring: Ring, area: Area): Ring | null {
  let points: Point2[] = ring.map(xy)
  // The closing point repeats the first: work on the open ring and close it at the end.
  if (points.length > 1 && samePoint(points[0] as Point2, points[points.length - 1] as Point2)) points.pop()
  for (const edge of edges(area)) {
    if (points.length === 0) break
    const out: Point2[] = []
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as Point2
      const previous = points[(i + points.length - 1) % points.length] as Point2
      if (edge.inside(current)) {
        if (!edge.inside(previous)) out.push(edge.cut(previous, current))
        out.push(current)
      } else if (edge.inside(previous)) {
        out.push(edge.cut(previous, current))
      }
    }
    points = out
  }
  if (points.length < 3) return null
  return [...points, points[0] as Point2].map(([x, y]) => [x, y])
}

/** A line cut to the box: the parts inside, each a line of its own (Liang–Barsky per segment). */
export function clipLine(line: Position[], area: Area): Position[][] {
  const parts: Position[][] = []
  let part: Position[] = []
  const flush = () => {
    if (part.length > 1) parts.push(part)
    part = []
  }
  for (let i = 1; i < line.length; i++) {
    const segment = clipSegment(xy(line[i - 1] as Position), xy(line[i] as Position), area)
    if (!segment) {
      flush()
      continue
    }
    const [a, b] = segment
    const last = part[part.length - 1]
    if (!last || !samePoint(xy(last), a)) {
      flush()
      part.push([a[0], a[1]])
    }
    part.push([b[0], b[1]])
    // Leaving the box ends this part.
    if (!samePoint(b, xy(line[i] as Position))) flush()
  }
  flush()
  return parts
}

function clipSegment(a: Point2, b: Point2, area: Area): [Point2, Point2] | null {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  let t0 = 0
  let t1 = 1
  const checks: Array<[number, number]> = [
    [-dx, a[0] - area.west],
    [dx, area.east - a[0]],
    [-dy, a[1] - area.south],
    [dy, area.north - a[1]],
  ]
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const r = q / p
    if (p < 0) {
      if (r > t1) return null
      if (r > t0) t0 = r
    } else {
      if (r < t0) return null
      if (r < t1) t1 = r
    }
  }
  const at = (t: number): Point2 => (t === 0 ? a : t === 1 ? b : [a[0] + t * dx, a[1] + t * dy])
  return [at(t0), at(t1)]
}

const samePoint = (a: Point2, b: Point2) => a[0] === b[0] && a[1] === b[1]

// --- simplifying ---------------------------------------------------------------------------------

/**
 * Douglas–Peucker with longitudes shrunk by cos(latitude), so the tolerance means the same distance
 * east–west as north–south at the area's latitude.
 */
export function simplify(points: Position[], tolerance: number, lonScale: number): Position[] {
  if (points.length <= 2) return points
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: Array<[number, number]> = [[0, points.length - 1]]
  const p = (i: number): Point2 => {
    const point = points[i] as Position
    return [(point[0] as number) * lonScale, point[1] as number]
  }
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number]
    let farthest = -1
    let max = tolerance
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(p(i), p(first), p(last))
      if (d > max) {
        max = d
        farthest = i
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, i) => keep[i] === 1)
}

function distanceToSegment(p: Point2, a: Point2, b: Point2): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length2 = dx * dx + dy * dy
  // A closed ring's first and last points coincide: measure from that point.
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/** Twice the signed area, in square degrees: small islands below the tolerance are dropped. */
const ringArea = (ring: Position[]) =>
  Math.abs(
    ring.reduce((sum, point, i) => {
      const next = ring[(i + 1) % ring.length] as Position
      return sum + (point[0] as number) * (next[1] as number) - (next[0] as number) * (point[1] as number)
    }, 0),
  ) / 2

function rounded(points: Position[], decimals: number): Position[] {
  const f = 10 ** decimals
  const out: Position[] = []
  for (const [x, y] of points) {
    const point = [Math.round((x as number) * f) / f, Math.round((y as number) * f) / f]
    const last = out[out.length - 1]
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  return out
}

// --- the base map --------------------------------------------------------------------------------

/** world-atlas's countries file: countries (with their shared borders) and the land. */
export type WorldAtlas = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

/** Land polygons and country borders inside `area`, simplified and rounded. */
export function buildBaseMap(world: WorldAtlas, { area, tolerance, decimals }: BaseMapOptions): BaseMap {
  const lonScale = Math.cos((((area.south + area.north) / 2) * Math.PI) / 180)

  const land: Position[][][] = []
  const landFeatures = feature(world, world.objects.land).features
  for (const { geometry } of landFeatures) {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : []
    for (const polygon of polygons) {
      const rings: Position[][] = []
      for (const [index, ring] of polygon.entries()) {
        const clipped = clipRing(ring, area)
        if (!clipped) continue
        const small = rounded(simplify(clipped, tolerance, lonScale), decimals)
        // Keep real shapes only: a ring needs 4 points (closed), and an island must be visible.
        if (small.length < 4 || ringArea(small) < tolerance * tolerance) {
          if (index === 0) break
          continue
        }
        rings.push(small)
      }
      if (rings.length) land.push(rings)
    }
  }

  // Borders are the arcs two countries share; coasts are drawn by the land's edge.
  const borders: Position[][] = []
  const shared = mesh(world, world.objects.countries, (a, b) => a !== b)
  for (const line of shared.coordinates) {
    for (const part of clipLine(line, area)) {
      const small = rounded(simplify(part, tolerance, lonScale), decimals)
      if (small.length > 1) borders.push(small)
    }
  }

  const features: Array<Feature<MultiPolygon | MultiLineString, { kind: BaseMapKind }>> = [
    { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: land } },
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: { type: 'MultiLineString', coordinates: borders },
    },
  ]
  return { type: 'FeatureCollection', features }
}

// --- towns ---------------------------------------------------------------------------------------

export interface TownSource {
  city: string
  county: string
  latitude: number
  longitude: number
}

export interface Town {
  name: string
  /** The mean of its stores' positions, rounded like the base map. */
  longitude: number
  latitude: number
  stores: number
}

/**
 * The stores' towns, one point each, in label priority: more stores first, then provincial capitals
 * (a town named like one of the stores' provinces), then by name. Labels are placed in this order and
 * one that would overlap an earlier one is left out.
 */
export function townsOf(
  stores: readonly TownSource[],
  capitals: ReadonlySet<string>,
  decimals: number,
): Town[] {
  const byName = new Map<string, { lon: number; lat: number; n: number }>()
  for (const store of stores) {
    const town = byName.get(store.city) ?? { lon: 0, lat: 0, n: 0 }
    town.lon += store.longitude
    town.lat += store.latitude
    town.n += 1
    byName.set(store.city, town)
  }
  const f = 10 ** decimals
  return [...byName]
    .map(([name, { lon, lat, n }]) => ({
      name,
      longitude: Math.round((lon / n) * f) / f,
      latitude: Math.round((lat / n) * f) / f,
      stores: n,
    }))
    .sort(
      (a, b) =>
        b.stores - a.stores ||
        Number(capitals.has(b.name)) - Number(capitals.has(a.name)) ||
        a.name.localeCompare(b.name, 'it'),
    )
}
