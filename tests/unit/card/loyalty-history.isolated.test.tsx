import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PointsMovement, Receipt } from '../../../src/api/schemas/loyalty'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute, waitWithPageLive } from '../render'
import { emptyLoyaltyHandlers, page } from './loyalty-handlers'

const user: User = v.parse(User, {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [
    {
      id: 7,
      code: '0430001234560',
      description: 'Carta Alpimare',
      points: 765,
      created: '2024-03-15T10:00:00.000Z',
      enabled: true,
    },
  ],
})

const movement = (
  id: number,
  kind: PointsMovement['kind'],
  points: number,
  balance: number,
  receiptId: number | null,
) =>
  ({
    id,
    kind,
    points,
    balance,
    at: '2026-11-20T09:30:00.000Z',
    receiptId,
    cardCode: '0430001234560',
  }) satisfies PointsMovement

const receipt: Receipt = {
  id: 41,
  storeId: 3,
  storeName: 'Alpimare Torino Cibrario',
  source: 'STORE',
  at: '2026-11-20T09:30:00.000Z',
  lines: [
    { ean: '8001200001011', name: 'Latte intero 1 l', amountCents: 129, ownBrand: false },
    { ean: '8001200002025', name: null, amountCents: 2871, ownBrand: true },
  ],
  totalCents: 3000,
  paidCents: 2500,
  deliveryFeeCents: 0,
  pointsEarned: 53,
  voucher: { points: 750, valueCents: 500 },
  coupons: [],
  couponCents: 0,
}

/** Another customer, on the same device after the first one's session ended. */
const other: User = v.parse(User, {
  ...user,
  id: 2,
  username: 'anna.bianchi@example.com',
  firstName: 'Anna',
  lastName: 'Bianchi',
  cards: [{ ...user.cards[0], points: 8 }],
})

const server = setupServer()
/** The paths (and page) of the calls made, in order: '/cli/receipts?p=0'. */
const requested: string[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  const p = url.searchParams.get('p')
  requested.push(url.pathname + (p === null ? '' : `?p=${p}`))
})
const loyaltyCalls = () => requested.filter((path) => /\/(profiles\/points|receipts)/.test(path))

beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  requested.length = 0
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: session.user() })),
    // No phone wallet configured (issue 35).
    http.get(`${API}/profiles/cards/wallets`, () =>
      HttpResponse.json({ code: 0, data: { apple: false, google: false } }),
    ),
    // The card page's link to the coupons (features/coupons): none here.
    http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [] })),
  )
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
  onlineManager.setOnline(true)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})
afterAll(() => server.close())

async function showCard() {
  session.replaceUser(user)
  const view = await renderRoute('/card')
  await screen.findByRole('heading', { level: 1, name: 'La mia carta' })
  return view
}

const section = (name: string) => screen.getByRole('region', { name })

describe('the card page histories', () => {
  it('lists the points movements with their kind, signed points, balance and receipt', async () => {
    server.use(
      http.get(`${API}/profiles/points`, () =>
        HttpResponse.json(
          page([
            movement(4, 'EARNED', 53, 765, 41),
            movement(3, 'VOUCHER', -750, 712, 41),
            movement(2, 'RETURNED', 1, 1462, null),
            movement(1, 'EXPIRED', -12500, 0, null),
          ]),
        ),
      ),
      http.get(`${API}/receipts`, () => HttpResponse.json(page([receipt]))),
    )
    await showCard()
    const movements = section('Movimenti punti')
    const items = await within(movements).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/20\/11\/2026 10:30.*Punti accumulati.*\+53 punti.*Saldo 765.*Vedi lo scontrino/),
      expect.stringMatching(/Buono sconto utilizzato.*−750 punti.*Saldo 712.*Vedi lo scontrino/),
      // Italian groups thousands from five digits on.
      expect.stringMatching(/Punti restituiti.*\+1 punto.*Saldo 1462$/),
      expect.stringMatching(/Punti scaduti.*−12\.500 punti.*Saldo 0$/),
    ])
    // Spent and lost points are set apart (colour and the minus sign), earned ones are not.
    expect(within(items[1] as HTMLElement).getByText('−750 punti')).toHaveClass('history__points--out')
    expect(within(items[0] as HTMLElement).getByText('+53 punti')).toHaveClass('history__points--in')
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Vedi lo scontrino' })).toHaveAttribute(
      'href',
      '/app/card/receipts/41',
    )
    const receipts = section('Scontrini digitali')
    const link = await within(receipts).findByRole('link')
    expect(link).toHaveTextContent(
      /20\/11\/2026 10:30.*Alpimare Torino Cibrario.*30,00\s€.*\+53 punti.*Buono sconto: −5,00\s€/,
    )
    expect(link).toHaveAttribute('href', '/app/card/receipts/41')
  })

  it('loads more movements page by page', async () => {
    const asked: string[] = []
    server.use(
      http.get(`${API}/profiles/points`, ({ request }) => {
        const p = new URL(request.url).searchParams.get('p') ?? '0'
        asked.push(p)
        const first = p === '0'
        return HttpResponse.json(
          page(
            first
              ? Array.from({ length: 10 }, (_, i) => movement(20 - i, 'EARNED', 10, 200 - i * 10, null))
              : [movement(5, 'EARNED', 7, 7, null)],
            Number(p),
            2,
          ),
        )
      }),
      http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
    )
    await showCard()
    const movements = section('Movimenti punti')
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(10))
    const u = userEvent.setup()
    const more = within(movements).getByRole('button', { name: 'Mostra altri' })
    more.focus()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(11))
    expect(asked).toEqual(['0', '1'])
    expect(within(movements).queryByRole('button', { name: 'Mostra altri' })).toBeNull()
    expect(within(movements).getByText('11 movimenti mostrati')).toBeInTheDocument()
    // The button is gone with the last page: the keyboard goes on from the first new movement.
    const items = within(movements).getAllByRole('listitem')
    await waitFor(() => expect(items[10]).toHaveFocus())
    expect(items[10]).toHaveTextContent(/\+7 punti.*Saldo 7/)
  })

  it('says when there is nothing yet', async () => {
    server.use(...emptyLoyaltyHandlers)
    await showCard()
    expect(await within(section('Movimenti punti')).findByText(/Ancora nessun movimento/)).toBeInTheDocument()
    expect(
      await within(section('Scontrini digitali')).findByText(/Ancora nessuno scontrino/),
    ).toBeInTheDocument()
  })

  it('asks for them only once the card is drawn and the browser idle', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    server.use(
      http.get(`${API}/profiles/points`, () => HttpResponse.json(page([movement(1, 'EARNED', 9, 9, null)]))),
      http.get(`${API}/receipts`, () => HttpResponse.json(page([receipt]))),
    )
    await showCard()
    expect(screen.getAllByText('765').length).toBeGreaterThan(0)
    // Time enough for any call the page makes on its own: the histories wait, and say so.
    await waitWithPageLive(300)
    expect(loyaltyCalls()).toEqual([])
    expect(within(section('Movimenti punti')).getByRole('status')).toHaveTextContent(
      'Caricamento dei movimenti…',
    )
    expect(idle).toHaveLength(1)
    act(() => {
      for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 })
    })
    expect(await within(section('Movimenti punti')).findByText('+9 punti')).toBeInTheDocument()
    expect(await within(section('Scontrini digitali')).findByRole('link')).toBeInTheDocument()
    expect(loyaltyCalls().sort()).toEqual(['/cli/profiles/points?p=0', '/cli/receipts?p=0'])
  })

  it('says the network is needed when offline, keeps the card, and loads when it is back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    server.use(
      http.get(`${API}/profiles/points`, () => HttpResponse.json(page([movement(1, 'EARNED', 9, 9, null)]))),
      http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
    )
    await showCard()
    const offline = 'Sei offline: movimenti e scontrini si vedono con la rete.'
    expect(within(section('Movimenti punti')).getByText(offline)).toBeInTheDocument()
    expect(within(section('Scontrini digitali')).getByText(offline)).toBeInTheDocument()
    // The card and its points are what matter at the till: they stay.
    expect(screen.getAllByText('765').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Mostra il codice a barre' })).toBeInTheDocument()
    await waitWithPageLive(300)
    expect(loyaltyCalls()).toEqual([])

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    act(() => {
      onlineManager.setOnline(true)
      window.dispatchEvent(new Event('online'))
    })
    expect(await within(section('Movimenti punti')).findByText('+9 punti')).toBeInTheDocument()
    expect(
      await within(section('Scontrini digitali')).findByText(/Ancora nessuno scontrino/),
    ).toBeInTheDocument()
    expect(screen.queryByText(offline)).toBeNull()
  })

  it('keeps the focus on "Mostra altri" when the next page does not come', async () => {
    server.use(
      http.get(`${API}/profiles/points`, ({ request }) =>
        new URL(request.url).searchParams.get('p') === '0'
          ? HttpResponse.json(
              page(
                Array.from({ length: 10 }, (_, i) => movement(20 - i, 'EARNED', 10, 200 - i * 10, null)),
                0,
                2,
              ),
            )
          : HttpResponse.json({ code: 4000, message: 'Errore generico' }),
      ),
      http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
    )
    await showCard()
    const movements = section('Movimenti punti')
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(10))
    const more = within(movements).getByRole('button', { name: 'Mostra altri' })
    more.focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(await within(movements).findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare gli altri: riprova.',
    )
    expect(within(movements).getAllByRole('listitem')).toHaveLength(10)
    expect(within(movements).getByRole('button', { name: 'Mostra altri' })).toHaveFocus()
  })

  it('never shows one customer’s history to the next on the same device', async () => {
    let owner = user.id
    server.use(
      http.get(`${API}/profiles/points`, () =>
        HttpResponse.json(
          page([
            owner === user.id ? movement(1, 'EARNED', 53, 765, null) : movement(2, 'EARNED', 8, 8, null),
          ]),
        ),
      ),
      http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
    )
    await showCard()
    expect(await within(section('Movimenti punti')).findByText('+53 punti')).toBeInTheDocument()
    // Mario's session ended (a 401 keeps the answers in memory) and Anna logged in in this tab.
    owner = other.id
    act(() => session.replaceUser(other))
    expect(within(section('Movimenti punti')).queryByText('+53 punti')).toBeNull()
    expect(await within(section('Movimenti punti')).findByText('+8 punti')).toBeInTheDocument()
    expect(within(section('Movimenti punti')).queryByText('+53 punti')).toBeNull()
  })

  it('shows a failure with a retry that works', async () => {
    let failing = true
    server.use(
      http.get(`${API}/profiles/points`, () =>
        failing
          ? HttpResponse.json({ code: 4000, message: 'Errore generico' })
          : HttpResponse.json(page([movement(1, 'EARNED', 9, 9, null)])),
      ),
      http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
    )
    await showCard()
    const movements = section('Movimenti punti')
    expect(await within(movements).findByText(/non sono disponibili/)).toBeInTheDocument()
    failing = false
    await userEvent.setup().click(within(movements).getByRole('button', { name: 'Riprova' }))
    expect(await within(movements).findByText(/\+9 punti/)).toBeInTheDocument()
  })
})

describe('a digital receipt', () => {
  it('shows its lines, the voucher, what was paid and the points', async () => {
    server.use(http.get(`${API}/receipts/41`, () => HttpResponse.json({ code: 0, data: receipt })))
    session.replaceUser(user)
    await renderRoute('/card/receipts/41')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino del 20/11/2026 10:30' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Negozio: Alpimare Torino Cibrario')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Articoli dello scontrino' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'ArticoloImporto',
      expect.stringMatching(/^Latte intero 1 l1,29\s€$/),
      expect.stringMatching(/^Articolo 8001200002025 \(a marchio, punti doppi\)28,71\s€$/),
      expect.stringMatching(/^Totale30,00\s€$/),
      expect.stringMatching(/^Buono sconto \(750 punti\)−5,00\s€$/),
      expect.stringMatching(/^Pagato25,00\s€$/),
    ])
    expect(screen.getByText('Con questo scontrino hai accumulato 53 punti.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Torna alla carta' })).toHaveAttribute('href', '/app/card')
  })

  it('lists an online order’s home delivery fee apart, in what was paid and not in the points', async () => {
    const online = { ...receipt, source: 'ONLINE' as const, paidCents: 2990, deliveryFeeCents: 490 }
    server.use(http.get(`${API}/receipts/41`, () => HttpResponse.json({ code: 0, data: online })))
    session.replaceUser(user)
    await renderRoute('/card/receipts/41')
    const table = await screen.findByRole('table', { name: 'Articoli dello scontrino' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows.slice(-3)).toEqual([
      expect.stringMatching(/^Buono sconto \(750 punti\)−5,00\s€$/),
      expect.stringMatching(/^Consegna a domicilio \(senza punti\)4,90\s€$/),
      expect.stringMatching(/^Pagato29,90\s€$/),
    ])
  })

  it('opens from the card page at once, with no call of its own', async () => {
    server.use(
      http.get(`${API}/profiles/points`, () => HttpResponse.json(page<PointsMovement>([]))),
      http.get(`${API}/receipts`, () => HttpResponse.json(page([receipt]))),
    )
    await showCard()
    const link = await within(section('Scontrini digitali')).findByRole('link')
    await userEvent.setup().click(link)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino del 20/11/2026 10:30' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Articoli dello scontrino' })).toHaveTextContent(
      /Articolo 8001200002025/,
    )
    expect(requested).not.toContain('/cli/receipts/41')
  })

  it('offers a retry when the receipt cannot come, then shows it', async () => {
    let failing = true
    const onlineOrder: Receipt = {
      ...receipt,
      id: 42,
      source: 'ONLINE',
      storeName: 'Alpimare Torino Cibrario',
      lines: [{ ean: '8001200001011', name: 'Latte intero 1 l', amountCents: 429, ownBrand: false }],
      totalCents: 429,
      paidCents: 429,
      pointsEarned: 0,
      voucher: null,
    }
    server.use(
      http.get(`${API}/receipts/42`, () =>
        failing
          ? HttpResponse.json({ code: 4000, message: 'Errore generico' })
          : HttpResponse.json({ code: 0, data: onlineOrder }),
      ),
    )
    session.replaceUser(user)
    await renderRoute('/card/receipts/42')
    expect(await screen.findByText('Lo scontrino non è disponibile in questo momento.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Scontrino' })).toBeInTheDocument()
    failing = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByText('Spesa online, Alpimare Torino Cibrario')).toBeInTheDocument()
    expect(screen.getByText(/Questo scontrino non ha accumulato punti/)).toBeInTheDocument()
    expect(screen.queryByText(/Buono sconto/)).toBeNull()
    expect(screen.queryByText(/punti doppi/)).toBeNull()
  })

  it('says so when the receipt is not the customer’s', async () => {
    server.use(
      http.get(`${API}/receipts/99`, () =>
        HttpResponse.json({ code: 404, message: 'Scontrino non trovato' }, { status: 404 }),
      ),
    )
    session.replaceUser(user)
    await renderRoute('/card/receipts/99')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scontrino non trovato' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Torna alla carta' })).toHaveAttribute('href', '/app/card')
  })
})
