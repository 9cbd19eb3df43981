import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROUTES_FILE, rendererDirOf, routeMatcher } from '../../src/api/prerendered-pages'

const matchers = new Map<string, ((path: string) => boolean) | null>()

/**
 * The app's routes as the build wrote them beside itself (api/prerendered-pages.ts, ROUTES_FILE:
 * from the route tree, so the list cannot drift from the app's), read once per build folder; null
 * when there is no such list (an older build) or it cannot be read.
 */
function matcherOf(appDir: string): ((path: string) => boolean) | null {
  if (matchers.has(appDir)) return matchers.get(appDir) ?? null
  const file = path.join(rendererDirOf(appDir), ROUTES_FILE)
  let matcher: ((path: string) => boolean) | null = null
  try {
    const paths: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
    if (Array.isArray(paths) && paths.length > 0 && paths.every((p) => typeof p === 'string')) {
      matcher = routeMatcher(paths)
    }
  } catch {
    matcher = null
  }
  matchers.set(appDir, matcher)
  return matcher
}

/**
 * Whether an address below /app ('/stores/12', '/nope') is one of the app's pages. Without the
 * build's list every address is: the app then says "page not found" itself, as it always does.
 */
export function appHasPage(appDir: string, pathBelowApp: string): boolean {
  return matcherOf(appDir)?.(pathBelowApp || '/') ?? true
}
