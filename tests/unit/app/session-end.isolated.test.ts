import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { User } from '../../../src/api/schemas/profile'

/** What the page keeps on the device: idb-keyval over a Map (jsdom has no IndexedDB). */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', async () => (await import('../idb-keyval-in-memory')).idbKeyvalOver(stored))

const { callApi, endpoints } = await import('../../../src/api')
const { forgetTheCustomerOnTheKiosk, forgetTheCustomerOnTheWeb } = await import(
  '../../../src/app/session-end'
)
const { logOut } = await import('../../../src/features/auth/auth-actions')
const { SESSION_USER_KEY, session } = await import('../../../src/features/auth/session')
const { keepCardOnDevice } = await import('../../../src/features/card/keep-card-on-device')
const { readSavedCard, saveBarcode } = await import('../../../src/features/card/offline-card')
const { QUICK_CARD_KEY } = await import('../../../src/features/card/quick-card')
const { kioskLogOut } = await import('../../../src/features/kiosk/kiosk-actions')
const { upgradeFlag } = await import('../../../src/features/kiosk/kiosk-state')
const { signupDraft } = await import('../../../src/features/kiosk/signup-draft')
const { emptyKioskSignup, noPreRead } = await import('../../../src/features/kiosk/signup-values')
const { feedback } = await import('../../../src/ui/feedback/feedback')
const { API } = await import('../render')

const mario = v.parse(User, {
  id: 7,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [
    {
      id: 70,
      code: '0430001234560',
      description: 'Carta Alpimare',
      points: 1234,
      created: '2024-03-15T10:00:00.000Z',
      enabled: true,
    },
  ],
})

const server = setupServer(
  http.post(`${API}/profiles/logout`, () => HttpResponse.json({ code: 0 })),
  http.post(`${API}/totem/logout`, () => HttpResponse.json({ code: 0 })),
  // The server no longer knows the session: the token expired, or was revoked elsewhere.
  http.get(`${API}/profiles/login`, () => new HttpResponse(null, { status: 401 })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => stored.clear())

/** Personal answers (they name the customer, or are the customer) and a public list. */
function fillCache(client: QueryClient): void {
  client.setQueryData(['me'], mario)
  client.setQueryData(['orders', mario.id, 'list'], { pages: [], pageParams: [] })
  client.setQueryData(['loyalty', mario.id, 'receipts'], [])
  client.setQueryData(['public', 'stores', 'list'], [{ id: 21 }])
}
const cachedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)

describe('the end of a session on the web', () => {
  const client = new QueryClient()
  const savedCard = keepCardOnDevice()
  let stop = () => {}
  beforeAll(() => {
    stop = forgetTheCustomerOnTheWeb(client, savedCard)
  })
  afterAll(() => stop())
  afterEach(() => client.clear())

  const ways: [string, () => Promise<void>][] = [
    ['a logout', () => logOut()],
    [
      'a 401',
      async () => {
        await expect(callApi(endpoints.session, {})).rejects.toThrow()
      },
    ],
    [
      "another tab's logout",
      async () => {
        // What that tab's logout leaves in the storage this tab shares, and the event it hears.
        localStorage.removeItem(SESSION_USER_KEY)
        window.dispatchEvent(new StorageEvent('storage', { key: SESSION_USER_KEY }))
      },
    ],
  ]

  it.each(ways)(
    '%s takes the saved card, the lists on the device and the personal answers',
    async (_, end) => {
      session.start(mario, 'token')
      await savedCard.settled()
      // Shown once: the barcode is kept with the card, and a copy for the view before the app boots.
      await saveBarcode(mario.cards[0]?.code ?? '', '<svg>bars</svg>')
      expect((await readSavedCard())?.svg).toBe('<svg>bars</svg>')
      expect(localStorage.getItem(QUICK_CARD_KEY)).not.toBeNull()
      // Lists kept from this visit and from an earlier one, and the public lists' own copy.
      stored.set(`tessera.lists.${mario.id}`, '{}')
      stored.set('tessera.lists.9', '{}')
      stored.set('tessera.public-queries', '{}')
      fillCache(client)

      await end()

      expect(session.user()).toBeNull()
      expect(cachedKeys(client)).toEqual([['public', 'stores', 'list']])
      await waitFor(() => expect([...stored.keys()]).toEqual(['tessera.public-queries']))
      await savedCard.settled()
      expect(await readSavedCard()).toBeNull()
      expect(localStorage.getItem(QUICK_CARD_KEY)).toBeNull()
    },
  )

  it('keeps everything while the session goes on (a refresh of the user is no end)', async () => {
    session.start(mario, 'token')
    await savedCard.settled()
    stored.set(`tessera.lists.${mario.id}`, '{}')
    fillCache(client)
    session.replaceUser({ ...mario, firstName: 'Mario Luigi' })
    await savedCard.settled()
    expect(cachedKeys(client)).toHaveLength(4)
    expect(stored.has(`tessera.lists.${mario.id}`)).toBe(true)
    expect((await readSavedCard())?.card.code).toBe(mario.cards[0]?.code)
    session.clear()
    await savedCard.settled()
  })
})

describe('the end of a session on the kiosk', () => {
  const client = new QueryClient()
  let stop = () => {}
  beforeAll(async () => {
    stop = await forgetTheCustomerOnTheKiosk(client)
  })
  afterAll(() => stop())

  const ways: [string, () => Promise<void>][] = [
    [
      'a logout',
      async () => {
        session.start(mario, 'kiosk-token')
        await kioskLogOut()
      },
    ],
    // The idle time-out with nobody logged in: a sign-up was left half done.
    ['the idle time-out of a visit without login', async () => session.clear()],
  ]

  it.each(ways)(
    '%s takes the sign-up draft, the DIGI flag, every answer and the messages',
    async (_, end) => {
      signupDraft.save({
        values: { ...emptyKioskSignup, email: 'anna.colombo@example.com' },
        preRead: noPreRead,
        complete: true,
      })
      upgradeFlag.set(true)
      fillCache(client)
      feedback.toast('success', 'Profilo aggiornato con successo')

      await end()

      expect(signupDraft.get()).toBeNull()
      expect(upgradeFlag.get()).toBe(false)
      // The kiosk keeps not even the public lists: the next person starts from nothing.
      expect(cachedKeys(client)).toEqual([])
      expect(feedback.list()).toEqual([])
    },
  )
})
