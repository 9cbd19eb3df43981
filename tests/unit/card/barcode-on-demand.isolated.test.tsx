import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Card, User } from '../../../src/api/schemas/profile'
import { API, renderRoute, waitWithPageLive } from '../render'
import { emptyLoyaltyHandlers } from './loyalty-handlers'

/** IndexedDB as idb-keyval sees it (jsdom has none); every read is kept, to wait for it. */
const stored = new Map<string, unknown>()
const reads: Promise<unknown>[] = []
vi.mock('idb-keyval', () => ({
  get: (key: string) => {
    const read = Promise.resolve(stored.get(key))
    reads.push(read)
    return read
  },
  set: async (key: string, value: unknown) => {
    stored.set(key, structuredClone(value))
  },
  del: async (key: string) => {
    stored.delete(key)
  },
}))

/** The encoder, counted: asked for only when a barcode has to be drawn, and drawing once. */
const asked = vi.fn()
const drawn: string[] = []
vi.mock('../../../src/features/card/load-barcode-encoder', () => ({
  loadBarcodeEncoder: async () => {
    asked()
    const real = await vi.importActual<typeof import('../../../src/features/card/barcode')>(
      '../../../src/features/card/barcode',
    )
    return {
      barcodeSvg: (code: string) => {
        drawn.push(code)
        return real.barcodeSvg(code)
      },
    }
  },
}))

const { session } = await import('../../../src/features/auth/session')
const { rememberCard, readSavedCard } = await import('../../../src/features/card/offline-card')

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

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  stored.clear()
  reads.length = 0
  asked.mockClear()
  drawn.length = 0
  server.use(
    http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: session.user() })),
    ...emptyLoyaltyHandlers,
  )
})
afterEach(() => {
  server.resetHandlers()
  session.clear()
})
afterAll(() => server.close())

const barcodeImage = () =>
  screen.findByRole('img', { name: `Codice a barre EAN-13 della carta ${card.code}` })

describe('the barcode encoder', () => {
  it('is not used until the card is turned, then draws once and saves the picture', async () => {
    session.replaceUser(user)
    await rememberCard(user, { fresh: true })
    await renderRoute('/card')
    await screen.findByText('Mario Rossi')
    // The front is drawn once the saved copy has been read; with that read settled and the
    // microtasks after it run (the next macrotask), an eager encoder would have been asked for.
    await vi.waitFor(() => expect(reads.length).toBeGreaterThan(0))
    await Promise.all(reads)
    await waitWithPageLive(0)
    expect(asked).not.toHaveBeenCalled()

    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostra il codice a barre' }))
    expect((await barcodeImage()).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(asked).toHaveBeenCalledTimes(1)
    expect(drawn).toEqual([card.code])
    await vi.waitFor(async () => expect((await readSavedCard())?.svg).toMatch(/^<svg/))
  })

  it('is never used when the device has the picture', async () => {
    session.replaceUser(user)
    await rememberCard(user, { fresh: true })
    stored.set('tessera.card', { ...(stored.get('tessera.card') as object), svg: '<svg id="saved"></svg>' })
    await renderRoute('/card')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mostra il codice a barre' }))
    expect(decodeURIComponent((await barcodeImage()).getAttribute('src') ?? '')).toContain('id="saved"')
    expect(asked).not.toHaveBeenCalled()
  })
})
