import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRACT_AFTER_MS } from '../../../src/features/kiosk/KioskHome'
import { API, renderRoute } from '../render'

const server = setupServer(
  http.get(`${API}/cms/leaflets`, () =>
    HttpResponse.json({
      code: 0,
      data: [
        { id: 3, title: 'Volantino di novembre', coverImage: '/media/cover-3.jpg', pdfLink: '/media/3.pdf' },
      ],
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())
afterAll(() => server.close())

const attract = () => screen.queryByRole('button', { name: 'Tocca lo schermo per iniziare' })

describe("the idle kiosk's attract screen", () => {
  it('comes after a while untouched, says what the card gives with the leaflet, and a touch leaves it', async () => {
    await renderRoute('/totem?storeId=21')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(ATTRACT_AFTER_MS - 1000))
    expect(attract()).toBeNull()
    act(() => vi.advanceTimersByTime(1500))
    const screenButton = attract()
    expect(screenButton).toHaveAccessibleDescription(
      /^Con la Carta Alpimare\.\s?1 punto per ogni euro di spesa, 2 sui prodotti a marchio\.\s?Buoni sconto da 3\s€, 5\s€, 10\s€ con i tuoi punti\./,
    )
    expect(screenButton).toHaveFocus()
    // The current leaflet's cover (decorative: its words are in the leaflet, not needed here).
    await waitFor(() =>
      expect(document.querySelector('.kiosk-attract__cover')).toHaveAttribute('src', '/media/cover-3.jpg'),
    )
    // The home under it cannot be reached meanwhile.
    expect(screen.getByRole('heading', { level: 1, hidden: true }).closest('section')).toHaveAttribute(
      'inert',
    )

    fireEvent.click(screenButton as HTMLElement)
    expect(attract()).toBeNull()
    expect(screen.getByRole('link', { name: 'Controlla i tuoi punti' })).toBeVisible()
  })

  it('a key (a card at the scanner) leaves it too', async () => {
    await renderRoute('/totem?storeId=21')
    await screen.findByRole('heading', { level: 1 })
    act(() => vi.advanceTimersByTime(ATTRACT_AFTER_MS + 500))
    expect(attract()).not.toBeNull()
    fireEvent.keyDown(window, { key: '0' })
    expect(attract()).toBeNull()
  })
})
