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
