import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginSearch } from '../../../src/features/auth/login-search'
import { session } from '../../../src/features/auth/session'
import { API, renderRoute } from '../render'

const user = { id: 1, username: 'mario.rossi@example.com', firstName: 'Mario', lastName: 'Rossi', cards: [] }
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

describe('login: back to the page that asked for it', () => {
  it('takes only a path of the app as the way back', () => {
    expect(loginSearch({ redirect: '/shop/5?q=pane' })).toEqual({ redirect: '/shop/5?q=pane' })
    expect(loginSearch({ redirect: '/shop/5/cart' })).toEqual({ redirect: '/shop/5/cart' })
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'shop',
      '/login?x=1',
      42,
      '',
    ]) {
      expect(loginSearch({ redirect: bad }).redirect).toBeUndefined()
    }
    expect(loginSearch({ redirect: `/${'a'.repeat(600)}` }).redirect).toBeUndefined()
  })

  it('sends a visitor of a guarded page to the login with that page, and back there once logged in', async () => {
    server.use(
      http.post(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 0, data: { profile: user, jwt: 't' } }),
      ),
      http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: user })),
      http.get(`${API}/carts`, () =>
        HttpResponse.json({
          code: 0,
          data: { id: 9, storeId: 5, lines: [], savingsCents: 0, totalCents: 0 },
        }),
      ),
      http.get(`${API}/stores/ecommerce`, () => HttpResponse.json({ code: 4000, message: 'no' })),
    )
    const { router } = await renderRoute('/shop/5/cart')
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/shop/5/cart' })

    const u = userEvent.setup()
    await u.type(await screen.findByLabelText(/Email/), 'mario.rossi@example.com')
    await u.type(screen.getByLabelText(/Password/), 'Tessera-2026')
    await u.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/5/cart'))
    expect(await screen.findByText('Il carrello è vuoto.', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('ignores a way back that leaves the app and goes to the card', async () => {
    server.use(
      http.post(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 0, data: { profile: user, jwt: 't' } }),
      ),
      // The card page asks for the fresh profile.
      http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: user })),
    )
    const { router } = await renderRoute('/login?redirect=//evil.example/x')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'mario.rossi@example.com')
    await u.type(screen.getByLabelText(/Password/), 'Tessera-2026')
    await u.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/card'))
  })
})
