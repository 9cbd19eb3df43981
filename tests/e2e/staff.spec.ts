import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test'
import { withCheckDigit } from '../../src/api/card-code'
import type { Receipt } from '../../src/api/schemas/loyalty'
import type { Order } from '../../src/api/schemas/orders'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'

/**
 * The store staff at a tablet in landscape (docs/ordering.md "The store's side"): login, the queue,
 * and one order from its start to the hand-over, picking by a typed EAN and Enter (what a scanner
 * types), a scale label's grams, a substitute, a missing line, the receipt, and the hand-over refused
 * with a wrong code and done with the right one; meanwhile the customer's order page, open on a
 * phone, shows each step live (no reload), and the customer's "Sono arrivato" reaches the queue live.
 */
test.use({ viewport: { width: 1180, height: 820 } })

/** A store no other test orders from (orders.spec.ts has its own). */
const STORE_NAME = /Genova/
const OTHER_TESTS_STORES = /Lingotto|Crocetta|Rivoli/

interface Product {
  id: number
  ean: string
  name: string
  department: string
  unit: 'PIECE' | 'KG'
  priceCents: number
  estimatedWeightGrams: number | null
}

const romeDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(instant))

/** A customer's card order through the API: two dairy products, one more with "no substitute", one weighed. */
async function placeOrder(request: APIRequestContext) {
  const customer = await newCustomer(request, 'staff-flow', {
    firstName: 'Sofia',
    lastName: 'Banco',
    birthDate: '1988-05-06',
    gender: 'FEMALE',
  })
  const login = await (
    await request.post('/cli/profiles/login', {
      data: { username: customer.email, password: customer.password },
    })
  ).json()
  const headers = { authorization: `Bearer ${login.data.jwt}` }
  const stores = (await (await request.get('/cli/stores/ecommerce?s=50&p=0')).json()).data as {
    id: number
    name: string
    deliveryModes: string[]
  }[]
  // One that takes collections in store, and none of orders.spec.ts's (their windows fill up there).
  const collecting = stores.filter((candidate) => candidate.deliveryModes.includes('IN_STORE'))
  const store =
    collecting.find((candidate) => STORE_NAME.test(candidate.name)) ??
    collecting.find((candidate) => !OTHER_TESTS_STORES.test(candidate.name))
  if (!store) throw new Error('no e-commerce store in the seed')
  const products = async (query: string): Promise<Product[]> =>
    (await (await request.get(`/cli/ecommerce/${store.id}/products?${query}`)).json()).data
  const dairy = (await products('department=DAIRY&s=20&p=0')).filter((p) => p.unit === 'PIECE')
  const weighed = (await products('brand=Al%20banco&s=5&p=0')).find((p) => p.unit === 'KG')
  const [picked, substituted, missing] = dairy
  if (!picked || !substituted || !missing || !weighed) throw new Error('the seed lacks the products')
  const cart = (await (await request.get(`/cli/carts?storeId=${store.id}`, { headers })).json()).data
  for (const [product, mode] of [
    [picked, 'SIMILAR'],
    [substituted, 'SIMILAR'],
    [missing, 'NONE'],
    [weighed, 'SIMILAR'],
  ] as const) {
    const line = await request.put(`/cli/carts/${cart.id}/lines/${product.id}`, {
      headers,
      data: { quantity: 1, substitution: { mode } },
    })
    expect((await line.json()).code).toBe(0)
  }
  const slots = (await (await request.get(`/cli/ecommerce/${store.id}/slots?delivery=IN_STORE`)).json())
    .data as { id: number; start: string; available: boolean }[]
  const slot = slots.find((candidate) => candidate.available)
  if (!slot) throw new Error('no free window')
  const placed = await (
    await request.post('/cli/orders', {
      headers: { ...headers, 'idempotency-key': `staff-${crypto.randomUUID()}` },
      data: {
        cartId: cart.id,
        deliveryMode: 'IN_STORE',
        slotId: slot.id,
        paymentMode: 'CREDIT_CARD',
        // The test provider approves this one (server/domain/orders/payments.ts).
        card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
    })
  ).json()
  expect(placed.code, JSON.stringify(placed)).toBe(0)
  const orderId: number = placed.data.id
  const read = async (): Promise<Order> =>
    (await (await request.get(`/cli/orders/${orderId}`, { headers })).json()).data
  const receipt = async (id: number): Promise<Receipt> =>
    (await (await request.get(`/cli/receipts/${id}`, { headers })).json()).data
  return {
    customer,
    read,
    receipt,
    pickupCode: async () => (await read()).pickupCode ?? '',
    storeId: store.id,
    orderId,
    slotDay: romeDay(slot.start),
    picked,
    substituted,
    missing,
    weighed,
  }
}

async function typeEan(page: Page, code: string) {
  const field = page.getByLabel(/^EAN/)
  await field.fill(code)
  await field.press('Enter')
}

/** The customer's order page: one line, by its product's name, and its outcome. */
const customerLine = (page: Page, name: string) =>
  page
    .getByRole('list', { name: "Prodotti dell'ordine" })
    .getByRole('listitem')
    .filter({ has: page.locator('.order__line-name').getByText(name, { exact: true }) })

test('the staff log in, see the order in the queue, pick it (EAN, weight, substitute, missing), finish and hand it over; the customer follows live', async ({
  page,
  request,
  browser,
}) => {
  test.slow()
  const order = await placeOrder(request)

  // The customer's order page, open on a phone beside the store's work: it is never reloaded.
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'it-IT', serviceWorkers: 'block' })
  const customerPage = await phone.newPage()
  await logIn(customerPage, order.customer)
  await customerPage.goto(`/app/orders/${order.orderId}`)
  await expect(customerPage.locator('.order-status')).toHaveText('Ricevuto, da preparare')

  // Logged out, /staff is the login; no customer's menu.
  await page.goto('/app/staff')
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso personale del negozio' })).toBeVisible()
  await page.getByLabel(/^Email/).fill(`staff.${order.storeId}@alpimare.example`)
  await page.getByLabel(/^Password/).fill('Negozio-2026')
  await page.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ordini del negozio' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'La mia carta' })).toHaveCount(0)

  // The queue: the order in its window, today or tomorrow (the first window the customer could book).
  const today = romeDay(new Date().toISOString())
  if (order.slotDay !== today) await page.getByRole('link', { name: 'Domani' }).click()
  const row = page.getByRole('link', { name: new RegExp(`^Ordine ${order.orderId}\\b`) })
  await expect(row).toContainText('Sofia')
  await expect(row).toContainText('Da preparare')
  await expect(row).toContainText('4 righe')
  await expectNoAxeViolations(page)
  await row.click()

  // The order: its head, then the start.
  await expect(page.getByRole('heading', { level: 1, name: `Ordine ${order.orderId} · Sofia` })).toBeVisible()
  await expect(page.getByText(/^Il cliente può annullare fino alle \d\d:\d\d/)).toBeVisible()
  await page.getByRole('button', { name: 'Inizia la preparazione' }).click()
  await expect(page.locator('.staff-order__head .staff-status')).toHaveText('In preparazione')
  await expect(customerPage.locator('.order-status')).toHaveText('In preparazione')
  // The lines under their department's name, as the shop names it, not the catalogue's code.
  await expect(page.getByRole('heading', { level: 2, name: 'Latticini, uova e salumi' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'DAIRY' })).toHaveCount(0)

  // A wrong EAN first: refused with a clear message, nothing picked, the code kept for mending.
  const wrongEan = withCheckDigit('800199999999')
  await typeEan(page, wrongEan)
  await expect(page.locator('.staff-outcome--refused')).toHaveText(
    `Il codice ${wrongEan} non è di nessun prodotto di questo ordine.`,
  )
  await expect(page.getByLabel(/^EAN/)).toHaveValue(wrongEan)
  // Picked by its EAN typed and Enter.
  await typeEan(page, order.picked.ean)
  await expect(page.locator('.staff-outcome--done')).toHaveText(`Prelevato: ${order.picked.name}`)
  await expect(page.locator(`[data-line-id]`, { hasText: order.picked.name })).toHaveAttribute(
    'data-state',
    'picked',
  )
  await expect(customerLine(customerPage, order.picked.name)).toHaveClass(/order__line--picked/)

  // The weight dialog left with Escape: the focus is back on the button that opened it.
  const weighButton = page.getByRole('button', { name: `Prelevato: ${order.weighed.name}` })
  await weighButton.click()
  await expect(page.getByRole('dialog', { name: `Peso di ${order.weighed.name}` })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: `Peso di ${order.weighed.name}` })).toHaveCount(0)
  await expect(weighButton).toBeFocused()

  // Weighed: the scale's label, its grams filled in.
  const grams = order.weighed.estimatedWeightGrams ?? 300
  const label = withCheckDigit(`${order.weighed.ean.slice(0, 7)}${String(grams).padStart(5, '0')}`)
  await typeEan(page, label)
  const weigh = page.getByRole('dialog', { name: `Peso di ${order.weighed.name}` })
  await expect(weigh.getByLabel('Grammi')).toHaveValue(String(grams))
  await weigh.getByRole('button', { name: 'Registra il peso' }).click()
  await expect(page.locator('.staff-outcome--done')).toHaveText(`Pesato: ${order.weighed.name}, ${grams} g`)
  await expect(customerLine(customerPage, order.weighed.name)).toContainText(/pesati/)

  // A similar product instead of one the shelf lacks. On a phone "Segna come mancante" is in view
  // at once, above the list of substitutes.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: `Mancante: ${order.substituted.name}` }).click()
  const lacking = page.getByRole('dialog', { name: `Manca ${order.substituted.name}` })
  const choice = lacking.getByRole('button', { name: /^Sostituisci con / }).first()
  await expect(choice).toBeVisible()
  await expect(lacking.getByRole('button', { name: 'Segna come mancante' })).toBeInViewport()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1180, height: 820 })
  await choice.click()
  await expect(page.locator('.staff-outcome--done')).toContainText(
    `Sostituito: ${order.substituted.name} con`,
  )
  await expect(customerLine(customerPage, order.substituted.name)).toHaveClass(/order__line--substituted/)

  // "Nessuna sostituzione": only missing.
  await page.getByRole('button', { name: `Mancante: ${order.missing.name}` }).click()
  const none = page.getByRole('dialog', { name: `Manca ${order.missing.name}` })
  await expect(none.getByText('Il cliente non vuole sostituzioni per questo prodotto.')).toBeVisible()
  await expect(none.getByRole('button', { name: /^Sostituisci/ })).toHaveCount(0)
  await none.getByRole('button', { name: 'Segna come mancante' }).click()
  await expect(page.locator('.staff-outcome--done')).toHaveText(`Mancante: ${order.missing.name}`)
  await expect(customerLine(customerPage, order.missing.name)).toHaveClass(/order__line--missing/)
  // The customer's total follows the picking (src/api/order-amounts.ts): the receipt below says the same.
  await expect(customerPage.locator('dt.shop-cart__total')).toHaveText('Totale aggiornato')
  const updatedTotal = (await customerPage.locator('dd.shop-cart__total').textContent()) ?? ''
  await expectNoAxeViolations(page)

  // The receipt, once confirmed: the order is ready.
  await page.getByRole('button', { name: 'Termina e crea lo scontrino' }).click()
  await page
    .getByRole('dialog', { name: `Terminare l'ordine ${order.orderId} e creare lo scontrino?` })
    .getByRole('button', { name: 'Crea lo scontrino' })
    .click()
  await expect(page.locator('.staff-order__head .staff-status')).toHaveText('Pronto per il ritiro')
  const code = await order.pickupCode()
  expect(code).toMatch(/^\d{4}$/)
  await expect(customerPage.locator('.order-status')).toHaveText('Pronto per il ritiro')
  await expect(customerPage.locator('dt.shop-cart__total')).toHaveText('Totale dello scontrino')
  await expect(customerPage.locator('dd.shop-cart__total')).toHaveText(updatedTotal)
  await expect(
    customerPage
      .getByRole('region', { name: 'Codice di ritiro' })
      .locator('.order__pickup-code [aria-hidden]'),
  ).toHaveText(code)

  // The customer arrives: the queue, open on the tablet, shows it at the top.
  await page.goto('/app/staff')
  if (order.slotDay !== romeDay(new Date().toISOString()))
    await page.getByRole('link', { name: 'Domani' }).click()
  await expect(page.getByRole('link', { name: new RegExp(`^Ordine ${order.orderId}\\b`) })).toBeVisible()
  const arrival = customerPage.getByRole('region', { name: 'Arrivo in negozio' })
  await arrival.getByLabel('Posto o stallo (facoltativo)').fill('B7')
  await arrival.getByRole('button', { name: 'Sono arrivato' }).click()
  const arrived = page.getByRole('region', { name: 'Clienti arrivati' })
  await expect(arrived.getByRole('link', { name: new RegExp(`^Ordine ${order.orderId}\\b`) })).toContainText(
    'B7',
  )
  await arrived.getByRole('link', { name: new RegExp(`^Ordine ${order.orderId}\\b`) }).click()

  // The hand-over: a wrong code changes nothing, the right one completes it.
  const wrong = code === '0000' ? '0001' : '0000'
  const codeField = page.getByLabel('Codice di ritiro o carta del cliente')
  const confirmHandover = page
    .getByRole('dialog', { name: `Consegnare l'ordine ${order.orderId} al cliente?` })
    .getByRole('button', { name: 'Conferma la consegna' })
  await codeField.fill(wrong)
  await page.getByRole('button', { name: 'Consegna', exact: true }).click()
  await confirmHandover.click()
  await expect(page.locator('.staff-handover .form__error')).toContainText(
    "Il codice di ritiro o la carta non corrispondono all'ordine.",
  )
  await expect(page.locator('.staff-order__head .staff-status')).toHaveText('Pronto per il ritiro')
  await codeField.fill(code)
  await page.getByRole('button', { name: 'Consegna', exact: true }).click()
  // The confirmation says what the card will be charged, as the hand-over counts it (the server's
  // amount): once handed over, the page's total says the same.
  const due = page.getByRole('dialog').getByTestId('handover-due')
  await expect(due).toHaveText(/^\d+,\d\d\s€$/)
  const charged = (await due.textContent()) ?? ''
  await confirmHandover.click()
  await expect(page.locator('.staff-outcome--done')).toHaveText(`Ordine ${order.orderId} consegnato.`)
  await expect(page.locator('.staff-order__head .staff-status')).toHaveText('Ritirato')
  // Handed over: the total reads as what the card was charged, the amount the confirmation said.
  await expect(page.locator('.staff-order__amounts')).toContainText('Addebitato')
  await expect(page.getByTestId('picked-total')).toHaveText(charged)
  await expect(
    page.getByRole('region', { name: 'Storico delle azioni' }).getByRole('listitem'),
  ).not.toHaveCount(0)

  // The customer's page, still not reloaded: collected, charged what the receipt says, with points.
  await expect(customerPage.locator('.order-status')).toHaveText('Ritirato')
  await expect(customerPage.getByText('Punti accumulati')).toBeVisible()
  await expect(customerPage.getByText(/^Addebitato sulla carta ···· 4242$/)).toBeVisible()
  const done = await order.read()
  const lineCents = done.lines.reduce((sum, line) => sum + (line.finalAmountCents ?? 0), 0)
  expect(done.lines.find((line) => line.productId === order.missing.id)?.finalAmountCents ?? 0).toBe(0)
  expect(done.finalTotalCents).toBe(lineCents)
  expect(done.chargedCents).toBe(done.finalTotalCents)
  const receipt = await order.receipt(done.receiptId ?? -1)
  expect(receipt.paidCents).toBe(done.finalTotalCents)
  expect(receipt.pointsEarned).toBe(done.pointsEarned)
  expect(receipt.pointsEarned).toBeGreaterThan(0)
  await phone.close()
})
