import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Order, OrderLine } from '../../../src/api/schemas/orders'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, inPage, renderRoute } from '../render'
import { apples, cartOf, line, page, product } from '../shop/fixtures'
import { order, shopper } from './fixtures'
import { liveOrderStream } from './live-order-stream'

const server = setupServer()
let current: Order
let cancels = 0
let live: ReturnType<typeof liveOrderStream>

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  current = order()
  live = liveOrderStream(812, () => current)
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: shopper })),
    http.get(`${API}/orders`, () =>
      HttpResponse.json(page([{ ...current, lineCount: current.lines.length }])),
    ),
    http.get(`${API}/orders/812`, () => HttpResponse.json({ code: 0, data: current })),
    live.handler,
    http.post(`${API}/orders/812/cancel`, () => {
      cancels++
      current = {
        ...current,
        status: 'ABORTED',
        cancellableUntil: null,
        history: [...current.history, { status: 'ABORTED', at: '2026-11-24T10:00:00.000Z' }],
      }
      return HttpResponse.json({ code: 0, data: current })
    }),
    http.post(`${API}/orders/812/reorder`, () =>
      HttpResponse.json({
        code: 0,
        data: {
          cart: cartOf([line(apples, 2)]),
          missing: [{ productId: 3, name: 'Bistecca di manzo', quantity: 1, matches: [] }],
        },
      }),
    ),
  )
  session.replaceUser(shopper)
})
afterEach(() => {
  server.resetHandlers()
  cancels = 0
  session.clear()
})
afterAll(() => server.close())

describe('orders', () => {
  it('shows the coupons the order holds, each with what it takes off or gives', async () => {
    current = order({
      coupons: [
        { id: 1, title: 'Due euro', discountCents: 200 },
        { id: 3, title: 'Bonus', bonusPoints: 50 },
      ],
      couponCents: 200,
    })
    await renderRoute('/orders/812')
    expect(await screen.findByText('Coupon: Due euro')).toBeInTheDocument()
    expect(screen.getByText('Coupon: Bonus')).toBeInTheDocument()
    expect(screen.getByText('+50 punti')).toBeInTheDocument()
    expect(screen.getByText(/^−2,00\s€$/)).toBeInTheDocument()
  })

  it('lists the orders with their status, window and total, linked to each', async () => {
    await renderRoute('/orders')
    const link = await inPage().findByRole('link', { name: 'Ordine n. 812' })
    const row = within(link.closest('article') as HTMLElement)
    expect(row.getByText('Ricevuto, da preparare')).toBeInTheDocument()
    expect(row.getByText('mercoledì 25 novembre, 11:00–13:00')).toBeInTheDocument()
    expect(row.getByText(/2 prodotti · Totale stimato: /)).toBeInTheDocument()
  })

  it('reads a weighed line as pieces about so heavy at a price per kilo', async () => {
    await renderRoute('/orders/812')
    // One piece of about 300 g at 23,39 €/kg, never "1 × 23,39 € al kg" beside 7,02 €.
    expect(await screen.findByText('1 pz (circa 300 g) · 23,39 €/kg')).toBeInTheDocument()
    expect(screen.queryByText(/× 23,39/)).not.toBeInTheDocument()
  })

  it('reads a weighed line as the store weighed it once it has', async () => {
    current = order({
      status: 'TO_BE_COLLECTED',
      lines: order().lines.map((l) =>
        l.estimatedWeight ? { ...l, weightGrams: 320, finalAmountCents: 748 } : l,
      ),
    })
    await renderRoute('/orders/812')
    expect(await screen.findByText('1 pz (pesati 320 g) · 23,39 €/kg')).toBeInTheDocument()
  })

  it('says so when there are none yet', async () => {
    server.use(http.get(`${API}/orders`, () => HttpResponse.json(page([]))))
    await renderRoute('/orders')
    expect(await inPage().findByText('Non hai ancora fatto ordini online.')).toBeInTheDocument()
  })

  it('shows where the order stands and what comes next, and cancels it after a confirmation', async () => {
    const u = userEvent.setup()
    await renderRoute('/orders/812')
    const timeline = await screen.findByRole('list', { name: "Stato dell'ordine" })
    const steps = within(timeline).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual([
      'Ricevuto, da preparare24/11/2026 10:00',
      'In preparazioneprossimo passo',
      'Pesatura e scontrinoprossimo passo',
      'Pronto per il ritiroprossimo passo',
      'Ritiratoprossimo passo',
    ])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText("Puoi annullare l'ordine fino al 25/11/2026 07:00.")).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: "Annulla l'ordine" }))
    const dialog = await screen.findByRole('dialog', { name: "Vuoi annullare l'ordine n. 812?" })
    await u.click(within(dialog).getByRole('button', { name: "Sì, annulla l'ordine" }))
    expect(await screen.findByText('Annullato da te', { selector: '.order-status' })).toBeInTheDocument()
    expect(cancels).toBe(1)
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).not.toBeInTheDocument()
  })

  it("shows the store's change as it comes on the order's live stream, without reading the order again", async () => {
    await renderRoute('/orders/812')
    expect(
      await screen.findByText('Ricevuto, da preparare', { selector: '.order-status' }),
    ).toBeInTheDocument()
    live.push(
      order({
        status: 'IN_PREPARATION',
        history: [...current.history, { status: 'IN_PREPARATION', at: '2026-11-24T11:00:00.000Z' }],
      }),
    )
    expect(await screen.findByText('In preparazione', { selector: '.order-status' })).toBeInTheDocument()
  })

  it('the total and the savings follow the picking as the live stream tells it', async () => {
    await renderRoute('/orders/812')
    const totals = (await screen.findByText('Totale stimato')).closest('dl') as HTMLElement
    const amountOf = (term: string) => within(totals).getByText(term).nextElementSibling
    // 2 apples on offer (4,18 €, saving 1,40 €) and a steak of about 300 g (7,02 €).
    expect(amountOf('Totale stimato')).toHaveTextContent(/^11,20\s€$/)
    expect(amountOf('Risparmi con le offerte')).toHaveTextContent(/^1,40\s€$/)
    expect(screen.queryByText(/Il totale segue la preparazione/)).not.toBeInTheDocument()

    const [a, s] = current.lines as [OrderLine, OrderLine]
    live.push(
      order({
        status: 'IN_PREPARATION',
        history: [...current.history, { status: 'IN_PREPARATION', at: '2026-11-24T11:00:00.000Z' }],
        lines: [
          { ...a, picked: { quantity: 1, amountCents: 209 } },
          { ...s, picked: { quantity: 1, weightGrams: 320, amountCents: 748 } },
        ],
      }),
    )
    // One apple of two (saving 0,70 €), the steak weighed at 320 g.
    expect(await within(totals).findByText('Totale aggiornato')).toBeInTheDocument()
    expect(amountOf('Totale aggiornato')).toHaveTextContent(/^9,57\s€$/)
    expect(amountOf('Risparmi con le offerte')).toHaveTextContent(/^0,70\s€$/)
    expect(screen.getByText(/Il totale segue la preparazione/)).toBeInTheDocument()

    live.push(
      order({
        status: 'IN_PREPARATION',
        lines: [
          { ...a, missing: true },
          { ...s, picked: { quantity: 1, weightGrams: 320, amountCents: 748 } },
        ],
      }),
    )
    await waitFor(() => expect(amountOf('Totale aggiornato')).toHaveTextContent(/^7,48\s€$/))
    expect(amountOf('Risparmi con le offerte')).toHaveTextContent(/^0,00\s€$/)
  })

  it('a completed order shows the receipt amount, the points and the digital receipt', async () => {
    current = order({
      status: 'COLLECTED',
      finalTotalCents: 1321,
      pointsEarned: 17,
      receiptId: 55,
      cancellableUntil: null,
      history: [{ status: 'COLLECTED', at: '2026-11-25T11:00:00.000Z' }],
    })
    await renderRoute('/orders/812')
    const totals = (await screen.findByText('Totale dello scontrino')).closest('dl') as HTMLElement
    expect(within(totals).getByText(/^13,21\s€$/)).toBeInTheDocument()
    expect(within(totals).getByText('17')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Vedi lo scontrino digitale' })).toHaveAttribute(
      'href',
      '/app/card/receipts/55',
    )
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).not.toBeInTheDocument()
  })

  it('order again fills the cart and says what the store no longer sells', async () => {
    const u = userEvent.setup()
    await renderRoute('/orders/812')
    await u.click(await screen.findByRole('button', { name: 'Ordina di nuovo' }))
    expect(
      await screen.findByText("1 prodotto dell'ordine è nel carrello, ai prezzi di oggi."),
    ).toBeInTheDocument()
    expect(screen.getByText(/Il negozio non vende più:/)).toHaveTextContent('Bistecca di manzo')
    expect(screen.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/app/shop/5/cart')
  })

  it("order again offers what the store sells in place of a product it no longer has, to confirm or change, as a list's cart does", async () => {
    const sirloin = product(31, 'Controfiletto di manzo')
    const rump = product(32, 'Scamone di manzo')
    let put: { productId: string; quantity: unknown } | null = null
    server.use(
      http.post(`${API}/orders/812/reorder`, () =>
        HttpResponse.json({
          code: 0,
          data: {
            cart: cartOf([]),
            missing: [
              { productId: 1, name: 'Mele Golden Alpimare 1,5 kg', quantity: 2, matches: [] },
              { productId: 3, name: 'Bistecca di manzo', quantity: 1, matches: [sirloin, rump] },
            ],
          },
        }),
      ),
      http.put(`${API}/carts/70/lines/:productId`, async ({ params, request }) => {
        put = {
          productId: String(params.productId),
          quantity: ((await request.json()) as { quantity: unknown }).quantity,
        }
        return HttpResponse.json({ code: 0, data: cartOf([line(rump, 1)]) })
      }),
    )
    const u = userEvent.setup()
    await renderRoute('/orders/812')
    await u.click(await screen.findByRole('button', { name: 'Ordina di nuovo' }))
    // Nothing of the order went in as such: said so, not "0 prodotti".
    expect(await screen.findByText("Nessun prodotto dell'ordine è nel carrello.")).toBeInTheDocument()
    // The steak is offered as the store's beef, not told as unsold; the apples match nothing.
    expect(screen.getByText(/Il negozio non vende più:/)).toHaveTextContent(
      /non vende più: Mele Golden Alpimare 1,5 kg$/,
    )
    expect(screen.getByRole('heading', { name: 'Da confermare' })).toBeInTheDocument()
    const choice = screen.getByLabelText('«Bistecca di manzo» in questo negozio:')
    expect(choice).toHaveValue('31')
    await u.selectOptions(choice, 'Scamone di manzo')
    await u.click(screen.getByRole('button', { name: 'Conferma per «Bistecca di manzo»: Scamone di manzo' }))
    expect(await screen.findByText('Aggiunto al carrello.')).toBeInTheDocument()
    expect(put).toEqual({ productId: '32', quantity: 1 })
    expect(screen.getByText("1 prodotto dell'ordine è nel carrello, ai prezzi di oggi.")).toBeInTheDocument()
  })
})
