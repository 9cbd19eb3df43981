import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { forgetTheCustomerOnTheKiosk } from '../../../src/app/session-end'
import { yearList } from '../../../src/features/customer-form/birth-date'
import { SIGNUP_REDIRECT_MS } from '../../../src/features/kiosk/KioskSignaturePage'
import { KioskSignupSuccess } from '../../../src/features/kiosk/KioskSignupSuccess'
import { kioskLogOut } from '../../../src/features/kiosk/kiosk-actions'
import { kioskState } from '../../../src/features/kiosk/kiosk-state'
import { signupDraft } from '../../../src/features/kiosk/signup-draft'
import {
  type KioskSignupValues,
  noPreRead,
  type SignupOutcome,
  signupOutcome,
} from '../../../src/features/kiosk/signup-values'
import { withDateSlashes } from '../../../src/ui/form/DateField'
import { API, activateItalian, renderRoute } from '../render'
import { failure } from '../signup/fixtures'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  signupDraft.clear()
  vi.useRealTimers()
})
afterAll(() => server.close())

const form = () => screen.getByRole('form', { name: 'I tuoi dati' })
const field = (label: RegExp) => within(form()).getByLabelText(label)

const filled: KioskSignupValues = {
  cardCode: '',
  personal: {
    firstName: 'Anna',
    lastName: 'Colombo',
    birthDate: '1975-02-11',
    gender: 'FEMALE',
    mobilePhone: '',
  },
  email: 'anna.colombo@example.com',
  consents: { accept1: true, accept2: true, accept3: true, accept4: false, accept5: false, accept6: false },
}

describe('kiosk sign-up, step 1: the rules of behaviour §5', () => {
  it('refuses a card code off the pattern and keeps it to 13 characters', async () => {
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    expect(field(/^Numero carta/)).toHaveAttribute('maxLength', '13')
    await u.type(field(/^Numero carta/), '0430001')
    await u.tab()
    expect(await within(form()).findByText('Numero carta fedeltà non valido')).toBeInTheDocument()
  })

  it("asks for the e-mail only without a card: 'Campo obbligatorio se non presente la carta'", async () => {
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    await u.click(field(/^Email/))
    await u.tab()
    expect(await within(form()).findByText('Campo obbligatorio se non presente la carta')).toBeInTheDocument()
    await u.type(field(/^Numero carta/), '0430007654324')
    await u.tab()
    await waitFor(() =>
      expect(within(form()).queryByText('Campo obbligatorio se non presente la carta')).toBeNull(),
    )
    await u.type(field(/^Email/), 'anna@')
    await u.tab()
    expect(await within(form()).findByText('Indirizzo email non valido')).toBeInTheDocument()
  })

  it('takes the birth date as dd/MM/yyyy, refuses a future day, and says when it is cleared', async () => {
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    const date = field(/^Data di nascita/)
    await u.type(date, '09031988')
    expect(date).toHaveValue('09/03/1988')
    await u.clear(date)
    await u.type(date, `01/01/${new Date().getFullYear() + 1}`)
    await u.tab()
    expect(await within(form()).findByText('Data non valida')).toBeInTheDocument()
    await u.clear(date)
    await u.tab()
    expect(await within(form()).findAllByText('Campo obbligatorio')).not.toHaveLength(0)
  })

  it('offers a year list of 100 years that fills in the date with day and month', async () => {
    expect(yearList(new Date(2026, 5, 1))).toHaveLength(100)
    // From those who turn 18 this year: younger customers cannot sign up.
    expect(yearList(new Date(2026, 5, 1))[0]).toBe(2008)
    expect(yearList(new Date(2026, 5, 1)).at(-1)).toBe(1909)
    expect(withDateSlashes('0903')).toBe('09/03')
    expect(withDateSlashes('09/031')).toBe('09/03/1')
    expect(withDateSlashes('1/2/1980')).toBe('1/2/1980')
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    const year = within(form()).getByRole('combobox', { name: 'Anno' })
    expect(within(year).getAllByRole('option')).toHaveLength(101)
    await u.selectOptions(within(form()).getByRole('combobox', { name: 'Giorno' }), '21')
    await u.selectOptions(within(form()).getByRole('combobox', { name: 'Mese' }), '06')
    await u.selectOptions(year, '1958')
    expect(field(/^Data di nascita/)).toHaveValue('21/06/1958')
  })

  it("refuses a mobile phone that is not 9 or 10 digits with 'Numero di cellulare non valido'", async () => {
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    await u.type(field(/^Cellulare/), '33312345')
    await u.tab()
    expect(await within(form()).findByText('Numero di cellulare non valido')).toBeInTheDocument()
  })

  it('turns off autofill on every field', async () => {
    await renderRoute('/totem/signup')
    for (const control of within(form()).getAllByRole('textbox')) {
      expect(control).toHaveAttribute('autocomplete', 'off')
    }
  })

  it('pre-fills the form from a card found by code and surname', async () => {
    server.use(
      http.get(`${API}/totem/profiles/latua`, ({ request }) => {
        const q = new URL(request.url).searchParams
        expect([q.get('cardCode'), q.get('lastName')]).toEqual(['0430007654324', 'Esposito'])
        return HttpResponse.json({
          code: 0,
          data: {
            id: 3,
            username: '0430007654324',
            firstName: 'Giuseppe',
            lastName: 'Esposito',
            birthDate: '1958-06-21',
            gender: 'MALE',
            attrib1: 'SEDE-MI',
            address: { county: 'MI', city: 'Milano', zip: '20135', address: 'Viale Umbria 30' },
            cards: [
              {
                id: 1,
                code: '0430007654324',
                description: 'Carta',
                points: 1,
                created: '2019-05-10',
                enabled: true,
              },
            ],
          },
        })
      }),
    )
    await renderRoute('/totem/signup')
    const u = userEvent.setup()
    const lookup = screen.getByRole('form', { name: 'Hai già una carta?' })
    await u.type(within(lookup).getByLabelText(/^Numero carta/), '0430007654324')
    await u.type(within(lookup).getByLabelText(/^Cognome/), 'Esposito')
    await u.click(within(lookup).getByRole('button', { name: 'Cerca la mia carta' }))
    expect(await screen.findByText(/Abbiamo trovato la carta 0430007654324/)).toBeInTheDocument()
    expect(field(/^Cognome/)).toHaveValue('Esposito')
    expect(field(/^Data di nascita/)).toHaveValue('21/06/1958')
    expect(field(/^Numero carta/)).toHaveValue('0430007654324')
  })

  it('goes on to the signature with a valid form, and keeps it for the way back', async () => {
    const { router } = await renderRoute('/totem/signup')
    const u = userEvent.setup()
    await u.type(field(/^Nome/), 'Anna')
    await u.type(field(/^Cognome/), 'Colombo')
    await u.type(field(/^Data di nascita/), '11/02/1975')
    await u.click(within(form()).getByRole('radio', { name: 'Femmina' }))
    await u.type(field(/^Email/), 'anna.colombo@example.com')
    await u.click(field(/^Accetto il regolamento/))
    await u.click(field(/^Ho letto l'informativa privacy/))
    await u.click(within(form()).getByRole('button', { name: 'Avanti: firma' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/signature'))
    expect(signupDraft.get()).toMatchObject({
      complete: true,
      values: { email: 'anna.colombo@example.com', personal: { birthDate: '1975-02-11' } },
    })
  })

  it('shows the kept form when the customer comes back from the signature', async () => {
    signupDraft.save({ values: filled, preRead: noPreRead, complete: true })
    await renderRoute('/totem/signup')
    expect(field(/^Nome/)).toHaveValue('Anna')
    expect(field(/^Data di nascita/)).toHaveValue('11/02/1975')
  })

  it('forgets the form with the customer (logout, idle time-out)', async () => {
    // As the kiosk's boot wires it: the form goes when the session ends, also with nobody logged in.
    const stop = await forgetTheCustomerOnTheKiosk(new QueryClient())
    try {
      signupDraft.save({ values: filled, preRead: noPreRead, complete: true })
      await kioskLogOut()
      expect(signupDraft.get()).toBeNull()
    } finally {
      stop()
    }
  })
})

/** A stroke drawn on the pad with pointer events, as a finger would. */
function draw(pad: Element) {
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch', clientX: 20, clientY: 40, buttons: 1 })
  for (let i = 1; i <= 10; i++) {
    fireEvent.pointerMove(pad, {
      pointerId: 1,
      pointerType: 'touch',
      clientX: 20 + i * 15,
      clientY: 40 + (i % 3) * 10,
    })
  }
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch', clientX: 170, clientY: 50 })
}

const pad = () => screen.getByRole('img', { name: 'Spazio per la firma' })
const registerButton = () => screen.getByRole('button', { name: /Registrati|Registrazione in corso/ })

describe('kiosk sign-up, step 2: the signature', () => {
  it('sends the kiosk payload with the signature as base64 of an SVG', async () => {
    localStorage.setItem('tessera.kiosk.storeId', '21')
    signupDraft.save({ values: { ...filled, cardCode: '0430009000013' }, preRead: noPreRead, complete: true })
    let sent = null as Record<string, unknown> | null
    server.use(
      http.post(`${API}/totem/signup`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ code: 0, data: { cardCode: '0430009000013', hasEmail: true } })
      }),
    )
    await renderRoute('/totem/signature')
    draw(pad())
    await userEvent.setup().click(registerButton())
    expect(await screen.findByText('Puoi già utilizzare la tessera in cassa')).toBeInTheDocument()
    expect(sent).toMatchObject({
      username: 'anna.colombo@example.com',
      terminalType: 'totem',
      cardCode: '0430009000013',
      attrib2: 'totem',
      attrib3: '21',
      profile: { birthDate: '1975-02-11', firstName: 'Anna', accept1: true },
    })
    const svg = atob(String(sent?.signature))
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path d="M[^"]+Z" fill="#000"\/>.*<\/svg>$/,
    )
    // The form's content is gone once registered.
    expect(signupDraft.get()).toBeNull()
  })

  it("blocks an empty signature with 'Devi firmare per poter temirnare la registrazione.'", async () => {
    signupDraft.save({ values: filled, preRead: noPreRead, complete: true })
    const calls = vi.fn()
    server.use(http.post(`${API}/totem/signup`, calls))
    await renderRoute('/totem/signature')
    const u = userEvent.setup()
    await u.click(registerButton())
    expect(await screen.findByText('Devi firmare per poter temirnare la registrazione.')).toBeInTheDocument()
    expect(calls).not.toHaveBeenCalled()
    // Clear empties a drawn pad again.
    draw(pad())
    await u.click(screen.getByRole('button', { name: 'Cancella' }))
    await u.click(registerButton())
    expect(screen.getByText('Devi firmare per poter temirnare la registrazione.')).toBeInTheDocument()
    expect(calls).not.toHaveBeenCalled()
    expect(registerButton()).toBeEnabled()
  })

  it('keeps Register disabled after a failure, and shows the error', async () => {
    signupDraft.save({ values: filled, preRead: noPreRead, complete: true })
    let calls = 0
    server.use(
      http.post(`${API}/totem/signup`, () => {
        calls++
        return failure(26)
      }),
    )
    await renderRoute('/totem/signature')
    const u = userEvent.setup()
    draw(pad())
    await u.click(registerButton())
    expect(
      await screen.findByText('Un utente con la mail indicata risulta già registrato'),
    ).toBeInTheDocument()
    expect(registerButton()).toBeDisabled()
    draw(pad())
    fireEvent.click(registerButton())
    expect(registerButton()).toBeDisabled()
    expect(calls).toBe(1)
    // Back to the form is still possible, to correct it.
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeEnabled()
  })

  it('goes back to the kiosk home 3 s after a sign-up', async () => {
    expect(SIGNUP_REDIRECT_MS).toBe(3000)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signupDraft.save({ values: filled, preRead: noPreRead, complete: true })
    server.use(
      http.post(`${API}/totem/signup`, () =>
        HttpResponse.json({ code: 0, data: { cardCode: '0430001000015', hasEmail: true } }),
      ),
    )
    const { router } = await renderRoute('/totem/signature')
    draw(pad())
    fireEvent.click(registerButton())
    expect(await screen.findByText(/Tra pochi secondi torni alla pagina iniziale/)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2900))
    expect(router.state.location.pathname).toBe('/totem/signature')
    await act(() => vi.advanceTimersByTimeAsync(200))
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem'))
  })

  it('sends back to the form when step 1 was not done', async () => {
    const { router } = await renderRoute('/totem/signature')
    await waitFor(() => expect(router.state.location.pathname).toBe('/totem/signup'))
  })
})

describe('the four success messages of behaviour §8', () => {
  const cases: [boolean, boolean, SignupOutcome, string[]][] = [
    [
      true,
      true,
      'card-and-email',
      [
        'Puoi già utilizzare la tessera in cassa',
        "Controlla la tua email e conferma l'indirizzo prima di usare l'app.",
      ],
    ],
    [true, false, 'card-only', ['Puoi già utilizzare la tessera in cassa']],
    [
      false,
      true,
      'email-only',
      [
        "Controlla la tua email: conferma l'indirizzo per completare la registrazione e ricevere il numero della tua carta.",
      ],
    ],
    [false, false, 'neither', ['Registrazione effettuata']],
  ]
  it.each(cases)('card %s, e-mail %s: %s', (card, email, outcome, texts) => {
    activateItalian()
    expect(signupOutcome(card, email)).toBe(outcome)
    render(
      <I18nProvider i18n={i18n}>
        <KioskSignupSuccess outcome={outcome} />
      </I18nProvider>,
    )
    const status = screen.getByRole('status')
    for (const text of texts) expect(within(status).getByText(text)).toBeInTheDocument()
    const others = cases.flatMap((c) => c[3]).filter((t) => !texts.includes(t))
    for (const text of others) expect(within(status).queryByText(text)).toBeNull()
  })
})

describe('storeId', () => {
  it('is kept from the query and sent as attrib3 (only a plausible id)', () => {
    kioskState.rememberStore('21')
    expect(kioskState.storeId()).toBe('21')
    kioskState.rememberStore('<script>')
    expect(kioskState.storeId()).toBe('21')
  })
})
