/**
 * The app's code is fetched once the page's first screen is painted (src/main.tsx), all of it at
 * once: the start's chunks (React, the libraries, the app's start) and, on a prerendered page, its
 * route's. The build writes their addresses into the page as data (scripts/vite/prerender.ts), not
 * as preloads in the head, which the browser would fetch alongside the stylesheets and pictures of
 * the first screen; and the start's chunks are not left to each import to find, one round trip
 * after another (issue 16).
 */

/** The data block of the start's chunks, in every page (index.html and the prerendered pages). */
export const START_MODULES_ID = 'start-modules'
/** The data block of a prerendered page's route chunks: each listed before the chunks it imports. */
export const ROUTE_MODULES_ID = 'route-modules'

/**
 * A data block listing modules by their names in the folder of the build's chunks, where the code
 * that reads it is too: every prerendered page carries two, and the precache counts every byte. (A
 * JSON script block is data, not code: no CSP hash needed.)
 */
export function moduleListBlock(id: string, names: readonly string[]): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(names).replace(/</g, '\\u003c')}</script>`
}

/** The addresses of the modules a data block of the page lists; none if it is missing or unreadable. */
export function listedModules(id: string): string[] {
  const text = document.getElementById(id)?.textContent
  if (!text) return []
  try {
    const names: unknown = JSON.parse(text)
    return Array.isArray(names)
      ? names
          .filter((name): name is string => typeof name === 'string')
          .map((name) => new URL(name, import.meta.url).href)
      : []
  } catch {
    return []
  }
}

/**
 * Asks the browser to fetch and compile the modules now, without running them (a module preload
 * the import then finds: the browser keeps one module per address).
 */
export function fetchModules(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    // As a module script is fetched (CORS, same origin), so the import uses this fetch.
    link.crossOrigin = ''
    link.href = url
    document.head.append(link)
  }
}
