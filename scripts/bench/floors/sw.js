// The card floor's service worker: keeps the page (and with it the barcode) for offline use, and
// answers from that copy first, as the app's worker answers /app/card from its precache.
const CACHE = 'card-floor-v1'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add('./'))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('fetch', (event) => {
  event.respondWith(caches.match(event.request).then((cached) => cached ?? fetch(event.request)))
})
