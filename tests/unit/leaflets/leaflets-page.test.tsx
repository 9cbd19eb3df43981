import { screen } from '@testing-library/react'
import { delay, HttpResponse, http, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { API, inPage, renderRoute } from '../render'
import { leaflet } from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

/** An answer that waits until the test lets it go. */
function heldAnswer(body: JsonBodyType) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(
    http.get(`${API}/cms/leaflets`, async () => {
      await released
      return HttpResponse.json(body)
    }),
  )
  return release
}

describe('leaflets page', () => {
  it('shows nothing but the title before the list has loaded, then an empty state for an empty list', async () => {
    const release = heldAnswer({ code: 0, data: [] })
    await renderRoute('/leaflets')
    expect(screen.getByRole('heading', { level: 1, name: 'Volantini' })).toBeInTheDocument()
    expect(inPage().queryByRole('list')).not.toBeInTheDocument()
    expect(inPage().queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByText('Al momento non ci sono volantini.')).not.toBeInTheDocument()

    release()
    expect(await screen.findByText('Al momento non ci sono volantini.')).toBeInTheDocument()
    expect(inPage().queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows the covers with their titles, each linking to /leaflet?id=…', async () => {
    const release = heldAnswer({
      code: 0,
      data: [leaflet(3, 'Volantino settimanale'), leaflet(4, 'Speciale freschezza')],
    })
    await renderRoute('/leaflets')
    expect(inPage().queryByRole('img')).not.toBeInTheDocument()
    release()
    const cover = await inPage().findByRole('img', { name: 'Volantino settimanale' })
    expect(cover).toHaveAttribute('src', '/media/leaflets/3.svg')
    const link = screen.getByRole('link', { name: /^Volantino settimanale/ })
    expect(link).toHaveAttribute('href', '/app/leaflet?id=3')
    expect(link).toHaveTextContent('Dal 19/11/2026 al 02/12/2026')
    expect(inPage().getAllByRole('listitem')).toHaveLength(2)
  })

  it('only logs a failure and says neutrally that leaflets are not available', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`${API}/cms/leaflets`, async () => {
        await delay(10)
        return HttpResponse.json({ code: 4000, message: 'Errore generico' })
      }),
    )
    await renderRoute('/leaflets')
    expect(await screen.findByText('I volantini non sono disponibili in questo momento.')).toBeInTheDocument()
    expect(screen.queryByText('Errore generico')).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Leaflets not loaded', expect.anything())
  })
})
