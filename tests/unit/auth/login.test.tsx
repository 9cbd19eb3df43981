import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { session } from '../../../src/features/auth/session'
import { API, inPage, renderRoute } from '../render'

const user = {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [],
}
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// A login lands on the card page, which asks for the customer's fresh profile.
beforeEach(() =>
  server.use(http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: user }))),
)
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

async function fill(email: string, password: string) {
  const u = userEvent.setup()
  await u.type(screen.getByLabelText(/Email/), email)
  await u.type(screen.getByLabelText(/Password/), password)
  await u.click(screen.getByRole('button', { name: 'Accedi' }))
  return u
}

describe('login page', () => {
  it('validates on blur with the texts of behaviour §5', async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'not-an-email')
    await u.tab()
    expect(await screen.findByText('Indirizzo email non valido')).toBeInTheDocument()
    await u.type(screen.getByLabelText(/Password/), 'short')
    await u.tab()
    expect(await screen.findByText('La password deve essere lunga almeno 8 caratteri')).toBeInTheDocument()
  })

  it('takes a shown error away as soon as the value is right, not on blur', async () => {
    await renderRoute('/login')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'mario.rossi@')
    await u.tab()
    expect(await screen.findByText('Indirizzo email non valido')).toBeInTheDocument()
    await u.type(screen.getByLabelText(/Email/), 'example.com')
    expect(screen.getByLabelText(/Email/)).toHaveFocus()
    expect(screen.queryByText('Indirizzo email non valido')).not.toBeInTheDocument()
  })

  it('logs in, stores the user and goes to /card', async () => {
    server.use(
      http.post(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 0, data: { profile: user, jwt: 'token-1' } }),
      ),
    )
    const { router } = await renderRoute('/login')
    await fill('mario.rossi@example.com', 'Tessera-2026')
    await waitFor(() => expect(router.state.location.pathname).toBe('/card'))
    expect(session.user()?.username).toBe('mario.rossi@example.com')
    expect(localStorage.getItem('tessera.user')).toContain('mario.rossi@example.com')
    expect(localStorage.getItem('tessera.user')).not.toContain('token-1')
  })

  it("shows 'Credenziali errate' on failure", async () => {
    server.use(
      http.post(`${API}/profiles/login`, () => HttpResponse.json({ code: 2, message: 'Utente non trovato' })),
    )
    await renderRoute('/login')
    await fill('mario.rossi@example.com', 'Sbagliata-1')
    expect(await inPage().findByRole('alert')).toHaveTextContent('Credenziali errate')
    expect(session.user()).toBeNull()
  })

  it("explains an unconfirmed address with the contract's message for code 5", async () => {
    server.use(
      http.post(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 5, message: 'Devi prima confermare il tuo indirizzo email' }),
      ),
    )
    await renderRoute('/login')
    await fill('mario.rossi@example.com', 'Tessera-2026')
    expect(
      await screen.findByText(
        'Devi prima confermare il tuo indirizzo email: apri il link che ti abbiamo inviato per email.',
      ),
    ).toBeInTheDocument()
  })

  it('sends the form at the first click once a wrong e-mail has been corrected', async () => {
    let calls = 0
    server.use(
      http.post(`${API}/profiles/login`, () => {
        calls += 1
        return HttpResponse.json({ code: 0, data: { profile: user, jwt: 'token-2' } })
      }),
    )
    const { router } = await renderRoute('/login')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'mario.rossi@')
    await u.tab()
    expect(await screen.findByText('Indirizzo email non valido')).toBeInTheDocument()
    await u.type(screen.getByLabelText(/Email/), 'example.com')
    await u.type(screen.getByLabelText(/Password/), 'Tessera-2026')
    await u.click(screen.getByRole('button', { name: 'Accedi' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/card'))
    expect(calls).toBe(1)
  })

  it('shows every error and sends nothing when the empty form is submitted', async () => {
    await renderRoute('/login')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findAllByText('Campo obbligatorio')).not.toHaveLength(0)
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus())
  })

  it('solves the security check the server asks for after repeated failures, then logs in', async () => {
    const hmacKey = 'chiave-di-prova'
    const sent: (string | null)[] = []
    server.use(
      http.post(`${API}/profiles/login`, async ({ request }) => {
        const solution = new URL(request.url).searchParams.get('g-recaptcha-response')
        sent.push(solution)
        if (solution && (await verifySolution(solution, hmacKey))) {
          return HttpResponse.json({ code: 0, data: { profile: user, jwt: 'token-3' } })
        }
        return HttpResponse.json({ code: 52, message: 'Troppi tentativi' })
      }),
      http.get(`${API}/profiles/login/challenge`, async () =>
        HttpResponse.json({
          code: 0,
          data: await createChallenge({ hmacKey, maxnumber: 2_000, algorithm: 'SHA-256' }),
        }),
      ),
    )
    const { router } = await renderRoute('/login')
    await fill('mario.rossi@example.com', 'Tessera-2026')
    await waitFor(() => expect(router.state.location.pathname).toBe('/card'), { timeout: 5_000 })
    expect(sent).toHaveLength(2)
    expect(sent[0]).toBeNull()
  })
})
