import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The store staff's screens are loaded at /app/staff only (docs/ordering.md "The store's side"): a
 * customer's first visit does not carry their code, nor does the service worker precache it
 * (vite.config.ts names their chunks staff-* and leaves those out). Run on a build
 * (`tsx scripts/check-staff-chunks.ts [dist-dir]`), this fails with one line per leak:
 * - a precached file that is a staff chunk, or holds the staff's calls;
 * - a file the entry page loads before any navigation (its module script, its preloads and what
 *   they import statically) that holds the staff's calls.
 * Staff code is recognised by the build's (hidden) source maps — a chunk made from src/features/staff
 * (the /staff route files' definitions are in the route tree every page loads, as every lazy
 * route's; their components are not) — by a path only src/api/staff-endpoints.ts writes, and in
 * a stylesheet by a class of the staff's only. The check also fails when the build has no staff chunk
 * or no file with staff code (it would pass for nothing).
 */

/** A path of the staff's contract, in no other module (src/api/staff-endpoints.ts). */
export const STAFF_MARKER = '/staff/orders/{id}/receipt'
/** A rule of the staff's stylesheet (src/features/staff/staff.css), minified. */
export const STAFF_CSS_MARKER = '.staff-order__sticky{'
const STAFF_SOURCE = /(^|\/)src\/features\/staff\//

export interface BuiltApp {
  /** Every built file's text, by its path below the app's base ('assets/boot-Ab1.js'). */
  files: Readonly<Record<string, string>>
  /** index.html */
  html: string
  /** The service worker's precache list (paths below the app's base). */
  precache: readonly string[]
  /** Each chunk's sources, from its source map ('assets/boot-Ab1.js' → ['../../src/…']). */
  sources?: Readonly<Record<string, readonly string[]>>
}

const isStaffChunk = (file: string) => /(^|\/)staff-[^/]+$/.test(file)

/** The scripts index.html loads, and what they import statically, transitively. */
export function entryFiles(app: BuiltApp): Set<string> {
  const start = [
    ...app.html.matchAll(/<script type="module"[^>]*src="\/app\/([^"]+)"/g),
    ...app.html.matchAll(/<link rel="modulepreload"[^>]*href="\/app\/([^"]+)"/g),
  ].map((match) => match[1] as string)
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const text = app.files[file] ?? ''
    // Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is a lazy one.
    for (const match of text.matchAll(
      /\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const imported = path.posix.join(path.posix.dirname(file), match[1] as string)
      if (!seen.has(imported)) queue.push(imported)
    }
  }
  return seen
}

export function findStaffLeaks(app: BuiltApp): string[] {
  const leaks: string[] = []
  const holdsStaff = (file: string) => {
    const text = app.files[file] ?? ''
    return (
      text.includes(STAFF_MARKER) ||
      text.includes(STAFF_CSS_MARKER) ||
      (app.sources?.[file] ?? []).some((source) => STAFF_SOURCE.test(source))
    )
  }
  const files = Object.keys(app.files)
  if (!files.some(isStaffChunk)) leaks.push('no staff-* chunk in the build: are the staff screens built?')
  if (!files.some(holdsStaff)) leaks.push('no file holds staff code: the check would find nothing')
  for (const file of app.precache) {
    if (isStaffChunk(file) || holdsStaff(file)) leaks.push(`precached: ${file}`)
  }
  for (const file of entryFiles(app)) {
    if (holdsStaff(file)) leaks.push(`in the entry's first load: ${file}`)
  }
  return leaks
}

function readBuild(dir: string): BuiltApp {
  const files: Record<string, string> = {}
  const sources: Record<string, string[]> = {}
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(relative)
      else if (/\.(js|css|html)$/.test(entry.name))
        files[relative] = readFileSync(path.join(dir, relative), 'utf8')
      else if (entry.name.endsWith('.js.map')) {
        const map = JSON.parse(readFileSync(path.join(dir, relative), 'utf8')) as { sources?: string[] }
        sources[relative.slice(0, -'.map'.length)] = map.sources ?? []
      }
    }
  }
  walk('')
  const sw = files['sw.js'] ?? ''
  const precache = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string)
  if (precache.length === 0) throw new Error(`no precache manifest in ${dir}/sw.js`)
  return { files, html: files['index.html'] ?? '', precache, sources }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const dir = path.resolve(root, process.argv[2] ?? 'dist')
  const leaks = findStaffLeaks(readBuild(dir))
  for (const leak of leaks) console.error(`check-staff-chunks: ${leak}`)
  if (leaks.length > 0) process.exit(1)
  console.log(`check-staff-chunks: the staff's code is neither precached nor in the entry (${dir})`)
}
