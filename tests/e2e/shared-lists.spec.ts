import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, type NewCustomer, newCustomer } from './helpers/customers'
import { mailLink } from './helpers/outbox'
import { fillSignup, SIGNUP_PASSWORD, signupForm } from './helpers/signup-form'

/**
 * docs/lists-sharing.md: two customers, each in a browser of their own, share one list. What one
 * changes appears on the other's screen by itself; a change made offline reaches the other once back
 * online; the owner removes the member, whose list then goes.
 */

/** What "live" promises: within two seconds, with no reload. */
const LIVE_MS = 2_000

/** A second browser for the second customer, with the project's device and address. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const use = test.info().project.use
  const context = await browser.newContext({
    baseURL: use.baseURL,
    locale: use.locale,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    serviceWorkers: 'block',
  })
  return context.newPage()
}

/** The list's items as the server has them, sorted: name and whether ticked. */
async function serverItems(request: APIRequestContext, customer: NewCustomer): Promise<string[]> {
  const login = await (
    await request.post('/cli/profiles/login', {
      data: { username: customer.email, password: customer.password },
    })
  ).json()
  const answer = await (
    await request.get('/cli/smartlists', { headers: { authorization: `Bearer ${login.data.jwt}` } })
  ).json()
  const [list] = answer.data as { items: { name: string; checked: boolean }[] }[]
  return (list?.items ?? []).map((item) => `${item.name}:${item.checked}`).sort()
}

/** The items a page shows, sorted as serverItems. */
async function shownItems(page: Page): Promise<string[]> {
  const boxes = page.getByRole('list').locator('.lists__item')
  const rows: string[] = []
  for (const row of await boxes.all()) {
    const name = (await row.locator('.lists__item-name > span').first().textContent()) ?? ''
    rows.push(`${name}:${await row.getByRole('checkbox').isChecked()}`)
  }
  return rows.sort()
}

async function addItem(page: Page, text: string) {
  await page.getByLabel('Aggiungi alla lista').fill(text)
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click()
}

test('two customers share a list: live changes both ways, offline changes reach the other, the owner removes the member', async ({
  browser,
  page,
  request,
}) => {
  const anna = await newCustomer(request, 'condivide', {
    firstName: 'Anna',
    lastName: 'Casa',
    birthDate: '1984-02-03',
    gender: 'FEMALE',
  })
  const bruno = await newCustomer(request, 'siunisce', {
    firstName: 'Bruno',
    lastName: 'Casa',
    birthDate: '1982-05-06',
    gender: 'MALE',
  })
  // This browser has no share sheet: the link is shown to copy.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
  })

  // Anna makes the list and shares it.
  await logIn(page, anna)
  await page.goto('/app/lists')
  await page.getByLabel('Nuova lista').fill('Spesa di casa')
  await page.getByRole('button', { name: 'Crea' }).click()
  await page.getByRole('link', { name: 'Spesa di casa' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Spesa di casa/ })).toBeVisible()
  await addItem(page, 'Pane')
  await page.getByRole('button', { name: 'Condividi' }).click()
  const linkField = page.getByLabel('Link per unirsi alla lista (valido 7 giorni)')
  await expect(linkField).toHaveValue(/\/app\/lists\/join\?token=/)
  const link = new URL(await linkField.inputValue())
  await expectNoAxeViolations(page)

  // Bruno opens the link as a visitor: he logs in, and comes back to join.
  const other = await secondBrowser(browser)
  await other.goto(link.pathname + link.search)
  await expect(other.getByRole('heading', { level: 1, name: 'Unisciti alla lista' })).toBeVisible()
  await other.getByRole('link', { name: 'Accedi e unisciti' }).click()
  await other.getByLabel(/^Email/).fill(bruno.email)
  await other.getByLabel(/^Password/).fill(bruno.password)
  await other.getByRole('button', { name: 'Accedi' }).click()
  await expect(other.getByRole('heading', { level: 1, name: /Spesa di casa/ })).toBeVisible()
  await expect(other.getByRole('checkbox', { name: /^Pane/ })).toBeVisible()
  await expect(other.getByText('(Anna)')).toBeVisible()
  // No delete for a member: he leaves instead.
  await expect(other.getByRole('button', { name: 'Elimina la lista' })).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'Esci dalla lista' })).toBeVisible()
  await expectNoAxeViolations(other)

  // Anna sees him among the members, by first name.
  const members = page.getByRole('list', { name: 'Chi usa la lista' })
  await expect(members.getByText('Bruno')).toBeVisible({ timeout: LIVE_MS })

  // Each adds and ticks; the other sees it, with who did it, without reloading.
  await addItem(other, 'Latte')
  await expect(page.getByRole('checkbox', { name: 'Latte (Bruno)' })).toBeVisible({ timeout: LIVE_MS })
  await addItem(page, 'Caffè')
  await expect(other.getByRole('checkbox', { name: 'Caffè (Anna)' })).toBeVisible({ timeout: LIVE_MS })
  await other.getByRole('checkbox', { name: /^Pane/ }).check()
  await expect(page.getByRole('checkbox', { name: 'Pane (Bruno)' })).toBeChecked({ timeout: LIVE_MS })
  await page.getByRole('checkbox', { name: /^Latte/ }).check()
  await expect(other.getByRole('checkbox', { name: 'Latte (Anna)' })).toBeChecked({ timeout: LIVE_MS })

  // Bruno in the aisle, with no signal: his changes wait; Anna goes on meanwhile.
  await other.context().setOffline(true)
  await expect(other.getByText(/Sei offline: le modifiche restano su questo dispositivo/)).toBeVisible()
  await addItem(other, 'Uova')
  await other.getByRole('checkbox', { name: /^Caffè/ }).check()
  await expect(other.getByText('in attesa di rete').first()).toBeVisible()
  await addItem(page, 'Burro')
  await expect(page.getByRole('checkbox', { name: /^Uova/ })).toHaveCount(0)
  // Back online: what waited leaves, and both show the same list, as the server has it.
  await other.context().setOffline(false)
  const expected = ['Burro:false', 'Caffè:true', 'Latte:true', 'Pane:true', 'Uova:false']
  await expect.poll(() => serverItems(request, anna)).toEqual(expected)
  await expect.poll(() => shownItems(page)).toEqual(expected)
  await expect.poll(() => shownItems(other)).toEqual(expected)
  await expect(other.getByText('in attesa di rete')).toHaveCount(0)

  // Anna removes Bruno: the list goes from his screen by itself.
  await page.getByRole('button', { name: 'Rimuovi Bruno' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sì, togli' }).click()
  await expect(members.getByText('Bruno')).toHaveCount(0)
  await expect(other.getByText("Questa lista non c'è più.")).toBeVisible({ timeout: LIVE_MS })
  await other.goto('/app/lists')
  await expect(other.getByText('Non hai ancora liste: crea la prima qui sopra.')).toBeVisible()
  // Anna turns the link off: opened again, it no longer lets Bruno in.
  await page.getByRole('button', { name: 'Disattiva il link' }).click()
  await expect(page.getByText('Il link non funziona più; chi è già nella lista resta.')).toBeVisible()
  await other.goto(link.pathname + link.search)
  await expect(other.getByText(/Il link della lista non è più valido/)).toBeVisible()
  await other.context().close()
})

test('a list to the cart: the free text «Uova» is offered as the store’s eggs to confirm, not told as not sold', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'uova', {
    firstName: 'Ugo',
    lastName: 'Uova',
    birthDate: '1975-08-09',
    gender: 'MALE',
  })
  await logIn(page, customer)
  await page.goto('/app/lists')
  await page.getByLabel('Nuova lista').fill('Per la frittata')
  await page.getByRole('button', { name: 'Crea' }).click()
  await page.getByRole('link', { name: 'Per la frittata' }).click()
  await addItem(page, 'Uova')
  await addItem(page, 'Zzz nulla di simile')
  await page.getByLabel('Negozio', { exact: true }).selectOption({ label: 'Alpimare Torino Lingotto' })
  await page.getByRole('button', { name: 'Metti nel carrello' }).click()
  await expect(page.getByText('Il negozio non vende: Zzz nulla di simile')).toBeVisible()
  const choice = page.getByLabel('«Uova» in questo negozio:')
  await expect(choice.locator('option:checked')).toHaveText(/^Uova fresche/)
  await page.getByRole('button', { name: /^Conferma per «Uova»: Uova fresche/ }).click()
  await expect(page.getByText('Aggiunto al carrello.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Vai al carrello' }).click()
  await expect(page.getByText(/Uova fresche/).first()).toBeVisible()
})

test('a visitor who opened a join link and logs in later (after signing up) comes back to the join', async ({
  page,
  request,
}) => {
  const owner = await newCustomer(request, 'invita', {
    firstName: 'Carla',
    lastName: 'Invito',
    birthDate: '1990-01-02',
    gender: 'FEMALE',
  })
  const login = await (
    await request.post('/cli/profiles/login', { data: { username: owner.email, password: owner.password } })
  ).json()
  const headers = { authorization: `Bearer ${login.data.jwt}` }
  const listId = crypto.randomUUID()
  await request.put(`/cli/smartlists/${listId}`, {
    headers,
    data: { name: 'Cena di sabato', changedAt: new Date().toISOString() },
  })
  const link = (await (await request.post(`/cli/smartlists/${listId}/share`, { headers })).json()).data
  const url = new URL(link.url)

  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('link', { name: 'Registrati' })).toBeVisible()
  // Signed up meanwhile (through the API here), confirmed from the mail, then the plain login.
  const joiner = await newCustomer(request, 'nuovo', {
    firstName: 'Dario',
    lastName: 'Nuovo',
    birthDate: '1991-03-04',
    gender: 'MALE',
  })
  await page.goto('/app/login')
  await page.getByLabel(/^Email/).fill(joiner.email)
  await page.getByLabel(/^Password/).fill(joiner.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Cena di sabato/ })).toBeVisible()
  // Once joined, the link is forgotten: the card stays the card.
  await page.goto('/app/card')
  await expect(page.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/card$/)
})

test('a visitor signs up from a join link, confirms from the mail on another device, logs in there and is in the list', async ({
  browser,
  page,
  request,
}) => {
  const owner = await newCustomer(request, 'invitaancora', {
    firstName: 'Elena',
    lastName: 'Invito',
    birthDate: '1987-06-07',
    gender: 'FEMALE',
  })
  const login = await (
    await request.post('/cli/profiles/login', { data: { username: owner.email, password: owner.password } })
  ).json()
  const headers = { authorization: `Bearer ${login.data.jwt}` }
  const listId = crypto.randomUUID()
  await request.put(`/cli/smartlists/${listId}`, {
    headers,
    data: { name: 'Pranzo di domenica', changedAt: new Date().toISOString() },
  })
  const shared = (await (await request.post(`/cli/smartlists/${listId}/share`, { headers })).json()).data
  const url = new URL(shared.url)

  // On the phone the link was opened on: "Registrati", and the sign-up.
  await page.goto(url.pathname + url.search)
  await page.getByRole('link', { name: 'Registrati' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible()
  const email = `unisciti.${crypto.randomUUID().slice(0, 8)}@example.com`
  await fillSignup(page, email)
  await signupForm(page).getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua email' })).toBeVisible()

  // The mail is opened on a computer that never saw the link: its link, the confirmation, the login.
  const link = await mailLink(email, 'confirm')
  const computer = await secondBrowser(browser)
  await computer.goto(link.pathname + link.search)
  await expect(computer.getByRole('heading', { level: 1, name: 'Registrazione confermata' })).toBeVisible()
  await computer.getByRole('main').getByRole('link', { name: 'Accedi' }).click()
  await computer.getByLabel(/^Email/).fill(email)
  await computer.getByLabel(/^Password/).fill(SIGNUP_PASSWORD)
  await computer.getByRole('button', { name: 'Accedi' }).click()
  await expect(computer.getByRole('heading', { level: 1, name: /Pranzo di domenica/ })).toBeVisible()
  await expect(computer).toHaveURL(new RegExp(`/app/lists/${listId}$`))
  // A member now, as the owner's list of members says.
  const members = await (await request.get(`/cli/smartlists/${listId}/members`, { headers })).json()
  expect(members.data.map((member: { firstName: string }) => member.firstName)).toEqual(['Elena', 'Lucia'])
  await computer.context().close()
})
