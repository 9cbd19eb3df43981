import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { feedback } from '../../../src/ui/feedback/feedback'
import { API, renderRoute } from '../render'
import { failure, listHandlers } from './fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(...listHandlers))
afterEach(() => {
  server.resetHandlers()
  feedback.clear()
})
afterAll(() => server.close())

const mainForm = () => screen.getByRole('form', { name: 'I tuoi dati' })
const lookupForm = () => screen.getByRole('form', { name: 'Hai già una carta?' })
const inForm = (label: RegExp) => within(mainForm()).getByLabelText(label)

/** Records the JSON bodies the sign-up endpoint receives. */
function acceptSignups(answer: () => Response = () => HttpResponse.json({ code: 0 })) {
  const bodies: unknown[] = []
  server.use(
    http.post(`${API}/profiles/signup`, async ({ request }) => {
      bodies.push(await request.json())
      return answer()
    }),
  )
  return bodies
}

async function fillValid(u: UserEvent, options: { cardCode?: string; mobile?: string } = {}) {
  await u.type(inForm(/^Nome/), 'Anna')
  await u.type(inForm(/^Cognome/), 'Verdi')
  await u.type(inForm(/^Data di nascita/), '17/05/1990')
  await u.selectOptions(inForm(/^Sesso/), 'FEMALE')
  if (options.mobile) await u.type(inForm(/^Cellulare/), options.mobile)
  await u.type(inForm(/^Email/), 'Anna.Verdi@example.com')
  await u.type(inForm(/^Password/), 'Segreta-2026')
  await u.type(inForm(/^Conferma password/), 'Segreta-2026')
  await u.type(inForm(/^Indirizzo/), 'Via Roma 1')
  await u.type(inForm(/^Città/), 'Torino')
  await u.type(inForm(/^CAP/), '10121')
  await waitFor(() =>
    expect(within(inForm(/^Provincia/)).getByRole('option', { name: 'Torino' })).toBeTruthy(),
  )
  await u.selectOptions(inForm(/^Provincia/), 'TO')
  if (options.cardCode) await u.type(inForm(/^Numero carta/), options.cardCode)
  await u.click(inForm(/^Accetto il regolamento/))
  await u.click(inForm(/^Ho letto l'informativa privacy/))
}

const submit = (u: UserEvent) => u.click(within(mainForm()).getByRole('button', { name: 'Registrati' }))

describe('sign-up validation (on change, behaviour §5)', () => {
  it('shows each rule message while typing, without leaving the field', async () => {
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(inForm(/^Email/), 'anna@')
    expect(await within(mainForm()).findByText('Indirizzo email non valido')).toBeInTheDocument()
    await u.type(inForm(/^Password/), 'Corta1')
    expect(
      within(mainForm()).getByText('La password deve essere lunga almeno 8 caratteri'),
    ).toBeInTheDocument()
    await u.type(inForm(/^Conferma password/), 'Corta2')
    expect(within(mainForm()).getByText('Le password non coincidono')).toBeInTheDocument()
    await u.type(inForm(/^Numero carta/), '123')
    expect(within(mainForm()).getByText('Numero carta fedeltà non valido')).toBeInTheDocument()
    await u.type(inForm(/^Cellulare/), '12345')
    expect(within(mainForm()).getByText('Numero di cellulare non valido')).toBeInTheDocument()
    await u.type(inForm(/^CAP/), '101')
    expect(within(mainForm()).getByText('CAP non valido')).toBeInTheDocument()
    await u.type(inForm(/^Nome/), 'A')
    await u.clear(inForm(/^Nome/))
    expect(inForm(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio')
  })

  it('clears a message once the value is right, and re-checks the confirmation when the password changes', async () => {
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(inForm(/^Password/), 'Segreta-2026')
    await u.type(inForm(/^Conferma password/), 'Segreta-2026')
    expect(within(mainForm()).queryByText('Le password non coincidono')).toBeNull()
    await u.type(inForm(/^Password/), 'X')
    expect(await within(mainForm()).findByText('Le password non coincidono')).toBeInTheDocument()
    await u.type(inForm(/^Cellulare/), '34712345')
    expect(within(mainForm()).getByText('Numero di cellulare non valido')).toBeInTheDocument()
    await u.type(inForm(/^Cellulare/), '6')
    expect(within(mainForm()).queryByText('Numero di cellulare non valido')).toBeNull()
  })

  it('takes the birth date as dd/MM/yyyy, whatever the browser language, and refuses a day that is not', async () => {
    await renderRoute('/signup')
    const u = userEvent.setup()
    const date = inForm(/^Data di nascita/)
    expect(date).toHaveAttribute('inputMode', 'numeric')
    await u.type(date, '31021990')
    expect(date).toHaveValue('31/02/1990')
    expect(date).toHaveAccessibleDescription(/gg\/mm\/aaaa.*Data non valida/)
    await u.clear(date)
    await u.type(date, '28021990')
    expect(date).not.toHaveAccessibleDescription(/Data non valida/)
    // What a browser's autofill may write comes out as Italians write it.
    fireEvent.change(date, { target: { value: '1988-03-09' } })
    expect(date).toHaveValue('09/03/1988')
  })

  it('shows the password hint', async () => {
    await renderRoute('/signup')
    expect(inForm(/^Password/)).toHaveAccessibleDescription(
      'Almeno 8 caratteri, con almeno tre tra: lettere minuscole, lettere maiuscole, numeri e simboli.',
    )
  })

  it('refuses an empty submit: required fields and consents say so, the first one gets the focus', async () => {
    const bodies = acceptSignups()
    await renderRoute('/signup')
    const u = userEvent.setup()
    await submit(u)
    await waitFor(() => expect(inForm(/^Nome/)).toHaveFocus())
    for (const label of [
      /^Nome/,
      /^Cognome/,
      /^Data di nascita/,
      /^Sesso/,
      /^Email/,
      /^Password/,
      /^Conferma password/,
      /^Indirizzo/,
      /^Città/,
      /^CAP/,
      /^Provincia/,
      /^Accetto il regolamento/,
      /^Ho letto l'informativa privacy/,
    ]) {
      expect(inForm(label)).toHaveAttribute('aria-invalid', 'true')
      expect(inForm(label)).toHaveAccessibleDescription(expect.stringContaining('Campo obbligatorio'))
    }
    expect(inForm(/^Cellulare/)).not.toHaveAttribute('aria-invalid')
    expect(inForm(/^Numero carta/)).not.toHaveAttribute('aria-invalid')
    expect(bodies).toEqual([])
  })

  it('keeps SMS/WhatsApp disabled until the mobile phone is valid, keeping a choice made and saying so', async () => {
    await renderRoute('/signup')
    const u = userEvent.setup()
    const sms = inForm(/SMS e WhatsApp/)
    expect(sms).toBeDisabled()
    expect(sms).toHaveAccessibleDescription(
      'Per scegliere questa opzione inserisci un numero di cellulare valido.',
    )
    await u.type(inForm(/^Cellulare/), '347123456')
    expect(sms).toBeEnabled()
    await u.click(sms)
    expect(sms).toBeChecked()
    await u.clear(inForm(/^Cellulare/))
    await u.type(inForm(/^Cellulare/), '3471')
    await waitFor(() => expect(sms).toBeDisabled())
    expect(sms).toBeChecked()
    expect(sms).toHaveAccessibleDescription(
      'Per mantenere questa scelta inserisci un numero di cellulare valido: senza, non viene salvata.',
    )
    await u.type(inForm(/^Cellulare/), '23456')
    expect(sms).toBeEnabled()
    expect(sms).toBeChecked()
  })
})

describe('sign-up submit', () => {
  it('sends the SignupRequest with the app origin, the card and the consents, then confirms', async () => {
    const bodies = acceptSignups()
    await renderRoute('/signup?origin=Android')
    const u = userEvent.setup()
    await fillValid(u, { cardCode: '0430009000013', mobile: '3471234567' })
    await u.click(inForm(/SMS e WhatsApp/))
    await u.click(inForm(/^Marketing/))
    await submit(u)

    expect(await screen.findByRole('heading', { level: 1, name: 'Controlla la tua email' })).toHaveFocus()
    expect(bodies).toEqual([
      {
        username: 'anna.verdi@example.com',
        password: 'Segreta-2026',
        terminalType: 'Android',
        profile: {
          firstName: 'Anna',
          lastName: 'Verdi',
          birthDate: '1990-05-17',
          gender: 'FEMALE',
          ssnCode: '',
          email: 'anna.verdi@example.com',
          mobilePhone: '3471234567',
          address: { id: null, city: 'Torino', address: 'Via Roma 1', zip: '10121', county: 'TO' },
          cards: [{ code: '0430009000013', enabled: true }],
          preferences: null,
          accept1: true,
          accept2: true,
          accept3: true,
          accept4: false,
          accept5: false,
          accept6: true,
          attrib1: null,
          employee: false,
        },
      },
    ])
    const status = screen.getByRole('status')
    expect(within(status).getByText('Registrazione effettuata')).toBeInTheDocument()
    expect(
      within(status).getByText('A breve riceverai una email per completare il processo di registrazione.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Anna.Verdi@example.com')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'I tuoi dati' })).toBeNull()
    expect(screen.queryByDisplayValue('Via Roma 1')).toBeNull()
  })

  it('without a card code asks for a digital card (cards: []) and records the web origin', async () => {
    const bodies = acceptSignups()
    await renderRoute('/signup')
    const u = userEvent.setup()
    await fillValid(u)
    await submit(u)
    await screen.findByRole('heading', { level: 1, name: 'Controlla la tua email' })
    expect(bodies).toMatchObject([
      { terminalType: 'web', profile: { cards: [], mobilePhone: '', accept6: false, employee: false } },
    ])
  })

  it('does not send the SMS consent once the phone is taken away, as its hint says', async () => {
    const bodies = acceptSignups()
    await renderRoute('/signup')
    const u = userEvent.setup()
    await fillValid(u, { mobile: '3471234567' })
    await u.click(inForm(/SMS e WhatsApp/))
    await u.clear(inForm(/^Cellulare/))
    await submit(u)
    await screen.findByRole('heading', { level: 1, name: 'Controlla la tua email' })
    expect(bodies).toMatchObject([{ profile: { mobilePhone: '', accept6: false } }])
  })

  it("on code 13 shows 'Password non valida' with the message, focused, and keeps what was typed", async () => {
    acceptSignups(() => failure(13))
    await renderRoute('/signup')
    const u = userEvent.setup()
    await fillValid(u)
    await submit(u)
    const alert = await within(mainForm()).findByRole('alert')
    expect(alert).toHaveTextContent('Password non valida')
    expect(alert).toHaveTextContent(
      'La password deve essere lunga almeno 8 caratteri e contenere almeno tre tra: lettere minuscole, maiuscole, numeri e simboli',
    )
    await waitFor(() => expect(alert).toHaveFocus())
    expect(inForm(/^Nome/)).toHaveValue('Anna')
    expect(inForm(/^Password/)).toHaveValue('Segreta-2026')
    expect(inForm(/^Provincia/)).toHaveValue('TO')
    expect(inForm(/^Accetto il regolamento/)).toBeChecked()
  })

  it.each([
    [26, 'Un utente con la mail indicata risulta già registrato'],
    [28, 'Devi essere maggiorenne per poterti registrare al servizio'],
    [29, 'La carta inserita risulta associata ad un altro utente'],
    [30, 'Numero di telefono non valido'],
    [35, 'Codice carta non valido'],
  ])('on code %i shows the catalogue message alone', async (code, message) => {
    acceptSignups(() => failure(code))
    await renderRoute('/signup')
    const u = userEvent.setup()
    await fillValid(u)
    await submit(u)
    const alert = await within(mainForm()).findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(alert).not.toHaveTextContent('Password non valida')
    expect(inForm(/^Email/)).toHaveValue('Anna.Verdi@example.com')
  })

  it('without a connection says so and keeps the form', async () => {
    acceptSignups(() => HttpResponse.error())
    await renderRoute('/signup')
    const u = userEvent.setup()
    await fillValid(u)
    await submit(u)
    expect(await within(mainForm()).findByRole('alert')).toHaveTextContent(
      'Errore di comunicazione col server',
    )
    expect(inForm(/^Cognome/)).toHaveValue('Verdi')
  })
})

describe('existing card look-up (latua)', () => {
  const cardOnly = {
    id: 31,
    username: '0430007654324',
    firstName: 'Giuseppe',
    lastName: 'Esposito',
    birthDate: '1958-06-21',
    gender: 'MALE',
    address: { id: 4, county: 'MI', city: 'Milano', zip: '20135', address: 'Viale Umbria 30' },
    cards: [
      {
        id: 40,
        code: '0430007654324',
        description: 'Carta fedeltà',
        points: 820,
        created: '2019-05-10T00:00:00.000Z',
        enabled: true,
      },
    ],
  }

  it('pre-fills the form from the found profile (step 2) and signs up with that card', async () => {
    const queries: string[] = []
    server.use(
      http.get(`${API}/profiles/latua`, ({ request }) => {
        queries.push(new URL(request.url).search)
        return HttpResponse.json({ code: 0, data: cardOnly })
      }),
    )
    const bodies = acceptSignups()
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(within(lookupForm()).getByLabelText(/^Numero carta/), '0430007654324')
    await u.type(within(lookupForm()).getByLabelText(/^Cognome/), 'Esposito')
    await u.click(within(lookupForm()).getByRole('button', { name: 'Cerca la mia carta' }))

    const step = await screen.findByText(/Passo 2: abbiamo trovato la carta 0430007654324/)
    await waitFor(() => expect(step.closest('[role="status"]')).toHaveFocus())
    expect(queries).toEqual(['?cardCode=0430007654324&lastName=Esposito'])
    expect(inForm(/^Nome/)).toHaveValue('Giuseppe')
    expect(inForm(/^Cognome/)).toHaveValue('Esposito')
    expect(inForm(/^Data di nascita/)).toHaveValue('21/06/1958')
    expect(inForm(/^Sesso/)).toHaveValue('MALE')
    expect(inForm(/^Indirizzo/)).toHaveValue('Viale Umbria 30')
    expect(inForm(/^Città/)).toHaveValue('Milano')
    expect(inForm(/^CAP/)).toHaveValue('20135')
    await waitFor(() => expect(inForm(/^Provincia/)).toHaveValue('MI'))
    expect(inForm(/^Numero carta/)).toHaveValue('0430007654324')
    expect(screen.queryByRole('form', { name: 'Hai già una carta?' })).toBeNull()

    await u.type(inForm(/^Email/), 'giuseppe@example.com')
    await u.type(inForm(/^Password/), 'Segreta-2026')
    await u.type(inForm(/^Conferma password/), 'Segreta-2026')
    await u.click(inForm(/^Accetto il regolamento/))
    await u.click(inForm(/^Ho letto l'informativa privacy/))
    await submit(u)
    await screen.findByRole('heading', { level: 1, name: 'Controlla la tua email' })
    expect(bodies).toMatchObject([
      {
        username: 'giuseppe@example.com',
        profile: { lastName: 'Esposito', cards: [{ code: '0430007654324', enabled: true }] },
      },
    ])
  })

  it.each([
    [21, 'Profilo non trovato'],
    [29, 'La carta inserita risulta associata ad un altro utente'],
    [35, 'Codice carta non valido'],
  ])('on code %i shows the message and leaves the form empty', async (code, message) => {
    server.use(http.get(`${API}/profiles/latua`, () => failure(code)))
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(within(lookupForm()).getByLabelText(/^Numero carta/), '0430009000013')
    await u.type(within(lookupForm()).getByLabelText(/^Cognome/), 'Bianchi')
    await u.click(within(lookupForm()).getByRole('button', { name: 'Cerca la mia carta' }))
    expect(await within(lookupForm()).findByRole('alert')).toHaveTextContent(message)
    expect(inForm(/^Nome/)).toHaveValue('')
    expect(inForm(/^Numero carta/)).toHaveValue('')
  })

  it.each([
    [29, 'Se ti sei già registrato con questa carta, accedi con la tua email oppure recupera la password.'],
    [21, "Se la carta è nuova e non l'hai mai usata per registrarti, compila il modulo qui sotto"],
  ])('on code %i also says what to do next', async (code, advice) => {
    server.use(http.get(`${API}/profiles/latua`, () => failure(code)))
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(within(lookupForm()).getByLabelText(/^Numero carta/), '0430009000013')
    await u.type(within(lookupForm()).getByLabelText(/^Cognome/), 'Bianchi')
    await u.click(within(lookupForm()).getByRole('button', { name: 'Cerca la mia carta' }))
    const alert = await within(lookupForm()).findByRole('alert')
    expect(alert).toHaveTextContent(advice)
    if (code === 29) {
      expect(within(alert).getByRole('link', { name: 'accedi' })).toHaveAttribute('href', '/app/login')
      expect(within(alert).getByRole('link', { name: 'recupera la password' })).toHaveAttribute(
        'href',
        '/app/reset',
      )
    }
  })

  it('checks the card code and surname on change before asking', async () => {
    await renderRoute('/signup')
    const u = userEvent.setup()
    await u.type(within(lookupForm()).getByLabelText(/^Numero carta/), '0431')
    expect(within(lookupForm()).getByText('Numero carta fedeltà non valido')).toBeInTheDocument()
    await u.click(within(lookupForm()).getByRole('button', { name: 'Cerca la mia carta' }))
    const surname = within(lookupForm()).getByLabelText(/^Cognome/)
    await waitFor(() => expect(surname).toHaveAccessibleDescription('Campo obbligatorio'))
    await waitFor(() => expect(within(lookupForm()).getByLabelText(/^Numero carta/)).toHaveFocus())
    await u.clear(within(lookupForm()).getByLabelText(/^Numero carta/))
    await u.type(within(lookupForm()).getByLabelText(/^Numero carta/), '0430009000013')
    expect(within(lookupForm()).queryByText('Numero carta fedeltà non valido')).toBeNull()
  })
})
