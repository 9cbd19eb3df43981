import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { resetPosition } from '../../../src/features/stores/position'
import { API, renderRoute } from '../render'
import { customer, ecommerceStore, page, sessionCheck } from './fixtures'

const server = setupServer()
const calls: URLSearchParams[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
  resetPosition()
  vi.restoreAllMocks()
  session.clear()
  localStorage.clear()
})
afterAll(() => server.close())

const lingotto = ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE', 'AT_HOME', 'DRIVE'])
const crocetta = ecommerceStore(1, 'Alpimare Torino Crocetta', ['IN_STORE'])
const novara = ecommerceStore(18, 'Alpimare Novara Corso Risorgimento', ['IN_STORE', 'AT_HOME'])

function answerStores() {
  server.use(
    http.get(`${API}/stores/ecommerce`, ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push(query)
      // With a position the server sorts by distance.
      if (query.has('lat')) {
        return HttpResponse.json(
          page([
            { ...crocetta, distance: 1.2 },
            { ...lingotto, distance: 3.4 },
            { ...novara, distance: 88 },
          ]),
        )
      }
      return HttpResponse.json(page([crocetta, lingotto, novara]))
    }),
  )
}

/** The customer's receipts: the latest at the store given. */
const answerReceiptsAt = (storeId: number) =>
  http.get(`${API}/receipts`, () =>
    HttpResponse.json({
      code: 0,
      data: [
        {
          id: 9,
          storeId,
          storeName: 'Alpimare',
          source: 'STORE',
          at: '2026-11-20T10:00:00.000Z',
          lines: [],
          totalCents: 1000,
          paidCents: 1000,
          deliveryFeeCents: 0,
          pointsEarned: 10,
          voucher: null,
        },
      ],
      number: 0,
      totalPages: 1,
    }),
  )

const storeNames = () =>
  within(screen.getByRole('list', { name: 'Negozi con la spesa online' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('store choice', () => {
  it('is in the menu for visitors and lists the e-commerce stores with their delivery modes', async () => {
    answerStores()
    server.use(http.get(`${API}/cms/banners`, () => HttpResponse.json({ code: 0, data: [] })))
    await renderRoute('/')
    const menu = screen.getByRole('navigation', { name: 'Menu principale' })
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Spesa online' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Spesa online' })).toBeInTheDocument()
    await screen.findByRole('link', { name: lingotto.name })
    expect(calls[0]?.toString()).toBe('s=50&p=0')
    const card = within(
      screen.getByRole('heading', { level: 2, name: lingotto.name }).closest('article') as HTMLElement,
    )
    const modes = within(card.getByRole('list', { name: 'Modalità di consegna' }))
    expect(modes.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ritiro in negozio',
      'Ritiro in auto (drive)',
      'Consegna a domicilio',
    ])
    expect(card.getByRole('link', { name: lingotto.name })).toHaveAttribute('href', '/app/shop/5')
  })

  it('filters by delivery mode', async () => {
    answerStores()
    await renderRoute('/shop')
    await screen.findByRole('link', { name: lingotto.name })
    const u = userEvent.setup()
    await u.click(screen.getByRole('radio', { name: 'Consegna a domicilio' }))
    expect(storeNames()).toEqual([lingotto.name, novara.name])
    await u.click(screen.getByRole('radio', { name: 'Ritiro in auto (drive)' }))
    expect(storeNames()).toEqual([lingotto.name])
    await u.click(screen.getByRole('radio', { name: 'Tutte' }))
    expect(storeNames()).toHaveLength(3)
  })

  it('puts the nearest first once the position is known', async () => {
    answerStores()
    const getCurrentPosition = (ok: PositionCallback) =>
      ok({ coords: { latitude: 45.0701, longitude: 7.6612 } } as GeolocationPosition)
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'geolocation')
    })
    resetPosition()
    await renderRoute('/shop')
    await screen.findByRole('link', { name: lingotto.name })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostra prima i negozi vicini' }))
    // The server's distances (1,2 km), not the ones worked out here while its answer comes: Crocetta
    // is first in both orders, so the order alone does not show the answer has come.
    expect(await screen.findByText('1,2 km')).toBeInTheDocument()
    expect(storeNames()[0]).toBe(crocetta.name)
    expect(calls.at(-1)?.get('lat')).toBe('45.07')
    expect(screen.getByText('I negozi più vicini a te sono i primi.')).toBeInTheDocument()
  })

  it('offers the store chosen last time first', async () => {
    answerStores()
    localStorage.setItem('tessera.shop.store', '18')
    await renderRoute('/shop')
    const last = await screen.findByText(/Ultimo negozio scelto/)
    expect(within(last).getByRole('link', { name: novara.name })).toHaveAttribute('href', '/app/shop/18')
    expect(screen.getByText('Il tuo ultimo negozio')).toBeInTheDocument()
  })

  it("offers the customer's own store (their latest receipt's) when it takes online orders", async () => {
    answerStores()
    server.use(sessionCheck, answerReceiptsAt(1))
    session.replaceUser(customer)
    await renderRoute('/shop')
    const own = await screen.findByText(/Il tuo negozio:/)
    expect(within(own).getByRole('link', { name: crocetta.name })).toHaveAttribute('href', '/app/shop/1')
    const card = within(
      screen.getByRole('heading', { level: 2, name: crocetta.name }).closest('article') as HTMLElement,
    )
    expect(card.getByText('Il tuo negozio')).toBeInTheDocument()
  })

  it('offers no own store when the latest receipt is of a store without the online shop', async () => {
    answerStores()
    server.use(sessionCheck, answerReceiptsAt(40))
    session.replaceUser(customer)
    const { queryClient } = await renderRoute('/shop')
    await screen.findByRole('link', { name: lingotto.name })
    // The receipts have come (and the page has drawn with them).
    await waitFor(() =>
      expect(queryClient.getQueryState(['loyalty', customer.id, 'receipts'])?.status).toBe('success'),
    )
    expect(screen.queryByText(/Il tuo negozio/)).not.toBeInTheDocument()
  })

  it('says when the list cannot come, and tries again', async () => {
    let fail = true
    server.use(
      http.get(`${API}/stores/ecommerce`, () =>
        fail ? HttpResponse.json({ code: 4000, message: 'x' }) : HttpResponse.json(page([lingotto])),
      ),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderRoute('/shop')
    expect(
      await screen.findByText("L'elenco dei negozi non è disponibile in questo momento."),
    ).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }))
    expect(await screen.findByRole('link', { name: lingotto.name })).toBeInTheDocument()
  })
})
