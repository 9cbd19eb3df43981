import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, MARIO, newCustomer } from './helpers/customers'
import { mainMenu, menuButton, openMenu } from './helpers/menu'

const menu = mainMenu

test('the menu shows login and sign-up to visitors, card, profile and logout to customers', {
  tag: '@wide',
}, async ({ page }) => {
  await page.goto('/app/stores')
  // A page opened afresh leaves the focus to the browser: the first Tab reaches the skip link.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Vai al contenuto' })).toBeFocused()
  await openMenu(page)
  for (const name of ['Accedi', 'Registrati', 'Spesa online', 'Negozi', 'Volantini']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
  }
  for (const name of ['La mia carta', 'Profilo']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toHaveCount(0)
  }
  await expect(menu(page).getByRole('button', { name: 'Esci' })).toHaveCount(0)

  await menu(page).getByRole('link', { name: 'Accedi', exact: true }).click()
  await page.getByLabel(/^Email/).fill(MARIO.email)
  await page.getByLabel(/^Password/).fill(MARIO.password)
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/app\/card$/)
  await openMenu(page)
  for (const name of ['La mia carta', 'I miei ordini', 'Le mie liste', 'Profilo', 'Negozi', 'Volantini']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(menu(page).getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0)
  await expect(menu(page).getByRole('link', { name: 'Registrati', exact: true })).toHaveCount(0)

  await menu(page).getByRole('button', { name: 'Esci' }).click()
  await expect(page).toHaveURL(/\/app\/$/)
  // The logout button went with the customer: the focus is on the home's heading, not lost.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await openMenu(page)
  await expect(menu(page).getByRole('link', { name: 'Accedi', exact: true })).toBeVisible()
})

test("the menu's place follows the screen: a side menu beside the page on a wide one, a top bar on a phone", {
  tag: '@wide',
}, async ({ page }) => {
  await page.goto('/app/stores')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('img', { name: 'Supermercati Alpimare' })).toBeVisible()
  const header = await bar.boundingBox()
  const main = await page.getByRole('main').boundingBox()
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    await expect(menuButton(page)).toBeHidden()
    await expect(menu(page).getByRole('link', { name: 'Negozi', exact: true })).toBeVisible()
    expect(header?.width).toBe(240)
    expect(main?.x).toBeGreaterThanOrEqual(240)
  } else {
    await expect(menuButton(page)).toBeVisible()
    await expect(menu(page)).toBeHidden()
    expect(header?.height).toBeLessThanOrEqual(64)
    expect(main?.y).toBe(header?.height)
  }
  await expectNoAxeViolations(page)
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the top bar: the chain's logo and a Menu button that shows the links, by touch and by keyboard", async ({
    page,
  }) => {
    await page.goto('/app/stores')
    await expect(page.getByRole('heading', { level: 1, name: 'Negozi' })).toBeVisible()
    const bar = page.getByRole('banner')
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    await expect(bar.getByRole('img', { name: 'Supermercati Alpimare' })).toBeVisible()
    await expect(bar).not.toContainText('Tessera')
    await expect(menu(page)).toBeHidden()
    const button = menuButton(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveAttribute('aria-controls', 'shell-menu')
    await expect(page.locator('#shell-menu')).toHaveAttribute('aria-label', 'Menu principale')

    const headingAt = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y
    await button.tap()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Accedi', 'Registrati', 'Spesa online', 'Negozi', 'Volantini']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu(page).getByRole('link', { name: 'Negozi', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // The open menu lies over the page: nothing below the bar moves.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBe(headingAt)
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    await expectNoAxeViolations(page)

    // Escape closes it, and the focus is back on the button.
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    // By keyboard: Enter opens, Tab goes into the links, Escape comes back to the button.
    await page.keyboard.press('Enter')
    await expect(menu(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu(page).getByRole('link', { name: 'Accedi', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(button).toBeFocused()

    // A tap outside closes it.
    await button.tap()
    // (Below the open menu, in the page's margin: nothing there to activate.)
    await page.getByRole('main').tap({ position: { x: 4, y: 480 } })
    await expect(menu(page)).toBeHidden()

    // A link's tap closes it and opens the page, whose heading takes the focus.
    await button.tap()
    await menu(page).getByRole('link', { name: 'Volantini', exact: true }).tap()
    await expect(page).toHaveURL(/\/app\/leaflets$/)
    await expect(menu(page)).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1, name: 'Volantini' })).toBeFocused()
  })

  test("a customer's menu in the same bar, and the cart's pieces in it where the customer shops", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'barra', {
      firstName: 'Bruno',
      lastName: 'Barra',
      birthDate: '1981-09-30',
      gender: 'MALE',
    })
    const login = (await (
      await request.post('/cli/profiles/login', {
        data: { username: customer.email, password: customer.password },
      })
    ).json()) as { data: { jwt: string } }
    const headers = { authorization: `Bearer ${login.data.jwt}` }
    const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
      data: { id: number; name: string }[]
    }
    const store = stores.data.find((s) => s.name === 'Alpimare Torino Lingotto')
    if (!store) throw new Error('no Turin shop in the seed')
    const cart = (await (await request.get(`/cli/carts?storeId=${store.id}`, { headers })).json()) as {
      data: { id: number }
    }
    const products = (await (await request.get(`/cli/ecommerce/${store.id}/products?s=20&p=0`)).json()) as {
      data: { id: number }[]
    }
    for (const [index, product] of products.data.slice(0, 2).entries()) {
      await request.put(`/cli/carts/${cart.data.id}/lines/${product.id}`, {
        headers,
        data: { quantity: index + 1 },
      })
    }

    await logIn(page, customer)
    const bar = page.getByRole('banner')
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    // Away from the shop the bar has no cart.
    await expect(bar.getByRole('link', { name: /^Il mio carrello/ })).toHaveCount(0)
    await openMenu(page)
    for (const name of ['La mia carta', 'I miei ordini', 'Le mie liste', 'Profilo', 'Spesa online']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu(page).getByRole('button', { name: 'Esci' })).toBeVisible()
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    await expectNoAxeViolations(page)

    await menu(page).getByRole('link', { name: 'Spesa online', exact: true }).tap()
    await page.getByRole('link', { name: store.name }).tap()
    await expect(page).toHaveURL(new RegExp(`/app/shop/${store.id}$`))
    // The name is "Il mio carrello", then (for a screen reader only) ": 3 pezzi", read as one phrase
    // (Chromium read two boxes apart: "Il mio carrello : 3 pezzi").
    const cartInBar = bar.getByRole('link', { name: 'Il mio carrello: 3 pezzi', exact: true })
    await expect(cartInBar).toBeVisible()
    await expect(cartInBar).toHaveAccessibleName('Il mio carrello: 3 pezzi')
    await expect(cartInBar.locator('span[aria-hidden="true"]')).toHaveText('3')
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64)
    await cartInBar.tap()
    await expect(page).toHaveURL(new RegExp(`/app/shop/${store.id}/cart$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible()
    await expect(cartInBar).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)
  })

  test("a customer's links replace a visitor's on a prerendered page without moving it", async ({ page }) => {
    await logIn(page, MARIO)
    // Every shift of the page's layout from its first paint on, as Core Web Vitals counts them.
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: number }
      seen.shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) seen.shifts += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The stores' page is prerendered with the visitor's menu; the app then draws the customer's.
    await page.goto('/app/stores')
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    await expect(
      page.getByRole('link', { name: 'La mia carta', exact: true, includeHidden: true }),
    ).toBeAttached()
    await page.waitForLoadState('networkidle')
    const bar = await page.getByRole('banner').boundingBox()
    expect(bar?.height).toBeLessThanOrEqual(64)
    expect((await page.getByRole('main').boundingBox())?.y).toBe(bar?.height)
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01)
  })
})

test('a wrong password says "Credenziali errate" and keeps the e-mail; the form tells no devtools', async ({
  page,
}) => {
  // TanStack Form's own devtools client calls out on the window (and queues what is typed) as soon
  // as a form appears; ours is silent (src/ui/form/silent-devtools-client.ts).
  await page.addInitScript(() => {
    const seen = window as unknown as { devtoolsCalls: number }
    seen.devtoolsCalls = 0
    for (const name of ['tanstack-connect', 'tanstack-dispatch-event']) {
      window.addEventListener(name, () => {
        seen.devtoolsCalls += 1
      })
    }
  })
  await page.goto('/app/login')
  await page.getByLabel(/^Email/).fill(MARIO.email)
  await page.getByLabel(/^Password/).fill('Sbagliata-1')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByText('Credenziali errate')).toBeVisible()
  await expect(page.getByLabel(/^Email/)).toHaveValue(MARIO.email)
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => (window as unknown as { devtoolsCalls: number }).devtoolsCalls)).toBe(0)
})

test('the login says what is wrong when leaving a field', async ({ page }) => {
  await page.goto('/app/login')
  await page.getByLabel(/^Email/).fill('mario.rossi@')
  await page.getByLabel(/^Password/).focus()
  await expect(page.getByText('Indirizzo email non valido')).toBeVisible()
})

test('opened from the Android app, / goes to the sign-up without header and footer', async ({ page }) => {
  await page.goto('/app/?origin=Android')
  await expect(page).toHaveURL(/\/app\/signup\?origin=Android$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

// The side menu of wide screens is the same on every page: checked on the login's. The other
// public pages are checked by axe where their width is (page-widths.spec.ts).
test('/app/login has no accessibility violations', { tag: '@wide' }, async ({ page }) => {
  await page.goto('/app/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an unknown address says so inside the shell, with the menu to go on from', { tag: '@wide' }, async ({
  page,
}) => {
  await page.goto('/app/pagina-inesistente')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText("L'indirizzo che hai aperto non esiste")
  await openMenu(page)
  await expect(menu(page).getByRole('link', { name: 'Negozi', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test.describe('with a browser that prefers English', () => {
  test.use({ locale: 'en-GB' })

  test('the app speaks English, down to the tutorial pictures of its screens', async ({ page }) => {
    await page.goto('/app/tutorial-account-delete')
    await expect(page.getByRole('heading', { level: 1, name: 'How to delete your profile' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const pictures = page.locator('.legal-step img')
    await expect(pictures).toHaveCount(3)
    for (const src of await pictures.evaluateAll((images) => images.map((i) => i.getAttribute('src')))) {
      expect(src).toMatch(/^\/app\/tutorial\/en\/step-\d\.svg$/)
    }
    await expectNoAxeViolations(page)
  })
})
