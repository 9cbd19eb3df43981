import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type Card, User } from '../../../src/api/schemas/profile'

/** What the page keeps on the device: idb-keyval over a Map (jsdom has no IndexedDB). */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', async () => (await import('../idb-keyval-in-memory')).idbKeyvalOver(stored))

const { readSavedCard, rememberCard, saveBarcode } = await import('../../../src/features/card/offline-card')
const { session } = await import('../../../src/features/auth/session')
const { keepCardOnDevice } = await import('../../../src/features/card/keep-card-on-device')

const card: Card = {
  id: 7,
  code: '0430001234560',
  description: 'Carta Alpimare',
  points: 1234,
  created: '2024-03-15T10:00:00.000Z',
  enabled: true,
}
const user = v.parse(User, {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [card],
})

beforeEach(() => {
  stored.clear()
  vi.useRealTimers()
})

describe('the card kept on the device', () => {
  it('keeps the first enabled card and the time, without drawing anything', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T08:30:00Z'), toFake: ['Date'] })
    await rememberCard(user, { fresh: true })
    const saved = await readSavedCard()
    expect(saved).toEqual({ userId: '1', card, savedAt: Date.parse('2026-11-20T08:30:00Z') })
  })

  it('updates the time of a fresh copy, keeps it for a copy read from storage', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T08:30:00Z'), toFake: ['Date'] })
    await rememberCard(user, { fresh: true })
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'))
    await rememberCard(user, { fresh: false })
    expect((await readSavedCard())?.savedAt).toBe(Date.parse('2026-11-20T08:30:00Z'))
    await rememberCard({ ...user, cards: [{ ...card, points: 1500 }] }, { fresh: true })
    const saved = await readSavedCard()
    expect(saved?.savedAt).toBe(Date.parse('2026-11-21T09:00:00Z'))
    expect(saved?.card.points).toBe(1500)
  })

  it('keeps a barcode shown for the saved card while the code stays, drops it when the code changes', async () => {
    await rememberCard(user, { fresh: true })
    await saveBarcode('0430009999999', '<svg>other</svg>')
    expect((await readSavedCard())?.svg).toBeUndefined()
    await saveBarcode(card.code, '<svg>bars</svg>')
    expect((await readSavedCard())?.svg).toBe('<svg>bars</svg>')
    await rememberCard({ ...user, cards: [{ ...card, points: 2000 }] }, { fresh: true })
    expect((await readSavedCard())?.svg).toBe('<svg>bars</svg>')
    await rememberCard({ ...user, cards: [{ ...card, code: '0431004829135' }] }, { fresh: true })
    const replaced = await readSavedCard()
    expect(replaced?.card.code).toBe('0431004829135')
    expect(replaced?.svg).toBeUndefined()
  })

  it('keeps no barcode when no card is saved (the kiosk)', async () => {
    await saveBarcode(card.code, '<svg>bars</svg>')
    expect(stored.size).toBe(0)
  })

  it('removes the copy on logout, for a disabled card and for a user without cards', async () => {
    for (const next of [null, { ...user, cards: [{ ...card, enabled: false }] }, { ...user, cards: [] }]) {
      await rememberCard(user, { fresh: true })
      expect(await readSavedCard()).not.toBeNull()
      await rememberCard(next, { fresh: true })
      expect(await readSavedCard()).toBeNull()
      expect(stored.size).toBe(0)
    }
  })

  it('ignores a stored value that is not a saved card', async () => {
    stored.set('tessera.card', { svg: 'not a picture' })
    expect(await readSavedCard()).toBeNull()
  })

  it('follows the session: saved at login, removed at logout, in that order', async () => {
    const keeper = keepCardOnDevice()
    // As the web's boot wires it (src/app/session-end.ts).
    session.onEnded(keeper.forget)
    session.start(user, 'token')
    session.clear()
    await keeper.settled()
    // The save queued before the logout never lands after it.
    expect(stored.size).toBe(0)
    session.start(user, 'token')
    await keeper.settled()
    expect((await readSavedCard())?.card.code).toBe(card.code)
    session.clear()
    await keeper.settled()
    expect(stored.size).toBe(0)
  })
})
