import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { GIUSEPPE, logInAtKiosk, MARIO } from './helpers/customers'
import { mailToken } from './helpers/outbox'
import { scannerTypes } from './helpers/scanner'

/** The kiosk (totem) on the built app: login, sign-up with a drawn signature, DIGI → upgrade, idle time-out. */

const STORE_ID = '21'

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`

const topBar = (page: Page) => page.getByRole('navigation', { name: 'Menu del totem' })
const signupForm = (page: Page) => page.getByRole('form', { name: 'I tuoi dati' })

async function openKiosk(page: Page) {
  await page.goto(`/app/totem?storeId=${STORE_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Benvenuto/ })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/app/totem\\?storeId=${STORE_ID}$`))
  // From the very first load, the logo leads home with the store.
  await expect(page.getByRole('link', { name: /pagina iniziale/ })).toHaveAttribute(
    'href',
    `/app/totem?storeId=${STORE_ID}`,
  )
}

async function fillSignup(page: Page, { email, cardCode }: { email: string; cardCode?: string }) {
  const f = signupForm(page)
  if (cardCode) await f.getByLabel(/^Numero carta/).fill(cardCode)
  await f.getByLabel(/^Nome/).fill('Anna')
  await f.getByLabel(/^Cognome/).fill('Colombo')
  // Digits only: the kiosk writes the slashes (dd/MM/yyyy).
  await f.getByLabel(/^Data di nascita/).pressSequentially('11021975')
  await expect(f.getByLabel(/^Data di nascita/)).toHaveValue('11/02/1975')
  await f.getByRole('radio', { name: 'Femmina' }).check()
  await f.getByLabel(/^Email/).fill(email)
  await f.getByLabel(/^Accetto il regolamento/).check()
  await f.getByLabel(/^Ho letto l'informativa privacy/).check()
  await f.getByRole('button', { name: 'Avanti: firma' }).click()
  await expect(page).toHaveURL(/\/app\/totem\/signature$/)
}

/** A signature drawn with the pointer: two strokes across the pad. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Spazio per la firma' })
  const box = await pad.boundingBox()
  if (!box) throw new Error('signature pad not laid out')
  for (const row of [0.4, 0.6]) {
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * row)
    await page.mouse.down()
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(box.x + box.width * (0.1 + i * 0.06), box.y + box.height * (row + (i % 2) * 0.1))
    }
    await page.mouse.up()
  }
}

/** Every value kept by the page in localStorage, sessionStorage and IndexedDB, as text. */
async function storedOnDevice(page: Page) {
  return page.evaluate(async () => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]))
    const databases: Record<string, unknown[]> = {}
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        databases[`${info.name}/${store}`] = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll()
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error)
        })
      }
      db.close()
    }
    return { local: dump(localStorage), session: dump(sessionStorage), databases }
  })
}

test('a customer logs in with card and surname, sees the card, and logs out', async ({ page }) => {
  await openKiosk(page)
  await topBar(page).getByRole('link', { name: 'Accedi' }).click()
  await logInAtKiosk(page, GIUSEPPE)
  await expect(page).toHaveURL(/\/app\/totem\/card$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Giuseppe' })).toBeVisible()
  await expect(
    page.getByRole('img', { name: `Codice a barre EAN-13 della carta ${GIUSEPPE.card}` }),
  ).toBeVisible()
  // A card-only customer is offered the e-mail access (behaviour §2 top bar).
  await expect(topBar(page).getByRole('link', { name: 'Aggiorna il profilo' })).toBeVisible()
  // The logo leads home with the store, written as a poster's link would be.
  await expect(page.getByRole('link', { name: /pagina iniziale/ })).toHaveAttribute(
    'href',
    `/app/totem?storeId=${STORE_ID}`,
  )
  await topBar(page).getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/app\/totem\/?$/)
  await expect(topBar(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
  // The kiosk stays pinned: a web page sends it back to its home, the storeId kept.
  await page.goto('/app/login')
  await expect(page).toHaveURL(/\/app\/totem\/?$/)
  expect(await page.evaluate(() => localStorage.getItem('tessera.kiosk.storeId'))).toBe(STORE_ID)
})

test('a new customer signs up with a card and a drawn signature; the store is sent', async ({
  page,
}, info) => {
  // One printed card per project: both run on the same server.
  const cardCode = info.project.name === 'phone' ? '0430009000013' : '0430009000020'
  await openKiosk(page)
  await page.getByRole('link', { name: 'Richiedi la carta' }).click()
  await fillSignup(page, { email: uniqueEmail('totem'), cardCode })
  await sign(page)
  const request = page.waitForRequest((r) => r.url().endsWith('/cli/totem/signup'))
  const response = page.waitForResponse((r) => r.url().endsWith('/cli/totem/signup'))
  await page.getByRole('button', { name: 'Registrati', exact: true }).click()
  const sent = (await request).postDataJSON() as Record<string, unknown>
  expect(sent).toMatchObject({ cardCode, terminalType: 'totem', attrib2: 'totem', attrib3: STORE_ID })
  expect((sent.profile as { birthDate: string }).birthDate).toBe('1975-02-11')
  const svg = Buffer.from(String(sent.signature), 'base64').toString('utf8')
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>(<path d="M[^"]+" fill="#000"\/>){2}<\/svg>$/,
  )
  // The server keeps the signature only as a checked SVG with paths: a 0 answer means it stored it.
  expect(await (await response).json()).toEqual({ code: 0, data: { cardCode, hasEmail: true } })
  await expect(page.getByText('Puoi già utilizzare la tessera in cassa')).toBeVisible()
  await expect(
    page.getByText("Controlla la tua email e conferma l'indirizzo prima di usare l'app."),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/app\/totem\/?$/, { timeout: 6000 })
  // The card works at once at the kiosk.
  await topBar(page).getByRole('link', { name: 'Accedi' }).click()
  await page.getByLabel(/^Numero della carta/).fill(cardCode)
  await page.getByLabel(/^Cognome/).fill('Colombo')
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Anna' })).toBeVisible()
})

test('an empty signature is blocked, and Register stays disabled after a failure', async ({ page }) => {
  await openKiosk(page)
  await page.goto('/app/totem/signup')
  await fillSignup(page, { email: MARIO.email })
  const register = page.getByRole('button', { name: /^(Registrati|Registrazione in corso…)$/ })
  await register.click()
  await expect(page.getByText('Devi firmare per poter temirnare la registrazione.')).toBeVisible()
  await expect(register).toBeEnabled()
  await sign(page)
  await register.click()
  await expect(page.getByText('Un utente con la mail indicata risulta già registrato')).toBeVisible()
  await expect(register).toBeDisabled()
  await sign(page)
  await expect(register).toBeDisabled()
  // Back to the form, which kept what was typed.
  await page.getByRole('button', { name: 'Indietro' }).click()
  await expect(signupForm(page).getByLabel(/^Email/)).toHaveValue(MARIO.email)
  await expect(signupForm(page).getByLabel(/^Data di nascita/)).toHaveValue('11/02/1975')
})

test('DIGI (step 1 of 2) leads to the upgrade (step 2 of 2), which logs out and confirms', async ({
  page,
}) => {
  const email = uniqueEmail('digi')
  await openKiosk(page)
  await page.getByRole('link', { name: /Attiva l'accesso con email/ }).click()
  await expect(page).toHaveURL(/\/app\/totem\/DIGI$/)
  await expect(topBar(page)).toHaveCount(0)
  // Without the top bar, the page itself offers the way back.
  await page.getByRole('link', { name: 'Annulla' }).click()
  await expect(page).toHaveURL(/\/app\/totem\/?(\?storeId=\d+)?$/)
  await page.getByRole('link', { name: /Attiva l'accesso con email/ }).click()
  await logInAtKiosk(page, GIUSEPPE, 'Prosegui')
  await expect(page).toHaveURL(/\/app\/totem\/upgrade$/)
  await expect(page.getByText('Passo 2 di 2')).toBeVisible()
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Nuova password/).fill('Tessera-Totem-1')
  await page.getByLabel(/^Conferma la password/).fill('Tessera-Totem-1')
  await page.getByLabel(/^Marketing/).check()
  await page.getByRole('button', { name: 'Conferma' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Richiesta effettuata con successo' }),
  ).toBeVisible()
  await expect(topBar(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
  // The mail's link confirms the new address.
  expect(await mailToken(email, 'confirm')).not.toBe('')
})

test('after 60 s idle the customer is logged out and nothing personal stays on the device', async ({
  page,
}) => {
  await page.clock.install()
  await openKiosk(page)
  await page.goto('/app/totem/login')
  await logInAtKiosk(page, GIUSEPPE)
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao Giuseppe' })).toBeVisible()
  await page.clock.runFor(51_000)
  await expect(page.getByRole('alertdialog', { name: /^Sei ancora lì\?/ })).toBeVisible()
  await page.clock.runFor(10_000)
  await expect(page).toHaveURL(/\/app\/totem\/?$/)
  await expect(topBar(page).getByRole('link', { name: 'Accedi' })).toBeVisible()
  const stored = await storedOnDevice(page)
  // localStorage: the store only; sessionStorage: the channel and the router's scroll positions.
  expect(stored.local).toEqual({ 'tessera.kiosk.storeId': STORE_ID })
  expect(stored.session).toMatchObject({ 'tessera.channel': 'totem' })
  expect(
    Object.keys(stored.session).filter(
      (k) => k !== 'tessera.channel' && !k.startsWith('tsr-scroll-restoration'),
    ),
  ).toEqual([])
  const text = JSON.stringify(stored)
  for (const personal of [GIUSEPPE.card, GIUSEPPE.surname, 'Giuseppe', 'Milano'])
    expect(text).not.toContain(personal)
})

test('the countdown shows above an open pop-up, and its tap touches nothing beneath', async ({ page }) => {
  await page.clock.install()
  await openKiosk(page)
  await page.goto('/app/totem/signup')
  await topBar(page).getByRole('button', { name: 'Privacy' }).click()
  const privacy = page.getByRole('dialog', { name: /privacy/i })
  await expect(privacy).toBeVisible()
  await page.clock.runFor(52_000)
  const countdown = page.getByRole('alertdialog', { name: /^Torno alla pagina iniziale tra/ })
  await expect(countdown).toBeVisible()
  // The countdown is the topmost layer: the point under its button hits the countdown, not the text.
  const onTop = await countdown.getByRole('button', { name: 'Continua' }).evaluate((button) => {
    const box = button.getBoundingClientRect()
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })
  expect(onTop).toBe(true)
  await countdown.getByRole('button', { name: 'Continua' }).click()
  await expect(countdown).toBeHidden()
  await expect(privacy).toBeVisible()
  await expect(page).toHaveURL(/\/app\/totem\/signup$/)
  // Left alone again, the visit ends: home, with the pop-up closed.
  await page.clock.runFor(61_000)
  await expect(page).toHaveURL(/\/app\/totem\/?$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('in a legal pop-up, links the kiosk cannot follow are plain text; one to a legal page opens it', async ({
  page,
}) => {
  await openKiosk(page)
  await topBar(page).getByRole('button', { name: 'Condizioni' }).click()
  const conditions = page.getByRole('dialog')
  await expect(conditions.getByRole('heading', { level: 1 })).toBeVisible()
  // The web's cookie page and the support mail lead nowhere on the kiosk: not links, just words.
  await expect(conditions.getByText('cookie policy', { exact: true })).toBeVisible()
  await expect(conditions.getByRole('link', { name: 'cookie policy' })).toHaveCount(0)
  await expect(conditions.getByRole('link', { name: /@/ })).toHaveCount(0)
  await conditions.getByRole('link', { name: 'regolamento della carta fedeltà' }).click()
  await expect(page).toHaveURL(/\/app\/totem\/tac$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a half-filled sign-up is forgotten at the time-out', async ({ page }) => {
  await page.clock.install()
  await openKiosk(page)
  await page.goto('/app/totem/signup')
  await signupForm(page).getByLabel(/^Nome/).fill('Anna')
  await page.clock.runFor(61_000)
  await expect(page).toHaveURL(/\/app\/totem\/?$/)
  await page.getByRole('link', { name: 'Richiedi la carta' }).click()
  await expect(signupForm(page).getByLabel(/^Nome/)).toHaveValue('')
})

for (const [name, viewport] of [
  ['portrait 1080×1920', { width: 1080, height: 1920 }],
  ['landscape 1920×1080', { width: 1920, height: 1080 }],
] as const) {
  test(`the sign-up fits ${name} with touch targets of at least 44 px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await openKiosk(page)
    await page.goto('/app/totem/signup')
    await expect(signupForm(page)).toBeVisible()
    const layout = await page.evaluate(() => {
      const small = Array.from(document.querySelectorAll('main button, main a, main input, main select'))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(
          ({ el, r }) => r.width > 0 && !el.closest('.visually-hidden') && (r.height < 44 || r.width < 44),
        )
        .map(
          ({ el, r }) =>
            `${el.tagName} ${el.textContent?.trim() || (el as HTMLInputElement).name} ${r.width}×${r.height}`,
        )
      return { overflow: document.documentElement.scrollWidth - window.innerWidth, small }
    })
    expect(layout.overflow).toBeLessThanOrEqual(0)
    expect(layout.small).toEqual([])
  })
}

test('a card held to the scanner on the home fills the login and moves to the surname', async ({ page }) => {
  await openKiosk(page)
  await scannerTypes(page, GIUSEPPE.card)
  await expect(page).toHaveURL(/\/app\/totem\/login$/)
  await expect(page.getByLabel(/^Numero della carta/)).toHaveValue(GIUSEPPE.card)
  await expect(page.getByLabel(/^Cognome/)).toBeFocused()
  // Scanned again with the surname half typed: the digits do not end up in it.
  await page.getByLabel(/^Cognome/).fill('Esp')
  await scannerTypes(page, GIUSEPPE.card)
  await expect(page.getByLabel(/^Cognome/)).toHaveValue('Esp')
  await page.getByLabel(/^Cognome/).fill(GIUSEPPE.surname)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL(/\/app\/totem\/card$/)
})

test('the idle home shows the attract screen at 1080×1920; a touch leaves it, nothing pressed under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1080, height: 1920 })
  await page.clock.install()
  await openKiosk(page)
  await page.clock.runFor(31_000)
  const attract = page.getByRole('button', { name: 'Tocca lo schermo per iniziare' })
  await expect(attract).toBeVisible()
  await expect(attract).toContainText('Buoni sconto da 3 €, 5 €, 10 € con i tuoi punti.')
  await expectNoAxeViolations(page)
  // The tap lands on the middle of the screen, where the home's buttons are: only the screen goes.
  await attract.click()
  await expect(attract).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/totem\/?(\?.*)?$/)
  await expect(page.getByRole('link', { name: 'Controlla i tuoi punti' })).toBeVisible()
})
