import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers/axe'
import { logIn, newCustomer } from './helpers/customers'
import { openMenu } from './helpers/menu'
import { runOps } from './helpers/ops'

/** The documented test cards of the reference server's payment provider (README). */
const APPROVED_CARD = '4242 4242 4242 4242'
const DECLINED_CARD = '4000 0000 0000 0002'

/** Stores of the seed with every delivery mode; each test that changes a window's state has its own. */
const STORE = 'Alpimare Torino Lingotto'
const FULL_SLOT_STORE = 'Alpimare Torino Crocetta'
const CUTOFF_STORE = 'Alpimare Rivoli Corso Francia'

/** Opens the store's catalogue from the store choice and answers its id. */
async function openStore(page: Page, name: string): Promise<number> {
  await page.goto('/app/shop')
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/app\/shop\/\d+$/)
  return Number(new URL(page.url()).pathname.split('/').at(-1))
}

/** Puts the first `count` products of the catalogue's first page into the cart, one each. */
async function addFirstProducts(page: Page, count: number): Promise<void> {
  const adds = page.getByRole('button', { name: /^Aggiungi al carrello: / })
  for (let i = 0; i < count; i++) {
    const button = adds.first()
    const name = ((await button.getAttribute('aria-label')) ?? '').replace('Aggiungi al carrello: ', '')
    await button.click()
    await expect(page.getByRole('group', { name: `Quantità nel carrello: ${name}` })).toContainText('1')
  }
}

/** Chooses the last free window of the last day listed and answers its id. */
async function chooseLastWindow(page: Page): Promise<string> {
  const days = page.getByRole('group', { name: 'Giorno' }).getByRole('radio')
  await expect(days.first()).toBeVisible()
  await days.last().check()
  const windows = page
    .getByRole('group', { name: /^Fascia oraria: / })
    .getByRole('radio', { disabled: false })
  const window = windows.last()
  await window.check()
  return (await window.getAttribute('value')) ?? ''
}

async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /^Carta di pagamento/ }).check()
  await page.getByLabel(/^Numero della carta/).fill(number)
  await page.getByLabel(/^Scadenza/).fill('12/30')
  await page.getByLabel(/^Codice di sicurezza/).fill('123')
}

/** Another customer's orders through the API, one per cart, until the window has no room left. */
async function fillWindow(request: APIRequestContext, storeId: number, slotId: number) {
  const other = await newCustomer(request, 'filler', {
    firstName: 'Fabio',
    lastName: 'Pieno',
    birthDate: '1975-01-01',
    gender: 'MALE',
  })
  const login = await (
    await request.post('/cli/profiles/login', { data: { username: other.email, password: other.password } })
  ).json()
  const headers = { authorization: `Bearer ${login.data.jwt}` }
  const products = await (await request.get(`/cli/ecommerce/${storeId}/products?s=1&p=0`)).json()
  const productId = products.data[0].id
  for (let placed = 0; ; placed++) {
    const cart = await (await request.get(`/cli/carts?storeId=${storeId}`, { headers })).json()
    await request.put(`/cli/carts/${cart.data.id}/lines/${productId}`, { headers, data: { quantity: 1 } })
    const answer = await (
      await request.post('/cli/orders', {
        headers: { ...headers, 'idempotency-key': `fill-${crypto.randomUUID()}` },
        data: { cartId: cart.data.id, deliveryMode: 'IN_STORE', slotId, paymentMode: 'CASH' },
      })
    ).json()
    if (answer.code === 44) return
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    expect(placed).toBeLessThan(50)
  }
}

test.describe('orders', () => {
  // @wide: the checkout's choices and the order's facts lay out side by side on a desktop; axe looks at both.
  test('a customer fills a cart (one line without substitution), pays by card (declined first), the store advances the order to COLLECTED (the pickup code and "Sono arrivato" once ready) and the points reach the card', {
    tag: '@wide',
  }, async ({ page, request, baseURL }) => {
    // The whole journey, from the catalogue to the store's steps and the card, with axe three times:
    // 10 s in a quiet .ci/run, past the 30 s default on this 2-core machine when it is busy.
    test.slow()
    const customer = await newCustomer(request, 'order', {
      firstName: 'Olga',
      lastName: 'Ordine',
      birthDate: '1982-03-04',
      gender: 'FEMALE',
    })
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)
    await openStore(page, STORE)
    await addFirstProducts(page, 4)

    await page.getByRole('link', { name: /^Carrello/ }).click()
    // One line: "Nessuna sostituzione" (the others keep "Prodotto simile").
    const change = page.getByRole('button', { name: /^Cambia cosa fare se manca: / }).first()
    const noSubstitute = ((await change.getAttribute('aria-label')) ?? '').replace(
      'Cambia cosa fare se manca: ',
      '',
    )
    await change.click()
    const choice = page.getByRole('dialog', { name: `Se manca: ${noSubstitute}` })
    await expect(choice.getByRole('radio', { name: /^Prodotto simile/ })).toBeChecked()
    await choice.getByRole('radio', { name: /^Nessuna sostituzione/ }).check()
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/lines/') && r.ok(),
    )
    await choice.getByRole('button', { name: 'Salva la scelta' }).click()
    await saved
    const cartLine = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: noSubstitute }) })
    await expect(cartLine.getByText(/^Se manca:/)).toHaveText('Se manca: Nessuna sostituzione')
    await page.getByRole('link', { name: 'Vai alla cassa' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cassa' })).toBeVisible()

    // Nothing chosen: every choice says what is missing, the first gets the focus.
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByText('Scegli come ricevere la spesa.')).toBeVisible()
    await expect(page.getByText('Scegli come pagare.')).toBeVisible()

    await page.getByRole('radio', { name: 'Ritiro in negozio' }).check()
    await chooseLastWindow(page)
    await payByCard(page, DECLINED_CARD)
    // Before ordering, the customer reads how much the card will hold.
    await expect(page.getByText(/^Sulla carta teniamo da parte fino a \d+,\d{2}\s€/)).toBeVisible()
    await page.getByLabel(/^Note per il negozio/).fill('Va bene anche un prodotto simile.')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.locator('.form__error')).toContainText('Pagamento rifiutato')
    // Everything chosen is still there.
    await expect(page.getByRole('radio', { name: 'Ritiro in negozio' })).toBeChecked()
    await expect(page.getByLabel(/^Numero della carta/)).toHaveValue(DECLINED_CARD)
    await expect(page.getByLabel(/^Note per il negozio/)).toHaveValue('Va bene anche un prodotto simile.')

    await page.getByLabel(/^Numero della carta/).fill(APPROVED_CARD)
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByText('Ordine confermato!')).toBeVisible()
    await expect(page).toHaveURL(/\/app\/orders\/\d+\?placed=true$/)
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
    await expect(page.locator('.order-status')).toHaveText('Ricevuto, da preparare')
    await expect(page.getByText('(carta che termina con 4242)')).toBeVisible()
    await expect(page.getByRole('button', { name: "Annulla l'ordine" })).toBeVisible()
    // Each line says the customer's choice while the store has not picked it.
    const orderLines = page.getByRole('list', { name: "Prodotti dell'ordine" }).getByRole('listitem')
    await expect(orderLines.filter({ hasText: noSubstitute }).getByText(/^Se manca:/)).toHaveText(
      'Se manca: Nessuna sostituzione',
    )
    await expect(orderLines.filter({ hasText: 'Se manca: Prodotto simile' })).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Codice di ritiro' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sono arrivato' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The store moves it along, as its system would: ready to collect, with the pickup code.
    for (let step = 0; step < 3; step++) await runOps(baseURL ?? '', ['order', 'advance', String(orderId)])
    await page.reload()
    await expect(page.locator('.order-status')).toHaveText('Pronto per il ritiro')
    await expect(
      page.getByRole('region', { name: 'Codice di ritiro' }).locator('.order__pickup-code [aria-hidden]'),
    ).toHaveText(/^\d{4}$/)
    const arrival = page.getByRole('region', { name: 'Arrivo in negozio' })
    await arrival.getByLabel('Posto o stallo (facoltativo)').fill('B12')
    await arrival.getByRole('button', { name: 'Sono arrivato' }).click()
    await expect(arrival.getByRole('status')).toContainText(/Arrivo segnalato alle \d{2}:\d{2}, posto B12\./)
    await expect(arrival.getByRole('button', { name: 'Aggiorna il posto' })).toBeVisible()
    await expectNoAxeViolations(page)

    await runOps(baseURL ?? '', ['order', 'advance', String(orderId)])
    await page.reload()
    await expect(page.locator('.order-status')).toHaveText('Ritirato')
    await expect(page.getByRole('button', { name: "Annulla l'ordine" })).toHaveCount(0)
    const timeline = page.getByRole('list', { name: "Stato dell'ordine" }).getByRole('listitem')
    await expect(timeline).toHaveText([
      /^Ricevuto, da preparare/,
      /^In preparazione/,
      /^Pesatura e scontrino/,
      /^Pronto per il ritiro/,
      /^Ritirato/,
    ])
    const points = Number(
      await page.locator('.shop-cart__totals dt:has-text("Punti accumulati") + dd').textContent(),
    )
    expect(points).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Vedi lo scontrino digitale' })).toBeVisible()

    // The orders list shows it; the card shows the points.
    await (await openMenu(page)).getByRole('link', { name: 'I miei ordini' }).click()
    await expect(page.getByRole('heading', { level: 2, name: `Ordine n. ${orderId}` })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/app/card')
    await expect(page.locator('.card-face__points-value')).toHaveText(String(points))

    // Order again: the products go back into the cart.
    await page.goto(`/app/orders/${orderId}`)
    await page.getByRole('button', { name: 'Ordina di nuovo' }).click()
    await expect(page.getByText(/4 prodotti dell'ordine sono nel carrello/)).toBeVisible()
  })

  test('a coupon in an online order: ticked at the checkout, held, applied at the receipt, shown on it', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await newCustomer(request, 'ordercoupon', {
      firstName: 'Carla',
      lastName: 'Coupon',
      birthDate: '1984-05-06',
      gender: 'FEMALE',
    })
    const login = await (
      await request.post('/cli/profiles/login', {
        data: { username: customer.email, password: customer.password },
      })
    ).json()
    const headers = { authorization: `Bearer ${login.data.jwt}` }
    const cardCode = login.data.profile.cards[0]?.code ?? ''
    const title = '1 € di sconto online'
    expect(
      await runOps(baseURL ?? '', [
        'coupon',
        'add',
        '--card',
        cardCode,
        '--kind',
        'AMOUNT',
        '--value',
        '100',
        '--title',
        title,
      ]),
    ).toMatch(/^1 coupon added/)
    // And one whose minimum no cart of this test reaches: shown apart at the checkout, with why.
    const far = 'Sconto dalla spesa grande'
    expect(
      await runOps(baseURL ?? '', [
        'coupon',
        'add',
        '--card',
        cardCode,
        '--kind',
        'AMOUNT',
        '--value',
        '500',
        '--title',
        far,
        '--min-spend',
        '900',
      ]),
    ).toMatch(/^1 coupon added/)
    const list = await (await request.get('/cli/coupons', { headers })).json()
    for (const name of [title, far]) {
      const coupon = (list.data as { id: number; title: string }[]).find((c) => c.title === name)
      expect(
        (await (await request.post(`/cli/coupons/${coupon?.id}/activate`, { headers })).json()).code,
      ).toBe(0)
    }

    await logIn(page, customer)
    await openStore(page, STORE)
    await addFirstProducts(page, 2)
    await page.getByRole('link', { name: /^Carrello/ }).click()
    await page.getByRole('link', { name: 'Vai alla cassa' }).click()
    const offered = page
      .getByRole('group', { name: 'Coupon' })
      .getByRole('checkbox', { name: new RegExp(title) })
    await expect(offered).toBeChecked()
    const apart = page.getByRole('list', { name: 'Questo coupon attivo non vale per questa spesa:' })
    await expect(apart.getByRole('listitem').filter({ hasText: far })).toContainText(
      /Spesa minima 900,00\s€: mancano \d+,\d{2}\s€/,
    )
    await expect(page.getByRole('checkbox', { name: new RegExp(far) })).toHaveCount(0)
    await page.getByRole('radio', { name: 'Ritiro in negozio' }).check()
    await chooseLastWindow(page)
    await page.getByRole('radio', { name: /^In contanti/ }).check()
    await expectNoAxeViolations(page)
    // "Da pagare" already has the ticked coupon off: the placed order's total is that same amount.
    const toPay = page.locator('.checkout__summary dd.shop-cart__total')
    await expect(page.locator('.checkout__summary').getByText(`Coupon: ${title}`)).toBeVisible()
    const checkoutTotal = (await toPay.textContent()) ?? ''
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByText('Ordine confermato!')).toBeVisible()
    await expect(page.getByText(`Coupon: ${title}`)).toBeVisible()
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1))
    await expect(page.locator('dd.shop-cart__total')).toHaveText(checkoutTotal)
    const placed = await (await request.get(`/cli/orders/${orderId}`, { headers })).json()
    expect(placed.data.totalCents).toBe(Number(checkoutTotal.replace(/\D/g, '')))

    // The store picks it and hands it over, as its system would; the receipt shows the coupon used.
    for (let step = 0; step < 4; step++) await runOps(baseURL ?? '', ['order', 'advance', String(orderId)])
    await page.reload()
    await expect(page.locator('.order-status')).toHaveText('Ritirato')
    await expect(page.getByText(`Coupon: ${title}`)).toBeVisible()
    await page.getByRole('link', { name: 'Vedi lo scontrino digitale' }).click()
    await expect(page.getByText(title)).toBeVisible()
  })

  test('a window that filled up meanwhile is refused with its message and shown full; another is placed and cancelled with a confirmation', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'slotfull', {
      firstName: 'Sara',
      lastName: 'Fascia',
      birthDate: '1990-07-08',
      gender: 'FEMALE',
    })
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)
    const storeId = await openStore(page, FULL_SLOT_STORE)
    await addFirstProducts(page, 2)
    await page.goto(`/app/shop/${storeId}/checkout`)
    await page.getByRole('radio', { name: 'Ritiro in negozio' }).check()
    const slotId = await chooseLastWindow(page)
    await page.getByRole('radio', { name: /^In contanti/ }).check()

    await fillWindow(request, storeId, Number(slotId))
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.locator('.form__error')).toContainText(
      "La fascia oraria scelta è al completo: scegline un'altra.",
    )
    const full = page.locator(`input[type=radio][value="${slotId}"]`)
    await expect(full).toBeDisabled()
    await expect(page.getByRole('group', { name: /^Fascia oraria: / })).toContainText('Completa')

    // Another window: placed, then cancelled with a confirmation.
    await page
      .getByRole('group', { name: /^Fascia oraria: / })
      .getByRole('radio', { disabled: false })
      .first()
      .check()
    await page.getByRole('button', { name: "Conferma l'ordine" }).click()
    await expect(page.getByText('Ordine confermato!')).toBeVisible()
    await page.getByRole('button', { name: "Annulla l'ordine" }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(/Vuoi annullare l'ordine n\. \d+\?/)
    await dialog.getByRole('button', { name: "Sì, annulla l'ordine" }).click()
    await expect(page.locator('.order-status')).toHaveText('Annullato da te')
  })

  test('booking that closed meanwhile (the store moved its cut-off) is refused with its message, and no window is offered', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await newCustomer(request, 'cutoff', {
      firstName: 'Carlo',
      lastName: 'Tardi',
      birthDate: '1970-02-03',
      gender: 'MALE',
    })
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)
    const storeId = await openStore(page, CUTOFF_STORE)
    await addFirstProducts(page, 1)
    await page.goto(`/app/shop/${storeId}/checkout`)
    await page.getByRole('radio', { name: 'Ritiro in negozio' }).check()
    await chooseLastWindow(page)
    await page.getByRole('radio', { name: /^In contanti/ }).check()

    // The store now closes booking 200 hours ahead: every window of the week is past it.
    await runOps(baseURL ?? '', ['store', 'settings', String(storeId), '--cutoff', '200'])
    try {
      await page.getByRole('button', { name: "Conferma l'ordine" }).click()
      await expect(page.locator('.form__error')).toContainText(
        "Hai superato il limite di orario per prenotare l'ordine",
      )
      await expect(page.getByText(/Nessuna fascia oraria disponibile nei prossimi 7 giorni/)).toBeVisible()
      await expect(page.getByRole('radio', { name: /^In contanti/ })).toBeChecked()
    } finally {
      await runOps(baseURL ?? '', ['store', 'settings', String(storeId), '--cutoff', '4'])
    }
  })

  test("a leaflet's offers open in the chosen store's catalogue and go into the cart", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, 'leaflet', {
      firstName: 'Vera',
      lastName: 'Volantino',
      birthDate: '1988-09-10',
      gender: 'FEMALE',
    })
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    )
    await logIn(page, customer)
    await page.goto('/app/leaflets')
    const first = page.locator('.leaflets-grid a').first()
    const title = (await first.locator('img').getAttribute('alt')) ?? ''
    await first.click()
    await page.getByRole('link', { name: 'Compra online le offerte di questo volantino' }).click()
    await expect(page).toHaveURL(/\/app\/shop\?leaflet=\d+$/)
    await page.getByRole('link', { name: STORE }).click()
    await expect(page).toHaveURL(/\/app\/shop\/\d+\?leaflet=\d+$/)
    await expect(page.getByText(`Offerte del volantino ${title} in questo negozio.`)).toBeVisible()
    // Every product listed is on offer: its normal price is struck through.
    const cards = page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    const count = await cards.count()
    await expect(page.locator('.shop-list del')).toHaveCount(count)
    await addFirstProducts(page, 1)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Mostra tutto il catalogo' }).click()
    await expect(page).toHaveURL(/\/app\/shop\/\d+$/)
    await expect(page.getByText(/^Offerte del volantino/)).toHaveCount(0)
  })
})
