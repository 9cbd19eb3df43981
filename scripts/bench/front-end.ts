import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { type BrowserContext, chromium } from '@playwright/test'
import { readSettings } from '../../server/settings'
import { prepare } from '../../server/start'

/**
 * The front end's figures for `npm run bench` (issue 5): sizes read from the build in dist/, and
 * times measured in headless Debian Chromium against the reference server serving that build.
 * Measures and prints; asserts nothing.
 */
const APP_DIR = path.resolve('dist')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const DEMO = { username: 'mario.rossi@example.com', password: 'Tessera-2026' }

export interface FrontEndFigures {
  entryGzipKb: number
  cardFirstVisitJsKb: number
  cardFirstVisitJsFiles: number
  /** What turning the card to the barcode adds on that first visit: the encoder (bwip-js). */
  cardTurnJsKb: number
  precacheKb: number
  precacheEntries: number
  barcodeOnlineMs: number
  barcodeOfflineMs: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The entry chunk: the module script of index.html, gzipped as the server would send it. */
async function entryGzipBytes(): Promise<number> {
  const html = await readFile(path.join(APP_DIR, 'index.html'), 'utf8')
  const src = html.match(/<script type="module"[^>]*src="\/app\/([^"]+)"/)?.[1]
  if (!src) throw new Error('no module script in dist/index.html')
  return gzipSync(await readFile(path.join(APP_DIR, src)), { level: 9 }).length
}

/** The precache as Workbox counts it: the size of every file listed in sw.js's manifest. */
async function precache(): Promise<{ bytes: number; entries: number }> {
  const sw = await readFile(path.join(APP_DIR, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
  let bytes = 0
  for (const url of urls) bytes += (await stat(path.join(APP_DIR, url))).size
  return { bytes, entries: urls.length }
}

/**
 * In the page: a customer who taps "show the barcode" the moment the button appears, and the time
 * (from navigation start) of the first animation frame after the barcode <img> has decoded (an SVG
 * without width and height has no natural size to wait for). Plain text: tsx would wrap a function
 * in helpers the page does not have.
 */
const TAP_AND_WATCH_BARCODE = `
(() => {
  let tapped = false
  const look = () => {
    const flip = document.querySelector('.card-flip__toggle')
    if (flip && !tapped) {
      tapped = true
      flip.click()
    }
    const img = document.querySelector('img.card-barcode__image')
    if (img && img.complete) {
      img.decode().then(() => requestAnimationFrame(() => { window.__barcodePaintedAt = performance.now() }))
      return
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()
`

async function barcodePaintedAt(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  try {
    await page.goto(url)
    const handle = await page.waitForFunction(
      () => (window as Window & { __barcodePaintedAt?: number }).__barcodePaintedAt,
      undefined,
      { timeout: 15_000 },
    )
    return Number(await handle.jsonValue())
  } finally {
    await page.close()
  }
}

export async function measureFrontEnd(): Promise<FrontEndFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-bench-web-'))
  const settings = { ...readSettings({}), dataDir, rateLimitPerMinute: 10_000_000, logLevel: 'silent' }
  const running = await prepare(settings, { appDir: APP_DIR, inMemory: true })
  const origin = await running.app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    // A first visit of /app/card by a customer who logged in on another page of the site: the
    // stored user is there, nothing is cached, no service worker yet. What JavaScript travels?
    const login = await fetch(`${origin}/cli/profiles/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
    const { data } = (await login.json()) as { data: { profile: unknown } }
    const first = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 915 },
      locale: 'it-IT',
    })
    await first.addCookies(
      login.headers.getSetCookie().map((header) => {
        const [name = '', value = ''] = (header.split(';')[0] ?? '').split('=')
        return { name, value, url: origin }
      }),
    )
    await first.addInitScript(
      (user) => localStorage.setItem('tessera.user', user),
      JSON.stringify(data.profile),
    )
    const page = await first.newPage()
    await page.goto(`${origin}/app/card`)
    await page.locator('.card-flip__toggle').waitFor()
    await page.waitForLoadState('networkidle')
    const scriptsSoFar = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({
            name: entry.name,
            // The gzipped body as sent; headers and cache revalidations left out.
            bytes: (entry as PerformanceResourceTiming).encodedBodySize,
          })),
      )
    const scripts = await scriptsSoFar()
    // Then the customer turns the card: the encoder comes now, once (the next time the picture
    // is on the device, and the service worker has the code).
    await page.locator('.card-flip__toggle').click()
    await page.locator('img.card-barcode__image').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    const afterTurn = await scriptsSoFar()
    await first.close()

    // The installed app: logged in through the screens, service worker active, card saved.
    const installed = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'it-IT' })
    await installed.addInitScript({ content: TAP_AND_WATCH_BARCODE })
    const setup = await installed.newPage()
    await setup.goto(`${origin}/app/login`)
    await setup.getByLabel(/^Email/).fill(DEMO.username)
    await setup.getByLabel(/^Password/).fill(DEMO.password)
    await setup.getByRole('button', { name: 'Accedi' }).click()
    await setup.waitForURL(/\/app\/card$/)
    await setup.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // The init script turned the card: the barcode is drawn and saved on the device.
    await setup.locator('img.card-barcode__image').waitFor({ state: 'attached' })
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
      if (tries > 100) throw new Error('the barcode was never saved on the device')
      await setup.waitForTimeout(100)
    }
    await setup.close()

    const online: number[] = []
    const offline: number[] = []
    for (let i = 0; i < RUNS; i++) online.push(await barcodePaintedAt(installed, `${origin}/app/card`))
    await installed.setOffline(true)
    for (let i = 0; i < RUNS; i++) offline.push(await barcodePaintedAt(installed, `${origin}/app/card`))
    await installed.close()

    const pre = await precache()
    return {
      entryGzipKb: kb(await entryGzipBytes()),
      cardFirstVisitJsKb: kb(scripts.reduce((sum, script) => sum + script.bytes, 0)),
      cardTurnJsKb: kb(afterTurn.slice(scripts.length).reduce((sum, script) => sum + script.bytes, 0)),
      cardFirstVisitJsFiles: scripts.length,
      precacheKb: kb(pre.bytes),
      precacheEntries: pre.entries,
      barcodeOnlineMs: Math.round(median(online)),
      barcodeOfflineMs: Math.round(median(offline)),
    }
  } finally {
    await browser.close()
    await running.stop()
  }
}

export function printFrontEnd(f: FrontEndFigures): void {
  const verdict = (ok: boolean) => (ok ? 'on target' : 'OFF TARGET')
  console.log(`\nFront-end figures (dist/, headless Chromium, median of ${RUNS} runs):`)
  console.table([
    { figure: 'entry chunk, gzipped', value: `${f.entryGzipKb} KB`, target: '' },
    {
      figure: `JS transferred by a first visit of /app/card (${f.cardFirstVisitJsFiles} files)`,
      value: `${f.cardFirstVisitJsKb} KB`,
      target: `< 150 KB: ${verdict(f.cardFirstVisitJsKb < 150)}`,
    },
    {
      figure: '  + turning the card to the barcode (bwip-js, once)',
      value: `${f.cardTurnJsKb} KB`,
      target: '',
    },
    {
      figure: `precache (${f.precacheEntries} entries)`,
      value: `${f.precacheKb} KB`,
      target: `< 1024 KB: ${verdict(f.precacheKb < 1024)}`,
    },
    {
      figure: 'barcode painted (card turned at once), installed app online',
      value: `${f.barcodeOnlineMs} ms`,
      target: '',
    },
    {
      figure: 'barcode painted (card turned at once), installed app offline, cold page',
      value: `${f.barcodeOfflineMs} ms`,
      target: `< 500 ms: ${verdict(f.barcodeOfflineMs < 500)}`,
    },
  ])
}
