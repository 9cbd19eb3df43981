import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3199)
const OUTBOX = path.resolve(`.tmp/e2e-${PORT}/outbox`)
const PASSWORD = 'Tessera-2026'
const MARIO = { email: 'mario.rossi@example.com', card: '0430001234560' }
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

// ---- a small EAN-13 reader: what a till does with the picture ----

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
]
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
]
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''))
const FIRST_DIGIT_PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
]

/** Reads the 95 modules of an EAN-13 ('1' = bar) into its 13 digits, checking guards and check digit. */
function decodeEan13(modules: string): string {
  expect(modules).toHaveLength(95)
  expect(modules.slice(0, 3), 'start guard').toBe('101')
  expect(modules.slice(45, 50), 'centre guard').toBe('01010')
  expect(modules.slice(92), 'end guard').toBe('101')
  let parity = ''
  let digits = ''
  for (let i = 0; i < 6; i++) {
    const symbol = modules.slice(3 + i * 7, 10 + i * 7)
    const l = L.indexOf(symbol)
    const g = G.indexOf(symbol)
    expect(l >= 0 || g >= 0, `left symbol ${i} ${symbol}`).toBe(true)
    parity += l >= 0 ? 'L' : 'G'
    digits += String(l >= 0 ? l : g)
  }
  for (let i = 0; i < 6; i++) {
    const symbol = modules.slice(50 + i * 7, 57 + i * 7)
    const r = R.indexOf(symbol)
    expect(r, `right symbol ${i} ${symbol}`).toBeGreaterThanOrEqual(0)
    digits += String(r)
  }
  const first = FIRST_DIGIT_PARITY.indexOf(parity)
  expect(first, `parity ${parity}`).toBeGreaterThanOrEqual(0)
  const code = `${first}${digits}`
  const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  expect((10 - (sum % 10)) % 10, 'check digit').toBe(Number(code[12]))
  return code
}

/** From bwip's SVG geometry: every stroked segment is a bar of its stroke width. */
function modulesFromSvg(svg: string): { modules: string; quietLeft: number; quietRight: number } {
  const bars: { left: number; right: number }[] = []
  for (const path of svg.matchAll(/<path stroke="#000000" stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1])
    for (const line of (path[2] ?? '').matchAll(/M([\d.]+) [\d.]+L/g)) {
      bars.push({ left: Number(line[1]) - width / 2, right: Number(line[1]) + width / 2 })
    }
  }
  bars.sort((a, b) => a.left - b.left)
  const start = bars[0]?.left ?? 0
  const end = bars.at(-1)?.right ?? 0
  const module = (end - start) / 95
  let modules = ''
  for (let i = 0; i < 95; i++) {
    const x = start + (i + 0.5) * module
    modules += bars.some((b) => b.left <= x && x < b.right) ? '1' : '0'
  }
  const width = Number(svg.match(/viewBox="0 0 ([\d.]+) /)?.[1])
  return { modules, quietLeft: start / module, quietRight: (width - end) / module }
}

/**
 * From the pixels the phone shows: one row across the bars, as a scanner's line sees it. Runs of
 * dark and light pixels are turned into modules by the width of the whole symbol.
 */
function modulesFromPixels(row: number[]): string {
  const dark = row.map((luminance) => luminance < 128)
  const runs: { dark: boolean; length: number }[] = []
  for (const pixel of dark) {
    const last = runs.at(-1)
    if (last && last.dark === pixel) last.length += 1
    else runs.push({ dark: pixel, length: 1 })
  }
  // The symbol: the 59 runs (30 bars, 29 spaces) from the first bar.
  const first = runs.findIndex((run) => run.dark)
  const symbol = runs.slice(first, first + 59)
  expect(symbol).toHaveLength(59)
  expect(symbol.at(-1)?.dark).toBe(true)
  const module = symbol.reduce((s, run) => s + run.length, 0) / 95
  return symbol
    .map((run) => (run.dark ? '1' : '0').repeat(Math.max(1, Math.round(run.length / module))))
    .join('')
}

// ---- helpers ----

async function logIn(page: Page, email: string) {
  await page.goto('/app/login')
  await page.getByLabel(/Email/).fill(email)
  await page.getByLabel(/Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
}

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

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The confirmation token in the newest mail of the outbox addressed to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const files = (await readdir(OUTBOX)).filter((f) => f.endsWith('.eml')).sort()
  for (const file of files.reverse()) {
    const mail = decodeQuotedPrintable(await readFile(path.join(OUTBOX, file), 'utf8'))
    if (!mail.match(/^To: (.+)$/m)?.[1]?.includes(email)) continue
    const link = mail.match(/https?:\/\/[^\s"<>]+\/app\/confirm\?token=[\w%-]+/)?.[0]
    if (link) return decodeURIComponent(new URL(link).searchParams.get('token') ?? '')
  }
  throw new Error(`no confirmation mail to ${email} in ${OUTBOX}`)
}

/** A customer of our own, signed up and confirmed through the API, with a new digital card. */
async function freshCustomer(request: APIRequestContext, tag: string): Promise<string> {
  const email = `card.${tag}.${crypto.randomUUID().slice(0, 8)}@example.com`
  const signup = await request.post('/cli/profiles/signup', {
    data: {
      username: email,
      password: PASSWORD,
      terminalType: 'web',
      profile: {
        firstName: 'Chiara',
        lastName: 'Gallo',
        birthDate: '1988-09-12',
        gender: 'FEMALE',
        ssnCode: '',
        email,
        mobilePhone: '',
        address: { county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
        cards: [],
        preferences: null,
        accept1: true,
        accept2: true,
        accept3: false,
        accept4: false,
        accept5: false,
        accept6: false,
        attrib1: null,
        employee: false,
      },
    },
  })
  expect(((await signup.json()) as { code: number }).code).toBe(0)
  const token = await confirmationToken(email)
  const confirm = await request.post('/cli/profiles/confirm', { data: { token } })
  expect(((await confirm.json()) as { code: number }).code).toBe(0)
  return email
}

// ---- the journeys ----

test('a visitor going to /card is sent to the login', async ({ page }) => {
  await page.goto('/app/card')
  await expect(page).toHaveURL(/\/app\/login$/)
})

test('the card shows a barcode a till can read, turned by keyboard', async ({ page }) => {
  await logIn(page, MARIO.email)
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
  const row = await barcode.evaluate(async (element) => {
    const img = element as HTMLImageElement
    await img.decode()
    const ratio = window.devicePixelRatio
    const width = Math.round(img.getBoundingClientRect().width * ratio)
    const height = Math.round(img.getBoundingClientRect().height * ratio)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(img, 0, 0, width, height)
    const y = Math.round(height * 0.4)
    const pixels = context.getImageData(0, y, width, 1).data
    const luminance: number[] = []
    for (let i = 0; i < pixels.length; i += 4) {
      luminance.push(
        0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0),
      )
    }
    return luminance
  })
  expect(decodeEan13(modulesFromPixels(row))).toBe(MARIO.card)

  const details = page.locator('.card-back__details')
  await expect(details).toContainText('0430001234560')
  await expect(details).toContainText(/Abilitata\s*Si/)
  await expect(details).toContainText(/Data di creazione\s*\d{2}\/\d{2}\/\d{4}/)
  await axe(page)

  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Mostra il codice a barre' })).toBeFocused()
  await expect(barcode).toBeHidden()
})

test("a fresh customer disables the card and sees 'Carta disabilitata!'", async ({ page, request }) => {
  const email = await freshCustomer(request, test.info().project.name)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await logIn(page, email)
  await expect(page.getByText('Chiara Gallo')).toBeVisible()
  await flipByKeyboard(page)
  // Reduced motion: the card turns at once, without a transition.
  expect(
    await page.locator('.card-flip').evaluate((flip) => flip.getAnimations({ subtree: true }).length),
  ).toBe(0)
  await expect(page.locator('.card-back__details')).toContainText(/Abilitata\s*Si/)

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
