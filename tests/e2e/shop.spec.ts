import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { newCustomer } from './helpers/customers'
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
