import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { STAFF_MEMBER_KEY, staffSession } from '../../../src/features/staff/staff-session'
import { API, inPage, renderRoute } from '../render'
import { logInStaff, member, queuePage } from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  staffSession.end()
  session.clear()
})
afterAll(() => server.close())

/** The queue after the login; the store's stream refused (the polling stays). */
function queueAndNoStream() {
  server.use(
    http.get(`${API}/staff/orders`, () => HttpResponse.json(queuePage([]))),
    http.get(`${API}/staff/events`, () => new HttpResponse(null, { status: 404 })),
  )
}

async function fill(email: string, password: string) {
  const u = userEvent.setup()
  await u.type(await screen.findByLabelText(/Email/), email)
  await u.type(screen.getByLabelText(/Password/), password)
  await u.click(screen.getByRole('button', { name: 'Accedi' }))
}

describe("the staff's login", () => {
  it('is what /staff shows while logged out, with the house rules on blur', async () => {
    await renderRoute('/staff')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accesso personale del negozio' }),
    ).toBeVisible()
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'not-an-email')
    await u.tab()
    expect(await screen.findByText('Indirizzo email non valido')).toBeInTheDocument()
    // No customer's menu around it.
    expect(screen.queryByRole('link', { name: 'La mia carta' })).not.toBeInTheDocument()
  })

  it("says 'Credenziali errate' for a wrong password", async () => {
    server.use(
      http.post(`${API}/staff/login`, () => HttpResponse.json({ code: 2, message: 'Utente non trovato' })),
    )
    await renderRoute('/staff/login')
    await fill('staff.11@alpimare.example', 'Sbagliata-1')
    expect(await inPage().findByRole('alert')).toHaveTextContent('Credenziali errate')
    expect(staffSession.member()).toBeNull()
  })

  it("logs in apart from a customer's session, keeps the member (not the token) and opens the queue", async () => {
    let sent: unknown
    let bearer: string | null = 'none'
    server.use(
      http.post(`${API}/staff/login`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0, data: { jwt: 'staff-jwt', staff: member } })
      }),
      http.get(`${API}/staff/orders`, ({ request }) => {
        bearer = request.headers.get('authorization')
        return HttpResponse.json(queuePage([]))
      }),
      http.get(`${API}/staff/events`, () => new HttpResponse(null, { status: 404 })),
    )
    const { router } = await renderRoute('/staff/login')
    await fill('staff.11@alpimare.example', 'Negozio-2026')
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'))
    expect(sent).toEqual({ username: 'staff.11@alpimare.example', password: 'Negozio-2026' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordini del negozio' })).toBeVisible()
    expect(bearer).toBe('Bearer staff-jwt')
    expect(localStorage.getItem(STAFF_MEMBER_KEY)).toContain('Giulia Bianchi')
    expect(localStorage.getItem(STAFF_MEMBER_KEY)).not.toContain('staff-jwt')
    expect(session.user()).toBeNull()
  })

  it('logged in on /staff itself, the queue drawn in place of the form has the focus on its heading', async () => {
    server.use(
      http.post(`${API}/staff/login`, () =>
        HttpResponse.json({ code: 0, data: { jwt: 'staff-jwt', staff: member } }),
      ),
      http.get(`${API}/staff/orders`, () => HttpResponse.json(queuePage([]))),
      http.get(`${API}/staff/events`, () => new HttpResponse(null, { status: 404 })),
    )
    await renderRoute('/staff')
    await fill('staff.11@alpimare.example', 'Negozio-2026')
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ordini del negozio' })
    // Not left on the page's body with the login's button gone.
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('logs out: the session ends here whatever the server says, and the login is back', async () => {
    logInStaff()
    queueAndNoStream()
    let loggedOut = false
    server.use(
      http.post(`${API}/staff/logout`, () => {
        loggedOut = true
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderRoute('/staff')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Esci' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accesso personale del negozio' }),
    ).toBeVisible()
    expect(loggedOut).toBe(true)
    expect(localStorage.getItem(STAFF_MEMBER_KEY)).toBeNull()
  })

  it('sets the password from the mail’s link with the house rules', async () => {
    let body: unknown
    server.use(
      http.post(`${API}/staff/password`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: 0 })
      }),
    )
    const token = 'a'.repeat(32)
    const { router } = await renderRoute(`/staff/password?token=${token}`)
    const u = userEvent.setup()
    await u.type(await screen.findByLabelText(/^Nuova password/), 'corta')
    await u.tab()
    expect(await screen.findByText('La password deve essere lunga almeno 8 caratteri')).toBeInTheDocument()
    await u.clear(screen.getByLabelText(/^Nuova password/))
    await u.type(screen.getByLabelText(/^Nuova password/), 'Negozio-2027')
    await u.type(screen.getByLabelText(/^Conferma la password/), 'Negozio-2027')
    await u.click(screen.getByRole('button', { name: 'Salva la password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'))
    expect(body).toEqual({ token, password: 'Negozio-2027' })
  })
})
