import { watch } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectDatabase } from '../../server/db/connect'
import { mailOutbox, users } from '../../server/db/schema'
import { inTransaction } from '../../server/domain/shared/context'
import { claimDueMail, enqueueMail, type OutboxRow } from '../../server/mail/outbox'
import { MailSender, retryDelay } from '../../server/mail/sender'
import type { Mail } from '../../server/mail/templates'
import { emlName, fileTransport, type MailTransport } from '../../server/mail/transports'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, signupBody } from './helpers'

/** A transport that records what it delivers, and fails when told to. */
function scriptedTransport() {
  const failures: string[] = []
  const transport = {
    outboxDir: null,
    delivered: [] as { id: number; to: string; userCommitted: boolean }[],
    failNext(...messages: string[]) {
      failures.push(...messages)
    },
    async deliver(row: OutboxRow) {
      const failure = failures.shift()
      if (failure) throw new Error(failure)
      // Read on the server's own connection: a delivery made inside the sign-up's transaction would
      // not see the user as committed (PostgreSQL) or would wait for itself (PGlite).
      const [user] = await server.running.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, row.recipient))
      transport.delivered.push({ id: row.id, to: row.recipient, userCommitted: user !== undefined })
    },
    close() {},
  }
  return transport
}

const transport = scriptedTransport()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mailTransport: transport })
})
afterAll(() => server.stop())
afterEach(() => server.clock.reset())

const SECOND = 1000

async function outboxRowsTo(to: string) {
  return server.running.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))
}

const mailTo = (to: string): Mail => ({
  kind: 'confirm',
  to,
  subject: 'Prova',
  text: 'testo',
  html: '<p>testo</p>',
})

describe('mail leaves after the commit', () => {
  it('is delivered after the sign-up commits, woken by the commit itself', async () => {
    const body = signupBody()
    expectOk(await call(server, 'signup', { body }))
    // No flush and no poll: only the wake-up after the commit can have started this delivery.
    await server.running.mail.settled()
    expect(transport.delivered.filter((d) => d.to === body.username)).toEqual([
      { id: expect.any(Number), to: body.username, userCommitted: true },
    ])
    const [row] = await outboxRowsTo(body.username)
    expect(row).toMatchObject({
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      textBody: null,
      htmlBody: null,
    })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  it('leaves no mail when the transaction fails after writing it', async () => {
    const to = 'mai-spedita@example.com'
    await expect(
      inTransaction(server.running.deps, async (tx) => {
        await tx.queueMail(mailTo(to))
        expect(await tx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toHaveLength(1)
        throw new Error('the change fails after its mail was written')
      }),
    ).rejects.toThrow(/after its mail/)
    await server.running.mail.flush()
    expect(await outboxRowsTo(to)).toEqual([])
    expect(transport.delivered.filter((d) => d.to === to)).toEqual([])
  })
})

describe('a failing transport', () => {
  it('is retried with a doubling wait, keeping the last error, until the mail goes', async () => {
    server.clock.freeze()
    transport.failNext('SMTP 451: riprova 1', 'SMTP 451: riprova 2', 'SMTP 451: riprova 3')
    const body = signupBody()
    expectOk(await call(server, 'signup', { body }))
    await server.running.mail.settled()
    const row = async () => (await outboxRowsTo(body.username))[0]
    expect(await row()).toMatchObject({ attempts: 1, lastError: 'SMTP 451: riprova 1', sentAt: null })

    for (const [wait, attempt] of [
      [30 * SECOND, 2],
      [60 * SECOND, 3],
      [120 * SECOND, 4],
    ] as const) {
      server.clock.advance(wait - 1)
      await server.running.mail.flush()
      expect((await row())?.attempts).toBe(attempt - 1)
      server.clock.advance(1)
      await server.running.mail.flush()
      expect((await row())?.attempts).toBe(attempt)
    }
    expect(await row()).toMatchObject({ attempts: 4, lastError: null })
    expect((await row())?.sentAt).toBeInstanceOf(Date)
    expect(transport.delivered.filter((d) => d.to === body.username)).toHaveLength(1)
  })

  it('waits at most an hour between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, 30 * SECOND, 3600 * SECOND) / SECOND)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600,
    ])
    expect(retryDelay(40, 30 * SECOND, 3600 * SECOND)).toBe(3600 * SECOND)
  })
})

describe('senders sharing one database', () => {
  it('take back a mail whose sender died holding it, once its lease has run out', async () => {
    server.clock.freeze()
    const to = 'sender-morto@example.com'
    const { db } = server.running.database
    await enqueueMail(db, mailTo(to), server.clock.now())
    // Another instance takes it for five minutes, and dies.
    const now = server.clock.now()
    const taken = await claimDueMail(db, {
      now,
      lockedUntil: new Date(now.getTime() + 300 * SECOND),
      limit: 100,
      notBefore: new Date(0),
    })
    expect(taken.map((r) => r.recipient)).toContain(to)
    await server.running.mail.flush()
    expect(transport.delivered.filter((d) => d.to === to)).toEqual([])
    server.clock.advance(300 * SECOND)
    await server.running.mail.flush()
    expect(transport.delivered.filter((d) => d.to === to)).toHaveLength(1)
    expect((await outboxRowsTo(to))[0]).toMatchObject({ attempts: 2 })
  })

  it('deliver each of many mails exactly once, from two senders at the same time', async () => {
    // On PostgreSQL the second sender has its own connection pool, as another instance would.
    const other = process.env.DATABASE_URL
      ? await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null })
      : null
    try {
      const { db } = server.running.database
      const count = 40
      const recipients = Array.from({ length: count }, (_, i) => `coppia-${i}@example.com`)
      for (const to of recipients) await enqueueMail(db, mailTo(to), server.clock.now())
      const deliveries: { sender: string; to: string }[] = []
      // Sender a delivers nothing until b has delivered one: both must be able to work at once
      // (a's claimed batch does not hold b back), whichever of them the host lets start first.
      let bDelivered: () => void = () => {}
      const bHasDelivered = new Promise<void>((resolve) => {
        bDelivered = resolve
      })
      const recording = (sender: 'a' | 'b'): MailTransport => ({
        outboxDir: null,
        async deliver(row) {
          if (sender === 'a') await bHasDelivered
          // Let the other sender run between two deliveries.
          await new Promise(setImmediate)
          deliveries.push({ sender, to: row.recipient })
          if (sender === 'b') bDelivered()
        },
        close() {},
      })
      const senders = [
        new MailSender(db, recording('a'), { now: server.clock.now, pollMs: null, batch: 3 }),
        new MailSender(other?.db ?? db, recording('b'), { now: server.clock.now, pollMs: null, batch: 3 }),
      ]
      await Promise.all(senders.map((s) => s.flush()))
      await Promise.all(senders.map((s) => s.stop()))
      const ours = deliveries.filter((d) => recipients.includes(d.to))
      expect(ours.map((d) => d.to).sort()).toEqual([...recipients].sort())
      expect(new Set(ours.map((d) => d.sender))).toEqual(new Set(['a', 'b']))
      for (const to of recipients) expect((await outboxRowsTo(to))[0]?.sentAt).toBeInstanceOf(Date)
    } finally {
      await other?.close()
    }
  })

  it('polls for mail that no commit of its own announced', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const delivered: string[] = []
    const sender = new MailSender(
      server.running.database.db,
      {
        outboxDir: null,
        async deliver(row) {
          delivered.push(row.recipient)
        },
        close() {},
      },
      { now: server.clock.now, pollMs: 30 * SECOND },
    )
    try {
      sender.start()
      await sender.settled()
      const to = 'da-un-altra-istanza@example.com'
      await enqueueMail(server.running.database.db, mailTo(to), server.clock.now())
      vi.advanceTimersByTime(30 * SECOND)
      await sender.settled()
      expect(delivered).toContain(to)
    } finally {
      await sender.stop()
      vi.useRealTimers()
    }
  })

  it('stops after the delivery under way, and is not woken again', async () => {
    const events: string[] = []
    let stopping: Promise<void> | null = null
    const sender: MailSender = new MailSender(
      server.running.database.db,
      {
        outboxDir: null,
        async deliver(row) {
          events.push(`start ${row.recipient}`)
          stopping ??= sender.stop().then(() => {
            events.push('stopped')
          })
          await new Promise(setImmediate)
          events.push(`end ${row.recipient}`)
        },
        close() {},
      },
      { now: server.clock.now, pollMs: null, batch: 1 },
    )
    const { db } = server.running.database
    await enqueueMail(db, mailTo('in-corso@example.com'), server.clock.now())
    await sender.flush()
    await stopping
    expect(events).toEqual(['start in-corso@example.com', 'end in-corso@example.com', 'stopped'])
    expect((await outboxRowsTo('in-corso@example.com'))[0]?.sentAt).toBeInstanceOf(Date)
    await enqueueMail(db, mailTo('dopo@example.com'), server.clock.now())
    sender.wake()
    await sender.settled()
    expect(events).not.toContain('start dopo@example.com')
    // Left for the next sender, not held.
    expect((await outboxRowsTo('dopo@example.com'))[0]).toMatchObject({ lockedUntil: null, attempts: 0 })
  })
})

describe('the .eml outbox folder', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tessera-eml-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  const row = (id: number): OutboxRow => ({
    id,
    kind: 'confirm',
    recipient: `file-${id}@example.com`,
    subject: `Mail ${id}`,
    textBody: `testo ${id} ${'x'.repeat(50_000)}`,
    htmlBody: `<p>testo ${id}</p>`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 10, 0, id)),
    dueAt: new Date(),
    attempts: 1,
    lockedUntil: null,
    sentAt: null,
    lastError: null,
  })

  it('never shows an .eml file being written: each appears whole, by a rename', async () => {
    const files = await fileTransport(dir)
    const events: { type: string; name: string }[] = []
    let sawSentinel: () => void = () => {}
    const sentinel = new Promise<void>((resolve) => {
      sawSentinel = resolve
    })
    const watcher = watch(dir, (type, name) => {
      events.push({ type, name: String(name) })
      if (name === 'fine.txt') sawSentinel()
    })
    try {
      for (let id = 1; id <= 10; id++) await files.deliver(row(id))
      // Events come in order: once the sentinel's is seen, every earlier one has been.
      await writeFile(path.join(dir, 'fine.txt'), 'fine')
      await sentinel
    } finally {
      watcher.close()
    }
    const eml = events.filter((e) => e.name.endsWith('.eml'))
    expect(eml.length).toBeGreaterThanOrEqual(10)
    // Written in place, an .eml file would be reported changed (and could be read half-written).
    expect(eml.filter((e) => e.type !== 'rename')).toEqual([])
    const names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort()
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => emlName(row(i + 1))))
    expect((await readdir(dir)).filter((n) => !n.endsWith('.eml') && n !== 'fine.txt')).toEqual([])
    for (const name of names) {
      const text = await readFile(path.join(dir, name), 'utf8')
      expect(text).toMatch(/^To: file-\d+@example.com$/m)
      expect(text.trimEnd()).toMatch(/--$/)
    }
  })

  it('writes a mail delivered twice into the same one file', async () => {
    const files = await fileTransport(dir)
    const before = (await readdir(dir)).filter((n) => n.endsWith('.eml'))
    await files.deliver(row(3))
    await files.deliver(row(3))
    expect((await readdir(dir)).filter((n) => n.endsWith('.eml'))).toEqual(before)
    expect(await readFile(path.join(dir, emlName(row(3))), 'utf8')).toMatch(/Message-ID: <outbox-3\./i)
  })
})
