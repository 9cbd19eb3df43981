import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type Database, type Db } from '../../server/db/connect'
import type { OrderFeed, OrderFeedMessage } from '../../server/live/order-feed'
import { idsOf, payloadsOf, postgresOrderFeed } from '../../server/live/postgres-order-feed'

describe('the payloads of NOTIFY', () => {
  it('carry every id, each payload under the limit', () => {
    const ids = Array.from({ length: 3_000 }, (_, i) => 1_000_000 + i)
    const payloads = payloadsOf(ids)
    expect(payloads.length).toBeGreaterThan(1)
    expect(payloads.every((p) => p.length <= 7_000)).toBe(true)
    expect(payloads.flatMap(idsOf)).toEqual(ids)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('the order feed on PostgreSQL', () => {
  let database: Database
  const log = { info: () => {}, warn: () => {} }

  beforeAll(async () => {
    database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null })
  })
  afterAll(async () => {
    await database.close()
  })

  /** The pool's NOTIFY fails `failures` times (the database away for a moment), then goes through. */
  function flaky(failures: number): { db: Db; tries: () => number } {
    let tries = 0
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver)
        return (query: Parameters<Db['execute']>[0]) => {
          tries += 1
          return tries <= failures ? Promise.reject(new Error('connection refused')) : target.execute(query)
        }
      },
    })
    return { db, tries: () => tries }
  }

  /** A feed whose NOTIFY goes through `db`, retried after `retryMs`, doubling. */
  const feedThrough = (db: Db, retryMs: number) =>
    postgresOrderFeed({
      databaseUrl: process.env.DATABASE_URL as string,
      db,
      log,
      now: () => new Date(),
      retryMs,
    })

  async function heard(feed: OrderFeed, ms: number): Promise<OrderFeedMessage[]> {
    const messages: OrderFeedMessage[] = []
    const stop = feed.subscribe((message) => messages.push(message))
    await new Promise((resolve) => setTimeout(resolve, ms))
    stop()
    return messages
  }

  it('tries a failed NOTIFY again, so the news still reaches every instance', async () => {
    const { db, tries } = flaky(2)
    const feed = await feedThrough(db, 20)
    try {
      const listening = heard(feed, 1_000)
      feed.publish([4242])
      expect(await listening).toEqual([{ kind: 'changed', orderIds: [4242] }])
      expect(tries()).toBe(3)
    } finally {
      await feed.close()
    }
  })

  it('gives up after its tries, and tries nothing after the feed is closed', async () => {
    const { db, tries } = flaky(100)
    const feed = await feedThrough(db, 5)
    try {
      const listening = heard(feed, 600)
      feed.publish([7])
      expect(await listening).toEqual([])
      expect(tries()).toBe(5)
      feed.publish([8])
    } finally {
      await feed.close()
    }
    const before = tries()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(tries()).toBeLessThanOrEqual(before + 1)
  })
})
