import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PointsMovement, Receipt } from '../../../src/api/schemas/loyalty'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { polyfillDialog } from '../dialog-polyfill'
import { API, renderRoute } from '../render'
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
  pointsEarned: 53,
  voucher: { points: 750, valueCents: 500 },
}

const server = setupServer()
beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  server.use(http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: session.user() })))
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
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
            movement(3, 'EARNED', 53, 765, 41),
            movement(2, 'VOUCHER', -750, 712, 41),
            movement(1, 'EXPIRED', -12, 0, null),
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
      expect.stringMatching(/Buono sconto utilizzato.*−750 punti.*Saldo 712/),
      expect.stringMatching(/Punti scaduti.*−12 punti.*Saldo 0$/),
    ])
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Vedi lo scontrino' })).toHaveAttribute(
      'href',
      '/app/card/receipts/41',
    )
    const receipts = section('Scontrini digitali')
    const link = await within(receipts).findByRole('link')
    expect(link).toHaveTextContent(/20\/11\/2026 10:30.*Alpimare Torino Cibrario.*25,00\s€.*\+53 punti/)
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
    await u.click(within(movements).getByRole('button', { name: 'Mostra altri' }))
    await waitFor(() => expect(within(movements).getAllByRole('listitem')).toHaveLength(11))
    expect(asked).toEqual(['0', '1'])
    expect(within(movements).queryByRole('button', { name: 'Mostra altri' })).toBeNull()
    expect(within(movements).getByText('11 movimenti mostrati')).toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    server.use(...emptyLoyaltyHandlers)
    await showCard()
    expect(await within(section('Movimenti punti')).findByText(/Ancora nessun movimento/)).toBeInTheDocument()
    expect(
      await within(section('Scontrini digitali')).findByText(/Ancora nessuno scontrino/),
    ).toBeInTheDocument()
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
  })
})
