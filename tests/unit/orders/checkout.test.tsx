import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Coupon } from '../../../src/api/schemas/coupons'
import type { PlaceOrderRequest } from '../../../src/api/schemas/orders'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute } from '../render'
import { apples, cartOf, ecommerceStore, line, page, pears, product, steak } from '../shop/fixtures'
import { counties } from '../signup/fixtures'
import { order, shopper, slots } from './fixtures'
import { liveOrderStream } from './live-order-stream'

const server = setupServer()
const placements: { key: string | null; body: PlaceOrderRequest }[] = []
/** What POST /cli/orders answers next: an order, an envelope's code, or no answer at all. */
let answers: ('order' | 'network' | number)[] = []
/** What GET /cli/coupons answers: none unless a test gives some. */
let couponList: Coupon[] = []

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  answers = ['order']
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: shopper })),
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME'])])),
    ),
    http.get(`${API}/carts`, () =>
      HttpResponse.json({ code: 0, data: cartOf([line(apples, 2), line(steak, 1)]) }),
    ),
    http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: couponList })),
    http.get(`${API}/stores/counties`, () => HttpResponse.json({ code: 0, data: counties })),
    http.get(`${API}/ecommerce/5/slots`, () => HttpResponse.json({ code: 0, data: slots })),
    http.post(`${API}/orders`, async ({ request }) => {
      placements.push({
        key: request.headers.get('idempotency-key'),
        body: (await request.json()) as PlaceOrderRequest,
      })
      const answer = answers.shift() ?? 'order'
      if (answer === 'network') return HttpResponse.error()
      if (typeof answer === 'number') return HttpResponse.json({ code: answer, message: 'x' })
      return HttpResponse.json({ code: 0, data: order() })
    }),
    http.get(`${API}/orders/812`, () => HttpResponse.json({ code: 0, data: order() })),
    liveOrderStream(812, () => order()).handler,
  )
  session.replaceUser(shopper)
})
afterEach(() => {
  server.resetHandlers()
  placements.length = 0
  couponList = []
  session.clear()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
afterAll(() => server.close())

const checkout = () => within(screen.getByRole('form', { name: 'Cassa' }))

const coupon = (id: number, extra: Partial<Coupon>): Coupon => ({
  id,
  title: `Coupon ${id}`,
  description: '',
  kind: 'AMOUNT',
  value: 200,
  validFrom: '2020-01-01T00:00:00.000Z',
  validTo: '2099-01-01T00:00:00.000Z',
  activated: true,
  imageUrl: '/x.png',
  ...extra,
})

async function openCheckout() {
  const view = await renderRoute('/shop/5/checkout')
  expect(await screen.findByRole('heading', { level: 1, name: 'Cassa' })).toBeInTheDocument()
  await screen.findByRole('radio', { name: 'Ritiro in negozio' })
  return view
}

/** The summary's rows as "label amount", with plain spaces. */
const summaryRows = () =>
  Array.from(screen.getByRole('region', { name: 'Riepilogo' }).querySelectorAll('dt'), (dt) =>
    `${dt.textContent} ${dt.nextElementSibling?.textContent}`.replace(/\s+/g, ' '),
  )

async function chooseWindowAndCash(u: ReturnType<typeof userEvent.setup>) {
  await u.click(checkout().getByRole('radio', { name: 'Ritiro in negozio' }))
  await u.click(await checkout().findByRole('radio', { name: /^11:00–13:00/ }))
  await u.click(checkout().getByRole('radio', { name: /^In contanti/ }))
}

describe('checkout', () => {
  it("offers the store's modes only, and its windows by day: full and past the cut-off shown, not choosable", async () => {
    const u = userEvent.setup()
    await openCheckout()
    expect(checkout().queryByRole('radio', { name: 'Ritiro in auto (drive)' })).not.toBeInTheDocument()
    expect(checkout().getByText(/le fasce orarie dipendono dalla modalità/)).toBeInTheDocument()
    await u.click(checkout().getByRole('radio', { name: 'Ritiro in negozio' }))

    const days = await checkout().findByRole('group', { name: 'Giorno' })
    expect(within(days).getAllByRole('radio')).toHaveLength(2)
    // The first day with a free window is open: Wednesday's three windows, 9–11 full.
    const windows = checkout().getByRole('group', { name: /^Fascia oraria: mercoledì 25 novembre/ })
    expect(within(windows).getByRole('radio', { name: /^09:00–11:00/ })).toBeDisabled()
    expect(within(windows).getByText('Completa')).toBeInTheDocument()
    expect(within(windows).getByRole('radio', { name: /^11:00–13:00/ })).toBeEnabled()
    expect(within(windows).getByText('Ultimi 2 posti')).toBeInTheDocument()

    await u.click(within(days).getByRole('radio', { name: /gio/ }))
    const thursday = checkout().getByRole('group', { name: /^Fascia oraria: giovedì 26 novembre/ })
    expect(within(thursday).getByRole('radio', { name: /^09:00–11:00/ })).toBeDisabled()
    expect(within(thursday).getByText('Prenotazioni chiuse')).toBeInTheDocument()
  })

  it('places the order once with its Idempotency-Key, then opens it', async () => {
    const u = userEvent.setup()
    const { router } = await openCheckout()
    await chooseWindowAndCash(u)
    await u.type(checkout().getByLabelText(/^Note per il negozio/), '  Citofono Rossi  ')
    expect(
      within(screen.getByRole('region', { name: 'Riepilogo' })).getByText(
        /mercoledì 25 novembre, 11:00–13:00/,
      ),
    ).toBeInTheDocument()
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))

    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/orders/812')
    expect(placements).toHaveLength(1)
    expect(placements[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    expect(placements[0]?.body).toEqual({
      cartId: 70,
      deliveryMode: 'IN_STORE',
      slotId: 12,
      paymentMode: 'CASH',
      address: null,
      voucher: null,
      card: null,
      notes: 'Citofono Rossi',
    })
  })

  it('a retry after the answer was lost sends the same key; a changed request gets a new one', async () => {
    const u = userEvent.setup()
    answers = ['network', 44, 'order']
    await openCheckout()
    await chooseWindowAndCash(u)
    const place = () => u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await place()
    expect(await checkout().findByText(/Quello che hai scelto resta qui/)).toBeInTheDocument()
    await place()
    // The window filled up meanwhile: its message, and the window must be chosen again.
    expect(
      await checkout().findByText("La fascia oraria scelta è al completo: scegline un'altra."),
    ).toBeInTheDocument()
    expect(placements.map((p) => p.key)).toEqual([placements[0]?.key, placements[0]?.key])
    expect(checkout().getByRole('radio', { name: /^11:00–13:00/ })).not.toBeChecked()

    await u.click(checkout().getByRole('radio', { name: /^15:00–17:00/ }))
    await place()
    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(placements).toHaveLength(3)
    expect(placements[2]?.key).not.toBe(placements[0]?.key)
    expect(placements[2]?.body.slotId).toBe(13)
  })

  it('a declined card keeps everything filled in and says why', async () => {
    const u = userEvent.setup()
    answers = [45]
    await openCheckout()
    await u.click(checkout().getByRole('radio', { name: 'Ritiro in negozio' }))
    await u.click(await checkout().findByRole('radio', { name: /^11:00–13:00/ }))
    await u.click(checkout().getByRole('radio', { name: /^Carta di pagamento/ }))
    await u.type(checkout().getByLabelText(/^Numero della carta/), '4000 0000 0000 0002')
    await u.type(checkout().getByLabelText(/^Scadenza/), '12/30')
    await u.type(checkout().getByLabelText(/^Codice di sicurezza/), '123')
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))

    const alert = await checkout().findByRole('alert')
    expect(alert).toHaveTextContent('Pagamento non riuscito')
    expect(alert).toHaveTextContent('Pagamento rifiutato')
    expect(checkout().getByLabelText(/^Numero della carta/)).toHaveValue('4000 0000 0000 0002')
    expect(checkout().getByRole('radio', { name: /^11:00–13:00/ })).toBeChecked()
    expect(placements[0]?.body.card).toEqual({ number: '4000000000000002', expiry: '12/30', cvc: '123' })
  })

  it("checks the card's number as it is left, with the contract's rule", async () => {
    const u = userEvent.setup()
    await openCheckout()
    await u.click(checkout().getByRole('radio', { name: /^Carta di pagamento/ }))
    await u.type(checkout().getByLabelText(/^Numero della carta/), '4242 4242 4242 4241')
    await u.tab()
    expect(await checkout().findByText('Numero della carta non valido')).toBeInTheDocument()
  })

  it("delivers to the profile's address by default, editable; asks nothing of it for a collection", async () => {
    const u = userEvent.setup()
    await openCheckout()
    await u.click(checkout().getByRole('radio', { name: 'Consegna a domicilio' }))
    const street = checkout().getByLabelText(/^Indirizzo/)
    expect(street).toHaveValue('Via Roma 1')
    await u.clear(street)
    await u.tab()
    expect(await checkout().findByText('Campo obbligatorio')).toBeInTheDocument()

    // Back to a collection: the emptied address no longer matters.
    await chooseWindowAndCash(u)
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(placements[0]?.body.address).toBeNull()
  })

  it('offers the vouchers the points reach, one per order, and takes it off the total', async () => {
    const u = userEvent.setup()
    await openCheckout()
    const vouchers = await checkout().findByRole('group', { name: 'Buono sconto' })
    expect(await within(vouchers).findByText(/Sulla carta hai 600 punti/)).toBeInTheDocument()
    expect(within(vouchers).getByRole('radio', { name: /^Buono da 3,00\s€/ })).toBeEnabled()
    expect(within(vouchers).getByRole('radio', { name: /^Buono da 5,00\s€/ })).toBeDisabled()
    expect(within(vouchers).getByText('Ti mancano 150 punti.')).toBeInTheDocument()
    await u.click(within(vouchers).getByRole('radio', { name: /^Buono da 3,00\s€/ }))
    const summary = within(screen.getByRole('region', { name: 'Riepilogo' }))
    expect(summary.getByText(/^−3,00\s€$/)).toBeInTheDocument()

    await chooseWindowAndCash(u)
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    await screen.findByText('Ordine confermato!')
    expect(placements[0]?.body.voucher).toBe(500)
  })

  it('offers the usable activated coupons, all ticked, and sends the ones left ticked', async () => {
    couponList = [
      coupon(1, { title: 'Due euro' }),
      coupon(2, { title: 'Mele', kind: 'PERCENT', value: 20, productIds: [apples.id] }),
      coupon(3, { title: 'Bonus', kind: 'POINTS', value: 50 }),
      coupon(4, { title: 'Da attivare', activated: false }),
      coupon(5, { title: 'Usato', usedAt: '2026-11-20T10:00:00.000Z' }),
      coupon(6, { title: 'Altro prodotto', productIds: [99999] }),
      coupon(7, { title: 'Minimo alto', minSpendCents: 1_000_000 }),
    ]
    const u = userEvent.setup()
    await openCheckout()
    const group = within(await screen.findByRole('group', { name: 'Coupon' }))
    expect(group.getAllByRole('checkbox')).toHaveLength(3)
    expect(group.getByRole('checkbox', { name: /−2,00\s€ Due euro/ })).toBeChecked()
    expect(group.getByRole('checkbox', { name: /−20% Mele/ })).toBeChecked()
    const bonus = group.getByRole('checkbox', { name: /\+50 punti Bonus/ })
    expect(bonus).toBeChecked()
    await u.click(bonus)
    await chooseWindowAndCash(u)
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(placements[0]?.body.coupons).toEqual([1, 2])
  })

  it('takes the ticked coupons off "Da pagare" as the placement counts them, each on its line, and says the new total once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    // Apples (own brand) 2 × 2,09 €, pears (another brand) 3,49 €, mozzarella (dairy) 2 × 1,50 €: 10,67 €.
    const mozzarella = product(4, 'Mozzarella', { department: 'DAIRY', priceCents: 150 })
    server.use(
      http.get(`${API}/carts`, () =>
        HttpResponse.json({ code: 0, data: cartOf([line(apples, 2), line(pears, 1), line(mozzarella, 2)]) }),
      ),
    )
    couponList = [
      coupon(1, { title: 'Due euro' }),
      coupon(2, { title: 'Latticini', kind: 'PERCENT', value: 20, department: 'DAIRY' }),
      coupon(3, { title: 'Bonus', kind: 'POINTS', value: 50 }),
    ]
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await openCheckout()
    const group = within(await screen.findByRole('group', { name: 'Coupon' }))
    // The server's count: the percentage first (20% of 3,00 € = 0,60 €), then the 2 € from the other
    // brand's pears before the own-brand apples; the points take nothing off.
    await waitFor(() =>
      expect(summaryRows().slice(-3)).toEqual([
        'Coupon: Latticini −0,60 €',
        'Coupon: Due euro −2,00 €',
        'Da pagare 8,07 €',
      ]),
    )
    expect(summaryRows()).toContain('Prodotti 10,67 €')
    expect(screen.getByText(/I coupon sono calcolati sui prodotti del carrello/)).toBeInTheDocument()

    await u.click(group.getByRole('checkbox', { name: /Due euro/ }))
    expect(summaryRows().slice(-2)).toEqual(['Coupon: Latticini −0,60 €', 'Da pagare 10,07 €'])
    // The voucher after the coupons: 10,67 − 0,60 − 3,00.
    await u.click(
      within(checkout().getByRole('group', { name: 'Buono sconto' })).getByRole('radio', {
        name: /^Buono da 3,00\s€/,
      }),
    )
    expect(summaryRows().slice(-3)).toEqual([
      'Coupon: Latticini −0,60 €',
      'Buono sconto −3,00 €',
      'Da pagare 7,07 €',
    ])
    // Said once, when the total has settled.
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText(/^Da pagare: 7,07\s€$/)).toBeInTheDocument()
    expect(screen.queryByText(/^Da pagare: 10,07/)).not.toBeInTheDocument()

    await chooseWindowAndCash(u)
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(placements[0]?.body).toMatchObject({ coupons: [2, 3], voucher: 500 })
  })

  it('says a coupon on a weighed product as an estimate', async () => {
    couponList = [coupon(1, { title: 'Macelleria', kind: 'PERCENT', value: 10, department: 'BUTCHER' })]
    await openCheckout()
    // The steak: 23,39 €/kg, 300 g estimated = 7,02 €; 10% = 0,70 €. Apples 4,18 €.
    await waitFor(() =>
      expect(summaryRows().slice(-2)).toEqual([
        'Coupon: Macelleria (stima) −0,70 €',
        'Da pagare (stima) 10,50 €',
      ]),
    )
  })

  it('lists apart, without a checkbox, each other activated coupon with why it does not count for this cart', async () => {
    // The cart: apples (fruit and vegetables) 4,18 € and a steak (butcher) 7,02 €, 11,20 € in all.
    couponList = [
      coupon(1, { title: 'Due euro' }),
      coupon(2, { title: 'Macelleria', kind: 'PERCENT', value: 10, department: 'BUTCHER' }),
      coupon(3, { title: 'Latticini', kind: 'PERCENT', value: 20, department: 'DAIRY' }),
      coupon(4, { title: 'Altro prodotto', productIds: [99999] }),
      coupon(5, { title: 'Minimo', minSpendCents: 3000 }),
      coupon(6, { title: 'Da attivare', activated: false }),
    ]
    const u = userEvent.setup()
    await openCheckout()
    const group = within(await screen.findByRole('group', { name: 'Coupon' }))
    expect(group.getAllByRole('checkbox').map((box) => box.getAttribute('id'))).toEqual([
      'checkout-coupon-1',
      'checkout-coupon-2',
    ])
    const apart = group.getByRole('list', { name: 'Questi 3 coupon attivi non valgono per questa spesa:' })
    expect(Array.from(apart.children, (item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      '−20% LatticiniNessun prodotto di questo coupon nel carrello',
      '−2,00 € Altro prodottoNessun prodotto di questo coupon nel carrello',
      '−2,00 € MinimoSpesa minima 30,00 €: mancano 18,80 €',
    ])
    expect(group.queryByText(/Da attivare/)).not.toBeInTheDocument()
    await chooseWindowAndCash(u)
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    expect(await screen.findByText('Ordine confermato!')).toBeInTheDocument()
    expect(placements[0]?.body.coupons).toEqual([1, 2])
  })

  it('offline, says the network is needed and keeps what was chosen', async () => {
    const u = userEvent.setup()
    // As a browser with no network: the request never gets an answer.
    answers = ['network']
    await openCheckout()
    await chooseWindowAndCash(u)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    expect(await checkout().findByText(/per inviare l'ordine serve la rete/)).toBeInTheDocument()
    await u.click(checkout().getByRole('button', { name: "Conferma l'ordine" }))
    expect(await checkout().findByRole('alert')).toHaveTextContent('Nessuna connessione a Internet')
    expect(checkout().getByRole('radio', { name: /^11:00–13:00/ })).toBeChecked()
    await waitFor(() => expect(checkout().getByRole('radio', { name: /^In contanti/ })).toBeChecked())
  })
})
