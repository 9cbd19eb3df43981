import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { feedback } from '../../../src/ui/feedback/feedback'
import { API, renderRoute } from '../render'
import { failure, listHandlers } from '../signup/fixtures'

const giuseppe = v.parse(User, {
  id: 3,
  username: '0430007654324',
  firstName: 'Giuseppe',
  lastName: 'Esposito',
  birthDate: '1958-06-21',
  gender: 'MALE',
  address: { id: 1, county: 'MI', city: 'Milano', zip: '20135', address: 'Viale Umbria 30' },
  cards: [
    {
      id: 9,
      code: '0430007654324',
      description: 'Carta fedeltà',
      points: 820,
      created: '2019-05-10',
      enabled: true,
    },
  ],
  accept1: true,
  accept2: true,
})

const server = setupServer()
let loggedOut = 0
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  loggedOut = 0
  session.start(giuseppe, 'kiosk-token')
  localStorage.setItem('tessera.kiosk.storeId', '21')
  server.use(
    ...listHandlers,
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: giuseppe })),
    http.post(`${API}/totem/logout`, () => {
      loggedOut++
      return HttpResponse.json({ code: 0 })
    }),
  )
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
  feedback.clear()
})
afterAll(() => server.close())

describe('kiosk upgrade (step 2 of 2)', () => {
  async function fill(email = 'giuseppe@example.com') {
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/^Email/), email)
    await u.type(screen.getByLabelText(/^Nuova password/), 'Tessera-Totem-1')
    await u.type(screen.getByLabelText(/^Conferma la password/), 'Tessera-Totem-1')
    await u.click(screen.getByLabelText(/^Marketing/))
    await u.click(screen.getByRole('button', { name: 'Conferma' }))
  }

  it('sends e-mail, password and the free consents, then logs out and confirms', async () => {
    let sent: unknown = null
    server.use(
      http.post(`${API}/profiles/upgrade`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderRoute('/totem/upgrade')
    await fill()
    expect(
      await screen.findByRole('heading', { name: 'Richiesta effettuata con successo' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/per completare l'operazione e riattivare il profilo/)).toBeInTheDocument()
    expect(sent).toEqual({
      email: 'giuseppe@example.com',
      newPassword: 'Tessera-Totem-1',
      accept3: true,
      accept4: false,
      accept5: false,
      accept6: false,
    })
    await waitFor(() => expect(session.user()).toBeNull())
    expect(loggedOut).toBe(1)
  })

  it("titles a refused password (13) 'Password non valida' and shows any other server message", async () => {
    server.use(http.post(`${API}/profiles/upgrade`, () => failure(13)))
    await renderRoute('/totem/upgrade')
    await fill()
    const alert = await screen.findByText('Password non valida')
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/contenere almeno tre tra/)
    server.use(http.post(`${API}/profiles/upgrade`, () => failure(26)))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Conferma' }))
    expect(
      await screen.findByText('Un utente con la mail indicata risulta già registrato'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Password non valida')).toBeNull()
    expect(session.user()).not.toBeNull()
  })

  it("refuses a username that is not an e-mail with 'Email non valido'", async () => {
    await renderRoute('/totem/upgrade')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/^Email/), 'giuseppe')
    await u.tab()
    expect(await screen.findByText('Email non valido')).toBeInTheDocument()
  })
})

describe('kiosk profile', () => {
  const form = () => screen.getByRole('form', { name: 'I tuoi dati' })

  async function renderProfile() {
    const view = await renderRoute('/totem/profile')
    await waitFor(() => expect(within(form()).getByRole('option', { name: 'Milano' })).toBeTruthy())
    return view
  }

  it('saves with the storeId, then goes home, ends the session and confirms', async () => {
    let sent: unknown = null
    server.use(
      http.put(`${API}/totem/profiles`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0, data: giuseppe })
      }),
    )
    const { router } = await renderProfile()
    expect(within(form()).getByLabelText(/^Numero carta/)).toHaveAttribute('readonly')
    const u = userEvent.setup()
    await u.type(within(form()).getByLabelText(/^Email/), 'giuseppe@example.com')
    await u.click(within(form()).getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem'))
    expect(sent).toMatchObject({ storeId: '21', email: 'giuseppe@example.com', birthDate: '1958-06-21' })
    await waitFor(() => expect(session.user()).toBeNull())
    expect(loggedOut).toBe(1)
    expect(await screen.findByText('Profilo aggiornato con successo')).toBeInTheDocument()
  })

  it('saves without an address a customer who signed up here and gave none; a part given needs the rest', async () => {
    const noAddress = { ...giuseppe, address: null }
    session.start(noAddress, 'kiosk-token')
    const sent: unknown[] = []
    server.use(
      http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: noAddress })),
      http.put(`${API}/totem/profiles`, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ code: 0, data: noAddress })
      }),
    )
    const { router } = await renderProfile()
    const u = userEvent.setup()
    expect(within(form()).getByLabelText(/^Città/)).not.toBeRequired()
    // One part of the address asks for the others.
    await u.type(within(form()).getByLabelText(/^Città/), 'Milano')
    await u.click(within(form()).getByRole('button', { name: 'Salva le modifiche' }))
    expect(await within(form()).findAllByText('Campo obbligatorio')).toHaveLength(3)
    expect(sent).toEqual([])
    // None at all is fine.
    await u.clear(within(form()).getByLabelText(/^Città/))
    await u.click(within(form()).getByRole('button', { name: 'Salva le modifiche' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem'))
    expect(sent).toMatchObject([{ address: null, firstName: 'Giuseppe' }])
  })

  it('keeps an address on file required: it can change, not go', async () => {
    await renderProfile()
    const u = userEvent.setup()
    expect(within(form()).getByLabelText(/^Città/)).toBeRequired()
    await u.clear(within(form()).getByLabelText(/^Città/))
    await u.click(within(form()).getByRole('button', { name: 'Salva le modifiche' }))
    expect(await within(form()).findByText('Campo obbligatorio')).toBeInTheDocument()
  })

  it("says 'Errore durante l'aggiornamento del profilo' with the reason, and keeps the session", async () => {
    server.use(http.put(`${API}/totem/profiles`, () => failure(28)))
    await renderProfile()
    await userEvent.setup().click(within(form()).getByRole('button', { name: 'Salva le modifiche' }))
    expect(await screen.findByText("Errore durante l'aggiornamento del profilo")).toBeInTheDocument()
    expect(screen.getByText('Devi essere maggiorenne per poterti registrare al servizio')).toBeInTheDocument()
    expect(session.user()).not.toBeNull()
  })

  it('deletes the profile by user id behind a confirmation, then forgets the customer', async () => {
    let deleted = ''
    server.use(
      http.post(`${API}/totem/profiles/:id/delete`, ({ params }) => {
        deleted = String(params.id)
        return HttpResponse.json({ code: 0 })
      }),
    )
    const { router } = await renderProfile()
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Elimina profilo' }))
    await u.click(await screen.findByRole('button', { name: 'Sì, elimina il profilo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem'))
    expect(deleted).toBe('3')
    expect(session.user()).toBeNull()
    expect(await screen.findByText('Profilo eliminato con successo')).toBeInTheDocument()
  })
})

describe('kiosk card and reset', () => {
  it('shows the balance and the card', async () => {
    await renderRoute('/totem/card')
    expect(screen.getByRole('heading', { name: 'Ciao Giuseppe' })).toBeInTheDocument()
    expect(screen.getAllByText('0430007654324').length).toBeGreaterThan(0)
    expect(screen.getByText('820')).toBeInTheDocument()
    // The barcode is drawn, without the phone's advice to turn the brightness up.
    expect(await screen.findByRole('img', { name: /Codice a barre EAN-13/ })).toBeInTheDocument()
    expect(screen.queryByText(/alza la luminosità/)).toBeNull()
    // Personal history stays off the shared screen: the balance only.
    expect(screen.queryByRole('heading', { name: 'Movimenti punti' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Scontrini digitali' })).toBeNull()
  })

  it('asks for a password-reset mail and confirms without naming anyone', async () => {
    let sent: unknown = null
    server.use(
      http.post(`${API}/profiles/password`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderRoute('/totem/reset')
    const u = userEvent.setup()
    await u.type(screen.getByLabelText(/^Email/), 'mario.rossi@example.com')
    await u.click(screen.getByRole('button', { name: 'Invia' }))
    expect(
      await screen.findByRole('heading', { name: 'Richiesta effettuata con successo' }),
    ).toBeInTheDocument()
    expect(sent).toEqual({ tid: '01', email: 'mario.rossi@example.com' })
    expect(screen.queryByText(/mario\.rossi/)).toBeNull()
  })
})
