import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { newCustomer } from './helpers/customers'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The seed's e-commerce store in Turin with every delivery mode. */
const STORE = 'Alpimare Torino Lingotto'
/** An own-brand product of the seed's catalogue, with a leaflet price. */
const APPLES = /^Mele Golden Alpimare/

test.describe('shop', () => {
  test('a visitor browses a store, searches, logs in to add, and the cart shows the line and total', async ({
    page,
    request,
  }) => {
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
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Spesa online' })
      .click()
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
})
