/**
 * The public pages the build renders to HTML (issue 16: content before JavaScript), and where each
 * is written in the build. One list for the build that writes them, the reference server and the
 * service worker that answer with them. Pages with personal data are never in it.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/signup',
  '/reset',
  '/stores',
  '/leaflets',
  // The grocery's store choice; a store's catalogue and products depend on the chain's data (the ids
  // of its stores and products), which the build does not know.
  '/shop',
  '/privacy',
  '/tac',
  '/conditions',
  '/cookies',
  '/generals',
  '/support',
] as const

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number]

/** The folder of the build that holds them (below the app's base, /app/). */
export const PRERENDERED_DIR = 'pages'

/** A path below the app's base ('/login', '/login/') → its file in the build, or null. */
export function prerenderedFile(path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  if (!(PRERENDERED_PATHS as readonly string[]).includes(trimmed)) return null
  return `${PRERENDERED_DIR}/${trimmed === '/' ? 'home' : trimmed.slice(1)}.html`
}
