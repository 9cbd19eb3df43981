import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { PROVINCES } from '../../server/db/seed/data/provinces.ts'
import { STORES } from '../../server/db/seed/data/stores.ts'
import { config } from '../../src/config.ts'
import {
  type BaseMapOptions,
  buildBaseMap,
  type Town,
  townsOf,
  type WorldAtlas,
} from './base-map-geometry.ts'

/**
 * `virtual:tessera-base-map`: the stores map's offline base map, made at build time.
 *
 * It exports `baseMapUrl`, the address of a content-hashed GeoJSON asset (assets/base-map-*.json,
 * land and borders of config.map.area; MapLibre's worker fetches and parses it, off the main
 * thread), and `towns`, the demo stores' towns (a few hundred bytes, drawn as circles with DOM labels
 * because MapLibre's own labels need glyphs from the network). world-atlas and topojson-client stay
 * build tools: nothing of them reaches the browser.
 *
 * The towns come from the reference server's seed: they are the demo chain's. A chain with its own
 * backend lists its towns there instead (or leaves them out: the map still works without).
 */
export const BASE_MAP_MODULE = 'virtual:tessera-base-map'
const RESOLVED = `\0${BASE_MAP_MODULE}`

export const BASE_MAP_OPTIONS: BaseMapOptions = {
  area: config.map.area,
  // ≈ 330 m: a clean coast up to zoom 9 for about 20 KB (8 KB gzipped).
  tolerance: 0.003,
  decimals: 3,
}

/** The seed's towns, in label priority. */
export function seedTowns(): Town[] {
  const counties = new Set(STORES.map((store) => store.county))
  const capitals = new Set(PROVINCES.filter((p) => counties.has(p.countyId)).map((p) => p.name))
  return townsOf(STORES, capitals, BASE_MAP_OPTIONS.decimals)
}

/** The base map's GeoJSON text, from world-atlas's 1:10m countries. */
export function baseMapJson(): string {
  const require = createRequire(import.meta.url)
  const world = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as WorldAtlas
  return JSON.stringify(buildBaseMap(world, BASE_MAP_OPTIONS))
}

export function baseMap(): Plugin {
  let command: 'build' | 'serve' = 'serve'
  let devUrl = '/@tessera/base-map.json'
  // About 0.7 s of work: done once per build or dev server, and only when the map module is asked for.
  let json: string | undefined
  const text = () => {
    json ??= baseMapJson()
    return json
  }

  return {
    name: 'tessera-base-map',
    configResolved(resolved) {
      command = resolved.command
      devUrl = `${resolved.base}@tessera/base-map.json`
    },
    resolveId(source) {
      return source === BASE_MAP_MODULE ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const towns = `export const towns = ${JSON.stringify(seedTowns())}`
      if (command === 'serve') return `export const baseMapUrl = ${JSON.stringify(devUrl)}\n${towns}`
      const ref = this.emitFile({ type: 'asset', name: 'base-map.json', source: text() })
      return `export const baseMapUrl = import.meta.ROLLUP_FILE_URL_${ref}\n${towns}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== devUrl) return next()
        res.setHeader('Content-Type', 'application/geo+json')
        res.end(text())
      })
    },
  }
}
