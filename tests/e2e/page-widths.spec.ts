import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, type NewCustomer, newCustomer } from './helpers/customers'
import { runOps } from './helpers/ops'
import { networkQuiet, trackRequests } from './helpers/quiet-network'

/**
 * Issue 33: no page wider than the screen, down to a small phone (360 × 740 here; the shell's own
 * layout holds from 320 px). Every page a visitor and a customer can reach is opened and, once drawn
 * with its data, must not scroll sideways; its top bar stays within 64 px.
 */
test.use({ viewport: { width: 360, height: 740 } })

/** The seed's store with every delivery mode. */
const STORE = 'Alpimare Torino Lingotto'

test.beforeEach(async ({ page }) => {
  trackRequests(page)
  // No map tiles or fonts from the internet, as on this machine: the page settles without them.
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  )
})

/**
 * The page is drawn with its data (its heading shows, no call but a live stream is under way) and is no wider than the
 * screen. Measured against the screen's width, not `innerWidth`: a phone's browser (and Chromium's
 * emulation of one) widens its layout viewport to a page that overflows, zooming out, so that
 * `scrollWidth <= innerWidth` holds even when the page is too wide (405 px of the checkout on a 390
 * px phone read 405/405). A failure names the elements that reach past the screen's right edge.
 */
async function expectFitsTheScreen(page: Page, label: string, { shell = true } = {}) {
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible()
  // An order's page keeps its live stream open: `networkidle` would never come.
  await networkQuiet(page)
  const screen = page.viewportSize()?.width ?? 0
  const measured = await page.evaluate((width) => {
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)} px)`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, past }
  }, screen)
  const why = `${label} is wider than the screen: ${measured.past.join(', ')}`
  expect(measured.scrollWidth, why).toBeLessThanOrEqual(screen)
  expect(measured.innerWidth, why).toBeLessThanOrEqual(screen)
  if (shell) {
    const bar = await page.getByRole('banner').boundingBox()
    expect(bar?.height, `${label}: the top bar's height`).toBeLessThanOrEqual(64)
  }
}

async function shopStoreId(request: APIRequestContext): Promise<number> {
  const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
    data: { id: number; name: string }[]
  }
  const store = stores.data.find((s) => s.name === STORE)
  if (!store) throw new Error(`no ${STORE} in the seed`)
  return store.id
}

async function firstProductId(request: APIRequestContext, storeId: number): Promise<number> {
  const products = (await (await request.get(`/cli/ecommerce/${storeId}/products?s=20&p=0`)).json()) as {
    data: { id: number }[]
  }
  const product = products.data[0]
  if (!product) throw new Error('an empty catalogue')
  return product.id
}

/** The customer's session through the API, for what the test sets up before the page sees it. */
async function apiSession(request: APIRequestContext, customer: NewCustomer) {
  const login = (await (
    await request.post('/cli/profiles/login', {
      data: { username: customer.email, password: customer.password },
    })
  ).json()) as { data: { jwt: string; profile: { cards: { code: string }[] } } }
  return {
    headers: { authorization: `Bearer ${login.data.jwt}` },
    card: login.data.profile.cards[0]?.code ?? '',
  }
}

/** Puts the catalogue's first products in the customer's cart of the store; answers the cart's id. */
async function fillCart(request: APIRequestContext, headers: Record<string, string>, storeId: number) {
  const cart = (await (await request.get(`/cli/carts?storeId=${storeId}`, { headers })).json()) as {
    data: { id: number }
  }
  const products = (await (await request.get(`/cli/ecommerce/${storeId}/products?s=20&p=0`)).json()) as {
    data: { id: number }[]
  }
  for (const product of products.data.slice(0, 3)) {
    const answer = await request.put(`/cli/carts/${cart.data.id}/lines/${product.id}`, {
      headers,
      data: { quantity: 2 },
    })
    expect(answer.ok()).toBe(true)
  }
  return cart.data.id
}

/** The addresses of a store, its catalogue, a product and a leaflet of the seed ("{store}"…). */
async function seededAddress(request: APIRequestContext, path: string): Promise<string> {
  if (!/\{(store|product|leaflet)\}/.test(path)) return path
  const storeId = await shopStoreId(request)
  const leaflets = (await (await request.get('/cli/cms/leaflets')).json()) as { data: { id: number }[] }
  return path
    .replace('{store}', String(storeId))
    .replace('{product}', String(path.includes('{product}') ? await firstProductId(request, storeId) : 0))
    .replace('{leaflet}', String(leaflets.data[0]?.id))
}

/** A visitor's pages; those marked `axe` are checked by axe here too (no other test opens them). */
const VISITOR_PAGES: { path: string; axe?: true }[] = [
  { path: '/app/' },
  { path: '/app/login' },
  { path: '/app/signup' },
  { path: '/app/reset', axe: true },
  { path: '/app/stores' },
  { path: '/app/stores/{store}' },
  { path: '/app/leaflets' },
  { path: '/app/leaflet?id={leaflet}' },
  { path: '/app/shop' },
  { path: '/app/shop/{store}' },
  { path: '/app/shop/{store}/products/{product}' },
  { path: '/app/tac', axe: true },
  { path: '/app/privacy', axe: true },
  { path: '/app/generals', axe: true },
  { path: '/app/conditions', axe: true },
  { path: '/app/cookies', axe: true },
  { path: '/app/support', axe: true },
  { path: '/app/pagina-inesistente' },
  // The tutorial shown inside the mobile app, without the menu.
  { path: '/app/tutorial-account-delete', axe: true },
]

// One page after the other in one browser tab (a new context per page was a third of the time);
// each page is a step of its own in the report, and a failure names its page.
test('every page a visitor reaches fits a 360 px screen; axe finds nothing on those no other test checks', async ({
  page,
  request,
}) => {
  // Nineteen pages, seven of them with axe: about 45 s on a calm host.
  test.setTimeout(180_000)
  for (const { path, axe } of VISITOR_PAGES) {
    await test.step(path, async () => {
      await page.goto(await seededAddress(request, path))
      await expectFitsTheScreen(page, path, { shell: path !== '/app/tutorial-account-delete' })
      if (axe) await expectNoAxeViolations(page)
    })
  }
})

test('every page a customer reaches fits a 360 px screen, the checkout with each delivery mode', async ({
  page,
  request,
  baseURL,
}) => {
  // Some twenty pages, each waited for until its calls are done.
  test.setTimeout(240_000)
  const customer = await newCustomer(request, 'larghezza', {
    firstName: 'Lucia',
    lastName: 'Stretta',
    birthDate: '1988-04-12',
    gender: 'FEMALE',
  })
  const { headers, card } = await apiSession(request, customer)
  const storeId = await shopStoreId(request)
  const productId = await firstProductId(request, storeId)
  const cartId = await fillCart(request, headers, storeId)
  // A receipt at the till, for the card's movements and a digital receipt.
  await runOps(baseURL ?? '', ['receipt', '--card', card, '--amount', '31.20', '--id', `E2E-W-${Date.now()}`])

  await logIn(page, customer)
  await expectFitsTheScreen(page, '/app/card')
  await page.getByRole('region', { name: 'Scontrini digitali' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/app\/card\/receipts\/\d+$/)
  await expectFitsTheScreen(page, 'a receipt')

  for (const path of [
    '/app/profile',
    '/app/favorites',
    '/app/lists',
    '/app/stores',
    '/app/leaflets',
    '/app/shop',
    `/app/shop/${storeId}`,
    `/app/shop/${storeId}/products/${productId}`,
    `/app/shop/${storeId}/cart`,
  ]) {
    await page.goto(path)
    await expectFitsTheScreen(page, path)
  }

  await page.goto('/app/lists')
  await page.getByLabel('Nuova lista').fill('Spesa della settimana')
  await page.getByRole('button', { name: 'Crea' }).click()
  await page.getByRole('link', { name: 'Spesa della settimana' }).click()
  await expect(page).toHaveURL(/\/app\/lists\/[^/]+$/)
  await expectFitsTheScreen(page, 'a list')

  await page.goto(`/app/shop/${storeId}/checkout`)
  await expectFitsTheScreen(page, 'the checkout')
  for (const mode of ['Ritiro in negozio', 'Ritiro in auto (drive)', 'Consegna a domicilio']) {
    await page.getByRole('radio', { name: mode }).check()
    // The mode's days and windows are drawn.
    await expect(page.getByRole('group', { name: 'Giorno' }).getByRole('radio').first()).toBeVisible()
    await expectFitsTheScreen(page, `the checkout, ${mode}`)
  }
  // With a window chosen (its day and hours are the summary's longest words), every label of the
  // summary keeps to its own box: none runs into its value.
  await page
    .getByRole('group', { name: /^Fascia oraria: / })
    .getByRole('radio', { disabled: false })
    .first()
    .check()
  const crowded = await page
    .getByRole('region', { name: 'Riepilogo' })
    .locator('dl')
    .evaluate((list) =>
      [...list.querySelectorAll('dt')].flatMap((label) => {
        const value = label.nextElementSibling
        if (!value) return []
        const a = label.getBoundingClientRect()
        const b = value.getBoundingClientRect()
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        const spills = label.scrollWidth > label.clientWidth + 1 || value.scrollWidth > value.clientWidth + 1
        return overlap || spills ? [label.textContent ?? ''] : []
      }),
    )
  expect(crowded, 'labels of the checkout summary that run into their values').toEqual([])

  // An order, placed through the API, for the orders' list and an order's page.
  const slots = (await (await request.get(`/cli/ecommerce/${storeId}/slots?delivery=IN_STORE`)).json()) as {
    data: { id: number; available: boolean }[]
  }
  const slot = slots.data.find((s) => s.available)
  if (!slot) throw new Error('no free window in the seed')
  const placed = (await (
    await request.post('/cli/orders', {
      headers: { ...headers, 'idempotency-key': `widths-${crypto.randomUUID()}` },
      data: { cartId, deliveryMode: 'IN_STORE', slotId: slot.id, paymentMode: 'CASH' },
    })
  ).json()) as { code: number; data: { id: number } }
  expect(placed.code, JSON.stringify(placed)).toBe(0)
  await page.goto('/app/orders')
  await expectFitsTheScreen(page, '/app/orders')
  await page.goto(`/app/orders/${placed.data.id}`)
  await expectFitsTheScreen(page, 'an order')
})

test('at 320 px the catalogue’s department menu shows “Tutti i reparti” and every department whole', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(`/app/shop/${await shopStoreId(request)}`)
  await expectFitsTheScreen(page, 'the catalogue at 320 px')
  const select = page.getByLabel('Reparto', { exact: true })
  await expect(select.locator('option').nth(5)).toBeAttached()
  // A select cuts its chosen option's text without an ellipsis: each option's text, in the select's
  // font, must fit between its padding and its arrow (20 px kept for it).
  const cut = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')
    if (!context) return ['no canvas']
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20
    return [...element.options]
      .filter((option) => context.measureText(option.text).width > room)
      .map(
        (option) => `${option.text} (${Math.round(context.measureText(option.text).width)} px > ${room} px)`,
      )
  })
  expect(cut).toEqual([])
})
