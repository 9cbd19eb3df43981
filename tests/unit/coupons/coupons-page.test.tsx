import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Coupon } from '../../../src/api/schemas/coupons'
import { User } from '../../../src/api/schemas/profile'
import { activateLocale } from '../../../src/app/i18n'
import { session } from '../../../src/features/auth/session'
import { changeKeptCoupons } from '../../../src/features/coupons/coupons-on-device'
import { setUpMemoryIndexedDb } from '../memory-indexeddb'
import { API, activateItalian, inPage, renderRoute } from '../render'

const coupon: Coupon = {
  id: 5,
  title: 'Latticini, uova e salumi',
  description: 'Su latte, yogurt, formaggi, uova e salumi.',
  kind: 'PERCENT',
  value: 20,
  department: 'DAIRY',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2099-12-31T00:00:00.000Z',
  activated: false,
  imageUrl: '/media/coupons/latticini.svg',
}

/** The server words its coupons in the language the call asks for (docs/coupons.md "Texts"). */
const inEnglish = {
  title: 'Dairy, eggs and cured meats',
  description: 'On milk, yogurt, cheese, eggs and cured meats.',
}

const server = setupServer(
  http.get(`${API}/coupons`, ({ request }) =>
    HttpResponse.json({
      code: 0,
      data: [request.headers.get('accept-language') === 'en' ? { ...coupon, ...inEnglish } : coupon],
    }),
  ),
  http.post(`${API}/coupons/5/activate`, () =>
    HttpResponse.json({ code: 0, data: { ...coupon, activated: true } }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const signIn = () =>
  session.replaceUser(
    v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
  )

/** Two coupons to activate, answered by the server (each activation answers the coupon activated). */
function twoToActivate() {
  const second = { ...coupon, id: 6, title: 'Ortofrutta', description: 'Su frutta e verdura.' }
  server.use(
    http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [coupon, second] })),
    http.post(`${API}/coupons/6/activate`, () =>
      HttpResponse.json({ code: 0, data: { ...second, activated: true } }),
    ),
  )
  return second
}

/** The page with two coupons to activate, shown under "Da attivare". */
async function twoUnderToActivate() {
  const second = twoToActivate()
  signIn()
  await renderRoute('/coupons')
  await screen.findByRole('article', { name: second.title })
  const u = userEvent.setup()
  await u.click(screen.getByRole('radio', { name: /^Da attivare/ }))
  return { second, u }
}

describe('coupons page', () => {
  it('says which placed order holds a coupon, with a link to the order, in place of "Attivato"', async () => {
    server.use(
      http.get(`${API}/coupons`, () =>
        HttpResponse.json({ code: 0, data: [{ ...coupon, activated: true, heldByOrderId: 42 }] }),
      ),
    )
    signIn()
    await renderRoute('/coupons')
    const card = await screen.findByRole('article', { name: coupon.title })
    const held = within(card).getByRole('link', { name: "Riservato per l'ordine n. 42" })
    expect(held).toHaveAttribute('href', '/app/orders/42')
    expect(within(card).queryByText('Attivato')).toBeNull()
    // Not shown as ready for the till (the green "Attivato" border), but still an active coupon:
    // under "Attivi", not under "Da attivare".
    expect(card).not.toHaveClass('coupon--active')
    await userEvent.click(screen.getByRole('radio', { name: 'Attivi' }))
    expect(screen.getByRole('article', { name: coupon.title })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: /^Da attivare/ }))
    expect(screen.queryByRole('article', { name: coupon.title })).toBeNull()
  })
  it('keeps a held coupon past its last day as the order\'s, under "Attivi", not "Scaduto"', async () => {
    const held = { ...coupon, activated: true, heldByOrderId: 42, validTo: '2026-01-31T00:00:00.000Z' }
    server.use(http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [held] })))
    signIn()
    await renderRoute('/coupons')
    const card = await screen.findByRole('article', { name: coupon.title })
    expect(within(card).getByRole('link', { name: "Riservato per l'ordine n. 42" })).toBeInTheDocument()
    expect(within(card).queryByText('Scaduto')).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'Attivi' }))
    expect(screen.getByRole('article', { name: coupon.title })).toBeInTheDocument()
  })
  it('shows a coupon not valid yet with its first day and no "Attiva", out of "Da attivare"', async () => {
    const later = {
      ...coupon,
      id: 7,
      title: 'Panetteria',
      validFrom: '2099-01-10T00:00:00.000Z',
      validTo: '2099-01-24T00:00:00.000Z',
    }
    server.use(http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [coupon, later] })))
    signIn()
    await renderRoute('/coupons')
    const card = await screen.findByRole('article', { name: later.title })
    expect(within(card).queryByRole('button', { name: 'Attiva' })).toBeNull()
    expect(within(card).getByText('Attivabile dal 10/01/2099')).toBeInTheDocument()
    expect(within(card).getByText('Valido dal 10/01/2099 al 24/01/2099')).toBeInTheDocument()
    const toActivate = screen.getByRole('radio', { name: 'Da attivare (1)' })
    await userEvent.click(toActivate)
    expect(screen.queryByRole('article', { name: later.title })).toBeNull()
    expect(screen.getByRole('article', { name: coupon.title })).toBeInTheDocument()
  })

  it('under "Da attivare", moves focus to the next coupon\'s "Attiva" after an activation by keyboard, and says so', async () => {
    const { second, u } = await twoUnderToActivate()
    const first = within(screen.getByRole('article', { name: coupon.title })).getByRole('button', {
      name: /^Attiva/,
    })
    first.focus()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('article', { name: coupon.title })).toBeNull())
    const next = within(screen.getByRole('article', { name: second.title })).getByRole('button', {
      name: /^Attiva/,
    })
    expect(document.activeElement).toBe(next)
    const said = await screen.findByText('Coupon attivato')
    expect(said.closest('[role="status"]')).not.toBeNull()
  })
  it('under "Da attivare", moves focus to "Hai già attivato tutti i tuoi coupon." when the last one is activated', async () => {
    const { second, u } = await twoUnderToActivate()
    // The last of the list first: focus goes to the one before it, the only one left.
    within(screen.getByRole('article', { name: second.title }))
      .getByRole('button', { name: /^Attiva/ })
      .focus()
    await u.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('article', { name: second.title })).toBeNull())
    const last = within(screen.getByRole('article', { name: coupon.title })).getByRole('button', {
      name: /^Attiva/,
    })
    expect(document.activeElement).toBe(last)
    await screen.findByText('Coupon attivato')
    await u.keyboard('{Enter}')
    const none = await screen.findByText('Hai già attivato tutti i tuoi coupon.')
    await waitFor(() => expect(document.activeElement).toBe(none))
    expect(screen.getByText('Coupon attivato').closest('[role="status"]')).not.toBeNull()
  })
  it('moves focus to "Attivato" when the focused "Attiva" button goes (keyboard use)', async () => {
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
    )
    await renderRoute('/coupons')
    const activate = await screen.findByRole('button', { name: /^Attiva/ })
    activate.focus()
    await userEvent.keyboard('{Enter}')
    const state = await screen.findByText('Attivato')
    expect(screen.queryByRole('button', { name: /^Attiva/ })).toBeNull()
    expect(state.closest('p')).toHaveFocus()
  })
  it("asks for the list again in the app's new language when the language changes", async () => {
    session.replaceUser(
      v.parse(User, { id: 1, username: 'a@b.it', firstName: 'Giulia', lastName: 'B', cards: [] }),
    )
    await renderRoute('/coupons')
    await screen.findByRole('article', { name: coupon.title })
    try {
      await act(() => activateLocale('en'))
      const card = await screen.findByRole('article', { name: inEnglish.title })
      expect(card).toHaveTextContent(inEnglish.description)
      expect(card).toHaveTextContent('−20%')
    } finally {
      act(() => activateItalian())
    }
  })
})

describe('coupons page, offline and back', () => {
  setUpMemoryIndexedDb()

  it('asks for the list again when the network comes back: "Aggiornamento non riuscito" goes', async () => {
    const old = { ...coupon, title: 'Latticini (copia del dispositivo)' }
    await changeKeptCoupons(1, () => ({
      coupons: [old],
      savedAt: Date.parse('2026-11-27T09:30:00.000Z'),
      pending: [],
    }))
    // No network: the page shows the device's copy, with the hint.
    server.use(http.get(`${API}/coupons`, () => HttpResponse.error()))
    signIn()
    await renderRoute('/coupons')
    await screen.findByRole('article', { name: old.title })
    expect(inPage().getByText(/Aggiornamento non riuscito/)).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    // The network is back: the server answers again.
    server.resetHandlers()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await screen.findByRole('article', { name: coupon.title })
    expect(inPage().queryByText(/Aggiornamento non riuscito/)).toBeNull()
    expect(screen.queryByRole('article', { name: old.title })).toBeNull()
  })
})
