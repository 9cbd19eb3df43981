import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'

/**
 * Findings of issue 33's new-user trial of the phone shop (README "Not built yet"), at phone size:
 * back from a product page, the catalogue where it was left; offline, a change of the cart says it
 * waits for the network.
 */

/** The seed's store with every delivery mode. */
const STORE = 'Alpimare Torino Lingotto'

async function shopStoreId(request: APIRequestContext): Promise<number> {
  const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
    data: { id: number; name: string }[]
  }
  const store = stores.data.find((s) => s.name === STORE)
  if (!store) throw new Error(`no ${STORE} in the seed`)
  return store.id
}

test.beforeEach(async ({ page }) => {
  // No map tiles or fonts from the internet, as on this machine.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  )
})

test('back from a product page, the catalogue is where it was left, not at its top', async ({
  page,
  request,
}) => {
  const storeId = await shopStoreId(request)
  await page.goto(`/app/shop/${storeId}`)
  const cards = page.locator('article')
  await expect(cards.nth(15)).toBeVisible()
  // The app has taken the prerendered page over (it would start a new page at its top).
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  // A product far down the page, scrolled to as a thumb would.
  const far = cards.nth(14)
  const name = (await far.getByRole('heading').textContent()) ?? ''
  await far.scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 200)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const left = await page.evaluate(() => window.scrollY)

  await far.getByRole('link', { name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 50)
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeInViewport()
})

test('a catalogue scrolled before the app takes it over stays where it is, and Back to it as a new page too', async ({
  page,
  request,
}) => {
  const storeId = await shopStoreId(request)
  // The prerendered page, scrolled before the app has started (a slow phone's first seconds).
  await page.goto(`/app/shop/${storeId}`, { waitUntil: 'commit' })
  const cards = page.locator('article')
  await expect(cards.nth(15)).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  // Once the app has it, a new frame drawn: still there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBe(1500)

  // A product opened as a new page (a tap before the app had taken the link), then Back.
  const href = (await cards.nth(14).getByRole('link').first().getAttribute('href')) ?? ''
  await page.goto(href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBe(1500)
})

test('offline, a "+" in the catalogue or the cart says the change waits for the network, and it is sent when back', async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request, 'offline-cart', {
    firstName: 'Olga',
    lastName: 'Offline',
    birthDate: '1985-03-02',
    gender: 'FEMALE',
  })
  const storeId = await shopStoreId(request)
  await logIn(page, customer)
  await page.goto(`/app/shop/${storeId}`)
  const waits = 'Sei offline: la modifica del carrello aspetta la rete e sarà inviata appena torni online.'
  const first = page.locator('article').first()
  const name = (await first.getByRole('heading').textContent()) ?? ''
  await expect(page.getByRole('link', { name: 'Carrello vuoto' })).toBeVisible()
  await expect(page.getByText(waits)).toHaveCount(0)

  await context.setOffline(true)
  await first.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: waits })).toBeVisible()
  await expectNoAxeViolations(page)
  await context.setOffline(false)
  await expect(page.getByRole('link', { name: /^Carrello: 1 pezzo, / })).toBeVisible()
  await expect(page.getByText(waits)).toHaveCount(0)

  // The cart page: offline it says so, and a "+" waits the same way.
  await page.getByRole('link', { name: /^Carrello: 1 pezzo, / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible()
  await expect(page.getByText('Sei offline.')).toHaveCount(0)
  await context.setOffline(true)
  await expect(page.getByText('Sei offline.')).toBeVisible()
  await page.getByRole('button', { name: `Uno in più: ${name}` }).click()
  await expect(page.getByRole('status').filter({ hasText: waits })).toBeVisible()
  await expectNoAxeViolations(page)
  await context.setOffline(false)
  await expect(
    page.getByRole('group', { name: `Quantità nel carrello: ${name}` }).locator('output'),
  ).toHaveText('2')
  await expect(page.getByText(waits)).toHaveCount(0)
  await expect(page.getByText('Sei offline.')).toHaveCount(0)
})
