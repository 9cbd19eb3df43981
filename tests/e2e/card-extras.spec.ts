import { expect, test } from '@playwright/test'
import { readBarcodeOnScreen } from './helpers/barcode'
import { logIn, MARIO, newCustomer } from './helpers/customers'
import { runOps } from './helpers/ops'

/** Issue 35, "Receipts and the card": the till's barcode, the receipt PDF, the wallets. */

const ANNA = { firstName: 'Anna', lastName: 'Ferri', birthDate: '1985-04-21', gender: 'FEMALE' } as const

test('one tap from another page shows the card full screen, wide, kept awake, readable by a till', async ({
  page,
}) => {
  // Counts the wake lock's requests and releases, as the card page's.
  await page.addInitScript(() => {
    const calls = { requested: 0, released: 0 }
    Object.assign(window, { wakeCalls: calls })
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          calls.requested += 1
          const sentinel = {
            released: false,
            release: async () => {
              calls.released += 1
              sentinel.released = true
            },
            addEventListener() {},
          }
          return sentinel
        },
      },
    })
  })
  await logIn(page, MARIO)
  await page.goto('/app/stores')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const requestedBefore = await page.evaluate(
    () => (window as unknown as { wakeCalls: { requested: number } }).wakeCalls.requested,
  )

  await page.getByRole('button', { name: 'Carta in cassa' }).click()
  const dialog = page.getByRole('dialog', { name: 'La tua carta' })
  await expect(dialog).toBeVisible()
  const barcode = dialog.getByRole('img', { name: `Codice a barre EAN-13 della carta ${MARIO.card}` })
  await expect(barcode).toBeVisible()
  const viewport = page.viewportSize()
  const box = await barcode.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(0.8 * (viewport?.width ?? 0))
  expect(await readBarcodeOnScreen(barcode)).toBe(MARIO.card)
  // Black on white whatever the page around it.
  expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  )
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { wakeCalls: { requested: number } }).wakeCalls.requested),
    )
    .toBeGreaterThan(requestedBefore)

  await dialog.getByRole('button', { name: 'Chiudi' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Carta in cassa' })).toBeFocused()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { wakeCalls: { released: number } }).wakeCalls.released),
    )
    .toBeGreaterThan(0)
})

test('"Disabilita la carta" is not right under the barcode any more', async ({ page }) => {
  await logIn(page, MARIO)
  await page.getByRole('button', { name: 'Mostra il codice a barre' }).click()
  const barcode = page.getByRole('img', { name: `Codice a barre EAN-13 della carta ${MARIO.card}` })
  await expect(barcode).toBeVisible()
  const manage = page.getByRole('region', { name: 'Gestione della carta' })
  const disable = manage.getByRole('button', { name: 'Disabilita la carta' })
  await expect(disable).toBeAttached()
  const barcodeBox = await barcode.boundingBox()
  const disableBox = await disable.boundingBox()
  // Below the movements and the receipts: far more than a thumb's slip away.
  expect((disableBox?.y ?? 0) - ((barcodeBox?.y ?? 0) + (barcodeBox?.height ?? 0))).toBeGreaterThan(300)
})

test('a receipt downloads as a PDF; without configuration no wallet button shows', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await newCustomer(request, `pdf.${test.info().project.name}`, ANNA)
  const login = await request.post('/cli/profiles/login', {
    data: { username: customer.email, password: customer.password },
  })
  const cardCode =
    ((await login.json()) as { data: { profile: { cards: { code: string }[] } } }).data.profile.cards[0]
      ?.code ?? ''
  await runOps(baseURL ?? '', [
    'receipt',
    '--card',
    cardCode,
    '--amount',
    '12.40',
    '--id',
    `PDF-${Date.now()}`,
  ])

  await logIn(page, customer)
  // The server of the e2e tests has no wallet configured: no button, whatever the app asked.
  await expect(page.getByRole('region', { name: 'Gestione della carta' })).toBeAttached()
  await expect(page.getByRole('button', { name: /Aggiungi a (Apple|Google) Wallet/ })).toHaveCount(0)

  await page.getByRole('region', { name: 'Scontrini digitali' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/app\/card\/receipts\/\d+$/)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Scarica PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^scontrino-R\d{8}\.pdf$/)
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  const bytes = await readFile(path)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test("the logged-in home is the customer's: points and the next voucher, the week's leaflet, their store", async ({
  page,
}) => {
  await logIn(page, MARIO)
  await page.getByRole('link', { name: 'Supermercati Alpimare' }).first().click()
  await expect(page).toHaveURL(/\/app\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Mario' })).toBeVisible()
  const points = page.getByRole('region', { name: 'I tuoi punti' })
  await expect(points).toContainText(/1\.?234\s*punti/)
  await expect(points.getByRole('region', { name: 'Buoni sconto' })).toBeVisible()
  const leaflet = page.getByRole('region', { name: 'Il volantino della settimana' })
  await expect(leaflet.getByRole('link')).toHaveAttribute('href', /\/app\/leaflet\?id=\d+/)
  const store = page.getByRole('region', { name: 'Il tuo negozio' })
  await expect(store.getByRole('link')).toHaveAttribute('href', /\/app\/stores\/\d+/)
  // Not the visitor's banners.
  await expect(page.locator('.home-carousel')).toHaveCount(0)
})
