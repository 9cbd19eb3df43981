import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, inPage, renderRoute } from '../render'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const TOKEN = 'a-token-of-at-least-twenty-characters'

describe('password reset request', () => {
  it('sends tid 01 and the e-mail, then says the mail is coming', async () => {
    let sent: unknown = null
    server.use(
      http.post(`${API}/profiles/password`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderRoute('/reset')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), ' Mario.Rossi@Example.com ')
    await u.click(screen.getByRole('button', { name: 'Invia' }))
    expect(
      await screen.findByRole('heading', { name: 'Richiesta effettuata con successo' }),
    ).toBeInTheDocument()
    expect(sent).toEqual({ tid: '01', email: 'mario.rossi@example.com' })
  })

  it('shows the server message on failure and keeps the input', async () => {
    server.use(
      http.post(`${API}/profiles/password`, () =>
        HttpResponse.json({ code: 77, message: 'Servizio sospeso' }),
      ),
    )
    await renderRoute('/reset')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'mario.rossi@example.com')
    await u.click(screen.getByRole('button', { name: 'Invia' }))
    expect(await screen.findByText('Servizio sospeso')).toBeInTheDocument()
    expect(screen.getByLabelText(/Email/)).toHaveValue('mario.rossi@example.com')
  })

  it('refuses an invalid e-mail on blur', async () => {
    await renderRoute('/reset')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/Email/), 'mario')
    await u.tab()
    expect(await screen.findByText('Indirizzo email non valido')).toBeInTheDocument()
  })
})

describe('new password from the reset link', () => {
  // The link is good unless a test says otherwise.
  beforeEach(() => {
    server.use(http.post(`${API}/profiles/password/reset/check`, () => HttpResponse.json({ code: 0 })))
  })

  it.each([
    [9, 'Il link è già stato usato: se ti serve, chiedine uno nuovo.', true],
    [6, 'Il link non è valido o è scaduto: richiedine uno nuovo.', false],
  ])(
    'on code %i of the link check shows no form, says why and offers a new link',
    async (code, text, used) => {
      let checked: unknown = null
      server.use(
        http.post(`${API}/profiles/password/reset/check`, async ({ request }) => {
          checked = await request.json()
          return HttpResponse.json({ code, message: 'Messaggio del server' })
        }),
      )
      await renderRoute(`/reset?token=${TOKEN}`)
      expect((await screen.findByText(text)).closest('[role="alert"]')).not.toBeNull()
      expect(checked).toEqual({ token: TOKEN })
      expect(screen.queryByLabelText(/Nuova password/)).toBeNull()
      expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute(
        'href',
        '/app/reset',
      )
      expect(inPage().queryByRole('link', { name: 'Accedi' }) !== null).toBe(used)
    },
  )

  it('checks the confirmation, saves and goes to /login', async () => {
    let sent: unknown = null
    server.use(
      http.post(`${API}/profiles/password/reset`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0 })
      }),
    )
    const { router } = await renderRoute(`/reset?token=${TOKEN}`)
    const u = userEvent.setup()
    await u.type(await screen.findByLabelText(/Nuova password/), 'Nuova-Pass-1')
    await u.type(screen.getByLabelText(/Conferma la password/), 'Diversa-Pass-1')
    await u.tab()
    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument()
    await u.clear(screen.getByLabelText(/Conferma la password/))
    await u.type(screen.getByLabelText(/Conferma la password/), 'Nuova-Pass-1')
    await u.click(screen.getByRole('button', { name: 'Salva la password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(sent).toEqual({ token: TOKEN, newPassword: 'Nuova-Pass-1' })
    expect(await screen.findByText('Password aggiornata correttamente')).toBeInTheDocument()
  })

  it('does not call an empty confirmation a mismatch, and drops the mismatch once it matches', async () => {
    await renderRoute(`/reset?token=${TOKEN}`)
    const u = userEvent.setup()
    const confirmation = await screen.findByLabelText(/Conferma la password/)
    // Through the empty confirmation and back to the password: nothing typed, nothing wrong yet.
    await u.click(confirmation)
    await u.click(screen.getByLabelText(/Nuova password/))
    await u.type(screen.getByLabelText(/Nuova password/), 'Nuova-Pass-1')
    await u.tab()
    expect(screen.queryByText('Le password non coincidono')).not.toBeInTheDocument()
    await u.type(confirmation, 'Nuova-Pass')
    await u.tab()
    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument()
    // The error goes while typing, before the pointer reaches the button.
    await u.type(confirmation, '-1')
    expect(screen.queryByText('Le password non coincidono')).not.toBeInTheDocument()
  })

  /** Sends a new password (twice the same) to a server that refuses it with `code`. */
  async function submitRefused(code: number, password: string) {
    server.use(http.post(`${API}/profiles/password/reset`, () => HttpResponse.json({ code, message: 'x' })))
    await renderRoute(`/reset?token=${TOKEN}`)
    const u = userEvent.setup()
    await u.type(await screen.findByLabelText(/Nuova password/), password)
    await u.type(screen.getByLabelText(/Conferma la password/), password)
    await u.click(screen.getByRole('button', { name: 'Salva la password' }))
  }

  it("titles a weak password 'Password non valida'", async () => {
    await submitRefused(13, 'abcdefgh')
    const alert = await screen.findByText(/Password non valida/)
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'La password deve essere lunga almeno 8 caratteri e contenere almeno tre tra: lettere minuscole, maiuscole, numeri e simboli',
    )
    // The link still works: only the password needs another try, not a new link.
    expect(screen.queryByRole('link', { name: 'Richiedi un nuovo link' })).toBeNull()
  })

  it('offers a new link when the link died while the form was open', async () => {
    await submitRefused(6, 'Nuova-Pass-1')
    expect(await screen.findByText(/Il link non è valido o è scaduto/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/app/reset')
  })
})

describe('confirmation link', () => {
  it('confirms once on opening', async () => {
    let calls = 0
    server.use(
      http.post(`${API}/profiles/confirm`, () => {
        calls++
        return HttpResponse.json({ code: 0, data: { username: 'nuovo@example.com' } })
      }),
    )
    await renderRoute(`/confirm?token=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'Registrazione confermata' })).toBeInTheDocument()
    expect(screen.getByText(/nuovo@example.com/)).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it('asks a kiosk customer for a password and sends it', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/profiles/confirm`, async ({ request }) => {
        const body = (await request.json()) as { password?: string }
        bodies.push(body)
        return body.password
          ? HttpResponse.json({ code: 0, data: { username: 'kiosk@example.com' } })
          : HttpResponse.json({ code: 7, message: 'Scegli una password per completare la registrazione.' })
      }),
    )
    await renderRoute(`/confirm?token=${TOKEN}`)
    const u = userEvent.setup()
    await u.type(await screen.findByLabelText(/Nuova password/), 'Kiosk-Pass-1')
    await u.type(screen.getByLabelText(/Conferma la password/), 'Kiosk-Pass-1')
    await u.click(screen.getByRole('button', { name: 'Conferma' }))
    expect(await screen.findByRole('heading', { name: 'Registrazione confermata' })).toBeInTheDocument()
    expect(bodies).toEqual([{ token: TOKEN }, { token: TOKEN, password: 'Kiosk-Pass-1' }])
  })

  it('says a link clicked a second time has done its work, and offers the login', async () => {
    server.use(
      http.post(`${API}/profiles/confirm`, () => HttpResponse.json({ code: 9, message: 'Già usato' })),
    )
    await renderRoute(`/confirm?token=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'Registrazione già confermata' })).toBeInTheDocument()
    expect(
      screen.getByText('Il link è già stato usato: il tuo indirizzo è confermato, puoi accedere.'),
    ).toBeInTheDocument()
    expect(inPage().getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/app/login')
    expect(document.querySelector('.form__error')).toBeNull()
  })

  it('explains an expired link and points to a new one', async () => {
    server.use(
      http.post(`${API}/profiles/confirm`, () =>
        HttpResponse.json({ code: 6, message: 'Il link non è valido o è scaduto: richiedine uno nuovo.' }),
      ),
    )
    await renderRoute(`/confirm?token=${TOKEN}`)
    expect(
      await screen.findByText('Il link non è valido o è scaduto: richiedine uno nuovo.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'chiedere un nuovo link' })).toHaveAttribute('href', '/app/reset')
  })
})
