import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { LoginGuard, loadChallengeKey, memoryGuardStore, redisGuardStore } from './auth/login-guard'
import { loadSessionKeys } from './auth/sessions'
import { connectDatabase, type Database } from './db/connect'
import { counties, stores } from './db/schema'
import { seedIfNeeded } from './db/seed'
import type { Deps } from './deps'
import { Catalogues } from './domain/catalogue/catalogue'
import { testCardProvider } from './domain/orders/payments'
import { reconcileHandovers } from './domain/staff/handover'
import { StoreIndex } from './domain/stores/store-index'
import { scheduleDailyJobs } from './jobs/daily-jobs'
import { scheduleStoreSimulator } from './jobs/store-simulator'
import { type ListFeed, memoryListFeed, memoryOrderFeed, type OrderFeed } from './live/order-feed'
import { type FeedLog, postgresListFeed, postgresOrderFeed } from './live/postgres-order-feed'
import { MailSender } from './mail/sender'
import { createTransport, type MailTransport } from './mail/transports'
import { connectRedis } from './redis'
import { type ServerSettings, seedsDemoCustomers } from './settings'

export interface Running {
  app: FastifyInstance
  database: Database
  deps: Deps
  /** Delivers the mail outbox after each commit, and polls for what others or a crash left. */
  mail: MailSender
  outboxDir: string | null
  /** The database holds the demo customers (seeded at this start or an earlier one). */
  demoCustomers: boolean
  stop(): Promise<void>
}

function storeIndexFor(database: Database, now: () => Date): StoreIndex {
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

export interface PrepareOptions {
  appDir: string | null
  inMemory?: boolean
  /**
   * With inMemory: the database starts as this image of a migrated and seeded data folder
   * (tests make one per run: initdb and seeding cost ~6 s a server).
   */
  memoryImage?: Blob
  now?: () => Date
  /** Instead of SMTP or the outbox folder (tests). */
  mailTransport?: MailTransport
  /** How often the mail sender looks for mail nobody announced; null: only when woken (tests). */
  mailPollMs?: number | null
  /** Seed the demo customers, whatever the settings say (the tests on PostgreSQL need them). */
  demoCustomers?: boolean
  /** Run the daily jobs on their hourly look (default); tests run them by hand on their own clock. */
  dailyJobs?: boolean
  /** Overrides the setting (tests move their orders themselves). */
  storeSimulator?: boolean
  /** Key prefix of the shared rate-limit counters in Redis (tests keep theirs apart). */
  redisPrefix?: string
  /** The live streams' heartbeat (tests shorten it). */
  heartbeatMs?: number
}

/**
 * The order feed of the live streams (docs/ordering.md "Live status"): LISTEN/NOTIFY on PostgreSQL,
 * which several instances share; in memory on PGlite, which one process owns.
 */
async function orderFeedFor(database: Database, settings: ServerSettings, now: () => Date, log: FeedLog) {
  if (database.kind === 'postgres' && settings.databaseUrl) {
    return postgresOrderFeed({ databaseUrl: settings.databaseUrl, db: database.db, log, now })
  }
  return memoryOrderFeed((error) => log.warn({ err: error }, 'a live-order listener failed'))
}

/** The shopping lists' feed (docs/lists-sharing.md), on the same machinery as the orders'. */
async function listFeedFor(database: Database, settings: ServerSettings, now: () => Date, log: FeedLog) {
  if (database.kind === 'postgres' && settings.databaseUrl) {
    return postgresListFeed({ databaseUrl: settings.databaseUrl, db: database.db, log, now })
  }
  return memoryListFeed((error) => log.warn({ err: error }, 'a live-list listener failed'))
}

/** Connects, migrates, seeds on first start, and builds the app (not yet listening). */
export async function prepare(
  settings: ServerSettings,
  options: PrepareOptions = { appDir: settings.appDir },
): Promise<Running> {
  const database = await connectDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: options.inMemory ? null : settings.dataDir,
    image: options.inMemory ? options.memoryImage : undefined,
  })
  await database.migrate()
  const now = options.now ?? (() => new Date())
  const seeded = await seedIfNeeded(database.db, now(), {
    demoCustomers: options.demoCustomers ?? seedsDemoCustomers(settings),
  })
  const transport =
    options.mailTransport ??
    (await createTransport({ smtpUrl: settings.smtpUrl, outboxDir: path.join(settings.dataDir, 'outbox') }))
  // Made before the app, whose log it writes to: the first commit cannot come before the app is built.
  let mail: MailSender | null = null
  const redis = settings.redisUrl ? await connectRedis(settings.redisUrl) : null
  const redisPrefix = options.redisPrefix ?? 'tessera:'
  // The app's log exists only once the app is built, after the feed: until then, nothing is logged.
  let feedLog: FeedLog | null = null
  const feedLogger: FeedLog = {
    info: (details, message) => feedLog?.info(details, message),
    warn: (details, message) => feedLog?.warn(details, message),
  }
  const orderFeed: OrderFeed = await orderFeedFor(database, settings, now, feedLogger)
  const listFeed: ListFeed = await listFeedFor(database, settings, now, feedLogger)
  const deps: Deps = {
    db: database.db,
    keys: await loadSessionKeys(database.db, settings.jwtSecret),
    storeIndex: storeIndexFor(database, now),
    catalogues: new Catalogues(database.db, now),
    payments: testCardProvider(),
    publicUrl: settings.publicUrl,
    secureCookies: settings.publicUrl.startsWith('https:'),
    now,
    mailQueued: () => mail?.wake(),
    orderFeed,
    wallet: settings.wallet,
    ordersChanged: (orderIds) => orderFeed.publish(orderIds),
    listFeed,
    listsChanged: (listIds) => listFeed.publish(listIds),
    loginGuard: new LoginGuard(
      redis ? redisGuardStore(redis, `${redisPrefix}guard:`) : memoryGuardStore(now),
      await loadChallengeKey(database.db),
      now,
    ),
  }
  const app = await buildApp(deps, {
    sharedLimits: redis ? { redis, prefix: `${redisPrefix}limits:` } : null,
    appDir: options.appDir,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    logLevel: settings.logLevel,
    trustProxy: process.env.TRUST_PROXY === '1',
    opsToken: settings.opsToken ?? null,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  })
  feedLog = app.log.child({ part: 'live' })
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'a database connection broke: the next query opens another'),
  )
  const log = app.log.child({ part: 'mail' })
  mail = new MailSender(database.db, transport, {
    now,
    pollMs: options.mailPollMs === undefined ? 30_000 : options.mailPollMs,
    onError: (error, row) =>
      row
        ? log.warn({ err: error, mail: row.id, attempt: row.attempts }, 'mail not delivered, will retry')
        : log.error({ err: error }, 'mail outbox unavailable'),
  })
  mail.start()
  const sender = mail
  // A hand-over the provider captured but whose order did not commit (the database failed after the
  // capture) is finished now, as its intent said (docs/ordering.md "Receipt and hand-over").
  const reconciled = await reconcileHandovers(deps).catch((error: unknown) => {
    app.log.error({ err: error }, 'hand-overs not reconciled: the next hand-over of each will')
    return []
  })
  if (reconciled.length > 0)
    app.log.warn({ orders: reconciled }, 'hand-overs captured but not recorded: finished now')
  const stopJobs =
    options.dailyJobs === false ? async () => {} : scheduleDailyJobs(deps, app.log.child({ part: 'jobs' }))
  const simulate = options.storeSimulator ?? settings.storeSimulator
  const stopSimulator = simulate
    ? scheduleStoreSimulator(deps, app.log.child({ part: 'demo-store' }))
    : async () => {}
  return {
    app,
    database,
    deps,
    mail: sender,
    outboxDir: transport.outboxDir,
    demoCustomers: seeded.demoCustomers,
    async stop() {
      await app.close()
      await stopJobs()
      await stopSimulator()
      await orderFeed.close()
      await listFeed.close()
      await sender.stop()
      await database.close()
      redis?.disconnect()
    },
  }
}
