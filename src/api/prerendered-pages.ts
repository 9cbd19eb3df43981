// With its extension: vite.config.ts loads this file too (see the note on its imports).
import { config } from '../config.ts'

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
  // The grocery's store choice; a store's catalogue and products are rendered on request (below).
  '/shop',
  '/privacy',
  '/tac',
  '/conditions',
  '/cookies',
  '/generals',
  '/support',
] as const

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number]

/**
 * The legal texts' pages, prerendered for the first visit but left out of the service worker's
 * precache (issue 15 keeps it under 1 MB; these five are 53 KB of it, for pages a customer rarely
 * opens): the installed app draws them from the texts its code holds (src/api/legal-texts.ts), which
 * are precached, so they open offline too.
 */
export const NOT_PRECACHED_PATHS: readonly PrerenderedPath[] = [
  '/privacy',
  '/tac',
  '/conditions',
  '/cookies',
  '/generals',
]

/** The folder of the build that holds them (below the app's base, /app/). */
export const PRERENDERED_DIR = 'pages'

/** A path below the app's base ('/login', '/login/') → its file in the build, or null. */
export function prerenderedFile(path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  if (!(PRERENDERED_PATHS as readonly string[]).includes(trimmed)) return null
  return `${PRERENDERED_DIR}/${trimmed === '/' ? 'home' : trimmed.slice(1)}.html`
}

/**
 * Public pages drawn from the chain's data (the ids of its stores and products, their prices), which
 * the build does not know: the reference server renders them when they are asked for, from the same
 * code as the build (app/prerender.tsx), and keeps each for a minute. The build writes each one's
 * head (the code and styles of the routes of `sample`) into a template. Never a personal page.
 */
export const RENDERED_ON_REQUEST = [
  // The home's banners are the chain's data too; its prerendered file stays for the service worker
  // and for when the server cannot render it.
  { name: 'home', route: '/', pattern: /^\/$/, sample: '/' },
  // Likewise the leaflets: their covers are the page's largest pictures.
  { name: 'leaflets', route: '/leaflets', pattern: /^\/leaflets\/?$/, sample: '/leaflets' },
  // The stores' list, at the page its address asks for (?q, ?page): the list, not "Caricamento…",
  // before the app has started.
  { name: 'stores', route: '/stores', pattern: /^\/stores\/?$/, sample: '/stores' },
  // Likewise the shop's store choice.
  { name: 'shop', route: '/shop', pattern: /^\/shop\/?$/, sample: '/shop' },
  // A store's page: its name, address, timetable, contacts and leaflets before the app has started.
  { name: 'store', route: '/stores/:storeId', pattern: /^\/stores\/\d{1,9}\/?$/, sample: '/stores/1' },
  // A leaflet (/leaflet?id=3, &store=12 for a store's own): its title, dates and cover; the PDF
  // viewer stays the browser's.
  { name: 'leaflet', route: '/leaflet', pattern: /^\/leaflet\/?$/, sample: '/leaflet' },
  { name: 'shop-catalogue', route: '/shop/:storeId', pattern: /^\/shop\/\d{1,9}\/?$/, sample: '/shop/1' },
  {
    name: 'shop-product',
    route: '/shop/:storeId/products/:productId',
    pattern: /^\/shop\/\d{1,9}\/products\/\d{1,9}\/?$/,
    sample: '/shop/1/products/1',
  },
] as const

/**
 * What the build's renderer (app/prerender.tsx, renderOnRequest) gives the server for one address:
 * the markup of #root, the address it was drawn for (path and query below the app's base: the
 * browser hydrates it there) and the queries it was drawn from (TanStack Query's dehydrated state).
 */
export interface RenderedOnRequest {
  html: string
  key: string
  data: unknown
}

/**
 * The renderer's answer for an address whose data say it is not there (an unknown store, leaflet,
 * product): the server answers 404 with the app's shell, which draws the page's own message.
 */
export const NOT_FOUND = 'not-found'

/** A path below the app's base → the name of its on-request template, or null. */
export function renderedOnRequest(path: string): string | null {
  return RENDERED_ON_REQUEST.find((page) => page.pattern.test(path))?.name ?? null
}

/**
 * Where the build keeps the renderer and the on-request templates: beside the served folder, not in
 * it (`dist` → `dist-ssr`), so they are neither served nor precached.
 */
export const rendererDirOf = (appDir: string) => `${appDir}-ssr`

/** The renderer's module and the templates (name → HTML) in that folder. */
export const RENDERER_FILE = 'render.mjs'
export const TEMPLATES_FILE = 'templates.json'
/**
 * The paths of the app's routes as the build's router has them ('/stores/$storeId'), written from
 * the route tree by the build: the server answers an address none of them matches with 404.
 */
export const ROUTES_FILE = 'routes.json'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One segment of a route's path as TanStack Router writes it: a name, `$param`, `$` (the rest of the
 * address), `{-$param}` (optional) or `{$param}` between fixed text (`file{$id}.pdf`).
 */
function segmentPattern(segment: string): string {
  if (segment === '$' || segment === '{$}') return '(?:/.*)?'
  if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/]+)?'
  if (/^\$\w+$/.test(segment)) return '/[^/]+'
  const parts = segment.split(/(\{-?\$\w*\})/)
  return `/${parts
    .map((part) => (/^\{-\$/.test(part) ? '[^/]*' : /^\{\$/.test(part) ? '[^/]+' : escapeRegExp(part)))
    .join('')}`
}

/**
 * A route's path ('/stores/$storeId', '/shop/$storeId/') as a pattern of the addresses it takes below
 * the app's base: with or without a final slash, in any case (the router's own defaults).
 */
export function routePattern(path: string): RegExp {
  const body = path.split('/').filter(Boolean).map(segmentPattern).join('')
  return new RegExp(`^${body}/?$`, 'i')
}

/** Whether an address below the app's base ('/stores/12') is one of the routes' (`paths`). */
export function routeMatcher(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map(routePattern)
  return (path) => patterns.some((pattern) => pattern.test(path))
}

/**
 * The id of the data block of a page rendered on request: the queries it was drawn from, dehydrated
 * (a JSON script block is data, not code: the Content-Security-Policy has nothing to allow).
 */
export const PAGE_DATA_ID = 'page-data'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const decodeHtml = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The page's title as the app sets it (ui/page-title-and-focus.ts): its h1, then the app's name. */
function titleOf(html: string): string {
  const heading = decodeHtml((html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
  return heading ? `${heading} – ${config.appName}` : config.appName
}

/**
 * A page's HTML from the app's index.html (its head already holding the page's links and script):
 * the rendered markup in #root, marked with the address it was drawn for (`key`), its title, and,
 * for a page rendered on request, the data it was drawn from.
 */
export function fillPage(template: string, page: { key: string; html: string; data?: unknown }): string {
  const data =
    page.data === undefined
      ? ''
      : // '<' escaped: no text of the data can close the block.
        `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(page.data).replace(/</g, '\\u003c')}</script>`
  const filled = template.replace(
    /<div id="root">[\s\S]*?<\/div>/,
    () => `<div id="root" data-prerendered="${escapeHtml(page.key)}">${page.html}</div>${data}`,
  )
  if (filled === template) throw new Error('no <div id="root"> in index.html')
  return filled.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(titleOf(page.html))}</title>`)
}
