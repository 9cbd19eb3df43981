import { hydrate } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { PAGE_DATA_ID } from '../api/prerendered-pages'
import { restoreSession, watchPendingLogout } from '../features/auth/auth-actions'
import { session } from '../features/auth/session'
import { keepCardOnDevice } from '../features/card/keep-card-on-device'
import { listenForInstallPrompt } from '../features/pwa/install'
import { registerServiceWorker } from '../features/pwa/service-worker'
import { watchEarlyInput } from '../ui/early-input'
import { holdEarlyTaps } from '../ui/early-taps'
import { nextTask } from '../ui/next-task'
import { AppProviders } from './AppProviders'
import { channelOfPage } from './channel'
import { activateLocale, type Locale, preferredLocale } from './i18n'
import { evaluatePreloadedModules } from './preloaded-modules'
import { queryClient } from './query-client'
import { BASEPATH, createAppRouter } from './router'
import { forgetTheCustomerOnTheKiosk, forgetTheCustomerOnTheWeb } from './session-end'

/**
 * Starts the app in the channel the page was opened in. The kiosk keeps nothing on the device, not
 * even the public lists or the customer's name (docs/decisions.md, "The kiosk keeps nothing personal").
 */
export function boot(): void {
  const kiosk = channelOfPage(BASEPATH) === 'totem'
  session.keepOnDevice(!kiosk)
  listenForInstallPrompt()
  if (kiosk) void forgetTheCustomerOnTheKiosk(queryClient)
  else forgetTheCustomerOnTheWeb(queryClient, keepCardOnDevice())
  void render(kiosk)
  void restoreSession()
  if (!kiosk) watchPendingLogout()
  if (!kiosk) sendListChangesLeftWaiting()
  if (!kiosk) sendCouponActivationsLeftWaiting()
  // After the page has loaded: installing the worker (it fetches the whole precache) must not
  // compete with the page's own first requests and script on a slow phone.
  if (document.readyState === 'complete') void registerServiceWorker()
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true })
}

/**
 * Shopping-list changes made offline and not sent before the app was closed leave now, whatever page
 * the app opens on: when the page is idle, the lists' storage is looked at, and only if the device
 * holds some does the lists' code come to send them (the card's first visit does not carry it
 * otherwise).
 */
function sendListChangesLeftWaiting(): void {
  const user = session.user()
  if (!user) return
  const start = () =>
    void import('../features/lists/lists-storage')
      .then(({ listChangesWaiting }) => listChangesWaiting(user.id))
      .then((waiting) => {
        if (!waiting) return
        void import('../features/lists/lists-on-device').then(({ openListsOnDevice }) =>
          openListsOnDevice(queryClient, user.id),
        )
      })
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 2000)
}

/**
 * Coupon activations made offline and not sent before the app was closed (docs/coupons.md) leave now,
 * the same way: the coupons' code comes only if the device holds some.
 */
function sendCouponActivationsLeftWaiting(): void {
  const user = session.user()
  if (!user) return
  const start = () =>
    void import('../features/coupons/coupons-storage')
      .then(({ couponActivationsWaiting }) => couponActivationsWaiting(user.id))
      .then((waiting) => {
        if (!waiting) return
        void import('../features/coupons/use-send-waiting-activations').then(
          ({ sendActivationsLeftWaiting }) => sendActivationsLeftWaiting(queryClient, user.id),
        )
      })
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 2000)
}

async function render(kiosk: boolean): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  // A prerendered page can be typed into already: what is typed must outlive the app taking over.
  const prerendered = Boolean(root.dataset.prerendered)
  if (prerendered) watchEarlyInput(root)
  // With the page already on screen, the start goes in steps of a task each (the locale, the
  // router's creation, the route's modules, the router's first load, hydrating): a tap meanwhile is
  // answered in between. An empty page (or the barcode on /app/card) is drawn at once.
  const step = prerendered ? nextTask : () => Promise.resolve()
  startWithPageData()
  const locale = preferredLocale()
  await activateLocale(locale)
  await step()
  const router = createAppRouter()
  await step()
  const app = (hydrating: boolean) => (
    <StrictMode>
      <AppProviders kiosk={kiosk} client={queryClient} hydrating={hydrating}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  if (await drawsThePrerenderedPage(root, router, locale, kiosk)) {
    // As on the server that wrote the page: no suspense boundaries the HTML does not have.
    router.ssr = { manifest: undefined }
    await nextTask()
    // In a transition React hydrates in small slices, so a tap is not kept waiting by one long task.
    startTransition(() => {
      holdEarlyTaps()
      hydrateRoot(root, app(true))
    })
  } else {
    holdEarlyTaps()
    createRoot(root).render(app(false))
  }
}

/**
 * A page the reference server rendered on request (the home, the leaflets and a leaflet, the stores
 * and a store, the shop, a catalogue, a product) holds the data it was drawn from: the cache starts
 * with it, so the page hydrates as drawn and asks nothing again.
 */
function startWithPageData(): void {
  const block = document.getElementById(PAGE_DATA_ID)
  if (!block?.textContent) return
  try {
    hydrate(queryClient, JSON.parse(block.textContent))
  } catch (error) {
    console.error('Page data not read', error)
  }
}

/**
 * A prerendered page (scripts/vite/prerender.ts, or the reference server for the pages drawn from
 * the chain's data) is what a visitor on the web sees in Italian, at the address it names. When the
 * app would draw that same page, React takes the HTML over (hydrates) and nothing moves; otherwise
 * (English, the mobile app, another query, a redirect) it draws afresh. The session does not matter:
 * the menu's customer links arrive right after hydrating.
 */
async function drawsThePrerenderedPage(
  root: HTMLElement,
  router: ReturnType<typeof createAppRouter>,
  locale: Locale,
  kiosk: boolean,
): Promise<boolean> {
  const page = root.dataset.prerendered
  if (!page || kiosk || locale !== 'it') return false
  // The route's code (preloaded by the page's head) must be here before the first render.
  await evaluatePreloadedModules()
  await router.load()
  const { location, matches } = router.state
  return (
    `${location.pathname}${location.searchStr}` === page &&
    matches.every((match) => match.status === 'success' && match.context.channel === 'web')
  )
}
