import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { APP_DIR } from './reference-server'
import { type Row, reported, targeted } from './report'
import { kb } from './stats'

/** Sizes read from the build in dist/, no browser needed. */
export interface BuildSizes {
  entryGzipKb: number
  precacheKb: number
  precacheEntries: number
}

/**
 * The code every page loads: index.html's module script (a tiny entry) and the chunks it imports
 * after the first paint, the libraries (framework-*) and the app (boot-*), gzipped.
 */
async function entryGzipBytes(): Promise<number> {
  const html = await readFile(path.join(APP_DIR, 'index.html'), 'utf8')
  const src = html.match(/<script type="module"[^>]*src="\/app\/([^"]+)"/)?.[1]
  if (!src) throw new Error('no module script in dist/index.html')
  const appChunks = (await readdir(path.join(APP_DIR, 'assets')))
    .filter((name) => /^(framework|boot)-[\w-]+\.js$/.test(name))
    .map((name) => `assets/${name}`)
  let bytes = 0
  for (const file of [src, ...appChunks]) {
    bytes += gzipSync(await readFile(path.join(APP_DIR, file)), { level: 9 }).length
  }
  return bytes
}

/** The precache as Workbox counts it: the size of every file listed in sw.js's manifest. */
async function precache(): Promise<{ bytes: number; entries: number }> {
  const sw = await readFile(path.join(APP_DIR, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
  if (urls.length === 0) throw new Error('no precache manifest in dist/sw.js')
  let bytes = 0
  for (const url of urls) bytes += (await stat(path.join(APP_DIR, url))).size
  return { bytes, entries: urls.length }
}

export async function measureBuildSizes(): Promise<BuildSizes> {
  const pre = await precache()
  return { entryGzipKb: kb(await entryGzipBytes()), precacheKb: kb(pre.bytes), precacheEntries: pre.entries }
}

export function buildSizeRows(sizes: BuildSizes): Row[] {
  return [
    reported('entry and app chunks every page loads, gzipped', `${sizes.entryGzipKb} KB`),
    targeted(
      `precache (${sizes.precacheEntries} entries)`,
      `${sizes.precacheKb} KB`,
      '< 1024 KB',
      sizes.precacheKb < 1024,
    ),
  ]
}
