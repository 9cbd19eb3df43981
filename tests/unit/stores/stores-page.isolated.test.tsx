import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { requestPosition, resetPosition } from '../../../src/features/stores/position'
import { storesSearch } from '../../../src/features/stores/stores-search'
import { API, renderRoute } from '../render'
import { makeStore, page } from './fixtures'

// MapLibre needs WebGL, which jsdom has not: a stand-in draws the markers as the real map does.
vi.mock('../../../src/features/stores/StoresMap', () => ({
  StoresMap: ({
    stores,
    onMarkerClick,
    ready,
  }: {
    stores: { id: number; name: string }[]
    onMarkerClick?: (id: number) => void
    ready?: boolean
  }) => (
    <div data-testid="map" data-ready={String(ready)}>
      {stores.map((store) => (
        <button
          key={store.id}
          type="button"
          aria-label={store.name}
          onClick={() => onMarkerClick?.(store.id)}
        />
      ))}
    </div>
  ),
}))

const server = setupServer()
const calls: URLSearchParams[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  calls.length = 0
  resetPosition()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const torino = [makeStore(1, 'Alpimare Torino Centro'), makeStore(2, 'Alpimare Torino Crocetta')]
const foce = makeStore(3, 'Alpimare Genova Foce')
const genova = [{ ...foce, address: { ...foce.address, city: 'Genova', county: 'GE' } }]

function answerStores() {
  server.use(
    http.get(`${API}/stores`, ({ request }) => {
      const query = new URL(request.url).searchParams
      calls.push(query)
      if (query.get('q') === 'genova') return HttpResponse.json(page(genova))
      if (query.get('q') === 'nessuno') return HttpResponse.json(page([]))
      const distance = query.get('lat') ? 1.26 : null
      const p = Number(query.get('p'))
      return HttpResponse.json(
        page(
          torino.map((store) => ({ ...store, distance })),
          12,
          p,
        ),
      )
    }),
  )
}

/**
 * A phone in Torino's centre that gives its position when asked, for this test only; the position
 * the app learnt earlier in the visit is forgotten.
 */
function phoneInTorinoCentro() {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: 45.07034, longitude: 7.68688 } } as GeolocationPosition),
  )
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation')
  })
  resetPosition()
  return getCurrentPosition
}

describe('stores page', () => {
  it('asks the first page of five, then searches only once the typing has paused for 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answerStores()
    await renderRoute('/stores')
    expect(await screen.findByRole('link', { name: 'Alpimare Torino Centro' })).toBeInTheDocument()
    expect(calls[0]?.toString()).toBe('s=5&p=0')

    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await u.type(screen.getByLabelText('Cerca un negozio'), 'genova')
    expect(calls.some((query) => query.has('q'))).toBe(false)

    act(() => vi.advanceTimersByTime(1000))
    expect(await screen.findByRole('link', { name: 'Alpimare Genova Foce' })).toBeInTheDocument()
    const searched = calls.filter((query) => query.has('q'))
    // Only the settled text went out, never 'g', 'ge', …
    expect(searched.map((query) => query.toString())).toEqual(['s=5&p=0&q=genova'])
    expect(screen.queryByRole('link', { name: 'Alpimare Torino Centro' })).not.toBeInTheDocument()
  })

  it('keeps room for a page of cards while the first one comes, and starts the map only after it', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(`${API}/stores`, async () => {
        await answered
        return HttpResponse.json(page(torino, 12))
      }),
    )
    const { container } = await renderRoute('/stores')
    expect(await screen.findByText('Caricamento dei negozi…')).toBeInTheDocument()
    expect(container.querySelectorAll('.stores-card--placeholder')).toHaveLength(5)
    expect(screen.getByTestId('map')).toHaveAttribute('data-ready', 'false')

    answer()
    expect(await screen.findByRole('link', { name: 'Alpimare Torino Centro' })).toBeInTheDocument()
    expect(container.querySelectorAll('.stores-card--placeholder')).toHaveLength(0)
    expect(screen.getByTestId('map')).toHaveAttribute('data-ready', 'true')
  })

  it('searches at once on Enter', async () => {
    answerStores()
    await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    const u = userEvent.setup()
    await u.type(screen.getByLabelText('Cerca un negozio'), 'genova{Enter}')
    expect(await screen.findByRole('link', { name: 'Alpimare Genova Foce' })).toBeInTheDocument()
  })

  it('pages with a windowed navigation and asks the page counted from 0', async () => {
    answerStores()
    await renderRoute('/stores')
    const nav = await screen.findByRole('navigation', { name: 'Pagine dei negozi' })
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Pagina 12' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Pagina 7' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(nav).getByRole('link', { name: 'Pagina precedente' })).not.toHaveAttribute('href')
    // Links to the list's own pages, so that they work before the app has started.
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/app/stores?page=2')
    expect(within(nav).getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute(
      'href',
      '/app/stores?page=2',
    )
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1)

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Pagina 2' }))
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page'),
    )
    expect(calls.at(-1)?.get('p')).toBe('1')
    expect(screen.getByText('Pagina 2 di 12')).toHaveFocus()
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/app/stores')
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).not.toHaveAttribute('aria-current')
  })

  it('keeps the pager when a page cannot come for want of network, and says why', async () => {
    answerStores()
    await renderRoute('/stores')
    const nav = await screen.findByRole('navigation', { name: 'Pagine dei negozi' })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`${API}/stores`, () => HttpResponse.error()))
    const u = userEvent.setup()
    await u.click(within(nav).getByRole('link', { name: 'Pagina 2' }))
    expect(
      await screen.findByText(
        "Nessuna connessione: questa pagina dell'elenco non è salvata sul dispositivo.",
      ),
    ).toBeInTheDocument()
    // Page 1, already fetched, is still one tap away.
    answerStores()
    await u.click(screen.getByRole('link', { name: 'Pagina 1' }))
    expect(await screen.findByRole('link', { name: 'Alpimare Torino Centro' })).toBeInTheDocument()
  })

  it("says 'Nessun negozio trovato' when nothing matches", async () => {
    answerStores()
    await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    await userEvent.setup().type(screen.getByLabelText('Cerca un negozio'), 'nessuno{Enter}')
    expect(await screen.findByText('Nessun negozio trovato')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagine dei negozi' })).not.toBeInTheDocument()
  })

  it('only logs a failure and shows a neutral state, not a spinner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(`${API}/stores`, () => HttpResponse.json({ code: 4000, message: 'Errore generico' })))
    await renderRoute('/stores')
    expect(
      await screen.findByText("L'elenco dei negozi non è disponibile in questo momento."),
    ).toBeInTheDocument()
    expect(screen.queryByText('Caricamento dei negozi…')).not.toBeInTheDocument()
    expect(screen.queryByText('Errore generico')).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Stores not loaded', expect.anything())
  })

  it('keeps distance sorting disabled without a position, then sorts by distance with km on the cards', async () => {
    const getCurrentPosition = phoneInTorinoCentro()
    answerStores()
    await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    expect(screen.getByRole('radio', { name: 'Distanza' })).toBeDisabled()
    expect(getCurrentPosition).not.toHaveBeenCalled()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Usa la mia posizione' }))
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Distanza' })).toBeChecked())
    await waitFor(() => expect(calls.at(-1)?.toString()).toBe('s=5&p=0&lat=45.07&lon=7.687'))
    expect((await screen.findAllByText('1,3 km')).length).toBe(2)
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
  })

  it('sorts by distance once the position is known, unless the customer chose the name', async () => {
    phoneInTorinoCentro()
    answerStores()
    // Known earlier in this visit (another page asked for it).
    await requestPosition()
    const { router } = await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    expect(screen.getByRole('radio', { name: 'Distanza' })).toBeChecked()
    expect(calls.map(String)).toEqual(['s=5&p=0&lat=45.07&lon=7.687'])
    expect((await screen.findAllByText('1,3 km')).length).toBe(2)

    // The name, chosen, stays in the address and in charge.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Nome' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name' }))
    await waitFor(() => expect(calls.at(-1)?.toString()).toBe('s=5&p=0'))
    expect(screen.getByRole('radio', { name: 'Nome' })).toBeChecked()
  })

  it('opened with the name chosen, lists by name though the position is known', async () => {
    phoneInTorinoCentro()
    answerStores()
    await requestPosition()
    await renderRoute('/stores?sort=name')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    expect(screen.getByRole('radio', { name: 'Nome' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Distanza' })).toBeEnabled()
    expect(calls.map(String)).toEqual(['s=5&p=0'])
  })

  it('draws one marker per listed store; a marker leads to its card', async () => {
    answerStores()
    await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    const map = screen.getByTestId('map')
    expect(within(map).getAllByRole('button')).toHaveLength(2)
    await userEvent.setup().click(within(map).getByRole('button', { name: 'Alpimare Torino Crocetta' }))
    expect(screen.getByRole('link', { name: 'Alpimare Torino Crocetta' })).toHaveFocus()
  })
})

describe("the stores' address", () => {
  it('holds the search and the page, and asks that page when opened', async () => {
    answerStores()
    const { router } = await renderRoute('/stores')
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    const u = userEvent.setup()
    await u.type(screen.getByLabelText('Cerca un negozio'), 'genova{Enter}')
    await screen.findByRole('link', { name: 'Alpimare Genova Foce' })
    expect(router.state.location.search).toEqual({ q: 'genova' })

    await u.clear(screen.getByLabelText('Cerca un negozio'))
    await u.keyboard('{Enter}')
    const nav = await screen.findByRole('navigation', { name: 'Pagine dei negozi' })
    await u.click(within(nav).getByRole('link', { name: 'Pagina 3' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }))
    expect(calls.at(-1)?.toString()).toBe('s=5&p=2')
  })

  it('opened at a search and a page, shows them, and a store’s way back returns there', async () => {
    answerStores()
    server.use(
      http.get(`${API}/stores/1`, () => HttpResponse.json({ code: 0, data: torino[0] })),
      http.get(`${API}/cms/leaflets/store/1`, () => HttpResponse.json({ code: 0, data: [] })),
      http.get(`${API}/stores/ecommerce`, () => HttpResponse.json(page([]))),
    )
    const { router } = await renderRoute('/stores?q=torino&page=2')
    const link = await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    expect(calls[0]?.toString()).toBe('s=5&p=1&q=torino')
    expect(screen.getByLabelText('Cerca un negozio')).toHaveValue('torino')
    expect(screen.getByText('Pagina 2 di 12')).toBeInTheDocument()
    expect(link).toHaveAttribute('href', '/app/stores/1?q=torino&page=2')
    // The pager's links keep the search.
    const nav = screen.getByRole('navigation', { name: 'Pagine dei negozi' })
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/app/stores?q=torino&page=3',
    )
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/app/stores?q=torino',
    )

    const u = userEvent.setup()
    await u.click(link)
    const back = await screen.findByRole('link', { name: 'Tutti i negozi' })
    await u.click(back)
    await screen.findByRole('link', { name: 'Alpimare Torino Centro' })
    expect(router.state.location.pathname).toBe('/stores')
    expect(router.state.location.search).toEqual({ q: 'torino', page: 2 })
    expect(screen.getByText('Pagina 2 di 12')).toBeInTheDocument()
  })

  it('refuses what is not a search, a page or an order', () => {
    expect(storesSearch({ q: '  genova ', page: '2', sort: 'distance' })).toEqual({
      q: 'genova',
      page: 2,
      sort: 'distance',
    })
    expect(storesSearch({ q: '', page: '1', sort: 'name' })).toEqual({
      q: undefined,
      page: undefined,
      sort: 'name',
    })
    expect(storesSearch({ page: 'x', sort: 42 })).toMatchObject({ page: undefined, sort: undefined })
    expect(storesSearch({ sort: 'price' })).toMatchObject({ sort: undefined })
  })
})
