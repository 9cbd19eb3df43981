import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { GIUSEPPE } from './helpers/customers'
import { scannerTypes } from './helpers/scanner'

/**
 * The kiosk as it stands in a store: a 1080×1920 touch screen with no keyboard. Everything here is
 * done with taps and touch strokes only: no `fill`, no keyboard (issue 18).
 */

test.use({ viewport: { width: 1080, height: 1920 }, deviceScaleFactor: 1, isMobile: false, hasTouch: true })
// Every letter is a tap and the form is long: 15 to 26 s on a calm host, beyond the default 30 s
// when the host is busy (it was, with a build beside it). Not a measure of speed: room to finish.
test.describe.configure({ timeout: 90_000 })

const STORE_ID = '21'
const keys = (page: Page) => page.getByRole('region', { name: 'Tastiera sullo schermo' })

/** Taps the text out on the on-screen keys; a capital is the Maiuscola key, then the letter. */
async function tapOut(page: Page, text: string) {
  for (const c of text) {
    if (c === ' ') {
      await keys(page).getByRole('button', { name: 'Spazio' }).tap()
      continue
    }
    if (c !== c.toLocaleLowerCase('it')) await keys(page).getByRole('button', { name: 'Maiuscola' }).tap()
    await keys(page).getByRole('button', { name: c, exact: true }).tap()
  }
}

/** Taps a field and writes into it with the keys, which show what is being written above them. */
async function write(page: Page, field: Locator, text: string, shown = text) {
  await field.tap()
  await expect(field).toBeFocused()
  await expect(keys(page)).toBeVisible()
  await tapOut(page, text)
  await expect(field).toHaveValue(shown)
  await expect(keys(page).locator('.kiosk-keys__value')).toHaveText(shown)
}

/**
 * A finger's stroke across the signature pad, through the browser's touch input: a sample every
 * 16 ms, and a rest before the lift (a finger lifted in motion is a fling, whose end swallows the
 * next tap, as on a phone).
 */
async function stroke(
  cdp: CDPSession,
  box: { x: number; y: number; width: number; height: number },
  row: number,
) {
  const at = (i: number) => ({
    x: box.x + box.width * (0.1 + Math.min(i, 12) * 0.06),
    y: box.y + box.height * (row + (Math.min(i, 12) % 2) * 0.1),
  })
  const start = Date.now() / 1000
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', i: number, points = [at(i)]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: start + i * 0.016 })
  await touch('touchStart', 0)
  for (let i = 1; i <= 24; i++) await touch('touchMove', i)
  await touch('touchEnd', 25, [])
}

test('a customer logs in with card and surname through the on-screen keys, the keys in the lower half', async ({
  page,
}) => {
  await page.goto(`/app/totem?storeId=${STORE_ID}`)
  await page.getByRole('link', { name: 'Controlla i tuoi punti' }).tap()
  const card = page.getByLabel(/^Numero della carta/)
  await card.tap()
  // Digits for the card's number, where a hand reaches.
  await expect(keys(page).getByRole('button', { name: 'q', exact: true })).toHaveCount(0)
  const box = await keys(page).boundingBox()
  expect(box?.y).toBeGreaterThanOrEqual(1920 / 2)
  for (const key of await keys(page).getByRole('button').all()) {
    const size = await key.boundingBox()
    expect(size && Math.min(size.width, size.height)).toBeGreaterThanOrEqual(64)
  }
  await expectNoAxeViolations(page)

  await write(page, card, GIUSEPPE.card)
  // Avanti: on to the surname, the keys now letters; the field stays above them.
  await keys(page).getByRole('button', { name: 'Avanti' }).tap()
  const surname = page.getByLabel(/^Cognome/)
  await expect(surname).toBeFocused()
  await expect(keys(page).getByRole('button', { name: 'è', exact: true })).toBeVisible()
  const field = await surname.boundingBox()
  const keysTop = (await keys(page).boundingBox())?.y ?? 0
  expect(field && field.y + field.height).toBeLessThanOrEqual(keysTop)
  await expectNoAxeViolations(page)
  // A slip of the finger, taken back.
  await tapOut(page, `${GIUSEPPE.surname}x`)
  await keys(page).getByRole('button', { name: 'Cancella' }).tap()
  await expect(surname).toHaveValue(GIUSEPPE.surname)

  await page.getByRole('button', { name: 'Accedi', exact: true }).tap()
  await expect(page).toHaveURL(/\/app\/totem\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: `Ciao ${GIUSEPPE.firstName}` })).toBeVisible()
  // Nothing of the keys stays once no field is left to fill.
  await expect(keys(page)).toHaveCount(0)
})

test('a new customer signs up with a finger alone: the keys, the choices and the signature', async ({
  page,
}) => {
  const email = `touch.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`
  await page.goto(`/app/totem?storeId=${STORE_ID}`)
  await page.getByRole('link', { name: 'Richiedi la carta' }).tap()
  const form = page.getByRole('form', { name: 'I tuoi dati' })
  await write(page, form.getByLabel(/^Nome/), 'Anna')
  await write(page, form.getByLabel(/^Cognome/), "D'Amico")
  // Digits only: the kiosk writes the slashes.
  await write(page, form.getByLabel(/^Data di nascita/), '11021975', '11/02/1975')
  await form.getByRole('radio', { name: 'Femmina' }).tap()
  await expect(keys(page)).toHaveCount(0)
  await write(page, form.getByLabel(/^Email/), email)
  // The e-mail's keys: @ and . at hand; the page passes axe with them open.
  await expect(keys(page).getByRole('button', { name: '@' })).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByLabel(/^Accetto il regolamento/).tap()
  await form.getByLabel(/^Ho letto l'informativa privacy/).tap()
  await form.getByRole('button', { name: 'Avanti: firma' }).tap()
  await expect(page).toHaveURL(/\/app\/totem\/signature$/)

  const pad = page.getByRole('img', { name: 'Spazio per la firma' })
  const box = await pad.boundingBox()
  if (!box) throw new Error('signature pad not laid out')
  const cdp = await page.context().newCDPSession(page)
  await stroke(cdp, box, 0.4)
  await stroke(cdp, box, 0.6)
  await expect(pad).toHaveAttribute('data-strokes', '2')
  const request = page.waitForRequest((r) => r.url().endsWith('/cli/totem/signup'))
  await page.getByRole('button', { name: 'Registrati', exact: true }).tap()
  const sent = (await request).postDataJSON() as { profile: Record<string, unknown>; signature: string }
  expect(sent.profile).toMatchObject({ firstName: 'Anna', lastName: "D'Amico", birthDate: '1975-02-11' })
  expect(Buffer.from(sent.signature, 'base64').toString('utf8')).toMatch(
    /(<path d="M[^"]+" fill="#000"\/>){2}<\/svg>$/,
  )
  // No card given: the e-mail's confirmation brings the new card's number.
  await expect(page.getByText(/^Controlla la tua email: conferma l'indirizzo/)).toBeVisible()
})

test('a card held to the scanner on the home (13 digits and Enter in a burst) leads to the surname, the card filled', async ({
  page,
}) => {
  await page.goto(`/app/totem?storeId=${STORE_ID}`)
  await expect(page.getByRole('link', { name: 'Controlla i tuoi punti' })).toBeVisible()
  await scannerTypes(page, GIUSEPPE.card)
  await expect(page).toHaveURL(/\/app\/totem\/login$/)
  await expect(page.getByLabel(/^Numero della carta/)).toHaveValue(GIUSEPPE.card)
  const surname = page.getByLabel(/^Cognome/)
  await expect(surname).toBeFocused()
  // The surname with the keys, and in.
  await expect(keys(page)).toBeVisible()
  await tapOut(page, GIUSEPPE.surname)
  await page.getByRole('button', { name: 'Accedi', exact: true }).tap()
  await expect(page).toHaveURL(/\/app\/totem\/card$/)
})
