import { appendFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { readBarcodeOnScreen } from './helpers/barcode'
import { logIn, MARIO } from './helpers/customers'
import { openMenu } from './helpers/menu'
import { pageProblems } from './helpers/page-problems'
import { serviceWorkerActivated } from './helpers/service-worker'

// What these tests are about: the service worker (blocked for the other tests, playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** A value the app keeps with idb-keyval (database keyval-store), read with IndexedDB itself. */
async function deviceValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (wanted) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve(null)
          const read = db.transaction('keyval').objectStore('keyval').get(wanted)
          read.onsuccess = () => resolve(read.result ?? null)
          read.onerror = () => reject(read.error)
        }
      }),
    key,
  )
}

type SavedCard = { card?: { code?: string }; svg?: string } | null
const savedCardCode = async (page: Page) =>
  ((await deviceValue(page, 'tessera.card')) as SavedCard)?.card?.code ?? null
const savedBarcode = async (page: Page) =>
  ((await deviceValue(page, 'tessera.card')) as SavedCard)?.svg ?? null

test('the service worker activates and the app opens offline', async ({ page, context }) => {
  await page.goto('/app/')
  await serviceWorkerActivated(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
  // The worker answered with the prerendered page, as the server would have.
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/')
  // Another screen's code was precached too.
  await page.goto('/app/support')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.setOffline(false)
})

test('the manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/app/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/app/manifest.webmanifest')
  const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    lang: 'it',
    scope: '/app/',
    start_url: '/app/card',
    display: 'standalone',
  })
  const icons = manifest.icons as { sizes: string; purpose: string }[]
  expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true)
  expect(icons.some((i) => i.sizes === '192x192')).toBe(true)
})

test('a new version is announced and applied only when the customer asks', async ({ page }) => {
  const swFile = path.join(process.env.E2E_APP_DIR ?? 'dist', 'sw.js')
  const original = await readFile(swFile)
  try {
    await page.goto('/app/')
    await serviceWorkerActivated(page)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // Deploy "a new version": any byte change of sw.js is one.
    await appendFile(swFile, `\n// e2e new version ${Date.now()}\n`)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/app/')
      await registration?.update()
    })
    const prompt = page.getByText("È disponibile una nuova versione dell'app.")
    await expect(prompt).toBeVisible()
    await page.getByRole('button', { name: 'Aggiorna' }).click()
    await expect(prompt).toBeHidden()
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/app/')
          return registration?.waiting === null && registration?.active?.state === 'activated'
        }),
      )
      .toBe(true)
  } finally {
    await writeFile(swFile, original)
  }
})

test('the card opens from a cold start with no network, and its barcode scans; logout removes it', async ({
  context,
  page,
}) => {
  await page.goto('/app/')
  await serviceWorkerActivated(page)
  await logIn(page, MARIO)
  await expect.poll(() => savedCardCode(page)).toBe(MARIO.card)
  // The barcode is drawn the first time it is shown, and kept.
  await page.getByRole('button', { name: 'Mostra il codice a barre' }).click()
  await expect.poll(() => savedBarcode(page)).toMatch(/^<svg/)

  // The installed app opened at the till with no signal: a new page, no network at all.
  await context.setOffline(true)
  await page.close()
  const till = await context.newPage()
  const encoder: string[] = []
  till.on('request', (request) => {
    if (/\/assets\/barcode-[\w-]+\.js$/.test(request.url())) encoder.push(request.url())
  })
  // The barcode is on screen before the app has started (from the device, quick-card.ts), without
  // waiting for a stylesheet: the shell's styles are in the page (scripts/vite/entry-stylesheet.ts).
  type Seen = Window & {
    quickCardAlt?: string | null
    quickCardPosition?: string
    stylesBefore?: string[]
    refused?: string[]
  }
  await till.addInitScript(() => {
    const seen = window as Seen
    seen.refused = []
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.refused?.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
    new MutationObserver(() => {
      const alt = document.querySelector('#quick-card img')?.getAttribute('alt')
      if (alt && seen.quickCardAlt === undefined) {
        seen.quickCardAlt = alt
        // Read now: the app may take the early copy away before the test looks.
        const card = document.getElementById('quick-card')
        seen.quickCardPosition = card ? getComputedStyle(card).position : undefined
        seen.stylesBefore = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.css'))
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await till.goto('/app/card')
  expect(await till.evaluate(() => (window as Seen).quickCardAlt)).toBe(
    `Codice a barre EAN-13 della carta ${MARIO.card}`,
  )
  expect(await till.evaluate(() => (window as Seen).stylesBefore)).toEqual([])
  expect(await till.evaluate(() => (window as Seen).quickCardPosition)).toBe('fixed')
  // ...and the app opens the card turned to it, then takes the early copy away.
  await expect(till.getByRole('button', { name: 'Mostra la carta' })).toBeVisible()
  await expect(till.locator('#quick-card')).toHaveCount(0)
  await expect(till.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
  await expect(till.getByText('Sei offline.')).toBeVisible()
  await expect(till.getByText(/Dati aggiornati al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/)).toBeVisible()
  const barcode = till.getByRole('img', { name: `Codice a barre EAN-13 della carta ${MARIO.card}` })
  await expect(barcode).toBeVisible()
  await till
    .locator('.card-flip')
    .evaluate((flip) => Promise.all(flip.getAnimations({ subtree: true }).map((a) => a.finished)))
  expect(await readBarcodeOnScreen(barcode)).toBe(MARIO.card)
  // Shown from the device: the encoder was not even loaded.
  expect(encoder).toEqual([])
  // The Content-Security-Policy let the shell's own inline script and styles through, and nothing
  // fetched the entry's stylesheet a second time (its rules would then come after a route's).
  expect(await till.evaluate(() => (window as Seen).refused)).toEqual([])
  expect(
    await till.evaluate(
      () =>
        [...document.styleSheets].filter((sheet) => /\/assets\/index-[\w-]+\.css$/.test(sheet.href ?? ''))
          .length,
    ),
  ).toBe(0)

  await context.setOffline(false)
  await till.getByRole('button', { name: 'Mostra la carta' }).click()
  await (await openMenu(till)).getByRole('button', { name: 'Esci' }).click()
  await expect(till).toHaveURL(/\/app\/$/)
  await expect.poll(() => savedCardCode(till)).toBeNull()
  expect(await till.evaluate(() => localStorage.getItem('tessera.user'))).toBeNull()
  expect(await till.evaluate(() => localStorage.getItem('tessera.quick-card'))).toBeNull()
  // Opened again after the logout, with no network: no barcode, the login.
  await context.setOffline(true)
  await till.goto('/app/card')
  await expect(till).toHaveURL(/\/app\/login/)
  await expect(till.locator('#quick-card')).toHaveCount(0)
  await context.setOffline(false)
})

test('the stores list and a leaflet opened before are there without network', async ({ context, page }) => {
  await page.goto('/app/')
  await serviceWorkerActivated(page)
  await page.goto('/app/stores')
  await expect(page.locator('.stores__list h2')).toHaveCount(5)
  const firstStore = (await page.locator('.stores__list h2').first().textContent()) ?? ''
  // The public lists reach IndexedDB shortly after they arrive (the persister writes in batches).
  const persisted = () => deviceValue(page, 'tessera.public-queries').then((value) => JSON.stringify(value))
  await expect.poll(persisted).toContain(firstStore)
  await page.goto('/app/leaflets')
  const leaflet = page.locator('.leaflets-grid a').first()
  const href = (await leaflet.getAttribute('href')) ?? ''
  const neverOpened = (await page.locator('.leaflets-grid a').nth(1).getAttribute('href')) ?? ''
  const title = (await leaflet.locator('img').getAttribute('alt')) ?? ''
  await leaflet.click()
  await expect(page.locator('canvas.pdf-viewer__canvas')).toHaveAttribute('aria-label', /, pagina 1 di \d+$/)
  await expect.poll(persisted).toContain(title)

  await context.setOffline(true)
  await page.goto('/app/stores')
  await expect(page.locator('.stores__list h2').first()).toHaveText(firstStore)
  await expect(page.getByText('Sei offline.')).toBeVisible()
  await page.goto(href)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('canvas.pdf-viewer__canvas')).toHaveAttribute('aria-label', /, pagina 1 di \d+$/)
  // A leaflet never opened says so instead of spinning.
  await page.goto(neverOpened)
  await expect(page.getByText('Sei offline e questo volantino non è salvato sul dispositivo.')).toBeVisible()
  // A page whose code is not kept on the device (the legal texts: vite.config.ts) says so, in the shell.
  await page.goto('/app/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non disponibile' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Pagina non disponibile' }).getByRole('alert')).toContainText(
    'Sei offline e questa pagina non è salvata sul dispositivo: si apre quando torna la rete.',
  )
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Riprova' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Informativa sul trattamento/ })).toBeVisible()
})

test('a prerendered page the service worker answers is taken over without a hydration error when the device keeps its lists', async ({
  page,
}) => {
  const problems = pageProblems(page)
  await page.goto('/app/')
  await serviceWorkerActivated(page)
  // The banners and the leaflets kept on the device: the build's files of these pages have neither.
  const persisted = () => deviceValue(page, 'tessera.public-queries').then((value) => JSON.stringify(value))
  await page.goto('/app/leaflets')
  const title = (await page.locator('.leaflets-grid img').first().getAttribute('alt')) ?? ''
  await expect.poll(persisted).toContain(title)
  for (const path of ['/app/leaflets', '/app/', '/app/leaflets', '/app/']) {
    await page.goto(path)
    expect(await page.locator('#root').getAttribute('data-prerendered')).not.toBeNull()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    // Once the app has the page, the kept list is drawn (the banners' pictures, the covers).
    await expect(page.locator('.leaflets-grid img, .home-carousel__image').first()).toBeVisible()
  }
  expect(problems).toEqual([])
})

test('a profile saved with no network says so and keeps what was typed', async ({ context, page }) => {
  await logIn(page, MARIO)
  await page.goto('/app/profile')
  const form = page.getByRole('form', { name: 'I tuoi dati' })
  await expect(form.getByLabel(/^Provincia/).getByRole('option', { name: 'Torino' })).toBeAttached()
  await context.setOffline(true)
  await form.getByLabel(/^Città/).fill('Moncalieri')
  await form.getByRole('button', { name: 'Salva le modifiche' }).click()
  const alert = form.getByRole('alert')
  await expect(alert).toContainText("Errore durante l'aggiornamento del profilo")
  await expect(alert).toContainText('Nessuna connessione a Internet: controlla la rete e riprova.')
  await expect(form.getByLabel(/^Città/)).toHaveValue('Moncalieri')
  await context.setOffline(false)
})
