import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { canMove } from '../../../src/api/order-machine'
import { ArrivalRequest, type Order, type OrderLine } from '../../../src/api/schemas/orders'
import { session } from '../../../src/features/auth/session'
import { orderQuery } from '../../../src/features/orders/order-queries'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute } from '../render'
import { apples, line, pears, steak } from '../shop/fixtures'
import { order, shopper } from './fixtures'
import { liveOrderStream } from './live-order-stream'

const server = setupServer()
let current: Order
let arrivals: v.InferOutput<typeof ArrivalRequest>[]
let stream: ReturnType<typeof liveOrderStream>

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  current = order()
  arrivals = []
  stream = liveOrderStream(812, () => current)
  server.use(
    stream.handler,
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: shopper })),
    http.get(`${API}/orders/812`, () => HttpResponse.json({ code: 0, data: current })),
    http.get(`${API}/ecommerce/5/products/:id`, ({ params }) => {
      const p = [apples, pears, steak].find((x) => x.id === Number(params.id))
      return p ? HttpResponse.json({ code: 0, data: p }) : HttpResponse.json({ code: 4030, message: 'x' })
    }),
    http.post(`${API}/orders/812/arrived`, async ({ request }) => {
      const body = v.parse(ArrivalRequest, await request.json())
      arrivals.push(body)
      if (!(current.status === 'TO_BE_COLLECTED' && current.deliveryMode !== 'AT_HOME')) {
        return HttpResponse.json({ code: 4205, message: "Stato dell'ordine errato" })
      }
      current = {
        ...current,
        arrival: {
          at: current.arrival?.at ?? '2026-11-25T10:05:00.000Z',
          bay: body.bay ?? current.arrival?.bay,
        },
      }
      return HttpResponse.json({ code: 0, data: current })
    }),
  )
  session.replaceUser(shopper)
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

/** Three lines: apples (2 pieces), a steak weighed by the store, pears (1 piece, no substitute wanted). */
function lines(): OrderLine[] {
  const [a, s] = order().lines as [OrderLine, OrderLine]
  return [
    a,
    s,
    {
      ...line(pears, 1),
      id: 9002,
      regularPriceCents: pears.priceCents,
      ean: '8001200000020',
      ownBrand: false,
      weightGrams: null,
      finalAmountCents: null,
      missing: false,
      refused: false,
      substitution: { mode: 'NONE' },
    },
  ]
}

/** What the store did with the line, as the line says it under its amount. */
const outcomeOf = (name: string) =>
  rowOf(name).getByText((_, element) => element?.classList.contains('order__line-outcome') ?? false)

const rowOf = (name: string) =>
  within(
    within(screen.getByRole('list', { name: "Prodotti dell'ordine" }))
      .getByText(name, { selector: '.order__line-name' })
      .closest('li') as HTMLElement,
  )

describe('the order as the store works it', () => {
  it("before picking, each line says the customer's substitution choice", async () => {
    current = order({
      lines: lines().map((l) =>
        l.productId === steak.id ? { ...l, substitution: { mode: 'SPECIFIC', productId: apples.id } } : l,
      ),
    })
    await renderRoute('/orders/812')
    await screen.findByRole('list', { name: "Prodotti dell'ordine" })
    expect(rowOf(apples.name).getByText(/^Se manca:/)).toHaveTextContent('Se manca: Prodotto simile')
    expect(rowOf(pears.name).getByText(/^Se manca:/)).toHaveTextContent('Se manca: Nessuna sostituzione')
    await waitFor(() =>
      expect(rowOf(steak.name).getByText(/^Se manca:/)).toHaveTextContent(
        `Se manca: Questo prodotto · ${apples.name}`,
      ),
    )
  })

  it('shows each line picked (weighed, with its amount), substituted with what, missing, refused', async () => {
    const [a, s, p] = lines() as [OrderLine, OrderLine, OrderLine]
    current = order({
      status: 'IN_PREPARATION',
      lines: [
        {
          ...a,
          substitute: {
            productId: 7,
            name: 'Mele Fuji 1 kg',
            quantity: 2,
            amountCents: 598,
            regularPriceCents: null,
          },
        },
        { ...s, picked: { quantity: 1, weightGrams: 320, amountCents: 748 } },
        { ...p, missing: true },
      ],
    })
    const first = await renderRoute('/orders/812')
    await screen.findByRole('list', { name: "Prodotti dell'ordine" })
    expect(outcomeOf(apples.name)).toHaveTextContent(/^Sostituito con Mele Fuji 1 kg: 2 pz · 5,98\s€$/)
    expect(outcomeOf(steak.name)).toHaveTextContent(/^Preso 1 pz, pesati 320 g · 7,48\s€$/)
    // The weighed line's quantity reads the store's weight, its amount the weighed one.
    expect(rowOf(steak.name).getByText('1 pz (pesati 320 g) · 23,39 €/kg')).toBeInTheDocument()
    expect(rowOf(steak.name).getByText(/^7,48\s€$/)).toBeInTheDocument()
    expect(outcomeOf(pears.name)).toHaveTextContent("Mancante il negozio non l'aveva, non lo paghi")
    expect(rowOf(pears.name).getByText(/^0,00\s€$/)).toBeInTheDocument()
    first.unmount()

    current = order({
      status: 'COLLECTED',
      cancellableUntil: null,
      finalTotalCents: 748,
      lines: [
        {
          ...a,
          refused: true,
          substitute: {
            productId: 7,
            name: 'Mele Fuji 1 kg',
            quantity: 2,
            amountCents: 598,
            regularPriceCents: null,
          },
        },
        { ...s, picked: { quantity: 1, weightGrams: 320, amountCents: 748 }, finalAmountCents: 748 },
        { ...p, missing: true, finalAmountCents: 0 },
      ],
    })
    await renderRoute('/orders/812')
    await screen.findByText('Totale dello scontrino')
    expect(outcomeOf(apples.name)).toHaveTextContent(
      'Sostituto rifiutato hai rifiutato Mele Fuji 1 kg al ritiro, non lo paghi',
    )
    const totals = screen.getByText('Totale dello scontrino').closest('dl') as HTMLElement
    expect(within(totals).getByText(/^7,48\s€$/)).toBeInTheDocument()
  })

  it('says politely what changed when the order is read again, line by line', async () => {
    const view = await renderRoute('/orders/812')
    await screen.findByRole('list', { name: "Prodotti dell'ordine" })
    const region = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent === '')
    expect(region).toBeDefined()
    const [a, s, p] = lines() as [OrderLine, OrderLine, OrderLine]
    current = order({
      status: 'IN_PREPARATION',
      history: [...current.history, { status: 'IN_PREPARATION', at: '2026-11-25T08:00:00.000Z' }],
      lines: [{ ...a, picked: { quantity: 2, amountCents: 418 } }, s, { ...p, missing: true }].slice(0, 2),
    })
    await act(() => view.queryClient.invalidateQueries({ queryKey: orderQuery(shopper.id, 812).queryKey }))
    await waitFor(() =>
      expect(region).toHaveTextContent(
        `Stato dell'ordine: In preparazione. ${apples.name} — Preso: 2 pz · 4,18 €.`,
        { normalizeWhitespace: true },
      ),
    )
    expect(region).not.toHaveTextContent(steak.name)
  })

  it('shows the pickup code, large and labelled, only once the order is ready', async () => {
    current = order({ status: 'IN_PREPARATION', pickupCode: null })
    const first = await renderRoute('/orders/812')
    await screen.findByRole('list', { name: "Prodotti dell'ordine" })
    expect(screen.queryByRole('region', { name: 'Codice di ritiro' })).not.toBeInTheDocument()
    first.unmount()

    current = order({ status: 'TO_BE_COLLECTED', pickupCode: '0042', cancellableUntil: null })
    await renderRoute('/orders/812')
    const code = await screen.findByRole('region', { name: 'Codice di ritiro' })
    expect(within(code).getByText('0042')).toHaveAttribute('aria-hidden', 'true')
    // Heard digit by digit.
    expect(within(code).getByText('0 0 4 2')).toHaveClass('visually-hidden')
  })

  it('says when the pickup code is locked after too many wrong tries (73), and that the card hands the order over', async () => {
    current = order({ status: 'TO_BE_COLLECTED', pickupCode: '0042', cancellableUntil: null })
    await renderRoute('/orders/812')
    const code = await screen.findByRole('region', { name: 'Codice di ritiro' })
    expect(within(code).getByText('0042')).toBeInTheDocument()
    // The fifth wrong code at the counter: the live stream reads the order again.
    current = { ...current, pickupCodeLocked: true }
    act(() => stream.push(current))
    await waitFor(() =>
      expect(code).toHaveTextContent(
        'Il codice di ritiro è bloccato dopo troppi tentativi errati: al ritiro mostra la tua carta fedeltà.',
      ),
    )
    // The digits that no longer work are not shown.
    expect(within(code).queryByText('0042')).not.toBeInTheDocument()
    expect(within(code).getByRole('link', { name: 'Apri la mia carta' })).toHaveAttribute('href', '/app/card')
  })

  it('"Ordine confermato!" goes once the store takes the order on, handing its focus to the status', async () => {
    current = order({ status: 'TO_BE_PREPARED' })
    await renderRoute('/orders/812?placed=true')
    const notice = (await screen.findByText('Ordine confermato!')).closest('[role="status"]')
    await waitFor(() => expect(notice).toHaveFocus())
    current = { ...current, status: 'IN_PREPARATION' }
    act(() => stream.push(current))
    const status = await screen.findByText('In preparazione', { selector: '.order-status' })
    expect(screen.queryByText('Ordine confermato!')).not.toBeInTheDocument()
    await waitFor(() => expect(status).toHaveFocus())
  })

  it('"Sono arrivato" shows only for a DRIVE or IN_STORE order that is ready', async () => {
    for (const [status, deliveryMode] of [
      ['IN_PREPARATION', 'DRIVE'],
      ['TO_BE_DELIVERED', 'AT_HOME'],
      ['COLLECTED', 'IN_STORE'],
    ] as const) {
      current = order({ status, deliveryMode, cancellableUntil: null })
      const view = await renderRoute('/orders/812')
      await screen.findByRole('list', { name: "Prodotti dell'ordine" })
      expect(screen.queryByRole('button', { name: 'Sono arrivato' })).not.toBeInTheDocument()
      view.unmount()
    }
    current = order({ status: 'TO_BE_COLLECTED', deliveryMode: 'IN_STORE', cancellableUntil: null })
    await renderRoute('/orders/812')
    expect(await screen.findByRole('button', { name: 'Sono arrivato' })).toBeInTheDocument()
  })

  it('"Sono arrivato" sends the bay (checked by the contract), then shows the arrival and updates the bay', async () => {
    const u = userEvent.setup()
    current = order({
      status: 'TO_BE_COLLECTED',
      deliveryMode: 'DRIVE',
      cancellableUntil: null,
      pickupCode: '7310',
    })
    await renderRoute('/orders/812')
    const panel = within(await screen.findByRole('region', { name: 'Arrivo al drive' }))
    const bay = panel.getByRole('textbox', { name: 'Posto o stallo (facoltativo)' })
    await u.type(bay, 'B7-lato-est')
    expect(await panel.findByText('Al massimo 10 caratteri')).toBeInTheDocument()
    await u.click(panel.getByRole('button', { name: 'Sono arrivato' }))
    expect(arrivals).toEqual([])

    await u.clear(bay)
    await u.type(bay, ' B7 ')
    await u.click(panel.getByRole('button', { name: 'Sono arrivato' }))
    expect(await panel.findByText('Arrivo segnalato alle 11:05, posto B7.')).toBeInTheDocument()
    expect(arrivals).toEqual([{ bay: 'B7' }])

    await u.clear(bay)
    await u.type(bay, 'C2')
    await u.click(panel.getByRole('button', { name: 'Aggiorna il posto' }))
    expect(await panel.findByText('Arrivo segnalato alle 11:05, posto C2.')).toBeInTheDocument()
    expect(arrivals).toEqual([{ bay: 'B7' }, { bay: 'C2' }])
  })

  it('a refused arrival shows the order as the server has it, and says its new status', async () => {
    const u = userEvent.setup()
    current = order({ status: 'TO_BE_COLLECTED', deliveryMode: 'IN_STORE', cancellableUntil: null })
    await renderRoute('/orders/812')
    const button = await screen.findByRole('button', { name: 'Sono arrivato' })
    // Collected meanwhile: the server refuses (4205), the page reads the order again.
    current = { ...current, status: 'COLLECTED' }
    await u.click(button)
    expect(await screen.findByText('Ritirato', { selector: '.order-status' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sono arrivato' })).not.toBeInTheDocument()
    expect(arrivals).toEqual([{}])
    const region = screen.getAllByRole('status').find((e) => e.getAttribute('aria-live') === 'polite')
    expect(region).toHaveTextContent("Stato dell'ordine: Ritirato.")
  })

  it('offers the cancel while the machine lets the customer abort from where the order stands', async () => {
    current = order({ status: 'IN_PREPARATION', cancellableUntil: '2026-11-25T06:00:00.000Z' })
    await renderRoute('/orders/812')
    await screen.findByRole('list', { name: "Prodotti dell'ordine" })
    const shown = screen.queryByRole('button', { name: "Annulla l'ordine" }) !== null
    expect(shown).toBe(canMove('IN_PREPARATION', 'ABORTED', 'IN_STORE', 'CUSTOMER'))
  })
})
