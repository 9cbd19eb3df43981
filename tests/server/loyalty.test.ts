import { desc, eq, lte } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cards, pointsMovements, receipts, sessions, users } from '../../server/db/schema'
import { DEMO_CUSTOMERS, NO_PREFERENCES } from '../../server/db/seed/customers'
import { movementsSum } from '../../server/domain/loyalty/points'
import { runDailyJobs } from '../../server/jobs/daily-jobs'
import { withCheckDigit } from '../../src/api/card-code'
import { ServerCode } from '../../src/api/errors'
import { TillReceiptResult } from '../../src/api/schemas/loyalty'
import type { Preferences } from '../../src/api/schemas/profile'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  cardRow,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  registerConfirmed,
  unseenCardCode,
} from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const silent = { info: () => {} }
const DAY = 86_400_000
const MONTH = 31 * DAY
const EAN_A = withCheckDigit('800123400011')
const EAN_OWN = withCheckDigit('800999900011')

let receiptSerial = 0
function tillReceipt(
  cardCode: string,
  euros: { total: number; ownBrand?: number },
  extra: { voucher?: number; receiptId?: string; at?: string; storeId?: number } = {},
) {
  receiptSerial += 1
  const own = Math.round((euros.ownBrand ?? 0) * 100)
  const total = Math.round(euros.total * 100)
  return {
    receiptId: extra.receiptId ?? `T-${receiptSerial}`,
    cardCode,
    storeId: extra.storeId ?? 1,
    at: extra.at ?? server.clock.now().toISOString(),
    lines: [
      { ean: EAN_A, amountCents: total - own, ownBrand: false, description: 'Latte intero 1 l' },
      ...(own ? [{ ean: EAN_OWN, amountCents: own, ownBrand: true }] : []),
    ],
    ...(extra.voucher ? { voucher: extra.voucher } : {}),
  }
}

async function postReceipt(body: unknown, token: string | null = TEST_OPS_TOKEN) {
  const answer = await server.json<v.InferOutput<typeof TillReceiptResult>>('POST', '/ops/receipts', {
    body,
    ...(token ? { token } : {}),
  })
  if (answer.code === 0) v.parse(TillReceiptResult, answer.data)
  return { ...answer, message: answer.message }
}

/** A new web customer with a new printed card, and the card's code. */
async function customerWithCard() {
  const cardCode = unseenCardCode()
  const customer = await registerConfirmed(server, { cardCode })
  return { ...customer, cardCode }
}

async function expectBalanceIsSumOfMovements(code: string) {
  const card = await cardRow(server, code)
  if (!card) return expect.fail(`no card ${code}`)
  expect(await movementsSum(server.running.database.db, card.id)).toBe(card.points)
  return card.points
}

// First: the jobs below move the clock years ahead and disable the demo cards.
describe('the demo history', () => {
  it('gives each demo customer receipts, one voucher used, and a balance that is the sum of its movements', async () => {
    const db = server.running.database.db
    for (const customer of DEMO_CUSTOMERS) {
      const [card] = await db.select().from(cards).where(eq(cards.code, customer.card.code))
      if (!card) return expect.fail(`no card ${customer.card.code}`)
      const movements = await db.select().from(pointsMovements).where(eq(pointsMovements.cardId, card.id))
      const kept = await db.select().from(receipts).where(eq(receipts.cardId, card.id))
      expect(kept.length, customer.lastName).toBeGreaterThanOrEqual(8)
      expect(
        movements.filter((m) => m.kind === 'VOUCHER'),
        customer.lastName,
      ).toHaveLength(1)
      expect(await movementsSum(db, card.id)).toBe(card.points)
      expect(card.points).toBe(customer.card.points)
    }
    const mario = DEMO_CUSTOMERS[0]
    if (!mario?.username) throw new Error('the seed changed')
    const token = await server.login(mario.username, DEMO_PASSWORD)
    const page = await call(server, 'receipts', { token })
    expect(expectOk(page).length).toBeGreaterThan(0)
  })
})

describe('till receipts (POST /ops/receipts)', () => {
  it('earns the points of the rules, records the movement and the digital receipt', async () => {
    const { cardCode, token } = await customerWithCard()
    const answer = await postReceipt(tillReceipt(cardCode, { total: 12.4, ownBrand: 6 }))
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({ pointsEarned: 18, pointsSpent: 0, balance: 18 })

    const movements = expectOk(await call(server, 'points', { token }))
    expect(movements).toEqual([
      expect.objectContaining({
        kind: 'EARNED',
        points: 18,
        balance: 18,
        receiptId: answer.data.receiptId,
        cardCode,
      }),
    ])
    const list = expectOk(await call(server, 'receipts', { token }))
    expect(list).toHaveLength(1)
    const receipt = expectOk(await call(server, 'receipt', { params: { id: answer.data.receiptId }, token }))
    expect(receipt).toMatchObject({
      totalCents: 1240,
      paidCents: 1240,
      pointsEarned: 18,
      voucher: null,
      source: 'STORE',
      storeId: 1,
      lines: [
        { ean: EAN_A, name: 'Latte intero 1 l', amountCents: 640, ownBrand: false },
        { ean: EAN_OWN, name: null, amountCents: 600, ownBrand: true },
      ],
    })
    expect(receipt.storeName).not.toBe('')
    await expectBalanceIsSumOfMovements(cardCode)
  })

  it('earns nothing under 5 euro, and still keeps the receipt', async () => {
    const { cardCode, token } = await customerWithCard()
    const answer = await postReceipt(tillReceipt(cardCode, { total: 4.99, ownBrand: 4.99 }))
    expect(answer.data).toMatchObject({ pointsEarned: 0, balance: 0 })
    expect(expectOk(await call(server, 'points', { token }))).toEqual([])
    expect(expectOk(await call(server, 'receipts', { token }))).toHaveLength(1)
  })

  it('takes one voucher per receipt: its points leave with the receipt, and what is paid earns', async () => {
    const { cardCode, token } = await customerWithCard()
    await postReceipt(tillReceipt(cardCode, { total: 300, ownBrand: 100 }))
    const before = (await cardRow(server, cardCode))?.points ?? 0
    expect(before).toBe(400)
    const refused = await postReceipt(tillReceipt(cardCode, { total: 30 }, { voucher: 500 }))
    expectRefused(refused, ServerCode.NotEnoughPoints)
    expect(refused.message).toMatch(/Punti insufficienti/)
    expect((await cardRow(server, cardCode))?.points).toBe(400)
    expect(expectOk(await call(server, 'receipts', { token }))).toHaveLength(1)

    await postReceipt(tillReceipt(cardCode, { total: 200 }))
    const used = await postReceipt(tillReceipt(cardCode, { total: 30, ownBrand: 10 }, { voucher: 500 }))
    // 30 € less the 3 € voucher, taken from the other lines: 27 € paid, 10 € own-brand → 37 points.
    expect(used.data).toMatchObject({ pointsSpent: 500, pointsEarned: 37, balance: 600 - 500 + 37 })
    const movements = expectOk(await call(server, 'points', { token }))
    expect(movements.slice(0, 2).map((m) => [m.kind, m.points, m.balance])).toEqual([
      ['EARNED', 37, 137],
      ['VOUCHER', -500, 100],
    ])
    const receipt = expectOk(await call(server, 'receipt', { params: { id: used.data.receiptId }, token }))
    expect(receipt).toMatchObject({
      totalCents: 3000,
      paidCents: 2700,
      voucher: { points: 500, valueCents: 300 },
    })
    await expectBalanceIsSumOfMovements(cardCode)
  })

  it('refuses a voucher size the programme does not have', async () => {
    const { cardCode } = await customerWithCard()
    expect((await postReceipt(tillReceipt(cardCode, { total: 30 }, { voucher: 600 }))).status).toBe(400)
  })

  it('counts a repeated receipt id once, and refuses the same id with other contents', async () => {
    const { cardCode, token } = await customerWithCard()
    const body = tillReceipt(cardCode, { total: 25 })
    const first = await postReceipt(body)
    const again = await postReceipt(body)
    expect(again.code).toBe(0)
    expect(again.data).toEqual(first.data)
    expect(expectOk(await call(server, 'points', { token }))).toHaveLength(1)
    expect((await cardRow(server, cardCode))?.points).toBe(25)

    const changed = await postReceipt({
      ...body,
      lines: [{ ean: EAN_A, amountCents: 9900, ownBrand: false }],
    })
    expectRefused(changed, ServerCode.ReceiptConflict)
    // Another store may use the same till number.
    expect((await postReceipt({ ...body, storeId: 2 })).data).toMatchObject({ pointsEarned: 25, balance: 50 })
  })

  it('refuses a disabled card with its own code and records nothing', async () => {
    const { cardCode, token } = await customerWithCard()
    const card = await cardRow(server, cardCode)
    expectOk(await call(server, 'disableCard', { params: { id: card?.id ?? 0 }, token }))
    const answer = await postReceipt(tillReceipt(cardCode, { total: 50 }))
    expectRefused(answer, ServerCode.CardDisabled)
    expect(answer.message).toMatch(/disattivata/)
    expect(expectOk(await call(server, 'receipts', { token }))).toEqual([])
    expect((await cardRow(server, cardCode))?.points).toBe(0)
  })

  it('lets a printed card earn before it is registered; an unknown digital card is not found', async () => {
    const printed = unseenCardCode()
    expect((await postReceipt(tillReceipt(printed, { total: 20 }))).data).toMatchObject({ balance: 20 })
    const customer = await registerConfirmed(server, { cardCode: printed })
    const movements = expectOk(await call(server, 'points', { token: customer.token }))
    expect(movements.map((m) => m.points)).toEqual([20])

    const digital = withCheckDigit('043100999999')
    expect((await postReceipt(tillReceipt(digital, { total: 20 }))).status).toBe(404)
  })

  it('checks the receipt against the contract: card code, EAN check digit, lines, a date not ahead', async () => {
    const { cardCode } = await customerWithCard()
    const good = tillReceipt(cardCode, { total: 10 })
    const refused = [
      { ...good, cardCode: '0430001234567' },
      { ...good, lines: [{ ean: '8001234000112', amountCents: 100, ownBrand: false }] },
      { ...good, lines: [] },
      { ...good, lines: [{ ean: EAN_A, amountCents: -1, ownBrand: false }] },
      { ...good, at: new Date(server.clock.now().getTime() + 60 * 60_000).toISOString() },
      { ...good, storeId: 999_999 },
    ]
    for (const body of refused) {
      const answer = await postReceipt(body)
      expect(answer.code, JSON.stringify(body)).not.toBe(0)
    }
    expect((await cardRow(server, cardCode))?.points).toBe(0)
  })

  it('answers 401 without the store token, and the customer calls need a session', async () => {
    const { cardCode } = await customerWithCard()
    expect((await postReceipt(tillReceipt(cardCode, { total: 10 }), null)).status).toBe(401)
    expect((await postReceipt(tillReceipt(cardCode, { total: 10 }), 'wrong')).status).toBe(401)
    expect((await call(server, 'points')).status).toBe(401)
    expect((await call(server, 'receipts')).status).toBe(401)
  })

  it('shows a customer only their own receipts', async () => {
    const owner = await customerWithCard()
    const other = await customerWithCard()
    const posted = await postReceipt(tillReceipt(owner.cardCode, { total: 10 }))
    const answer = await call(server, 'receipt', {
      params: { id: posted.data.receiptId },
      token: other.token,
    })
    expect(answer.status).toBe(404)
    expect(expectOk(await call(server, 'receipts', { token: other.token }))).toEqual([])
  })

  it('pages movements and receipts, newest first', async () => {
    const { cardCode, token } = await customerWithCard()
    for (let i = 1; i <= 12; i++) await postReceipt(tillReceipt(cardCode, { total: 5 + i }))
    const first = await call(server, 'points', { token, query: { s: 5, p: 0 } })
    expect(first.totalPages).toBe(3)
    expect(expectOk(first).map((m) => m.points)).toEqual([17, 16, 15, 14, 13])
    const last = await call(server, 'points', { token, query: { s: 5, p: 2 } })
    expect(expectOk(last).map((m) => m.points)).toEqual([7, 6])
    const receiptsPage = await call(server, 'receipts', { token, query: { p: 1 } })
    expect(receiptsPage.totalPages).toBe(2)
    expect(expectOk(receiptsPage)).toHaveLength(2)
  })

  it('keeps the exact balance when 50 receipts for one card arrive at once', async () => {
    const { cardCode } = await customerWithCard()
    const bodies = Array.from({ length: 50 }, (_, i) =>
      tillReceipt(cardCode, { total: 5 + (i % 7), ownBrand: i % 3 }),
    )
    const answers = await Promise.all(bodies.map((body) => postReceipt(body)))
    expect(answers.every((a) => a.code === 0)).toBe(true)
    const expected = bodies.reduce((sum, body) => {
      const total = body.lines.reduce((s, l) => s + l.amountCents, 0)
      const own = body.lines.filter((l) => l.ownBrand).reduce((s, l) => s + l.amountCents, 0)
      return sum + Math.floor((total + own) / 100)
    }, 0)
    expect(await expectBalanceIsSumOfMovements(cardCode)).toBe(expected)
    const balances = answers.map((a) => a.data.balance).sort((a, b) => a - b)
    expect(new Set(balances).size).toBe(50)
    expect(balances.at(-1)).toBe(expected)
  })
})

describe('the daily jobs', () => {
  it('run by hand through /ops/jobs/run, and once a day on their own', async () => {
    const answer = await server.json<{ job: string; ran: boolean }[]>('POST', '/ops/jobs/run', {
      token: TEST_OPS_TOKEN,
    })
    expect(answer.code).toBe(0)
    expect(answer.data.map((r) => r.job)).toEqual([
      'card-deactivation-notice',
      'card-deactivation',
      'personal-coupons',
      'marketing-consent-expiry',
      'fraud-record-retention',
      'purchase-record-retention',
    ])
    expect(answer.data.every((r) => r.ran)).toBe(true)
    // That run counts for the day: the hourly looks pass until the next day, whose first look runs.
    expect((await runDailyJobs(server.running.deps, silent)).every((r) => !r.ran)).toBe(true)
    server.clock.advance(86_400_000)
    try {
      expect((await runDailyJobs(server.running.deps, silent)).every((r) => r.ran)).toBe(true)
      expect((await runDailyJobs(server.running.deps, silent)).every((r) => !r.ran)).toBe(true)
    } finally {
      server.clock.reset()
    }
  })

  it('run each job on one instance when several look at once', async () => {
    server.clock.advance(2 * 86_400_000)
    try {
      const looks = await Promise.all([
        runDailyJobs(server.running.deps, silent),
        runDailyJobs(server.running.deps, silent),
        runDailyJobs(server.running.deps, silent),
      ])
      for (const [index, job] of looks[0].entries()) {
        expect(looks.filter((reports) => reports[index]?.ran).length, job.job).toBe(1)
      }
    } finally {
      server.clock.reset()
    }
  })

  it('disable a card 30 months after its last receipt, its points expired by a movement', async () => {
    const idle = await customerWithCard()
    const active = await customerWithCard()
    await postReceipt(tillReceipt(idle.cardCode, { total: 42 }))
    server.clock.advance(2 * MONTH)
    await postReceipt(tillReceipt(active.cardCode, { total: 10 }))
    try {
      server.clock.advance(29 * MONTH)
      const reports = await runDailyJobs(server.running.deps, silent, { force: true })
      const deactivation = reports.find((r) => r.job === 'card-deactivation')
      expect(deactivation?.changed.cardsDisabled).toBeGreaterThanOrEqual(1)

      const idleCard = await cardRow(server, idle.cardCode)
      expect(idleCard).toMatchObject({ enabled: false, points: 0 })
      const token = await server.login(idle.email, idle.password)
      const movements = expectOk(await call(server, 'points', { token }))
      expect(movements[0]).toMatchObject({ kind: 'EXPIRED', points: -42, balance: 0 })
      expect(await cardRow(server, active.cardCode)).toMatchObject({ enabled: true, points: 10 })
      await expectBalanceIsSumOfMovements(idle.cardCode)
    } finally {
      server.clock.reset()
    }
  })

  it('let marketing and profiling consents lapse after 24 months, erasing the preferences', async () => {
    const customer = await registerConfirmed(server, { consents: { accept3: true, accept4: true } })
    const db = server.running.database.db
    const preferences: Preferences = { ...NO_PREFERENCES, profession: 'EMPLOYEE', interests: 'COOKING' }
    await db.update(users).set({ preferences }).where(eq(users.id, customer.userId))
    try {
      server.clock.advance(23 * MONTH)
      await runDailyJobs(server.running.deps, silent, { force: true })
      let [row] = await db.select().from(users).where(eq(users.id, customer.userId))
      expect(row).toMatchObject({ accept3: true, accept4: true })

      server.clock.advance(2 * MONTH)
      const reports = await runDailyJobs(server.running.deps, silent, { force: true })
      expect(reports.find((r) => r.job === 'marketing-consent-expiry')?.changed).toMatchObject({
        marketing: expect.any(Number),
        profiling: expect.any(Number),
      })
      ;[row] = await db.select().from(users).where(eq(users.id, customer.userId))
      expect(row).toMatchObject({
        accept3: false,
        accept4: false,
        preferences: null,
        accept1: true,
        accept2: true,
      })
    } finally {
      server.clock.reset()
    }
  })

  it('erase ended sessions after 5 years and 180 days, and receipts 10 years after the profile is deleted', async () => {
    const customer = await customerWithCard()
    const posted = await postReceipt(tillReceipt(customer.cardCode, { total: 15 }))
    expectOk(
      await call(server, 'deleteProfile', { body: { profileId: customer.userId }, token: customer.token }),
    )
    const db = server.running.database.db
    const receiptRow = async () =>
      (await db.select().from(receipts).where(eq(receipts.id, posted.data.receiptId)))[0]
    expect(await receiptRow()).toMatchObject({ cardId: null, accountEndedAt: expect.any(Date) })
    try {
      // An ended session goes 5 years and 180 days (about 2006 days) after its end, not before.
      await server.login(DEMO_CUSTOMERS[1]?.username ?? '', DEMO_PASSWORD)
      // (Earlier tests logged in with the clock years ahead: the session of now is the newest up to now.)
      const [newest] = await db
        .select()
        .from(sessions)
        .where(lte(sessions.createdAt, server.clock.now()))
        .orderBy(desc(sessions.createdAt))
        .limit(1)
      const kept = async () =>
        (
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.id, newest?.id ?? ''))
        ).length
      server.clock.advance((30 + 1990) * DAY)
      await runDailyJobs(server.running.deps, silent, { force: true })
      expect(await kept()).toBe(1)
      server.clock.advance(30 * DAY)
      const fraud = await runDailyJobs(server.running.deps, silent, { force: true })
      expect(fraud.find((r) => r.job === 'fraud-record-retention')?.changed.sessions).toBeGreaterThanOrEqual(
        1,
      )
      expect(await kept()).toBe(0)

      // 10 years hold 3652 or 3653 days.
      server.clock.advance((3650 - 2050) * DAY)
      await runDailyJobs(server.running.deps, silent, { force: true })
      expect(await receiptRow()).toBeDefined()
      server.clock.advance(4 * DAY)
      const reports = await runDailyJobs(server.running.deps, silent, { force: true })
      expect(
        reports.find((r) => r.job === 'purchase-record-retention')?.changed.receipts,
      ).toBeGreaterThanOrEqual(1)
      expect(await receiptRow()).toBeUndefined()
    } finally {
      server.clock.reset()
    }
  })
})

describe('a server without OPS_TOKEN', () => {
  it('has no /ops at all', async () => {
    const closed = await startTestServer({ opsToken: null })
    try {
      const answer = await closed.request('POST', '/ops/receipts', {
        body: { receiptId: 'x' },
        token: TEST_OPS_TOKEN,
      })
      expect(answer.statusCode).toBe(404)
      expect((await closed.request('POST', '/ops/jobs/run', { token: TEST_OPS_TOKEN })).statusCode).toBe(404)
    } finally {
      await closed.stop()
    }
  })
})

describe('the OpenAPI documents', () => {
  it('list the new customer calls in /cli and the store calls in /ops', async () => {
    const cli = JSON.parse((await server.request('GET', '/cli/openapi.json')).body) as { paths: object }
    expect(Object.keys(cli.paths)).toEqual(
      expect.arrayContaining(['/profiles/points', '/receipts', '/receipts/{id}']),
    )
    expect(Object.keys(cli.paths)).not.toContain('/jobs/run')
    const ops = JSON.parse((await server.request('GET', '/ops/openapi.json')).body) as {
      paths: Record<string, { post?: { security?: unknown } }>
    }
    expect(Object.keys(ops.paths).sort()).toEqual([
      '/cards/{code}/coupons',
      '/coupons',
      '/jobs/run',
      '/orders/{id}',
      '/orders/{id}/status',
      '/receipts',
      '/staff',
      '/stores/{storeId}/order-settings',
      '/stores/{storeId}/products/{productId}/price',
    ])
    expect(ops.paths['/receipts']?.post?.security).toEqual([{ bearer: [] }])
  })
})
