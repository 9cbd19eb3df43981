import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'

/**
 * A promo's previous price, the lowest price of the 30 days before it (docs/ordering.md "Prices
 * and their history"), and home delivery's fee and minimum (docs/ordering.md "Home delivery: fee and
 * minimum"), at phone size.
 */

/** The stores other e2e files take windows of: this file leaves them alone. */
const OTHERS_STORES = [
  'Alpimare Torino Lingotto',
  'Alpimare Torino Crocetta',
  'Alpimare Rivoli Corso Francia',
]

/** Euro cents as the Italian pages write them (the space is a no-break space, which matching folds). */
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`

interface ApiProduct {
  id: number
  name: string
  unit: 'PIECE' | 'KG'
  priceCents: number
  promoPriceCents: number | null
  previousPriceCents: number | null
  lowest30DaysCents: number | null
  maxQuantity: number
}

async function api<T>(
  request: APIRequestContext,
  url: string,
  init: Parameters<APIRequestContext['fetch']>[1] = {},
) {
  const answer = await (await request.fetch(url, init)).json()
  expect(answer.code, JSON.stringify(answer)).toBe(0)
  return answer.data as T
}

async function allProducts(request: APIRequestContext, storeId: number, query = ''): Promise<ApiProduct[]> {
  const found: ApiProduct[] = []
  for (let p = 0; p < 20; p++) {
    const answer = await (await request.get(`/cli/ecommerce/${storeId}/products?s=50&p=${p}${query}`)).json()
    found.push(...answer.data)
    if (p + 1 >= answer.totalPages) break
  }
  return found
}

test.describe('prices', () => {
  test('a promo strikes through the lowest price of the 30 days before it as its previous price, on the product and in the catalogue', async ({
    page,
    request,
  }) => {
    const [store] = await api<{ id: number }[]>(request, '/cli/stores/ecommerce?s=1')
    const storeId = store?.id ?? 0
    const promos = await allProducts(request, storeId, '&promo=1')
    // Every offer is below the 30 days' lowest price, and strikes that price through (art. 17-bis).
    expect(promos.length).toBeGreaterThan(0)
    for (const promo of promos) {
      expect(promo.lowest30DaysCents, promo.name).not.toBeNull()
      expect(promo.promoPriceCents, promo.name).toBeLessThan(promo.lowest30DaysCents ?? 0)
      expect(promo.previousPriceCents, promo.name).toBe(promo.lowest30DaysCents)
    }
    // One whose 30 days' lowest is below today's shelf price: the struck price is that lowest.
    const product = promos.find((p) => (p.lowest30DaysCents ?? 0) < p.priceCents)
    if (!product) throw new Error('the seed has no promo below a lower price of the 30 days before it')

    await page.goto(`/app/shop/${storeId}/products/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    const price = page.locator('.product-price')
    await expect(price.locator('del')).toHaveText(
      `Prezzo precedente ${euros(product.lowest30DaysCents ?? 0)}`,
    )
    await expect(price.locator('.product-price__now')).toContainText(euros(product.promoPriceCents ?? 0))
    await expect(price).toContainText(
      `Prezzo più basso dei 30 giorni precedenti lo sconto: ${euros(product.lowest30DaysCents ?? 0)}`,
    )
    await expectNoAxeViolations(page)

    // The catalogue's card says it too.
    await page.goto(`/app/shop/${storeId}?q=${encodeURIComponent(product.name)}`)
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    await expect(card.locator('del')).toContainText(euros(product.lowest30DaysCents ?? 0))
    await expect(card.locator('.product-price__lowest')).toContainText(euros(product.lowest30DaysCents ?? 0))
    await expectNoAxeViolations(page)
  })

  test('home delivery: refused below the minimum with its message, the fee above it, free from the threshold, the fee in the order', async ({
    page,
    request,
  }) => {
    test.slow()
    const customer = await newCustomer(request, 'delivery', {
      firstName: 'Dario',
      lastName: 'Domicilio',
      birthDate: '1979-05-06',
      gender: 'MALE',
    })
    // The customer lives in Torino: a store delivering in Piemonte.
    const delivering = await api<
      {
        id: number
        name: string
        homeDelivery: { feeCents: number; freeFromCents: number; minimumCents: number } | null
      }[]
    >(request, '/cli/stores/ecommerce/delivery?delivery=AT_HOME&state=01')
    const store = delivering.find((s) => s.homeDelivery && !OTHERS_STORES.includes(s.name))
    if (!store?.homeDelivery) throw new Error('no store delivering in Piemonte')
    const { feeCents, freeFromCents, minimumCents } = store.homeDelivery
    const login = await api<{ jwt: string }>(request, '/cli/profiles/login', {
      method: 'POST',
      data: { username: customer.email, password: customer.password },
    })
    const headers = { authorization: `Bearer ${login.jwt}` }
    const plain = (await allProducts(request, store.id)).filter(
      (p) => p.unit === 'PIECE' && p.promoPriceCents === null && p.priceCents < 500 && p.maxQuantity >= 2,
    )
    /** The cart through the API (as another device would fill it): two of each product until `cents`. */
    async function fillCart(cents: number): Promise<number> {
      const cart = await api<{ id: number; lines: { productId: number }[] }>(
        request,
        `/cli/carts?storeId=${store?.id}`,
        {
          headers,
        },
      )
      let sum = 0
      for (const product of plain) {
        if (sum >= cents) break
        await api(request, `/cli/carts/${cart.id}/lines/${product.id}`, {
          method: 'PUT',
          headers,
          data: { quantity: 2 },
        })
        sum += product.priceCents * 2
      }
      return sum
    }
    async function checkoutAtHome() {
      await page.goto(`/app/shop/${store?.id}/checkout`)
      await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible()
      await page.getByRole('radio', { name: 'Consegna a domicilio' }).check()
      const days = page.getByRole('group', { name: 'Giorno' }).getByRole('radio')
      await expect(days.first()).toBeVisible()
      await days.last().check()
      await page
        .getByRole('group', { name: /^Fascia oraria: / })
        .getByRole('radio', { disabled: false })
        .last()
        .check()
      await page.getByRole('radio', { name: /^In contanti/ }).check()
    }
    const summaryFee = page.locator('.checkout__summary dt:has-text("Consegna a domicilio") + dd')

    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)

    // Below the minimum: the cart and the checkout say what is missing, the form sends nothing.
    const little = await fillCart(1)
    expect(little).toBeLessThan(minimumCents)
    await page.goto(`/app/shop/${store.id}/cart`)
    await expect(page.locator('.delivery-terms')).toContainText(`Consegna a domicilio: ${euros(feeCents)}`)
    await expect(page.locator('.delivery-terms')).toContainText(`gratis da ${euros(freeFromCents)} di spesa`)
    await expect(page.locator('.delivery-terms')).toContainText(
      `Mancano ${euros(minimumCents - little)} al minimo di ${euros(minimumCents)} per la consegna a domicilio.`,
    )
    await expectNoAxeViolations(page)
    await checkoutAtHome()
    await expect(summaryFee).toHaveText(euros(feeCents))
    const belowMinimum = `La spesa non raggiunge il minimo di ${euros(minimumCents)} per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.`
    await expect(page.getByText(belowMinimum)).toBeVisible()
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByRole('radio', { name: 'Consegna a domicilio' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Consegna a domicilio' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page.getByText(belowMinimum)).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)

    // Above the minimum: the fee, in the total and in the order.
    const products = await fillCart(minimumCents)
    expect(products).toBeLessThan(freeFromCents)
    await checkoutAtHome()
    await expect(summaryFee).toHaveText(euros(feeCents))
    await expect(page.locator('.checkout__summary .delivery-terms')).toContainText(
      `Mancano ${euros(freeFromCents - products)} per la consegna gratuita.`,
    )
    await expect(page.locator('.checkout__summary dd.shop-cart__total')).toHaveText(
      euros(products + feeCents),
    )
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByText('Ordine confermato!')).toBeVisible()
    const orderFee = page.locator('.shop-cart__totals dt:has-text("Consegna a domicilio") + dd')
    await expect(orderFee).toHaveText(euros(feeCents))
    await expect(page.locator('.shop-cart__totals dd.shop-cart__total')).toHaveText(
      euros(products + feeCents),
    )
    await expectNoAxeViolations(page)

    // From the threshold: free.
    const more = await fillCart(freeFromCents)
    await checkoutAtHome()
    await expect(summaryFee).toHaveText('gratis')
    await expect(page.locator('.checkout__summary .delivery-terms')).toContainText(
      'Consegna a domicilio: gratis',
    )
    await expect(page.locator('.checkout__summary dd.shop-cart__total')).toHaveText(euros(more))
  })
})
