import { appendFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'

/**
 * Waits until the service worker of /app/ is activated (not only registered). Not with
 * `waitForFunction`: it takes an async predicate's promise as a truthy answer and returns at once.
 */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (!worker || worker.state === 'activated') return
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
      })
    })
  })
}

test('the service worker activates and the app opens offline', async ({ page, context }) => {
  await page.goto('/app/')
  await serviceWorkerActivated(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in Carta Alpimare' })).toBeVisible()
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
