import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { kioskLogOut } from '../../../src/features/kiosk/kiosk-actions'
import { upgradeFlag } from '../../../src/features/kiosk/kiosk-state'
import { API, renderRoute } from '../render'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
  upgradeFlag.set(false)
})
afterAll(() => server.close())

const profile = { id: 3, username: '0430007654324', firstName: 'Giuseppe', lastName: 'Esposito', cards: [] }

async function logIn(card: string, surname: string, button = 'Accedi') {
  const u = userEvent.setup()
  await u.type(screen.getByLabelText(/Numero della carta/), card)
  await u.type(screen.getByLabelText(/Cognome/), surname)
  await u.click(screen.getByRole('button', { name: button }))
}

describe('kiosk login', () => {
  it("refuses a card number off the pattern with 'Numero carta fedeltà non valido'", async () => {
    await renderRoute('/totem/login')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Numero della carta/), '1234567890123')
    await u.tab()
    expect(await screen.findByText('Numero carta fedeltà non valido')).toBeInTheDocument()
  })

  it('logs in by card and surname and goes to /totem/card', async () => {
    let sent: unknown = null
    server.use(
      http.post(`${API}/totem/login`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0, data: { profile, jwt: 'kiosk-token' } })
      }),
      // The card page the login leads to asks for the fresh profile.
      http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: profile })),
    )
    const { router } = await renderRoute('/totem/login')
    await logIn('0430007654324', 'Esposito')
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/card'))
    expect(sent).toEqual({ cardCode: '0430007654324', lastName: 'Esposito' })
    expect(session.user()?.firstName).toBe('Giuseppe')
  })

  it('as DIGI (step 1 of 2) leads to /totem/upgrade', async () => {
    server.use(
      http.post(`${API}/totem/login`, () => HttpResponse.json({ code: 0, data: { profile, jwt: 't' } })),
    )
    const { router } = await renderRoute('/totem/DIGI')
    expect(screen.getByText('Passo 1 di 2')).toBeInTheDocument()
    await logIn('0430007654324', 'Esposito', 'Prosegui')
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/upgrade'))
  })

  it("shows 'Credenziali errate' on failure", async () => {
    server.use(
      http.post(`${API}/totem/login`, () => HttpResponse.json({ code: 2, message: 'Utente non trovato' })),
    )
    await renderRoute('/totem/login')
    await logIn('0430007654324', 'Rossi')
    expect(await screen.findByText('Credenziali errate')).toBeInTheDocument()
  })

  it('logout forgets the customer even when the server cannot be reached', async () => {
    session.start({ ...profile, birthDate: null } as never, 'kiosk-token')
    server.use(http.post(`${API}/totem/logout`, () => HttpResponse.error()))
    await kioskLogOut()
    expect(session.user()).toBeNull()
    expect(localStorage.length).toBe(0)
  })
})
