import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { feedback } from '../../../src/ui/feedback/feedback'
import { API, renderRoute } from '../render'
import { failure, listHandlers, mario } from '../signup/fixtures'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  // jsdom has no modal dialogs: open and close just toggle the attribute the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
beforeEach(() => {
  session.replaceUser(mario)
  server.use(
    ...listHandlers,
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: mario })),
  )
})
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  session.clear()
  feedback.clear()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const profileForm = () => screen.getByRole('form', { name: 'I tuoi dati' })
const passwordForm = () => screen.getByRole('form', { name: 'Cambia password' })
const inForm = (label: RegExp) => within(profileForm()).getByLabelText(label)
const save = (u: UserEvent) => u.click(screen.getByRole('button', { name: 'Salva le modifiche' }))

async function renderProfile() {
  const view = await renderRoute('/profile')
  // The option lists have loaded when the saved choices show with their labels.
  await waitFor(() =>
    expect(within(inForm(/^Provincia/)).getByRole('option', { name: 'Torino' })).toBeTruthy(),
  )
  await waitFor(() =>
    expect(
      within(inForm(/^Professione/)).getByRole('option', { name: 'Lavoratore dipendente' }),
    ).toBeTruthy(),
  )
  return view
}

function acceptUpdates(answer: (body: unknown) => Response) {
  const bodies: unknown[] = []
  server.use(
    http.put(`${API}/profiles`, async ({ request }) => {
      const body = await request.json()
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

describe('profile loading', () => {
  it('shows the stored user at once, says it is loading, then shows the fresh one', async () => {
    const fresh: User = {
      ...mario,
      address: { id: 3, county: 'TO', city: 'Moncalieri', zip: '10024', address: 'Via Roma 2' },
    }
    server.use(
      http.get(`${API}/profiles/login`, async () => {
        await delay(100)
        return HttpResponse.json({ code: 0, data: fresh })
      }),
    )
    await renderRoute('/profile')
    expect(screen.getByRole('heading', { level: 1, name: 'Profilo' })).toBeInTheDocument()
    expect(screen.getByText('Caricamento dei dati aggiornati del profilo…')).toBeInTheDocument()
    expect(inForm(/^Città/)).toHaveValue('Torino')
    await waitFor(() => expect(inForm(/^Città/)).toHaveValue('Moncalieri'))
    expect(screen.queryByText('Caricamento dei dati aggiornati del profilo…')).toBeNull()
    expect(session.user()?.address?.city).toBe('Moncalieri')
  })

  it('shows e-mail and card code read-only, and the saved choices', async () => {
    await renderProfile()
    expect(inForm(/^Email/)).toHaveValue('mario.rossi@example.com')
    expect(inForm(/^Email/)).toHaveAttribute('readonly')
    expect(inForm(/^Numero carta/)).toHaveValue('0430001234560')
    expect(inForm(/^Numero carta/)).toHaveAttribute('readonly')
    expect(inForm(/^Nome/)).toHaveValue('Mario')
    expect(inForm(/^Data di nascita/)).toHaveValue('12/04/1980')
    expect(inForm(/^Provincia/)).toHaveValue('TO')
    expect(inForm(/^Professione/)).toHaveValue('EMPLOYEE')
    expect(inForm(/^Situazione familiare/)).toHaveValue('FAMILY_WITH_CHILDREN')
    expect(inForm(/^Anno di nascita del primo figlio/)).toHaveValue('2012')
    expect(inForm(/^Marketing/)).toBeChecked()
    expect(inForm(/^Profilazione/)).not.toBeChecked()
  })

  it('without a connection keeps the stored user on screen and says why', async () => {
    server.use(http.get(`${API}/profiles/login`, () => HttpResponse.error()))
    await renderRoute('/profile')
    expect(await screen.findByText(/Non è stato possibile caricare i dati aggiornati/)).toHaveTextContent(
      'Errore di comunicazione col server',
    )
    expect(inForm(/^Nome/)).toHaveValue('Mario')
  })

  it('offline with nothing fetched yet, says so instead of loading forever', async () => {
    onlineManager.setOnline(false)
    try {
      await renderRoute('/profile')
      expect(await screen.findByText(/Sei offline: vedi i dati salvati su questo dispositivo/)).toBeVisible()
      expect(screen.queryByText('Caricamento dei dati aggiornati del profilo…')).toBeNull()
      expect(screen.getByText(/le opzioni delle preferenze arrivano appena torni online/)).toBeVisible()
      expect(within(inForm(/^Provincia/)).getByRole('option', { name: 'Elenco non disponibile offline' }))
      // The saved choices stay selected, with the app's own label.
      expect(inForm(/^Professione/)).toHaveValue('EMPLOYEE')
      expect(within(inForm(/^Professione/)).getByRole('option', { name: 'Lavoratore dipendente' }))
      expect(inForm(/^Nome/)).toHaveValue('Mario')
    } finally {
      onlineManager.setOnline(true)
    }
    // Back online, the waiting calls go out by themselves.
    await waitFor(() =>
      expect(within(inForm(/^Provincia/)).getByRole('option', { name: 'Torino' })).toBeTruthy(),
    )
    expect(screen.queryByText(/Sei offline/)).toBeNull()
  })

  it('shows nothing personal once the session has ended, and goes to the login', async () => {
    const { router } = await renderProfile()
    session.clear()
    // The address changes as the navigation starts; the page, once it has ended.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login')
      expect(router.state.status).toBe('idle')
    })
    expect(screen.queryByRole('form', { name: 'I tuoi dati' })).toBeNull()
    expect(screen.queryByDisplayValue('Mario')).toBeNull()
  })

  it('lets only logged-in customers in: a visitor lands on the login', async () => {
    session.clear()
    const { router } = await renderRoute('/profile')
    expect(router.state.location.pathname).toBe('/login')
  })
})

describe('profile validation (on blur, behaviour §5)', () => {
  it('shows each rule message when leaving the field, not while typing', async () => {
    await renderProfile()
    const u = userEvent.setup()
    await u.clear(inForm(/^Cellulare/))
    await u.type(inForm(/^Cellulare/), '347123456')
    expect(within(profileForm()).queryByText('Numero di cellulare non valido')).toBeNull()
    await u.tab()
    expect(inForm(/^Cellulare/)).toHaveAccessibleDescription(
      expect.stringContaining('Numero di cellulare non valido'),
    )

    await u.clear(inForm(/^Anno di nascita del primo figlio/))
    await u.type(inForm(/^Anno di nascita del primo figlio/), '12')
    await u.tab()
    expect(inForm(/^Anno di nascita del primo figlio/)).toHaveAccessibleDescription(
      expect.stringContaining('Anno di nascita non valido'),
    )

    await u.clear(inForm(/^Nome/))
    await u.tab()
    expect(inForm(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio')

    await u.clear(inForm(/^CAP/))
    await u.type(inForm(/^CAP/), '1013')
    await u.tab()
    expect(inForm(/^CAP/)).toHaveAccessibleDescription('CAP non valido')

    await u.click(inForm(/^Accetto il regolamento/))
    await u.tab()
    expect(inForm(/^Accetto il regolamento/)).toHaveAccessibleDescription(
      expect.stringContaining('Campo obbligatorio'),
    )
  })

  it('shows the child birth years only for a family with children', async () => {
    await renderProfile()
    const u = userEvent.setup()
    expect(within(profileForm()).getAllByLabelText(/^Anno di nascita del/)).toHaveLength(4)
    await u.selectOptions(inForm(/^Situazione familiare/), 'SINGLE')
    expect(within(profileForm()).queryAllByLabelText(/^Anno di nascita del/)).toHaveLength(0)
    await u.selectOptions(inForm(/^Situazione familiare/), 'FAMILY_WITH_CHILDREN')
    expect(inForm(/^Anno di nascita del primo figlio/)).toHaveValue('2012')
  })

  it('keeps SMS/WhatsApp disabled without a valid 10-digit mobile, without dropping the choice', async () => {
    await renderProfile()
    const u = userEvent.setup()
    const sms = inForm(/SMS e WhatsApp/)
    expect(sms).toBeEnabled()
    expect(sms).toBeChecked()
    await u.clear(inForm(/^Cellulare/))
    await waitFor(() => expect(sms).toBeDisabled())
    // The consent given stays on screen, and the hint says what saving without a phone does.
    expect(sms).toBeChecked()
    expect(sms).toHaveAccessibleDescription(
      'Per mantenere questa scelta inserisci un numero di cellulare valido: senza, non viene salvata.',
    )
    // Nine digits are enough at sign-up, not here.
    await u.type(inForm(/^Cellulare/), '347123456')
    expect(sms).toBeDisabled()
    await u.type(inForm(/^Cellulare/), '7')
    expect(sms).toBeEnabled()
    expect(sms).toBeChecked()
  })

  it('keeps the SMS consent of a 9-digit sign-up number until the customer corrects the number', async () => {
    const nineDigits = { ...mario, mobilePhone: '347123456', accept6: true }
    session.replaceUser(nineDigits)
    server.use(http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: nineDigits })))
    const bodies = acceptUpdates(() => HttpResponse.json({ code: 0, data: mario }))
    await renderProfile()
    const u = userEvent.setup()
    const sms = inForm(/SMS e WhatsApp/)
    expect(sms).toBeDisabled()
    expect(sms).toBeChecked()
    await u.type(inForm(/^Cellulare/), '7')
    expect(sms).toBeEnabled()
    await save(u)
    await screen.findByText('Profilo aggiornato con successo')
    expect(bodies).toMatchObject([{ mobilePhone: '3471234567', accept6: true }])
  })
})

describe('profile save', () => {
  it('sends the ProfileUpdate, replaces the stored user and says so', async () => {
    const bodies = acceptUpdates((body) =>
      HttpResponse.json({
        code: 0,
        data: {
          ...mario,
          address: { ...mario.address, city: 'Moncalieri' },
          preferences: (body as User).preferences,
        },
      }),
    )
    await renderProfile()
    const u = userEvent.setup()
    await u.clear(inForm(/^Città/))
    await u.type(inForm(/^Città/), 'Moncalieri')
    await u.selectOptions(inForm(/^Professione/), '')
    await u.type(inForm(/^Anno di nascita del secondo figlio/), '2016')
    await save(u)

    expect(await screen.findByText('Profilo aggiornato con successo')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        firstName: 'Mario',
        lastName: 'Rossi',
        birthDate: '1980-04-12',
        gender: 'MALE',
        ssnCode: 'RSSMRA80D12L219X',
        mobilePhone: '3471234567',
        address: { id: null, city: 'Moncalieri', address: 'Via Cibrario 45', zip: '10138', county: 'TO' },
        preferences: {
          profession: null,
          qualification: null,
          interests: 'COOKING',
          animals: null,
          familySituation: 'FAMILY_WITH_CHILDREN',
          birthYearChild1: '2012',
          birthYearChild2: '2016',
          birthYearChild3: null,
          birthYearChild4: null,
        },
        accept1: true,
        accept2: true,
        accept3: true,
        accept4: false,
        accept5: true,
        accept6: true,
      },
    ])
    expect(session.user()?.address?.city).toBe('Moncalieri')
    expect(localStorage.getItem('tessera.user')).toContain('Moncalieri')
  })

  it('sends no child birth years for a family without children, and empty choices as null', async () => {
    const bodies = acceptUpdates(() => HttpResponse.json({ code: 0, data: mario }))
    await renderProfile()
    const u = userEvent.setup()
    await u.selectOptions(inForm(/^Situazione familiare/), 'FAMILY_WITHOUT_CHILDREN')
    await u.selectOptions(inForm(/^Interessi/), '')
    await save(u)
    await screen.findByText('Profilo aggiornato con successo')
    expect(bodies).toMatchObject([
      {
        preferences: {
          profession: 'EMPLOYEE',
          interests: null,
          familySituation: 'FAMILY_WITHOUT_CHILDREN',
          birthYearChild1: null,
          birthYearChild2: null,
          birthYearChild3: null,
          birthYearChild4: null,
        },
      },
    ])
  })

  it('does not send an invalid form, and focuses the first wrong field', async () => {
    const bodies = acceptUpdates(() => HttpResponse.json({ code: 0, data: mario }))
    await renderProfile()
    const u = userEvent.setup()
    await u.clear(inForm(/^Cognome/))
    await u.clear(inForm(/^Cellulare/))
    await u.type(inForm(/^Cellulare/), '12345')
    await save(u)
    await waitFor(() => expect(inForm(/^Cognome/)).toHaveFocus())
    expect(inForm(/^Cellulare/)).toHaveAccessibleDescription(
      expect.stringContaining('Numero di cellulare non valido'),
    )
    expect(bodies).toEqual([])
  })

  it("on failure says 'Errore durante l'aggiornamento del profilo' with the reason and keeps the input", async () => {
    acceptUpdates(() => failure(28))
    await renderProfile()
    const u = userEvent.setup()
    await u.clear(inForm(/^Città/))
    await u.type(inForm(/^Città/), 'Moncalieri')
    await save(u)
    const alert = await within(profileForm()).findByRole('alert')
    expect(alert).toHaveTextContent("Errore durante l'aggiornamento del profilo")
    expect(alert).toHaveTextContent('Devi essere maggiorenne per poterti registrare al servizio')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(inForm(/^Città/)).toHaveValue('Moncalieri')
    expect(session.user()?.address?.city).toBe('Torino')
  })

  it('offline, also says the connection is missing', async () => {
    acceptUpdates(() => HttpResponse.error())
    await renderProfile()
    const u = userEvent.setup()
    await u.clear(inForm(/^Città/))
    await u.type(inForm(/^Città/), 'Moncalieri')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await save(u)
    const alert = await within(profileForm()).findByRole('alert')
    expect(alert).toHaveTextContent("Errore durante l'aggiornamento del profilo")
    expect(alert).toHaveTextContent('Nessuna connessione a Internet: controlla la rete e riprova.')
    expect(inForm(/^Città/)).toHaveValue('Moncalieri')
  })
})

describe('password change', () => {
  async function fillPasswords(u: UserEvent, confirm = 'Nuova-Segreta-1') {
    await u.type(within(passwordForm()).getByLabelText(/^Password attuale/), 'Tessera-2026')
    await u.type(within(passwordForm()).getByLabelText(/^Nuova password/), 'Nuova-Segreta-1')
    await u.type(within(passwordForm()).getByLabelText(/^Conferma nuova password/), confirm)
    await u.click(within(passwordForm()).getByRole('button', { name: 'Cambia password' }))
  }

  it('changes it, says so and empties the fields', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/profiles/password/change`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderProfile()
    const u = userEvent.setup()
    await fillPasswords(u)
    expect(await screen.findByText('Password aggiornata correttamente')).toBeInTheDocument()
    expect(bodies).toEqual([{ oldPassword: 'Tessera-2026', newPassword: 'Nuova-Segreta-1' }])
    expect(within(passwordForm()).getByLabelText(/^Password attuale/)).toHaveValue('')
    expect(within(passwordForm()).getByLabelText(/^Nuova password/)).toHaveValue('')
  })

  it('sends with Enter from the confirmation field', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/profiles/password/change`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderProfile()
    const u = userEvent.setup()
    await u.type(within(passwordForm()).getByLabelText(/^Password attuale/), 'Tessera-2026')
    await u.type(within(passwordForm()).getByLabelText(/^Nuova password/), 'Nuova-Segreta-1')
    await u.type(within(passwordForm()).getByLabelText(/^Conferma nuova password/), 'Nuova-Segreta-1{Enter}')
    expect(await screen.findByText('Password aggiornata correttamente')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
  })

  it('on code 34 shows the message and keeps the input', async () => {
    server.use(http.post(`${API}/profiles/password/change`, () => failure(34)))
    await renderProfile()
    const u = userEvent.setup()
    await fillPasswords(u)
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent('Vecchia password errata')
    expect(within(passwordForm()).getByLabelText(/^Nuova password/)).toHaveValue('Nuova-Segreta-1')
  })

  it('re-checks a typed confirmation when the new password changes, and leaves an empty one alone', async () => {
    await renderProfile()
    const u = userEvent.setup()
    const confirmation = within(passwordForm()).getByLabelText(/^Conferma nuova password/)
    await u.type(within(passwordForm()).getByLabelText(/^Nuova password/), 'Nuova-Segreta-1')
    await u.tab()
    await u.type(confirmation, 'Nuova-Segreta-1')
    expect(within(passwordForm()).queryByText('Campo obbligatorio')).toBeNull()
    await u.tab()
    await u.type(within(passwordForm()).getByLabelText(/^Nuova password/), '9')
    await u.tab()
    expect(confirmation).toHaveAccessibleDescription('Le password non coincidono')
  })

  it('checks length and confirmation on blur, without calling the server', async () => {
    const calls = vi.fn()
    server.use(
      http.post(`${API}/profiles/password/change`, () => {
        calls()
        return HttpResponse.json({ code: 0 })
      }),
    )
    await renderProfile()
    const u = userEvent.setup()
    await u.type(within(passwordForm()).getByLabelText(/^Password attuale/), 'corta')
    await u.tab()
    expect(
      within(passwordForm()).getByText('La password deve essere lunga almeno 8 caratteri'),
    ).toBeInTheDocument()
    await u.clear(within(passwordForm()).getByLabelText(/^Password attuale/))
    await fillPasswords(u, 'Diversa-Segreta-1')
    expect(await within(passwordForm()).findByText('Le password non coincidono')).toBeInTheDocument()
    expect(calls).not.toHaveBeenCalled()
  })
})

describe('profile deletion', () => {
  it('asks for confirmation, deletes, ends the session and goes home', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/profiles/delete`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ code: 0 })
      }),
      // The home page the customer lands on asks for its banners.
      http.get(`${API}/cms/banners`, () => HttpResponse.json({ code: 0, data: [] })),
    )
    const { router } = await renderProfile()
    const sessionChecks = vi.fn()
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.endsWith('/profiles/login')) sessionChecks()
    })
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Elimina profilo' }))
    const dialog = screen.getByRole('dialog', { name: 'Vuoi eliminare il profilo?' })
    await u.click(within(dialog).getByRole('button', { name: 'Sì, elimina il profilo' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(bodies).toEqual([{ profileId: 7 }])
    // The deleted customer's session is not asked for again (it would only answer 401).
    await waitFor(() => expect(session.user()).toBeNull())
    expect(sessionChecks).not.toHaveBeenCalled()
    expect(localStorage.getItem('tessera.user')).toBeNull()
    expect(await screen.findByText('Profilo eliminato con successo')).toBeInTheDocument()
  })

  it('does nothing when cancelled', async () => {
    const calls = vi.fn()
    server.use(
      http.post(`${API}/profiles/delete`, () => {
        calls()
        return HttpResponse.json({ code: 0 })
      }),
    )
    const { router } = await renderProfile()
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Elimina profilo' }))
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).not.toHaveBeenCalled()
    expect(session.user()?.id).toBe(7)
    expect(router.state.location.pathname).toBe('/profile')
  })

  it("on failure says 'Errore durante la cancellazione del profilo' and keeps the session", async () => {
    server.use(http.post(`${API}/profiles/delete`, () => failure(21)))
    const { router } = await renderProfile()
    const u = userEvent.setup()
    await u.click(screen.getByRole('button', { name: 'Elimina profilo' }))
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sì, elimina il profilo' }))
    const alert = await screen.findByText('Errore durante la cancellazione del profilo')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Profilo non trovato')
    expect(session.user()?.id).toBe(7)
    expect(router.state.location.pathname).toBe('/profile')
    expect(screen.getByRole('button', { name: 'Elimina profilo' })).toHaveFocus()
  })
})
