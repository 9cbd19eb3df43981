import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { decodeEan13, modulesFromSvg, readBarcodeOnScreen } from './helpers/barcode'
import { logIn, MARIO, newCustomer } from './helpers/customers'

const CHIARA = { firstName: 'Chiara', lastName: 'Gallo', birthDate: '1988-09-12', gender: 'FEMALE' } as const
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

// ---- helpers ----

async function flipByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Mostra il codice a barre' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Mostra la carta' })).toBeFocused()
}

/** Until the turn of the card is over (a picture measured mid-turn is foreshortened). */
async function turned(page: Page) {
  await page
    .locator('.card-flip')
    .evaluate((flip) => Promise.all(flip.getAnimations({ subtree: true }).map((a) => a.finished)))
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(result.violations).toEqual([])
}

// ---- the journeys ----

test('a visitor going to /card is sent to the login, which leads back to the card', async ({ page }) => {
  await page.goto('/app/card')
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fcard$/)
})

test('the card shows a barcode a till can read, turned by keyboard', { tag: '@wide' }, async ({ page }) => {
  await logIn(page, MARIO)
  await expect(page.getByText('Mario Rossi')).toBeVisible()
  await expect(page.locator('.card-face__points-value')).toHaveText('1234')
  await axe(page)

  await flipByKeyboard(page)
  const barcode = page.getByRole('img', { name: `Codice a barre EAN-13 della carta ${MARIO.card}` })
  await expect(barcode).toBeVisible()
  await expect(page.getByText('alza la luminosità dello schermo')).toBeVisible()

  // The picture bwip drew: 95 modules with quiet zones, encoding the card's code.
  const src = (await barcode.getAttribute('src')) ?? ''
  expect(src).toMatch(/^data:image\/svg\+xml/)
  const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1))
  const drawn = modulesFromSvg(svg)
  expect(decodeEan13(drawn.modules)).toBe(MARIO.card)
  expect(drawn.quietLeft).toBeGreaterThanOrEqual(11)
  expect(drawn.quietRight).toBeGreaterThanOrEqual(7)

  // What the screen shows: wide enough for a till, and the pixels read back to the same code.
  await turned(page)
  const box = await barcode.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(280)
  expect(await readBarcodeOnScreen(barcode)).toBe(MARIO.card)

  const details = page.locator('.card-back__details')
  await expect(details).toContainText('0430001234560')
  await expect(details).toContainText(/Abilitata\s*Sì/)
  await expect(details).toContainText(/Data di creazione\s*\d{2}\/\d{2}\/\d{4}/)
  await axe(page)

  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Mostra il codice a barre' })).toBeFocused()
  await expect(barcode).toBeHidden()
})

test("a fresh customer disables the card and sees 'Carta disabilitata!'", async ({ page, request }) => {
  const customer = await newCustomer(request, `card.${test.info().project.name}`, CHIARA)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await logIn(page, customer)
  await expect(page.getByText('Chiara Gallo')).toBeVisible()
  await flipByKeyboard(page)
  // Reduced motion: the card turns at once, without a transition.
  expect(
    await page.locator('.card-flip').evaluate((flip) => flip.getAnimations({ subtree: true }).length),
  ).toBe(0)
  await expect(page.locator('.card-back__details')).toContainText(/Abilitata\s*Sì/)

  await page.getByRole('button', { name: 'Disabilita la carta' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vuoi disabilitare la carta?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Disabilita' }).click()
  await expect(page.getByText('Carta disabilitata!')).toBeFocused()
  await expect(page.locator('.card-back__details')).toContainText(/Abilitata\s*No/)
  await expect(page.getByRole('button', { name: 'Disabilita la carta' })).toHaveCount(0)

  // The server agrees: after a reload the session check still says disabled.
  await page.reload()
  await expect(page.getByText('Carta disabilitata!')).toBeVisible()
  await axe(page)
})
