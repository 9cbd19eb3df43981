import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PointsMovement, Receipt } from '../../../src/api/schemas/loyalty'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { IDLE_START_FALLBACK_MS } from '../../../src/features/card/use-idle-start'
import { API, renderRoute, waitWithPageLive } from '../render'
import { listHandlers } from '../signup/fixtures'
import { page } from './loyalty-handlers'

const giuseppe = v.parse(User, {
  id: 3,
  username: '0430007654324',
  firstName: 'Giuseppe',
  lastName: 'Esposito',
  cards: [
    {
      id: 9,
      code: '0430007654324',
      description: 'Carta fedeltà',
      points: 820,
      created: '2019-05-10',
      enabled: true,
    },
  ],
})

const server = setupServer()
const requested: string[] = []
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url).pathname)
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  requested.length = 0
  session.start(giuseppe, 'kiosk-token')
  localStorage.setItem('tessera.kiosk.storeId', '21')
  server.use(
    ...listHandlers,
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: giuseppe })),
    // Were the kiosk to ask, it would get something to show.
    http.get(`${API}/profiles/points`, () =>
      HttpResponse.json(
        page<PointsMovement>([
          {
            id: 1,
            kind: 'EARNED',
            points: 12,
            balance: 820,
            at: '2026-11-20T09:30:00.000Z',
            receiptId: null,
            cardCode: '0430007654324',
          },
        ]),
      ),
    ),
    http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
  )
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

describe('the kiosk card page', () => {
  it('shows the balance only: no movements, no receipts, not even asked for', async () => {
    await renderRoute('/totem/card')
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao Giuseppe' })).toBeInTheDocument()
    expect(screen.getByText('820')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: /Codice a barre EAN-13/ })).toBeInTheDocument()
    // Longer than the web page waits before asking for its histories.
    await waitWithPageLive(IDLE_START_FALLBACK_MS * 3)
    expect(screen.queryByRole('heading', { name: 'Movimenti punti' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Scontrini digitali' })).toBeNull()
    expect(screen.queryByText(/\+12 punti/)).toBeNull()
    expect(requested.filter((path) => /\/(profiles\/points|receipts)/.test(path))).toEqual([])
    expect(requested).toContain('/cli/profiles/login')
  })

  it('has no receipt page: the web address does not open inside the kiosk', async () => {
    await renderRoute('/totem/card/receipts/41')
    await waitWithPageLive(IDLE_START_FALLBACK_MS)
    expect(screen.queryByRole('heading', { level: 1, name: /^Scontrino/ })).toBeNull()
    expect(screen.queryByRole('table', { name: 'Articoli dello scontrino' })).toBeNull()
    expect(requested).not.toContain('/cli/receipts/41')
  })
})
