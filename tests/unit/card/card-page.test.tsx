import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Coupon } from '../../../src/api/schemas/coupons'
import { type Card, User } from '../../../src/api/schemas/profile'
import { session } from '../../../src/features/auth/session'
import { changeKeptCoupons } from '../../../src/features/coupons/coupons-on-device'
import { polyfillDialog } from '../dialog-polyfill'
import { setUpMemoryIndexedDb } from '../memory-indexeddb'
import { API, inPage, renderRoute } from '../render'
import { emptyLoyaltyHandlers } from './loyalty-handlers'

const card: Card = {
  id: 7,
  code: '0430001234560',
  description: 'Carta Alpimare',
  points: 1234,
  created: '2024-03-15T10:00:00.000Z',
  enabled: true,
}
const user: User = v.parse(User, {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [card],
})

const server = setupServer()
beforeAll(() => {
  polyfillDialog()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  // The background session check answers with the same user unless a test says otherwise.
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: session.user() })),
    ...emptyLoyaltyHandlers,
  )
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

async function showCard(stored: User = user) {
  session.replaceUser(stored)
  const view = await renderRoute('/card')
  await screen.findByRole('heading', { level: 1, name: 'La mia carta' })
  return view
}

/** The card page's own live region (the toast host has others). */
const disabledStatus = () => document.querySelector('.card-page__disabled')

const flipButton = () =>
  screen.getByRole('button', { name: /Mostra (il codice a barre|la carta|i dettagli della carta)/ })

async function flipByKeyboard() {
  const u = userEvent.setup()
  flipButton().focus()
  await u.keyboard('{Enter}')
  return u
}

describe('card page', () => {
  it('shows the front of the card: chain card, customer, points', async () => {
    await showCard()
    expect(screen.getByRole('heading', { level: 1, name: 'La mia carta' })).toBeInTheDocument()
    expect(screen.getByText('Carta Alpimare', { selector: '.card-face__brand' })).toBeVisible()
    expect(screen.getByText('Mario Rossi')).toBeInTheDocument()
    expect(screen.getByText('1234', { selector: '.card-face__points-value' })).toBeInTheDocument()
    // The back is out of reach until the card is turned.
    expect(screen.queryByRole('img', { name: /Codice a barre/ })).toBeNull()
    // Disabling is at the page's end, in its own section, away from the barcode (issue 35).
    const manage = screen.getByRole('region', { name: 'Gestione della carta' })
    expect(within(manage).getByRole('button', { name: 'Disabilita la carta' })).toBeInTheDocument()
    expect(document.querySelector('.card-flip')?.contains(within(manage).getByRole('button'))).toBe(false)
  })

  it('offers the phone wallets the server has, and only those (issue 35)', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
    server.use(
      http.get(`${API}/profiles/cards/wallets`, () =>
        HttpResponse.json({ code: 0, data: { apple: false, google: true } }),
      ),
      http.get(`${API}/profiles/cards/:code/wallet/google`, ({ params }) =>
        HttpResponse.json({
          code: 0,
          data: { url: `https://pay.google.com/gp/v/save/jwt-of-${params.code}` },
        }),
      ),
    )
    await showCard()
    const google = await screen.findByRole('button', { name: 'Aggiungi a Google Wallet' })
    expect(screen.queryByRole('button', { name: 'Aggiungi a Apple Wallet' })).toBeNull()
    await userEvent.setup().click(google)
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/jwt-of-0430001234560'),
    )
  })

  it('turns by keyboard to the barcode and the details, and back', async () => {
    await showCard()
    const u = await flipByKeyboard()
    expect(flipButton()).toHaveAccessibleName('Mostra la carta')
    expect(flipButton()).toHaveFocus()
    const barcode = await screen.findByRole('img', {
      name: 'Codice a barre EAN-13 della carta 0430001234560',
    })
    expect(barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    const details = document.querySelector('.card-back__details') as HTMLElement
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('Descrizione')).toBe('Carta Alpimare')
    expect(value('Codice')).toBe('0430001234560')
    expect(value('Punti')).toBe('1234')
    expect(value('Data di creazione')).toBe('15/03/2024')
    expect(value('Abilitata')).toBe('Sì')
    expect(screen.getByText(/alza la luminosità dello schermo/)).toBeInTheDocument()
    await u.keyboard(' ')
    expect(flipButton()).toHaveAccessibleName('Mostra il codice a barre')
    expect(screen.queryByRole('img', { name: /Codice a barre/ })).toBeNull()
  })

  it("shows a disabled card as 'Carta disabilitata!' with 'No' and no disable button", async () => {
    await showCard({ ...user, cards: [{ ...card, enabled: false }] })
    expect(disabledStatus()).toHaveTextContent('Carta disabilitata!')
    // No barcode is offered for a card the till would refuse.
    expect(flipButton()).toHaveAccessibleName('Mostra i dettagli della carta')
    await flipByKeyboard()
    expect(screen.getByText('Abilitata').nextElementSibling).toHaveTextContent(/^No$/)
    expect(screen.queryByRole('button', { name: 'Disabilita la carta' })).toBeNull()
    expect(screen.queryByRole('img', { name: /Codice a barre/ })).toBeNull()
  })

  it('disables the card after the confirmation and replaces the first card with the answer', async () => {
    const calls: string[] = []
    const other: Card = { ...card, id: 8, code: '0430009000013', points: 0 }
    server.use(
      http.post(`${API}/profiles/cards/:id/disable`, ({ params }) => {
        calls.push(String(params.id))
        return HttpResponse.json({ code: 0, data: [{ ...card, enabled: false }, other] })
      }),
    )
    await showCard({ ...user, cards: [card, other] })
    const u = await flipByKeyboard()
    await u.click(screen.getByRole('button', { name: 'Disabilita la carta' }))
    const dialog = screen.getByRole('dialog', { name: 'Vuoi disabilitare la carta?' })
    expect(calls).toEqual([])
    await u.click(within(dialog).getByRole('button', { name: 'Disabilita' }))
    const status = await screen.findByText('Carta disabilitata!')
    expect(calls).toEqual(['7'])
    expect(status).toHaveFocus()
    expect(session.user()?.cards.map((c) => [c.id, c.enabled])).toEqual([
      [7, false],
      [8, true],
    ])
    expect(JSON.parse(localStorage.getItem('tessera.user') ?? '{}').cards[0].enabled).toBe(false)
    expect(screen.getByText('Abilitata').nextElementSibling).toHaveTextContent(/^No$/)
  })

  it('offers no disable with no network, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await showCard()
    await flipByKeyboard()
    const disable = screen.getByRole('button', { name: 'Disabilita la carta' })
    expect(disable).toBeDisabled()
    expect(disable).toHaveAccessibleDescription(
      'Sei offline: per disabilitare la carta serve la connessione.',
    )
  })

  it('cancelling the confirmation calls nothing', async () => {
    let called = false
    server.use(
      http.post(`${API}/profiles/cards/:id/disable`, () => {
        called = true
        return HttpResponse.json({ code: 0, data: [] })
      }),
    )
    await showCard()
    const u = await flipByKeyboard()
    await u.click(screen.getByRole('button', { name: 'Disabilita la carta' }))
    await u.click(screen.getByRole('button', { name: 'Annulla' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(called).toBe(false)
    expect(session.user()?.cards[0]?.enabled).toBe(true)
  })

  it('only logs a failed disable (behaviour §8): no message, the card unchanged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.post(`${API}/profiles/cards/:id/disable`, () =>
        HttpResponse.json({ code: 4000, message: 'Errore generico' }),
      ),
    )
    await showCard()
    const u = await flipByKeyboard()
    await u.click(screen.getByRole('button', { name: 'Disabilita la carta' }))
    await u.click(screen.getByRole('button', { name: 'Disabilita' }))
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Card disable failed', expect.anything()))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText('Errore generico')).toBeNull()
    expect(document.querySelector('.feedback')).toHaveTextContent('')
    expect(disabledStatus()).toBeEmptyDOMElement()
    expect(session.user()?.cards[0]?.enabled).toBe(true)
  })

  it('brings the points up to date in the background and stores the new user', async () => {
    server.use(
      http.get(`${API}/profiles/login`, () =>
        HttpResponse.json({ code: 0, data: { ...user, cards: [{ ...card, points: 1502 }] } }),
      ),
    )
    await showCard()
    expect(await screen.findByText('1502', { selector: '.card-face__points-value' })).toBeInTheDocument()
    expect(session.user()?.cards[0]?.points).toBe(1502)
    expect(screen.getByText('Hai raggiunto il buono più alto.')).toBeInTheDocument()
  })

  it('tells how far the next voucher is', async () => {
    await showCard()
    expect(screen.getByText('Con i tuoi punti hai diritto al buono da 5 €.')).toBeInTheDocument()
    // The amount and its currency never part at a line's end (a no-break space).
    const asWritten = { normalizer: (text: string) => text }
    expect(screen.getByText('Ti mancano 166 punti per il buono da 10\u00a0€.', asWritten)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Punti verso il buono da 10\u00a0€' })).toHaveAttribute(
      'value',
      '1234',
    )
  })

  it('says one point in the singular', async () => {
    await showCard({ ...user, cards: [{ ...card, points: 499 }] })
    expect(screen.getByText('Ti manca 1 punto per il buono da 3 €.')).toBeInTheDocument()
  })

  it('has an empty state when the user has no card', async () => {
    await showCard({ ...user, cards: [] })
    expect(screen.getByText('Al tuo profilo non è ancora associata nessuna carta.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "contatta l'assistenza" })).toHaveAttribute(
      'href',
      '/app/support',
    )
    expect(screen.queryByRole('button', { name: /Mostra/ })).toBeNull()
  })

  it('explains a code whose check digit is wrong instead of drawing a barcode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await showCard({ ...user, cards: [{ ...card, code: '0430001234561' }] })
    await flipByKeyboard()
    expect(screen.getByText(/cifra di controllo/)).toHaveTextContent(
      'il numero della carta 0430001234561 ha una cifra di controllo errata',
    )
    expect(screen.queryByRole('img', { name: /Codice a barre/ })).toBeNull()
  })

  it('keeps the screen awake while the card is shown and lets go on leaving', async () => {
    const release = vi.fn(async () => undefined)
    const request = vi.fn(async () => ({ released: false, release }))
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } })
    try {
      const view = await showCard()
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'))
      view.unmount()
      await waitFor(() => expect(release).toHaveBeenCalled())
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock')
    }
  })

  it('goes to /login when the session ends while on the page', async () => {
    const { router } = await showCard()
    session.clear()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('lets only logged-in customers in: a visitor lands on the login', async () => {
    const { router } = await renderRoute('/card')
    expect(router.state.location.pathname).toBe('/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument()
  })
})

/** A coupon as GET /cli/coupons gives it: open, not activated unless said. */
const aCoupon = (id: number, more: Partial<Coupon> = {}): Coupon => ({
  id,
  title: `Coupon ${id}`,
  description: '',
  kind: 'PERCENT',
  value: 10,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2099-12-31T00:00:00.000Z',
  activated: false,
  imageUrl: '/media/coupons/latticini.svg',
  ...more,
})
/** Three to activate, one activated, one used, one expired, one not started yet. */
const someCoupons = [
  aCoupon(1),
  aCoupon(2),
  aCoupon(3),
  aCoupon(4, { activated: true }),
  aCoupon(5, { activated: true, usedAt: '2026-11-20T10:00:00.000Z' }),
  aCoupon(6, { validTo: '2026-01-31T00:00:00.000Z' }),
  aCoupon(7, { validFrom: '2099-01-01T00:00:00.000Z' }),
]

/** Answers the coupons call with `coupons`, counting the calls; `histories` resolves once the points are asked. */
function answerCoupons(coupons: Coupon[]) {
  const calls = { coupons: 0 }
  let historiesAsked = () => {}
  const histories = new Promise<void>((resolve) => {
    historiesAsked = resolve
  })
  server.use(
    http.get(`${API}/coupons`, () => {
      calls.coupons++
      return HttpResponse.json({ code: 0, data: coupons })
    }),
    http.get(`${API}/profiles/points`, () => {
      historiesAsked()
      return HttpResponse.json({ code: 0, data: [], number: 0, totalPages: 0 })
    }),
  )
  return { calls, histories }
}

describe("card page's link to the coupons", () => {
  it('shows how many coupons wait to be activated, in a badge of the link (the server asked)', async () => {
    const { calls } = answerCoupons(someCoupons)
    await showCard()
    const link = await screen.findByRole('link', { name: 'Coupon, 3 da attivare' })
    expect(link).toHaveAttribute('href', '/app/coupons')
    expect(within(link).getByText('3 da attivare')).toHaveClass('coupons-link__badge')
    expect(calls.coupons).toBe(1)
  })

  it('shows the plain link when none waits', async () => {
    const { calls } = answerCoupons([aCoupon(4, { activated: true })])
    await showCard()
    await waitFor(() => expect(calls.coupons).toBe(1))
    await waitFor(() => expect(inPage().getByRole('link', { name: 'Coupon' })).toBeInTheDocument())
    expect(screen.queryByText(/da attivare/)).toBeNull()
  })

  it("counts from the coupons' query when the coupons page was seen, without asking again", async () => {
    const { calls } = answerCoupons(someCoupons)
    session.replaceUser(user)
    const { router } = await renderRoute('/coupons')
    await screen.findByRole('article', { name: 'Coupon 3' })
    await act(() => router.navigate({ to: '/card' }))
    await screen.findByRole('heading', { level: 1, name: 'La mia carta' })
    expect(screen.getByRole('link', { name: 'Coupon, 3 da attivare' })).toBeInTheDocument()
    expect(calls.coupons).toBe(1)
  })

  describe("with the device's copy of the coupons", () => {
    setUpMemoryIndexedDb()

    it('counts from the copy, the activations waiting to be sent included, without asking the server', async () => {
      await changeKeptCoupons(user.id, () => ({
        coupons: someCoupons,
        savedAt: Date.parse('2026-11-27T09:30:00.000Z'),
        pending: [2],
      }))
      const { calls, histories } = answerCoupons([])
      await showCard()
      expect(await screen.findByRole('link', { name: 'Coupon, 2 da attivare' })).toBeInTheDocument()
      // The card's histories have started (the moment the link would ask): it did not.
      await histories
      expect(calls.coupons).toBe(0)
    })
  })
})
