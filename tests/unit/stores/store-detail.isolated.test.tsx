import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { storeQueries } from '../../../src/features/stores/store-queries'
import { API, renderRoute } from '../render'
import { makeStore, page } from './fixtures'

vi.mock('../../../src/features/stores/StoresMap', () => ({
  StoresMap: ({ label, zoom }: { label: string; zoom: number }) => (
    <div data-testid="map" data-label={label} data-zoom={zoom} />
  ),
}))

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const store = makeStore(12, 'Alpimare Genova Foce', {
  webUrl: 'javascript:alert(1)',
  openings: [
    { date: '2026-11-20', opening: null, closing: null, description: 'Passata' },
    { date: '2026-12-08', opening: '09:00', closing: '13:00', description: 'Immacolata' },
    { date: '2026-12-25', opening: null, closing: null, description: 'Natale' },
  ],
})

/** The stores that take online orders: store 12 among them, or not. */
function answerOnlineStores(ids: number[]) {
  server.use(
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(
        page(ids.map((id) => ({ ...makeStore(id, `Negozio ${id}`), deliveryModes: ['IN_STORE'] }))),
      ),
    ),
  )
}

function answer() {
  answerOnlineStores([3, 12])
  server.use(
    http.get(`${API}/stores/12`, () => HttpResponse.json({ code: 0, data: store })),
    http.get(`${API}/cms/leaflets/store/12`, () =>
      HttpResponse.json({
        code: 0,
        data: [
          {
            id: 5,
            title: 'Speciale Liguria',
            coverImage: '/media/leaflets/5.svg',
            pdfLink: '/media/leaflets/5.pdf',
            validFrom: null,
            validTo: '2026-11-30',
          },
        ],
      }),
    ),
  )
}

describe('store detail', () => {
  it('shows contacts, the week with today marked, the state now, upcoming openings and leaflets', async () => {
    // Monday 23 November 2026, 14:00 in Rome: lunch break.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T14:00:00+01:00') })
    answer()
    await renderRoute('/stores/12')

    expect(await screen.findByRole('heading', { level: 1, name: 'Alpimare Genova Foce' })).toBeInTheDocument()
    expect(screen.getByTestId('map')).toHaveAttribute('data-zoom', '18')
    expect(screen.getByText('Chiuso ora').closest('p')).toHaveTextContent('Chiuso ora · apre alle 15:30')

    expect(screen.getByRole('link', { name: '011 123 4567' })).toHaveAttribute('href', 'tel:0111234567')
    expect(screen.getByRole('link', { name: 'negozio12@alpimare.example' })).toHaveAttribute(
      'href',
      'mailto:negozio12@alpimare.example',
    )
    // A web address that is not http(s) never becomes a link.
    expect(screen.queryByText('Sito web')).not.toBeInTheDocument()
    expect(screen.getByText('Ragione sociale').nextElementSibling).toHaveTextContent('Alpimare Nord S.r.l.')

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(7)
    expect(rows[0]).toHaveAttribute('aria-current', 'date')
    expect(rows[0]).toHaveTextContent(/lunedì \(oggi\)08:30–13:00, 15:30–19:30/)
    expect(rows[6]).toHaveTextContent(/domenicaChiuso/)
    expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1)

    const openings = screen.getByRole('heading', { name: 'Aperture straordinarie' }).nextElementSibling
    expect(openings).toHaveTextContent('08/12/2026 – Immacolata: 09:00–13:00')
    expect(openings).toHaveTextContent('25/12/2026 – Natale: chiuso')
    expect(openings).not.toHaveTextContent('Passata')

    expect(screen.getByText('Parcheggio')).toBeInTheDocument()
    expect(screen.getByText('Panetteria')).toBeInTheDocument()
    const cover = await screen.findByRole('img', { name: 'Speciale Liguria' })
    expect(cover.closest('a')).toHaveAttribute('href', '/app/leaflet?id=5&store=12')
  })

  it("leads to the phone's maps app, and to the store's shop where it sells online", async () => {
    answer()
    await renderRoute('/stores/12')
    const directions = await screen.findByRole('link', { name: 'Indicazioni stradali' })
    const { latitude, longitude } = store.address
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
    )
    expect(await screen.findByRole('link', { name: 'Fai la spesa qui' })).toHaveAttribute(
      'href',
      '/app/shop/12',
    )
  })

  it('offers no shop where the store does not sell online', async () => {
    answer()
    answerOnlineStores([3])
    const { queryClient } = await renderRoute('/stores/12')
    expect(await screen.findByRole('link', { name: 'Indicazioni stradali' })).toBeInTheDocument()
    await waitFor(() => expect(queryClient.getQueryData(storeQueries.sellingOnline().queryKey)).toEqual([3]))
    expect(screen.queryByRole('link', { name: 'Fai la spesa qui' })).not.toBeInTheDocument()
  })

  it('says the store was not found for an unknown id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`${API}/stores/404`, () =>
        HttpResponse.json({ code: 404, message: 'Negozio non trovato' }, { status: 404 }),
      ),
    )
    await renderRoute('/stores/404')
    expect(await screen.findByRole('heading', { level: 1, name: 'Negozio non trovato' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Tutti i negozi/ })).toHaveAttribute('href', '/app/stores')
  })
})
