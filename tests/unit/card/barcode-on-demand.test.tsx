import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Card, User } from '../../../src/api/schemas/profile'
import { API, renderRoute } from '../render'

/** IndexedDB as idb-keyval sees it (jsdom has none). */
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => {
    stored.set(key, structuredClone(value))
  },
  del: async (key: string) => {
    stored.delete(key)
  },
}))

/** The encoder module, counted: it must load only when a barcode has to be drawn. */
const drawn: string[] = []
vi.mock('../../../src/features/card/barcode', async (original) => {
  const real = await original<typeof import('../../../src/features/card/barcode')>()
  return {
    barcodeSvg: (code: string) => {
      drawn.push(code)
      return real.barcodeSvg(code)
    },
  }
})

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
  drawn.length = 0
  server.use(http.get(`${API}/profiles/login`, () => HttpResponse.json({ code: 0, data: session.user() })))
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
    // Time enough for an eager draw (a dynamic import and bwip) to have happened.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(drawn).toEqual([])

    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostra il codice a barre' }))
    expect((await barcodeImage()).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
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
    expect(drawn).toEqual([])
  })
})
