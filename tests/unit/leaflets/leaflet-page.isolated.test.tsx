import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { leafletSearch } from '../../../src/features/leaflets/leaflet-search'
import { API, renderRoute } from '../render'
import { leaflet } from './fixtures'

// pdf.js needs a real canvas: the viewer is checked end to end; here, which PDF it is given.
vi.mock('../../../src/features/leaflets/PdfViewer', () => ({
  PdfViewer: ({ url, title }: { url: string; title: string }) => (
    <p data-testid="viewer">
      {title} — {url}
    </p>
  ),
}))

const server = setupServer()
const requests: string[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

function answerLeaflets() {
  server.use(
    http.get(`${API}/cms/leaflets`, ({ request }) => {
      requests.push(new URL(request.url).pathname)
      return HttpResponse.json({ code: 0, data: [leaflet(3, 'Volantino settimanale')] })
    }),
    http.get(`${API}/cms/leaflets/store/12`, ({ request }) => {
      requests.push(new URL(request.url).pathname)
      return HttpResponse.json({
        code: 0,
        data: [leaflet(3, 'Volantino settimanale'), leaflet(9, 'Speciale Liguria')],
      })
    }),
  )
}

describe('leaflet page', () => {
  it('reads ?id (and ?store) from the address, ignoring anything else', () => {
    expect(leafletSearch({ id: 3 })).toEqual({ id: 3 })
    expect(leafletSearch({ id: '3', store: '12' })).toEqual({ id: 3, store: 12 })
    expect(leafletSearch({ id: 'x', store: -1 })).toEqual({})
  })

  it('takes the leaflet from navigation state without asking the server', async () => {
    server.use(
      http.get(`${API}/cms/leaflets`, () =>
        HttpResponse.json({ code: 0, data: [leaflet(7, 'Prodotti a marchio')] }),
      ),
    )
    const { router } = await renderRoute('/leaflets')
    const link = await screen.findByRole('link', { name: /^Prodotti a marchio/ })
    answerLeaflets()
    await userEvent.setup().click(link)
    expect(await screen.findByRole('heading', { level: 1, name: 'Prodotti a marchio' })).toBeInTheDocument()
    expect(screen.getByTestId('viewer')).toHaveTextContent('/media/leaflets/7.pdf')
    expect(router.state.location.search).toEqual({ id: 7 })
    expect(router.state.location.state.leaflet?.id).toBe(7)
    expect(requests).toEqual([])
  })

  it('after a reload finds ?id in the leaflet list', async () => {
    answerLeaflets()
    await renderRoute('/leaflet?id=3')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Volantino settimanale' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('viewer')).toHaveTextContent('/media/leaflets/3.pdf')
    expect(screen.getByRole('link', { name: /Torna ai volantini/ })).toHaveAttribute('href', '/app/leaflets')
  })

  it("finds a store's own leaflet in that store's leaflets", async () => {
    answerLeaflets()
    await renderRoute('/leaflet?id=9&store=12')
    expect(await screen.findByRole('heading', { level: 1, name: 'Speciale Liguria' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Torna al negozio' })).toHaveAttribute('href', '/app/stores/12')
  })

  it('says so when the leaflet is no longer there', async () => {
    answerLeaflets()
    await renderRoute('/leaflet?id=99')
    expect(
      await screen.findByText(
        "Questo volantino non è più disponibile: scegline uno dall'elenco dei volantini.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('viewer')).not.toBeInTheDocument()
  })
})
