import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import type { MailTransport } from '../../server/mail/transports'
import { readSettings, type ServerSettings } from '../../server/settings'
import { prepare, type Running } from '../../server/start'
import { recordAnswers } from './openapi-answers'

/**
 * One reference server per test file, on an in-memory PGlite, or on the PostgreSQL of DATABASE_URL
 * (its public schema emptied first). Requests go through Fastify's inject: no port is opened.
 */
export interface TestServer {
  running: Running
  /** The server's one clock: tests move it to expire sessions, links and mail retries. */
  clock: TestClock
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse & { body: string }>
  /** POST/PUT/GET and parse the envelope. */
  json<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number
    code: number
    message?: string
    data: T
    totalPages?: number
    number?: number
  }>
  /** Logs in a web user and returns the token. */
  login(username: string, password: string): Promise<string>
  /** The mails committed so far, delivered to the outbox folder, newest last. */
  mails(): Promise<OutboxMail[]>
  stop(): Promise<void>
}

/** Real time, moved by what a test asks. */
export interface TestClock {
  now(): Date
  advance(ms: number): void
  /** Stops the clock where it is: only `advance` moves it then (for waits to the millisecond). */
  freeze(): void
  /** Back to real time, running. */
  reset(): void
}

function testClock(): TestClock {
  let offset = 0
  let frozen: number | null = null
  return {
    now: () => new Date((frozen ?? Date.now()) + offset),
    advance(ms) {
      offset += ms
    },
    freeze() {
      frozen = Date.now()
    },
    reset() {
      offset = 0
      frozen = null
    },
  }
}

export interface OutboxMail {
  file: string
  to: string
  subject: string
  raw: string
  /** The first link with a token in the mail's text part. */
  link: string | null
  token: string | null
}

/** Empties the PostgreSQL database of DATABASE_URL for a test file. */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE')
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

let databaseImage: Promise<Blob> | null = null

/** The migrated and seeded embedded database of this run (database-image.ts), read once a file. */
function memoryImage(): Promise<Blob> | null {
  const file = inject('databaseImage')
  if (!file) return null
  databaseImage ??= readFile(file).then((bytes) => new Blob([bytes]))
  return databaseImage
}

/** The store system's token of the test servers (a test of "no token" passes opsToken: null). */
export const TEST_OPS_TOKEN = 'test-ops-token'

export async function startTestServer(
  options: {
    rateLimitPerMinute?: number
    appDir?: string
    mailTransport?: MailTransport
    opsToken?: string | null
    /** Shared rate-limit counters in this Redis, under this key prefix (tests/server/redis.ts). */
    redis?: { url: string; prefix: string }
    /**
     * PostgreSQL: keep the database as it is, for a second instance beside a server of this file
     * (the live streams' test of several instances); by default it is emptied first.
     */
    keepDatabase?: boolean
    /** The live streams' heartbeat (default 20 s). */
    heartbeatMs?: number
    /** Settings of the environment beyond the tests' own (e.g. the phone wallets'). */
    settings?: Partial<ServerSettings>
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-test-'))
  const databaseUrl = process.env.DATABASE_URL || undefined
  if (databaseUrl && !options.keepDatabase) await resetPostgres(databaseUrl)
  const settings = {
    ...readSettings({}),
    dataDir,
    databaseUrl,
    publicUrl: 'http://tessera.test',
    rateLimitPerMinute: options.rateLimitPerMinute ?? 1000,
    redisUrl: options.redis?.url,
    logLevel: 'silent',
    opsToken: options.opsToken === undefined ? TEST_OPS_TOKEN : (options.opsToken ?? undefined),
    ...options.settings,
  }
  const clock = testClock()
  const image = databaseUrl ? null : await memoryImage()
  const running = await prepare(settings, {
    appDir: options.appDir ?? null,
    inMemory: true,
    ...(image ? { memoryImage: image } : {}),
    ...(options.redis ? { redisPrefix: options.redis.prefix } : {}),
    now: clock.now,
    // Delivery follows the commits and the tests' flushes alone, so a test can tell what woke it.
    mailPollMs: null,
    // The tests log in as the demo customers, on PostgreSQL too.
    demoCustomers: true,
    // Jobs run when a test says so, on the test's clock.
    dailyJobs: false,
    // Orders move when a test moves them.
    storeSimulator: false,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  })
  // Every answer is checked against the OpenAPI documents when the test file ends (check-openapi-answers.ts).
  recordAnswers(running.app)
  await running.app.ready()

  const request: TestServer['request'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const response = await running.app.inject({
      method,
      url,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    })
    return response
  }

  const server: TestServer = {
    running,
    clock,
    request,
    async json(method, url, opts) {
      const response = await request(method, url, opts)
      const parsed = JSON.parse(response.body) as { code: number; message?: string; data: never }
      return { status: response.statusCode, ...parsed }
    },
    async login(username, password) {
      const result = await server.json<{ jwt: string }>('POST', '/cli/profiles/login', {
        body: { username, password },
      })
      if (result.code !== 0) throw new Error(`login of ${username} failed: ${result.code} ${result.message}`)
      return result.data.jwt
    },
    async mails() {
      await running.mail.flush()
      const dir = running.outboxDir
      if (!dir) return []
      const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort()
      return Promise.all(
        files.map(async (file) => {
          const raw = decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'))
          const link = raw.match(/https?:\/\/[^\s"<>]+token=[\w%-]+/)?.[0] ?? null
          return {
            file,
            raw,
            to: raw.match(/^To: (.+)$/m)?.[1]?.trim() ?? '',
            subject: raw.match(/^Subject: (.+)$/m)?.[1]?.trim() ?? '',
            link,
            token: link ? decodeURIComponent(new URL(link).searchParams.get('token') ?? '') : null,
          }
        }),
      )
    },
    async stop() {
      await running.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  return server
}
