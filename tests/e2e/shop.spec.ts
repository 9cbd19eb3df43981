import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'
import { openMenu } from './helpers/menu'
import { serviceWorkerActivated } from './helpers/service-worker'

/** The public answers the app keeps on the device (idb-keyval), as text. */
async function persistedQueries(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve('')
          const read = db.transaction('keyval').objectStore('keyval').get('tessera.public-queries')
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? ''))
          read.onerror = () => reject(read.error)
        }
      }),
  )
}

/** The seed's e-commerce store in Turin with every delivery mode. */
const STORE = 'Alpimare Torino Lingotto'
/** An own-brand product of the seed's catalogue, with a leaflet price. */
const APPLES = /^Mele Golden Alpimare/

test.describe('shop', () => {
  // @wide: on a desktop the catalogue is a grid, its controls side by side, the product beside its
  // picture; axe looks at both layouts.
  test('a visitor browses a store, searches, logs in to add, and the cart shows the line and total', {
    tag: '@wide',
  }, async ({ page, request }) => {
    const customer = await newCustomer(request, 'shop', {
      firstName: 'Carla',
      lastName: 'Spesa',
      birthDate: '1980-05-04',
      gender: 'FEMALE',
    })
    // No map tiles or fonts from the internet, as on this machine.
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )

    await page.goto('/app/')
    await (await openMenu(page)).getByRole('link', { name: 'Spesa online' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Spesa online' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: STORE })).toBeVisible()
    await page.getByRole('radio', { name: 'Ritiro in auto (drive)' }).check()
    await expect(page.getByRole('heading', { level: 2, name: 'Alpimare Torino Crocetta' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: STORE }).click()
    await expect(page).toHaveURL(/\/app\/shop\/\d+$/)
    await expect(page.getByText(`Negozio: ${STORE}`)).toBeVisible()
    await expect(page.getByText('Pagina 1 di', { exact: false })).toBeVisible()
    // At the page's end, where the room kept under the sticky cart bar is: elsewhere whichever card
    // lies under the bar counts for axe as a target too small (the focus is kept clear of the bar by
    // scroll-padding, shop.css).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expectNoAxeViolations(page)

    await page.getByLabel('Cerca un prodotto').pressSequentially('mele golden')
    await expect(page).toHaveURL(/q=mele/)
    const apples = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: APPLES }) })
    await expect(apples.first()).toBeVisible()
    const appleName = (await apples.first().getByRole('heading', { level: 2 }).textContent()) ?? ''
    await expect(apples.first().getByText(/punti doppi/)).toBeVisible()

    // The product page, then back to the same search.
    await apples.first().getByRole('link', { name: appleName }).click()
    await expect(page.getByRole('heading', { level: 1, name: appleName })).toBeVisible()
    await expect(page.getByText(/Codice EAN: \d{13}/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goBack()
    await expect(page).toHaveURL(/q=mele/)

    await apples
      .first()
      .getByRole('button', { name: `Aggiungi al carrello: ${appleName}` })
      .click()
    await expect(page).toHaveURL(/\/app\/login\?redirect=/)
    await page.getByLabel(/^Email/).fill(customer.email)
    await page.getByLabel(/^Password/).fill(customer.password)
    await page.getByRole('button', { name: 'Accedi' }).click()

    // Back in the same store and search, with the product in the cart.
    await expect(page).toHaveURL(/\/app\/shop\/\d+\?q=mele/)
    await expect(page.getByText('Prodotto aggiunto al carrello.')).toBeVisible()
    await expect(
      apples.first().getByRole('group', { name: `Quantità nel carrello: ${appleName}` }),
    ).toContainText('1')
    await apples
      .first()
      .getByRole('button', { name: `Uno in più: ${appleName}` })
      .click()
    await expect(
      apples.first().getByRole('group', { name: `Quantità nel carrello: ${appleName}` }),
    ).toContainText('2')

    await page.getByRole('link', { name: /^Carrello/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible()
    const line = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: appleName }) })
    await expect(line.getByRole('group', { name: `Quantità nel carrello: ${appleName}` })).toContainText('2')
    const amount = (await line.getByText(/^Importo: /).textContent())?.replace('Importo: ', '') ?? ''
    expect(amount).toMatch(/^\d+,\d{2}\s€$/)
    // One line: the total is its amount.
    await expect(page.locator('.shop-cart__totals dd.shop-cart__total')).toHaveText(amount)
    await expect(page.getByText(/circa \d+ punt/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test.describe('on a phone', () => {
    // The phone of issue 33: 390×844.
    test.use({ viewport: { width: 390, height: 844 } })

    test('four products begin in the first screen; "+" turns into the stepper, and the cart bar counts and totals', async ({
      page,
      request,
    }) => {
      const customer = await newCustomer(request, 'phoneshop', {
        firstName: 'Fabio',
        lastName: 'Telefono',
        birthDate: '1985-02-03',
        gender: 'MALE',
      })
      await logIn(page, customer)
      await page.goto(`/app/shop/${await storeId(request)}`)
      const cards = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem')
      await expect(cards).toHaveCount(20)
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1)

      // At the top of the catalogue, four products or more begin within the screen, each with its
      // name, price (and price per kg/l when the pack says) and a "+" of at least 44×44 px.
      const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top))
      expect(tops.filter((top) => top < 844).length).toBeGreaterThanOrEqual(4)
      for (let i = 0; i < 4; i++) {
        const card = cards.nth(i)
        await expect(card.getByRole('heading', { level: 2 })).toBeVisible()
        await expect(card).toContainText(/\d+,\d{2}\s€/)
        const plus = card.getByRole('button', { name: /^Aggiungi al carrello: / })
        const box = await plus.boundingBox()
        expect(box?.width).toBeGreaterThanOrEqual(44)
        expect(box?.height).toBeGreaterThanOrEqual(44)
      }
      await expectNoAxeViolations(page)

      // "+", then the stepper, and the bar in view says the cart.
      const first = cards.first()
      const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? ''
      await first.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click()
      const stepper = first.getByRole('group', { name: `Quantità nel carrello: ${name}` })
      await expect(stepper).toContainText('1')
      const bar = page.getByRole('link', { name: /^Carrello: / })
      await expect(bar).toHaveText(/^Carrello: 1 pezzo, \d+,\d{2}\s€$/)
      await first.getByRole('button', { name: `Uno in più: ${name}` }).click()
      await expect(stepper).toContainText('2')
      await expect(bar).toHaveText(/^Carrello: 2 pezzi, \d+,\d{2}\s€$/)
      await expect(bar).toBeInViewport()

      // Scrolled to the end, the bar stays in view and covers no product.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(bar).toBeInViewport()
      const last = await cards.last().boundingBox()
      const barBox = await page.locator('.shop-cart-bar').boundingBox()
      expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)

      // The bar's total is the cart's.
      const total = ((await bar.textContent()) ?? '').replace(/^.*, /, '')
      await bar.click()
      await expect(page.getByRole('heading', { level: 1, name: 'Carrello' })).toBeVisible()
      await expect(page.locator('.shop-cart__totals dd.shop-cart__total')).toHaveText(total)
    })

    test('a typo still finds the product; the promo filter and the order by price hold for the prices listed', async ({
      page,
      request,
    }) => {
      const id = await storeId(request)
      await page.goto(`/app/shop/${id}`)
      await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
      await page.getByLabel('Cerca un prodotto').fill('mozarella')
      await page.getByLabel('Cerca un prodotto').press('Enter')
      await expect(page).toHaveURL(/q=mozarella/)
      await expect(page.getByRole('heading', { level: 2, name: /mozzarella/i }).first()).toBeVisible()

      await page.goto(`/app/shop/${id}`)
      const toggle = page.getByRole('button', { name: /^Filtri e ordine/ })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await page.getByRole('checkbox', { name: 'In offerta' }).check()
      await expect(page).toHaveURL(/promo=1/)
      await page.getByRole('radio', { name: 'Prezzo più basso' }).check()
      await expect(page).toHaveURL(/sort=price/)
      await expect(page.getByRole('button', { name: 'Togli il filtro: In offerta' })).toBeVisible()
      // Escape closes the panel and gives the focus back to its button.
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await expectNoAxeViolations(page)

      const cards = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem')
      await expect(cards.first()).toBeVisible()
      await expect(page.getByText(/^Pagina 1 di \d+/)).toBeVisible()
      // Every product listed is on offer: its normal price struck through beside today's.
      const listed = await cards.evaluateAll((items) =>
        items.map((item) => {
          const price = item.querySelector('.shop-card__price')?.cloneNode(true) as HTMLElement | undefined
          const struck = price?.querySelectorAll('del').length ?? 0
          for (const del of price?.querySelectorAll('del') ?? []) del.remove()
          const today = price?.textContent?.match(/(\d+),(\d{2})\s€/)
          return { struck, cents: today ? Number(today[1]) * 100 + Number(today[2]) : null }
        }),
      )
      expect(listed.length).toBeGreaterThan(1)
      for (const product of listed) {
        expect(product.struck).toBe(1)
        expect(product.cents).not.toBeNull()
      }
      const prices = listed.map((p) => p.cents ?? 0)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))

      await page.getByRole('button', { name: 'Togli tutti i filtri' }).click()
      await expect(page).not.toHaveURL(/promo=1|sort=/)
    })
  })

  test('a store that does not sell online says so, with the way to choose another', async ({
    page,
    request,
  }) => {
    const ids = async (url: string) =>
      ((await (await request.get(url)).json()) as { data: { id: number }[] }).data.map((s) => s.id)
    const online = await ids('/cli/stores/ecommerce?s=50&p=0')
    const store = (await ids('/cli/stores?s=50&p=0')).find((id) => !online.includes(id))
    if (store === undefined) throw new Error('every store of the seed sells online')
    await page.goto(`/app/shop/${store}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Negozio non trovato' })).toBeVisible()
    await expect(page.getByText("Questo negozio non c'è o non fa la spesa online.")).toBeVisible()
    // No catalogue to search, no "try again" that cannot help.
    await expect(page.getByRole('searchbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Riprova' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Scegli un negozio' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Spesa online' })).toBeVisible()
  })

  test.describe('offline', () => {
    // Opening offline is the service worker's (blocked for the other tests, playwright.config.ts).
    test.use({ serviceWorkers: 'allow' })

    test('a catalogue page seen before opens offline, saying how old it is and that prices may have changed', async ({
      context,
      page,
    }) => {
      await page.goto('/app/')
      await serviceWorkerActivated(page)
      await page.goto('/app/shop')
      await page.getByRole('link', { name: STORE }).click()
      const names = page.locator('.shop-list h2')
      await expect(names).toHaveCount(20)
      const first = (await names.first().textContent()) ?? ''
      await expect.poll(() => persistedQueries(page)).toContain(first)
      const catalogue = page.url()

      await context.setOffline(true)
      await page.goto(catalogue)
      await expect(names.first()).toHaveText(first)
      await expect(page.getByText('Sei offline.')).toBeVisible()
      await expect(page.getByText(/I prezzi potrebbero essere cambiati/)).toBeVisible()
      // A page never fetched says so.
      await page
        .getByRole('navigation', { name: 'Pagine del catalogo' })
        .getByRole('link', { name: 'Pagina 2', exact: true })
        .click()
      await expect(
        page.getByText(/questa pagina del catalogo non è (ancora )?salvata sul dispositivo/),
      ).toBeVisible()
      await context.setOffline(false)
    })
  })
})

/** The id of the seed's Turin store (ids are the database's). */
async function storeId(request: APIRequestContext): Promise<number> {
  const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()) as {
    data: { id: number; name: string }[]
  }
  const store = stores.data.find((s) => s.name === STORE)
  if (!store) throw new Error(`no ${STORE} in the seed`)
  return store.id
}
