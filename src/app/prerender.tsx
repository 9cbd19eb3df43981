import { msg } from '@lingui/core/macro'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { type AnyRouteMatch, createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { Call } from '../api/client'
import { ServerCode } from '../api/errors'
import { NOT_FOUND, type RenderedOnRequest } from '../api/prerendered-pages'
import { config } from '../config'
import { SESSION_USER_KEY } from '../features/auth/session'
import {
  QUICK_CARD_ID,
  QUICK_CARD_KEY,
  type QuickCardTexts,
  quickCardScript,
} from '../features/card/quick-card'
import { COOKIE_NOTICE_OK_CLASS } from '../features/cookie-notice/CookieNotice'
import { COOKIE_NOTICE_DAYS, COOKIE_NOTICE_KEY } from '../features/cookie-notice/cookie-consent'
import { bannerQueries } from '../features/home/banner-queries'
import { prefetchLeaflet } from '../features/leaflets/leaflet-page-data'
import { leafletQueries } from '../features/leaflets/leaflet-queries'
import { prefetchCatalogue, prefetchProduct } from '../features/shop/shop-page-data'
import { shopQueries } from '../features/shop/shop-queries'
import { prefetchStore, prefetchStores } from '../features/stores/stores-page-data'
import { earlySubmitScript } from '../ui/early-input'
import { earlyTapScript } from '../ui/early-taps'
import { AppProviders } from './AppProviders'
import { CHANNEL_KEY } from './channel'
import { activateLocale, i18n, LOCALE_KEY, type Locale } from './i18n'
import { queryClient } from './query-client'
import { BASEPATH, createAppRouter } from './router'
import { signedInStartScripts, VISITOR_HOME_TEMPLATE_ID, VISITOR_TITLE_TEMPLATE_ID } from './signed-in-start'

/**
 * The build's server-side entry (scripts/vite/prerender.ts runs it in Node): a public page as a
 * visitor on the web sees it in Italian before any data has arrived. The browser hydrates it
 * (boot.tsx) when it would draw the same thing; otherwise it draws the page afresh.
 */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string
  /** The ids of the routes the page is made of ('/_web', '/_web/login'): their code is preloaded. */
  routeIds: string[]
}

async function loadedRouter(path: string) {
  await activateLocale('it')
  const history = createMemoryHistory({ initialEntries: [`${BASEPATH}${path}`] })
  const router = createAppRouter({ history, prerender: true })
  await router.load()
  return router
}

const draw = (router: ReturnType<typeof createAppRouter>, client: QueryClient) =>
  renderToString(
    <AppProviders kiosk={false} client={client} hydrating>
      <RouterProvider router={router} />
    </AppProviders>,
  )

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const router = await loadedRouter(path)
  const reached = router.state.location.pathname
  if (reached !== path) throw new Error(`prerendering ${path} ended on ${reached}`)
  const failed = router.state.matches.find((match) => match.status !== 'success')
  if (failed) throw new Error(`prerendering ${path}: route ${failed.routeId} is ${failed.status}`)
  const html = draw(router, queryClient)
  queryClient.clear()
  return { html, routeIds: router.state.matches.map((match) => match.routeId) }
}

/** The routes a page at `path` is made of: the build preloads their code in its template. */
export async function routeIdsAt(path: string): Promise<string[]> {
  const router = await loadedRouter(path)
  return router.state.matches.map((match) => match.routeId)
}

/**
 * The paths of every route of the app ('/stores/$storeId', '/shop/$storeId/'), from the route tree
 * itself: the build writes them for the server, which answers an address none of them takes with
 * 404 (api/prerendered-pages.ts, ROUTES_FILE). A pathless layout counts as the root.
 */
export function appRoutePaths(): string[] {
  const router = createAppRouter({ history: createMemoryHistory(), prerender: true })
  const routes: Array<{ fullPath: string }> = Object.values(router.routesById)
  return [...new Set(routes.map((route) => route.fullPath || '/'))].sort()
}

/**
 * The pages drawn from the chain's data (api/prerendered-pages.ts, RENDERED_ON_REQUEST), by route:
 * what each draws at once, fetched before it is rendered; NOT_FOUND when the data say the address
 * names nothing (a leaflet no list holds).
 */
type PageData = (client: QueryClient, match: AnyRouteMatch, call: Call) => Promise<unknown>

const PAGE_DATA: Record<string, PageData> = {
  // The home's banners: its largest picture is then in the HTML, not after the app and the list.
  '/_web/': async (client, _match, call) => {
    await client.fetchQuery(bannerQueries.web(call))
  },
  // The leaflets' covers, the page's largest pictures, likewise.
  '/_web/leaflets': async (client, _match, call) => {
    await client.fetchQuery(leafletQueries.all(call))
  },
  // The page of the list the address asks for (its search and page).
  '/_web/stores': (client, match, call) => prefetchStores(client, match.search, call),
  '/_web/shop/': async (client, _match, call) => {
    await client.fetchQuery(shopQueries.stores(null, call))
  },
  '/_web/shop/$storeId/': (client, match, call) =>
    prefetchCatalogue(client, match.params, match.search, call),
  '/_web/shop/$storeId/products/$productId': (client, match, call) =>
    prefetchProduct(client, match.params, call),
  '/_web/stores/$storeId': (client, match, call) => prefetchStore(client, match.params, call),
  '/_web/leaflet': (client, match, call) => prefetchLeaflet(client, match.search, call),
}

/**
 * The server's /cli said "not found" (a store, product or catalogue it does not have). Told by the
 * error's fields, not its class: the server's client is its own copy of the contract's code.
 */
function saysNotFound(error: unknown): boolean {
  const refusal = error as { name?: unknown; kind?: unknown; code?: unknown } | null
  return refusal?.name === 'ApiError' && refusal.kind === 'code' && refusal.code === ServerCode.NotFound
}

/**
 * A public page drawn from the chain's data, rendered by the reference server when it is asked for
 * (`call` reaches its own /cli): the page as a visitor on the web sees it in Italian, with its data.
 * NOT_FOUND when its data say the address names nothing (an unknown store, leaflet or product: the
 * server answers 404 with the app's shell, which draws the page's own message); null when the
 * address is not such a page, or its data cannot be had (the shell then draws the page itself).
 */
export async function renderOnRequest(
  href: string,
  call: Call,
): Promise<RenderedOnRequest | typeof NOT_FOUND | null> {
  const router = await loadedRouter(href)
  const { location, matches } = router.state
  const page = matches.at(-1)
  const fetchData = page && PAGE_DATA[page.routeId]
  if (!fetchData || matches.some((match) => match.status !== 'success')) return null
  // Its own cache: pages rendered at the same time share nothing.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  })
  try {
    if ((await fetchData(client, page, call)) === NOT_FOUND) return NOT_FOUND
  } catch (error) {
    return saysNotFound(error) ? NOT_FOUND : null
  }
  const html = draw(router, client)
  // The browser's cache starts with these queries, so it draws the same.
  const data = dehydrate(client)
  client.clear()
  return { html, key: `${location.pathname}${location.searchStr}`, data }
}

const hideCookieNotice = `document.documentElement.classList.add('cookie-notice-accepted')`

/**
 * Runs in the head of a prerendered page, before the first paint (written from the same key and
 * period as cookie-consent.ts):
 * - a notice the customer already accepted is hidden by CSS until React takes the page over
 *   (cookie-notice.css), so it never flashes;
 * - its OK pressed before the app has started is kept as the app keeps it, and hides the notice (the
 *   app then finds it accepted); pressed later, the app's own handler does the same again;
 * - a form submitted before the app has it is held, not sent by the browser (ui/early-input.ts);
 * - the other buttons tapped before then are noted, to be clicked again once it has (ui/early-taps.ts).
 */
export const prerenderedHeadScript = [
  `try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(COOKIE_NOTICE_KEY)})||'{}').acceptedAt,t=Date.parse(a),n=Date.now();if(t<=n&&n-t<${COOKIE_NOTICE_DAYS * 86_400_000})${hideCookieNotice}}catch(e){}`,
  `document.addEventListener('click',function(e){var b=e.target;if(!b||!b.closest||!b.closest('.${COOKIE_NOTICE_OK_CLASS}'))return;try{localStorage.setItem(${JSON.stringify(COOKIE_NOTICE_KEY)},JSON.stringify({acceptedAt:new Date().toISOString()}))}catch(x){}${hideCookieNotice};var m=document.getElementById('main');if(m)m.focus({preventScroll:true})},true)`,
  earlySubmitScript,
  earlyTapScript(`.${COOKIE_NOTICE_OK_CLASS}`),
].join(';')

/**
 * index.html's pre-boot barcode (features/card/quick-card.ts) with its texts in both languages,
 * taken from the catalogues: the card page's heading and its barcode's description.
 */
export async function preBootCardScript(): Promise<string> {
  const texts = {} as Record<Locale, QuickCardTexts>
  for (const locale of ['en', 'it'] as const) {
    await activateLocale(locale)
    const code = '{code}'
    texts[locale] = {
      heading: i18n._(msg`La mia carta`),
      barcodeAlt: i18n._(msg`Codice a barre EAN-13 della carta ${code}`),
    }
  }
  return quickCardScript({
    path: `${BASEPATH}/card`,
    userKey: SESSION_USER_KEY,
    barcodeKey: QUICK_CARD_KEY,
    localeKey: LOCALE_KEY,
    channelKey: CHANNEL_KEY,
    overlayId: QUICK_CARD_ID,
    texts,
  })
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The home's scripts for a customer signed in on the device (app/signed-in-start.ts), with the
 * neutral start's text in both languages, taken from the catalogues.
 */
export async function signedInHomeScripts(): Promise<{ head: string; root: string }> {
  const loading = {} as Record<Locale, string>
  for (const locale of ['en', 'it'] as const) {
    await activateLocale(locale)
    loading[locale] = escapeText(i18n._(msg`Caricamento…`))
  }
  return signedInStartScripts({
    userKey: SESSION_USER_KEY,
    localeKey: LOCALE_KEY,
    channelKey: CHANNEL_KEY,
    homeTemplateId: VISITOR_HOME_TEMPLATE_ID,
    titleTemplateId: VISITOR_TITLE_TEMPLATE_ID,
    title: config.appName,
    loading,
  })
}
