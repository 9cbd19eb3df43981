import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cards, stores, users } from '../../server/db/schema'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { readSettings, seedsDemoCustomers } from '../../server/settings'
import { prepare } from '../../server/start'
import { resetPostgres } from './harness'

/** The demo customers log in with a published password: which databases get them. */
const databaseUrl = process.env.DATABASE_URL || undefined

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-seed-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** A server started as `npm start` would with this environment (no test option), and what it seeded. */
async function startWith(env: NodeJS.ProcessEnv) {
  const settings = { ...readSettings(env), dataDir, logLevel: 'silent' }
  const running = await prepare(settings, { appDir: null, inMemory: true, mailPollMs: null })
  try {
    const { db } = running.database
    return {
      demoCustomers: running.demoCustomers,
      users: (await db.select({ username: users.username }).from(users)).map((u) => u.username),
      cards: (await db.select({ code: cards.code }).from(cards)).map((c) => c.code),
      stores: (await db.select({ id: stores.id }).from(stores)).length,
    }
  } finally {
    await running.stop()
  }
}

const demoUsernames = DEMO_CUSTOMERS.map((c) => c.username ?? c.card.code).sort()

describe('demo customers', () => {
  it('go into the embedded database, and into a DATABASE_URL one only with SEED_DEMO=1', () => {
    expect(seedsDemoCustomers(readSettings({}))).toBe(true)
    expect(seedsDemoCustomers(readSettings({ DATABASE_URL: 'postgres://db/tessera' }))).toBe(false)
    expect(seedsDemoCustomers(readSettings({ DATABASE_URL: 'postgres://db/tessera', SEED_DEMO: '0' }))).toBe(
      false,
    )
    expect(seedsDemoCustomers(readSettings({ DATABASE_URL: 'postgres://db/tessera', SEED_DEMO: '1' }))).toBe(
      true,
    )
    expect(() => readSettings({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/)
  })

  it.skipIf(databaseUrl)('are seeded into the embedded database', async () => {
    const seeded = await startWith({})
    expect(seeded.demoCustomers).toBe(true)
    expect(seeded.users.sort()).toEqual(demoUsernames)
    expect(seeded.cards).toEqual(expect.arrayContaining(UNASSIGNED_CARD_CODES))
  })

  it.runIf(databaseUrl)(
    'are not seeded into a DATABASE_URL database without SEED_DEMO; the reference data is',
    async () => {
      await resetPostgres(databaseUrl ?? '')
      const plain = await startWith({ DATABASE_URL: databaseUrl })
      expect(plain).toMatchObject({ demoCustomers: false, users: [], cards: [] })
      expect(plain.stores).toBeGreaterThan(0)

      // Asked for at a later start, they come once, and stay once.
      const asked = await startWith({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' })
      expect(asked.demoCustomers).toBe(true)
      expect(asked.users.sort()).toEqual(demoUsernames)
      const again = await startWith({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' })
      expect(again.users.sort()).toEqual(demoUsernames)
      expect(again.cards.sort()).toEqual(asked.cards.sort())
      // And a start without SEED_DEMO still knows they are there (the start banner lists them).
      expect((await startWith({ DATABASE_URL: databaseUrl })).demoCustomers).toBe(true)

      // A database seeded before the demo customers were counted apart has them but not the mark.
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        await client.query(`DELETE FROM settings WHERE key = 'demo_customers_seeded_at'`)
      } finally {
        await client.end()
      }
      expect((await startWith({ DATABASE_URL: databaseUrl, SEED_DEMO: '1' })).users.sort()).toEqual(
        demoUsernames,
      )
    },
  )
})
