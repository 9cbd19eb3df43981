import type { Browser, BrowserContext, Page } from '@playwright/test'
import { PHONE } from './chromium'
import { DEMO } from './first-visit-js'
import { type Row, reported, targeted } from './report'
import { median } from './stats'

/**
 * The till's figure (issue 16): from the tap on the installed app's card to the barcode on screen,
 * offline and from a cold page, against a floor: a static page with the barcode inline, kept offline
 * by its own service worker. Both are installed first, then opened the same way in the same kind of
 * context, the app's runs and the floor's in turn, so that the machine's noise falls on both.
 */

/**
 * In the page, from its first script on: the time (from navigation start) of the first animation
 * frame after the barcode <img> has decoded (an SVG without width and height has no natural size
 * to wait for). The barcode counts once it is in view, that is in no inert, hidden or aria-hidden
 * face; until then, a customer who taps "show the barcode" the moment the button appears. So it
 * measures the flip card of today and a barcode painted before the app boots alike.
 * Plain text: tsx would wrap a function in helpers the page does not have.
 */
export const TAP_AND_WATCH_BARCODE = `
(() => {
  let tapped = false
  const inView = (img) => !img.closest('[inert], [hidden], [aria-hidden="true"]')
  const look = () => {
    const img = [...document.querySelectorAll('img.card-barcode__image')].find(inView)
    if (img && img.complete) {
      img.decode().then(
        () => requestAnimationFrame(() => { window.__barcodePaintedAt = performance.now() }),
        () => { window.__barcodeError = 'the barcode picture cannot be decoded' },
      )
      return
    }
    const flip = document.querySelector('.card-flip__toggle')
    if (!img && flip && !tapped) {
      tapped = true
      flip.click()
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()
`

interface Watched {
  __barcodePaintedAt?: number
  __barcodeError?: string
}

/** Opens `url` in a new page of `context` and returns when (ms from navigation start) the barcode painted. */
async function barcodePaintedAt(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(url)
    const handle = await page.waitForFunction(
      () => {
        const w = window as Window & Watched
        return w.__barcodePaintedAt ?? w.__barcodeError
      },
      undefined,
      { timeout: 15_000 },
    )
    const value: unknown = await handle.jsonValue()
    if (typeof value !== 'number') throw new Error(`${url}: ${String(value)}`)
    return value
  } catch (error) {
    throw new Error(`the barcode of ${url} was not painted: ${(error as Error).message}`)
  } finally {
    await page.close()
  }
}

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE })
  await context.addInitScript({ content: TAP_AND_WATCH_BARCODE })
  return context
}

/** Waits for the page's service worker to be active (`ready` alone can resolve on a still-activating one). */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (!worker || worker.state === 'activated') return
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
      })
    })
  })
}

/** The installed app: logged in through the screens, service worker active, card saved on the device. */
async function installApp(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await newPhoneContext(browser)
  const setup = await context.newPage()
  await setup.goto(`${origin}/app/login`)
  await setup.getByLabel(/^Email/).fill(DEMO.username)
  await setup.getByLabel(/^Password/).fill(DEMO.password)
  await setup.getByRole('button', { name: 'Accedi' }).click()
  await setup.waitForURL(/\/app\/card$/)
  await serviceWorkerActivated(setup)
  // The init script turned the card: the barcode is drawn and saved on the device.
  await setup.locator('img.card-barcode__image').first().waitFor({ state: 'attached' })
  // (Polled with evaluate: waitForFunction would take the promise itself as a truthy answer.)
  const barcodeSaved = () =>
    setup.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('keyval-store')
          open.onsuccess = () => {
            const read = open.result.transaction('keyval').objectStore('keyval').get('tessera.card')
            read.onsuccess = () => resolve(Boolean(read.result?.svg))
            read.onerror = () => resolve(false)
          }
          open.onerror = () => resolve(false)
        }),
    )
  for (let tries = 0; !(await barcodeSaved()); tries++) {
    if (tries > 100) throw new Error('the app never saved the barcode on the device (IndexedDB tessera.card)')
    await setup.waitForTimeout(100)
  }
  await setup.close()
  return context
}

/** The floor: its page visited once, so its service worker is active and holds the page. */
async function installFloor(browser: Browser, cardUrl: string): Promise<BrowserContext> {
  const context = await newPhoneContext(browser)
  const setup = await context.newPage()
  await setup.goto(cardUrl)
  await serviceWorkerActivated(setup)
  const cached = await setup.evaluate(async (url) => Boolean(await caches.match(url)), cardUrl)
  if (!cached) throw new Error(`the floor's service worker did not keep ${cardUrl}`)
  await setup.close()
  return context
}

/** Issue 16: the installed app's offline barcode at most this many times the floor's. */
export const BARCODE_RATIO_TARGET = 1.5

export interface BarcodeFigures {
  runs: number
  /** The installed app online (its data fresh from the network): reported, no target. */
  appOnlineMs: number
  appOfflineMs: number
  floorOfflineMs: number
}

export async function measureBarcode(
  browser: Browser,
  appOrigin: string,
  floorCardUrl: string,
  runs: number,
): Promise<BarcodeFigures> {
  const app = await installApp(browser, appOrigin)
  try {
    const floor = await installFloor(browser, floorCardUrl)
    try {
      const appCard = `${appOrigin}/app/card`
      const online: number[] = []
      for (let i = 0; i < runs; i++) online.push(await barcodePaintedAt(app, appCard))

      await app.setOffline(true)
      await floor.setOffline(true)
      const appOffline: number[] = []
      const floorOffline: number[] = []
      for (let i = 0; i < runs; i++) {
        appOffline.push(await barcodePaintedAt(app, appCard))
        floorOffline.push(await barcodePaintedAt(floor, floorCardUrl))
      }
      return {
        runs,
        appOnlineMs: Math.round(median(online)),
        appOfflineMs: Math.round(median(appOffline)),
        floorOfflineMs: Math.round(median(floorOffline)),
      }
    } finally {
      await floor.close()
    }
  } finally {
    await app.close()
  }
}

export function barcodeRows(f: BarcodeFigures): Row[] {
  const ratio = f.appOfflineMs / f.floorOfflineMs
  return [
    reported('installed app online, card turned at once', `${f.appOnlineMs} ms`),
    reported('installed app offline, cold page', `${f.appOfflineMs} ms`),
    reported('floor offline (static page, own service worker)', `${f.floorOfflineMs} ms`),
    targeted(
      'app offline / floor offline',
      `${ratio.toFixed(2)}×`,
      `≤ ${BARCODE_RATIO_TARGET}×`,
      ratio <= BARCODE_RATIO_TARGET,
    ),
  ]
}
