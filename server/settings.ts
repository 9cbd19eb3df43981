import path from 'node:path'
import { StartRefused } from './start-refusal'
import { readWalletSettings, type WalletSettings } from './wallet/wallet-settings'

/** The reference server's settings, from the environment (README "Configuration"). */
export interface ServerSettings {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** SEED_DEMO=1: the demo customers go into a DATABASE_URL database too. */
  seedDemo: boolean
  smtpUrl: string | undefined
  /** Where the links in mails point: the address customers open. */
  publicUrl: string
  /** JWT signing secret; generated and kept in the database when not given. */
  jwtSecret: string | undefined
  /** Attempts per client and minute on login, reset, card look-up and kiosk login. */
  rateLimitPerMinute: number
  /** Redis for the rate-limit counters every instance shares; none: each instance counts its own. */
  redisUrl: string | undefined
  /** The built PWA. */
  appDir: string
  logLevel: string
  /** The store system's bearer token for /ops; none: no /ops (the embedded demo makes one, see main.ts). */
  opsToken: string | undefined
  /** The embedded demo's store moves placed orders along (DEMO_STORE_SIMULATOR=0: off; off with DATABASE_URL). */
  storeSimulator: boolean
  /** The phone wallets (APPLE_WALLET_*, GOOGLE_WALLET_*): each absent without its configuration. */
  wallet: WalletSettings
}

/**
 * The settings, or a StartRefused naming what is wrong (README "Configuration"): the start says it
 * in one line on stderr and exits 1 (`reportStartFailure`).
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartRefused(`PORT is not a port: ${env.PORT}`)
  const seedDemo = env.SEED_DEMO ?? ''
  if (!['', '0', '1'].includes(seedDemo)) throw new StartRefused(`SEED_DEMO must be 1 or 0: ${env.SEED_DEMO}`)
  const simulator = env.DEMO_STORE_SIMULATOR ?? ''
  if (!['', '0', '1'].includes(simulator))
    throw new StartRefused(`DEMO_STORE_SIMULATOR must be 1 or 0: ${env.DEMO_STORE_SIMULATOR}`)
  const rate = Number(env.RATE_LIMIT_PER_MINUTE ?? 10)
  if (!Number.isInteger(rate) || rate < 1)
    throw new StartRefused(`RATE_LIMIT_PER_MINUTE must be a positive integer: ${env.RATE_LIMIT_PER_MINUTE}`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: seedDemo === '1',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    rateLimitPerMinute: rate,
    redisUrl: env.REDIS_URL || undefined,
    appDir: path.resolve(env.APP_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    opsToken: env.OPS_TOKEN || undefined,
    storeSimulator: env.DEMO_STORE_SIMULATOR !== '0' && !env.DATABASE_URL,
    wallet: readWalletSettings(env),
  }
}

/**
 * The demo customers log in with a published password: they are seeded into the embedded database,
 * which is a demo by nature, and into a PostgreSQL server only when SEED_DEMO=1 says so.
 */
export function seedsDemoCustomers(settings: Pick<ServerSettings, 'databaseUrl' | 'seedDemo'>): boolean {
  return settings.seedDemo || !settings.databaseUrl
}
