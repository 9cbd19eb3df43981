import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'

/**
 * The food information on a product's page (EU Regulation 1169/2011) and the allergen filter, at a
 * phone's size (docs/ordering.md, "Food information").
 */
test.use({ viewport: { width: 390, height: 844 } })

/** The seed's e-commerce store in Turin. */
const STORE = 'Alpimare Torino Lingotto'

interface Listed {
  id: number
  name: string
}
interface Detail extends Listed {
  label: { contains: string[]; mayContain: string[] } | null
}

async function data<T>(request: APIRequestContext, url: string): Promise<{ data: T; totalPages?: number }> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return response.json()
}

async function storeId(request: APIRequestContext): Promise<number> {
  const { data: stores } = await data<Listed[]>(request, '/cli/stores/ecommerce?s=50&p=0')
  const store = stores.find((s) => s.name === STORE)
  if (!store) throw new Error(`no ${STORE}`)
  return store.id
}

async function first(request: APIRequestContext, store: number, q: string): Promise<Listed> {
  const { data: found } = await data<Listed[]>(
    request,
    `/cli/ecommerce/${store}/products?q=${encodeURIComponent(q)}&s=1&p=0`,
  )
  if (!found[0]) throw new Error(`no ${q}`)
  return found[0]
}

test.describe('food information', () => {
  test.beforeEach(async ({ page }) => {
    // No map tiles or fonts from the internet, as on this machine.
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
  })

  test('a product’s page shows its ingredients with the allergens in bold, its allergens, nutrition and operator', async ({
    page,
  }) => {
    const store = await storeId(page.request)
    const biscuits = await first(page.request, store, 'biscotti frollini alpimare')
    const address = `/app/shop/${store}/products/${biscuits.id}`

    // As the server renders it, before the app starts: the label is in the HTML.
    const html = await (await page.request.get(address)).text()
    expect(html).toContain('<strong>farina di grano tenero tipo 0</strong>')
    expect(html).toContain('Dichiarazione nutrizionale: valori medi per 100 g')

    await page.goto(address)
    const label = page.getByRole('region', { name: 'Informazioni sul prodotto' })
    await expect(label).toBeVisible()
    await expect(label.locator('strong', { hasText: 'farina di grano tenero tipo 0' })).toBeVisible()
    await expect(label.locator('strong', { hasText: /^uova fresche$/ })).toBeVisible()
    await expect(label.locator('p', { hasText: /^Contiene:/ })).toHaveText(
      'Contiene: Cereali contenenti glutine, Uova, Latte',
    )
    await expect(label.locator('p', { hasText: /^Può contenere tracce di:/ })).toHaveText(
      'Può contenere tracce di: Soia, Frutta a guscio',
    )
    const table = label.getByRole('table', { name: 'Dichiarazione nutrizionale: valori medi per 100 g' })
    await expect(table.getByRole('row', { name: /^Energia/ })).toContainText('1966 kJ / 470 kcal')
    await expect(table.getByRole('row', { name: /^Grassi/ })).toContainText('18 g')
    await expect(table.getByRole('row', { name: /^Sale/ })).toContainText('0,5 g')
    await expect(label.getByText('700 g', { exact: true })).toBeVisible()
    await expect(label.getByText(/^Alpimare S\.p\.A\./)).toContainText('Corso Francia 100, 10143 Torino (TO)')
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
  })

  test('a detergent’s page shows its signal word, pictograms, hazard statements and precautions, no nutrition', async ({
    page,
  }) => {
    const store = await storeId(page.request)
    const bleach = await first(page.request, store, 'candeggina')
    await page.goto(`/app/shop/${store}/products/${bleach.id}`)
    const label = page.getByRole('region', { name: 'Informazioni sul prodotto' })
    await expect(label.getByRole('heading', { name: 'Indicazioni di pericolo' })).toBeVisible()
    await expect(label.getByText('EUH031 A contatto con acidi libera gas tossici.')).toBeVisible()
    // CLP: the signal word and the pictograms (inline drawings, named for screen readers).
    await expect(label.getByText('Attenzione', { exact: true })).toBeVisible()
    const pictograms = label.getByRole('list', { name: 'Pittogrammi di pericolo' }).getByRole('img')
    await expect(pictograms).toHaveCount(2)
    await expect(pictograms.first()).toHaveAccessibleName('GHS07: Punto esclamativo')
    await expect(pictograms.last()).toHaveAccessibleName('GHS09: Ambiente')
    await expect(label.getByText('P102 Tenere fuori dalla portata dei bambini.')).toBeVisible()
    await expect(label.getByRole('table')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('“Senza glutine” lists no product whose label holds gluten, or may hold traces of it', async ({
    page,
  }) => {
    const store = await storeId(page.request)
    // The shopper's way: the catalogue's panel, "Senza glutine".
    await page.goto(`/app/shop/${store}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const toggle = page.getByRole('button', { name: /^Filtri e ordine/ })
    await toggle.click()
    await page.getByRole('checkbox', { name: 'Senza glutine' }).check()
    await expect(page).toHaveURL(/without=GLUTEN/)
    await expect(page.getByRole('button', { name: 'Togli il filtro: Senza glutine' })).toBeVisible()
    // The panel open, then closed: the cart bar steps aside while it is open (none of its choices
    // under the bar), and axe finds nothing either way.
    const cartBar = page.getByRole('link', { name: /^Carrello/ })
    await expect(cartBar).toBeHidden()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('checkbox', { name: 'Senza glutine' })).toBeHidden()
    await expect(cartBar).toBeVisible()
    await expectNoAxeViolations(page)
    // The cards shown are the server's first page under that filter.
    const first = await data<Listed[]>(
      page.request,
      `/cli/ecommerce/${store}/products?without=GLUTEN&s=20&p=0`,
    )
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      first.data.map((product) => product.name),
    )

    // The answer the catalogue's page asks for with its address's `without` (the shop's panel reads
    // it; docs/ordering.md), every page of it, and each product's own label.
    const listed: Listed[] = []
    for (let p = 0; ; p++) {
      const answer = await data<Listed[]>(
        page.request,
        `/cli/ecommerce/${store}/products?without=GLUTEN&s=50&p=${p}`,
      )
      listed.push(...answer.data)
      if (p + 1 >= (answer.totalPages ?? 0)) break
    }
    expect(listed.length).toBeGreaterThan(50)
    const { totalPages } = await data<Listed[]>(page.request, `/cli/ecommerce/${store}/products?s=50&p=0`)
    expect(listed.length).toBeLessThan((totalPages ?? 0) * 50)
    for (const product of listed) {
      const { data: detail } = await data<Detail>(
        page.request,
        `/cli/ecommerce/${store}/products/${product.id}`,
      )
      expect(detail.label, product.name).not.toBeNull()
      expect(
        [...(detail.label?.contains ?? []), ...(detail.label?.mayContain ?? [])],
        product.name,
      ).not.toContain('GLUTEN')
    }
  })
})
