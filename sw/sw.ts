/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { prerenderedFile } from '../src/api/prerendered-pages'

/**
 * Tessera's service worker. The app shell is precached, so every /app/ page opens with no network;
 * heavy code (the map, the PDF viewer) and media are cached when first used, not for everyone.
 * /cli answers are never cached here: public lists are persisted by the app itself, and personal
 * answers must not outlive the session.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// No directory index: /app/ is the home page, answered below with its prerendered file, not index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' })
cleanupOutdatedCaches()

// Every /app/ page opens from the precache: a public page as the build prerendered it (so it shows
// before the code runs), any other with index.html, whose app routes it. The pages the server renders
// on request (the home with its banners, the leaflets and a leaflet, the stores and a store, the
// shop's store choice, a catalogue, a product) too: offline first, from the data kept on the device,
// rather than waiting on a poor signal for the server's HTML. An address the app has no page for gets
// index.html likewise, whose app says "page not found": the server's 404 for it is for those who read
// without the app (crawlers, link checkers), and none of them runs this worker.
registerRoute(
  new NavigationRoute(
    async ({ url }) => {
      const page = prerenderedFile(url.pathname.slice('/app'.length) || '/')
      const answer =
        (page && (await matchPrecache(`/app/${page}`))) || (await matchPrecache('/app/index.html'))
      return answer ?? Response.error()
    },
    { allowlist: [/^\/app(\/|$)/] },
  ),
)

const ok = new CacheableResponsePlugin({ statuses: [200] })

// Hashed build files left out of the precache (map and PDF libraries and their workers, the shop's
// screens: a few dozen files): immutable.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/app/assets/') &&
    request.method === 'GET',
  new CacheFirst({ cacheName: 'lazy-assets', plugins: [ok, new ExpirationPlugin({ maxEntries: 100 })] }),
)

// Leaflet PDFs already opened stay readable offline.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    url.pathname.endsWith('.pdf'),
  new CacheFirst({
    cacheName: 'leaflet-pdfs',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

// Covers and banners: shown at once from the cache, refreshed behind.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [ok, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

// A new version waits until the customer chooses to reload (never in the middle of a form).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
