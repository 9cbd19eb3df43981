import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { loadSessionKeys } from './auth/sessions'
import { connectDatabase, type Database } from './db/connect'
import { counties, stores } from './db/schema'
import { seedIfNeeded } from './db/seed'
import type { Deps } from './deps'
import { StoreIndex } from './domain/store-index'
import { createMailer } from './mail/mailer'
import type { ServerSettings } from './settings'

export interface Running {
  app: FastifyInstance
  database: Database
  deps: Deps
  outboxDir: string | null
  seeded: boolean
  stop(): Promise<void>
}

export function storeIndexFor(database: Database, now: () => Date): StoreIndex {
  return new StoreIndex(async () => {
    const [rows, countyRows] = await Promise.all([
      database.db.select().from(stores),
      database.db.select().from(counties),
    ])
    return {
      rows,
      counties: new Map(countyRows.map((c) => [c.countyId, { name: c.name, stateId: c.stateId }])),
    }
  }, now)
}

/** Connects, migrates, seeds on first start, and builds the app (not yet listening). */
export async function prepare(
  settings: ServerSettings,
  options: { appDir: string | null; inMemory?: boolean; now?: () => Date } = { appDir: settings.appDir },
): Promise<Running> {
  const database = await connectDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: options.inMemory ? null : settings.dataDir,
  })
  await database.migrate()
  const now = options.now ?? (() => new Date())
  const outcome = await seedIfNeeded(database.db, now())
  const mailer = await createMailer({
    smtpUrl: settings.smtpUrl,
    outboxDir: path.join(settings.dataDir, 'outbox'),
  })
  const deps: Deps = {
    db: database.db,
    keys: await loadSessionKeys(database.db, settings.jwtSecret),
    mailer,
    storeIndex: storeIndexFor(database, now),
    publicUrl: settings.publicUrl,
    secureCookies: settings.publicUrl.startsWith('https:'),
    now,
  }
  const app = await buildApp(deps, {
    appDir: options.appDir,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    logLevel: settings.logLevel,
    trustProxy: process.env.TRUST_PROXY === '1',
  })
  return {
    app,
    database,
    deps,
    outboxDir: mailer.outboxDir,
    seeded: outcome.seeded,
    async stop() {
      await app.close()
      await database.close()
    },
  }
}
