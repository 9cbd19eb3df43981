import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cards, coupons, pointsMovements, products, receipts } from '../../server/db/schema'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { applyCouponTerms } from '../../server/domain/loyalty/coupons'
import { movementsSum } from '../../server/domain/loyalty/points'
import { runDailyJobs } from '../../server/jobs/daily-jobs'
import { ServerCode } from '../../src/api/errors'
import type { Coupon } from '../../src/api/schemas/coupons'
import type { TillReceiptResult } from '../../src/api/schemas/loyalty'
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

const DAY = 86_400_000
const silent = { info: () => {} }

interface Shelf {
  id: number
  ean: string
  ownBrand: boolean
}

/** A product of the catalogue in `department` (own brand or not). */
async function productOf(department: string, ownBrand = false): Promise<Shelf> {
  const [row] = await server.running.database.db
    .select({ id: products.id, ean: products.ean, ownBrand: products.ownBrand })
    .from(products)
    .where(and(eq(products.department, department), eq(products.ownBrand, ownBrand)))
    .orderBy(asc(products.id))
    .limit(1)
  if (!row) throw new Error(`no ${department} product`)
  return row
}

async function customerWithCard() {
  const cardCode = unseenCardCode()
  const customer = await registerConfirmed(server, { cardCode })
  return { ...customer, cardCode }
}

async function ops<T>(method: 'GET' | 'POST', url: string, body?: unknown) {
  return server.json<T>(method, `/ops${url}`, {
    token: TEST_OPS_TOKEN,
    ...(body !== undefined ? { body } : {}),
  })
}

/** Gives the card a coupon through POST /ops/coupons and answers it as the customer sees it. */
async function giveCoupon(
  customer: { cardCode: string; token: string },
  terms: Partial<Coupon> & Pick<Coupon, 'kind' | 'value'> & { titleEn?: string; descriptionEn?: string },
  days = 14,
): Promise<Coupon> {
  const at = server.clock.now().getTime()
  const made = await ops<{ coupons: number }>('POST', '/coupons', {
    cardCode: customer.cardCode,
    title: terms.title ?? `${terms.kind} ${terms.value}`,
    validFrom: new Date(at - 60_000).toISOString(),
    validTo: new Date(at + days * DAY).toISOString(),
    ...terms,
  })
  expect(made).toMatchObject({ code: 0, data: { coupons: 1 } })
  const list = expectOk(await call(server, 'coupons', { token: customer.token }))
  const newest = list.reduce((a, b) => (a.id > b.id ? a : b))
  return newest
}

async function activated(customer: { token: string }, coupon: Coupon): Promise<Coupon> {
  return expectOk(await call(server, 'activateCoupon', { token: customer.token, params: { id: coupon.id } }))
}

let serial = 0
async function till(
  cardCode: string,
  lines: { ean: string; amountCents: number; ownBrand: boolean }[],
  couponIds: number[],
  extra: { receiptId?: string; voucher?: number; at?: string } = {},
) {
  serial += 1
  return ops<TillReceiptResult>('POST', '/receipts', {
    receiptId: extra.receiptId ?? `C-${serial}`,
    cardCode,
    storeId: 1,
    at: extra.at ?? server.clock.now().toISOString(),
    lines,
    ...(couponIds.length ? { coupons: couponIds } : {}),
    ...(extra.voucher ? { voucher: extra.voucher } : {}),
  })
}

describe('the demo coupons', () => {
  it('gives each demo customer several coupons, some activated, one expired, none used', async () => {
    const mario = DEMO_CUSTOMERS[0]
    if (!mario?.username) throw new Error('the seed changed')
    const token = await server.login(mario.username, DEMO_PASSWORD)
    const list = expectOk(await call(server, 'coupons', { token }))
    const now = server.clock.now().getTime()
    expect(list.length).toBeGreaterThanOrEqual(4)
    expect(list.filter((c) => c.activated).length).toBeGreaterThanOrEqual(1)
    expect(list.filter((c) => !c.activated && Date.parse(c.validTo) >= now).length).toBeGreaterThanOrEqual(1)
    expect(list.filter((c) => Date.parse(c.validTo) < now)).toHaveLength(1)
    expect(list.filter((c) => c.usedAt)).toHaveLength(0)
    expect(new Set(list.map((c) => c.kind))).toEqual(new Set(['AMOUNT', 'PERCENT', 'POINTS']))
    // Open coupons first, the expired one last.
    expect(Date.parse(list.at(-1)?.validTo ?? '')).toBeLessThan(now)
  })
})

describe('activation (POST /cli/coupons/{id}/activate)', () => {
  it('activates once and answers the same on a repeat; another customer cannot see it', async () => {
    const customer = await customerWithCard()
    const coupon = await giveCoupon(customer, { kind: 'AMOUNT', value: 200 })
    expect(coupon.activated).toBe(false)
    const first = await activated(customer, coupon)
    expect(first.activated).toBe(true)
    expect(await activated(customer, coupon)).toEqual(first)
    const other = await customerWithCard()
    const foreign = await call(server, 'activateCoupon', { token: other.token, params: { id: coupon.id } })
    expect(foreign.status).toBe(404)
    expect(expectOk(await call(server, 'coupons', { token: other.token }))).toEqual([])
  })

  it('refuses an expired coupon (60) and a used one (61)', async () => {
    const customer = await customerWithCard()
    const short = await giveCoupon(customer, { kind: 'POINTS', value: 10 }, 1)
    const used = await activated(customer, await giveCoupon(customer, { kind: 'POINTS', value: 20 }))
    const milk = await productOf('DAIRY')
    expect(
      (await till(customer.cardCode, [{ ean: milk.ean, amountCents: 1000, ownBrand: false }], [used.id])).data
        .coupons,
    ).toEqual([{ id: used.id, bonusPoints: 20 }])
    expectRefused(
      await call(server, 'activateCoupon', { token: customer.token, params: { id: used.id } }),
      ServerCode.CouponUsed,
    )
    server.clock.advance(2 * DAY)
    try {
      expectRefused(
        await call(server, 'activateCoupon', { token: customer.token, params: { id: short.id } }),
        ServerCode.CouponExpired,
      )
    } finally {
      server.clock.advance(-2 * DAY)
    }
    const list = expectOk(await call(server, 'coupons', { token: customer.token }))
    expect(list.find((c) => c.id === used.id)?.usedAt).toBeDefined()
  })
})

describe('the till (GET /ops/cards/{code}/coupons, POST /ops/receipts with coupons)', () => {
  it('lists only the activated, usable coupons of the card', async () => {
    const customer = await customerWithCard()
    const idle = await giveCoupon(customer, { kind: 'AMOUNT', value: 100 })
    const ready = await activated(customer, await giveCoupon(customer, { kind: 'AMOUNT', value: 150 }))
    const answer = await ops<Coupon[]>('GET', `/cards/${customer.cardCode}/coupons`)
    expect(answer.code).toBe(0)
    expect(answer.data.map((c) => c.id)).toEqual([ready.id])
    expect(answer.data.map((c) => c.id)).not.toContain(idle.id)
    expect((await ops('GET', `/cards/${unseenCardCode()}/coupons`)).status).toBe(404)
  })

  it('AMOUNT: takes its cents off the receipt, and the points are earned on what was paid', async () => {
    const customer = await customerWithCard()
    const coupon = await activated(customer, await giveCoupon(customer, { kind: 'AMOUNT', value: 300 }))
    const milk = await productOf('DAIRY')
    const answer = await till(
      customer.cardCode,
      [{ ean: milk.ean, amountCents: 1000, ownBrand: false }],
      [coupon.id],
    )
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({
      coupons: [{ id: coupon.id, discountCents: 300 }],
      refusedCoupons: [],
      pointsEarned: 7,
    })
    const receipt = expectOk(
      await call(server, 'receipt', { token: customer.token, params: { id: answer.data.receiptId } }),
    )
    expect(receipt).toMatchObject({ totalCents: 1000, paidCents: 700, couponCents: 300 })
    expect(receipt.coupons).toEqual([{ id: coupon.id, title: coupon.title, discountCents: 300 }])
    expect(
      (await ops<Coupon[]>('GET', `/cards/${customer.cardCode}/coupons`)).data.map((c) => c.id),
    ).not.toContain(coupon.id)
  })

  it('PERCENT: only off its department (or products), each line rounded down; never below zero', async () => {
    const customer = await customerWithCard()
    const dairy = await activated(
      customer,
      await giveCoupon(customer, { kind: 'PERCENT', value: 25, department: 'DAIRY' }),
    )
    const frozen = await productOf('FROZEN')
    const bigAmount = await activated(
      customer,
      await giveCoupon(customer, { kind: 'AMOUNT', value: 5000, productIds: [frozen.id] }),
    )
    const milk = await productOf('DAIRY')
    const answer = await till(
      customer.cardCode,
      [
        { ean: milk.ean, amountCents: 999, ownBrand: false },
        { ean: frozen.ean, amountCents: 400, ownBrand: false },
        { ean: (await productOf('PANTRY')).ean, amountCents: 1000, ownBrand: false },
      ],
      [bigAmount.id, dairy.id],
    )
    expect(answer.code).toBe(0)
    // 25% of 9.99 € is 2.4975: 2.49 €. The AMOUNT coupon of 50 € finds a 4 € line: it takes 4 €.
    expect(answer.data.coupons).toEqual([
      { id: dairy.id, discountCents: 249 },
      { id: bigAmount.id, discountCents: 400 },
    ])
    // Paid 23.99 − 2.49 − 4.00 = 17.50 €: 17 points.
    expect(answer.data.pointsEarned).toBe(17)
  })

  it('POINTS: bonus points as a movement of their own, the receipt earning its own on top', async () => {
    const customer = await customerWithCard()
    const bonus = await activated(
      customer,
      await giveCoupon(customer, { kind: 'POINTS', value: 50, minSpendCents: 1000 }),
    )
    const milk = await productOf('DAIRY')
    const answer = await till(
      customer.cardCode,
      [{ ean: milk.ean, amountCents: 1200, ownBrand: false }],
      [bonus.id],
    )
    expect(answer.data).toMatchObject({ coupons: [{ id: bonus.id, bonusPoints: 50 }], pointsEarned: 12 })
    expect(answer.data.balance).toBe(62)
    const movements = expectOk(await call(server, 'points', { token: customer.token }))
    expect(movements.map((m) => [m.kind, m.points]).sort()).toEqual([
      ['COUPON', 50],
      ['EARNED', 12],
    ])
    const card = await cardRow(server, customer.cardCode)
    expect(await movementsSum(server.running.database.db, card?.id ?? 0)).toBe(62)
  })

  it('keeps the receipt and refuses a coupon below its minimum spend, not activated, or not the card’s', async () => {
    const customer = await customerWithCard()
    const other = await customerWithCard()
    const minimum = await activated(
      customer,
      await giveCoupon(customer, { kind: 'AMOUNT', value: 200, minSpendCents: 2000 }),
    )
    const idle = await giveCoupon(customer, { kind: 'AMOUNT', value: 100 })
    const foreign = await activated(other, await giveCoupon(other, { kind: 'AMOUNT', value: 100 }))
    const milk = await productOf('DAIRY')
    const answer = await till(
      customer.cardCode,
      [{ ean: milk.ean, amountCents: 1500, ownBrand: false }],
      [minimum.id, idle.id, foreign.id],
    )
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({
      coupons: [],
      refusedCoupons: [minimum.id, idle.id, foreign.id],
      pointsEarned: 15,
    })
    // Still open: a later receipt may use them.
    expect(
      (await ops<Coupon[]>('GET', `/cards/${customer.cardCode}/coupons`)).data.map((c) => c.id),
    ).toContain(minimum.id)
  })

  it('uses a coupon once: two tills naming it at once, one gets it and the other finds it refused', async () => {
    const customer = await customerWithCard()
    const coupon = await activated(customer, await giveCoupon(customer, { kind: 'AMOUNT', value: 250 }))
    const milk = await productOf('DAIRY')
    const line = { ean: milk.ean, amountCents: 1000, ownBrand: false }
    const [a, b] = await Promise.all([
      till(customer.cardCode, [line], [coupon.id]),
      till(customer.cardCode, [line], [coupon.id]),
    ])
    expect([a.code, b.code]).toEqual([0, 0])
    const accepted = [a, b].filter((r) => r.data.coupons.length === 1)
    const refused = [a, b].filter((r) => r.data.refusedCoupons.includes(coupon.id))
    expect(accepted).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(accepted[0]?.data.pointsEarned).toBe(7)
    expect(refused[0]?.data.pointsEarned).toBe(10)
    const [row] = await server.running.database.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row?.receiptId).toBe(accepted[0]?.data.receiptId)
    // And later, once again: refused, the receipt kept.
    const late = await till(customer.cardCode, [line], [coupon.id])
    expect(late.data).toMatchObject({ coupons: [], refusedCoupons: [coupon.id] })
  })

  it('answers a repeated receipt as the first time, and refuses the same id with other coupons (42)', async () => {
    const customer = await customerWithCard()
    const coupon = await activated(customer, await giveCoupon(customer, { kind: 'AMOUNT', value: 100 }))
    const milk = await productOf('DAIRY')
    const lines = [{ ean: milk.ean, amountCents: 800, ownBrand: false }]
    const same = { receiptId: 'REPEAT-1', at: server.clock.now().toISOString() }
    const first = await till(customer.cardCode, lines, [coupon.id], same)
    const again = await till(customer.cardCode, lines, [coupon.id], same)
    expect(first.data.coupons).toEqual([{ id: coupon.id, discountCents: 100 }])
    expect(again.data).toEqual(first.data)
    const changed = await till(customer.cardCode, lines, [], same)
    expect(changed.code).toBe(ServerCode.ReceiptConflict)
    const rows = await server.running.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.externalId, 'REPEAT-1'))
    expect(rows).toHaveLength(1)
  })
})

describe('coupons made by hand (POST /ops/coupons, npm run ops -- coupon add)', () => {
  it('gives one to every enabled card of a customer, none to a disabled or unassigned one', async () => {
    const db = server.running.database.db
    const disabled = await customerWithCard()
    const card = await cardRow(server, disabled.cardCode)
    await db
      .update(cards)
      .set({ enabled: false })
      .where(eq(cards.id, card?.id ?? 0))
    const eligible = (await db.select().from(cards)).filter((c) => c.enabled && c.userId !== null)
    const at = server.clock.now().getTime()
    const made = await ops<{ coupons: number }>('POST', '/coupons', {
      allCards: true,
      title: 'Per tutti',
      kind: 'POINTS',
      value: 5,
      validTo: new Date(at + DAY).toISOString(),
    })
    expect(made.data.coupons).toBe(eligible.length)
    const given = await db.select().from(coupons).where(eq(coupons.title, 'Per tutti'))
    expect(given.map((c) => c.cardId).sort()).toEqual(eligible.map((c) => c.id).sort())
    expect(given.every((c) => c.origin === 'OPS' && c.activatedAt === null)).toBe(true)
  })

  it('refuses a coupon for one card and for all at once, a percentage above 100, an unknown card', async () => {
    const customer = await customerWithCard()
    const validTo = new Date(server.clock.now().getTime() + DAY).toISOString()
    const base = { title: 'x', kind: 'AMOUNT', value: 100, validTo }
    expect(
      (await ops('POST', '/coupons', { ...base, cardCode: customer.cardCode, allCards: true })).status,
    ).toBe(400)
    expect(
      (await ops('POST', '/coupons', { ...base, kind: 'PERCENT', value: 101, allCards: true })).status,
    ).toBe(400)
    expect((await ops('POST', '/coupons', { ...base, cardCode: unseenCardCode() })).status).toBe(404)
  })

  it('shows a coupon not valid yet only from its first day', async () => {
    const customer = await customerWithCard()
    const at = server.clock.now().getTime()
    await ops('POST', '/coupons', {
      cardCode: customer.cardCode,
      title: 'Da domani',
      kind: 'AMOUNT',
      value: 100,
      validFrom: new Date(at + DAY).toISOString(),
      validTo: new Date(at + 3 * DAY).toISOString(),
    })
    expect(expectOk(await call(server, 'coupons', { token: customer.token }))).toEqual([])
    server.clock.advance(DAY + 60_000)
    try {
      const list = expectOk(await call(server, 'coupons', { token: customer.token }))
      expect(list.map((c) => c.title)).toEqual(['Da domani'])
    } finally {
      server.clock.advance(-(DAY + 60_000))
    }
  })
})

describe('applyCouponTerms', () => {
  const line = (amountCents: number, ownBrand = false, department = 'X') => ({
    amountCents,
    ownBrand,
    productId: null,
    department,
  })
  const terms = { title: 't', productIds: null, department: null, minSpendCents: null }
  it('takes an AMOUNT from other brands first, so the own-brand bonus stays', () => {
    const outcome = applyCouponTerms(
      [line(300, true), line(200)],
      [{ ...terms, id: 1, kind: 'AMOUNT', value: 250 }],
    )
    expect(outcome.lineCents).toEqual([250, 0])
  })
  it('applies PERCENT before AMOUNT, whatever the order named', () => {
    const outcome = applyCouponTerms(
      [line(1000)],
      [
        { ...terms, id: 1, kind: 'AMOUNT', value: 100 },
        { ...terms, id: 2, kind: 'PERCENT', value: 10 },
      ],
    )
    expect(outcome.applied.map((c) => [c.id, c.discountCents])).toEqual([
      [2, 100],
      [1, 100],
    ])
    expect(outcome.lineCents).toEqual([800])
  })
})

describe('the daily job of personal coupons', () => {
  it('keeps two open on each active card, on the departments it buys most, 14 days each, never piling up', async () => {
    const customer = await customerWithCard()
    const frozen = await productOf('FROZEN')
    const wine = await productOf('WINE')
    const milk = await productOf('DAIRY')
    await till(
      customer.cardCode,
      [
        { ean: frozen.ean, amountCents: 3000, ownBrand: false },
        { ean: wine.ean, amountCents: 2000, ownBrand: false },
        { ean: milk.ean, amountCents: 500, ownBrand: false },
      ],
      [],
    )
    const daily = async () => {
      const card = await cardRow(server, customer.cardCode)
      return server.running.database.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.cardId, card?.id ?? 0), eq(coupons.origin, 'DAILY')))
        .orderBy(asc(coupons.id))
    }
    const run = async () => {
      const reports = await runDailyJobs(server.running.deps, silent, { force: true })
      return reports.find((r) => r.job === 'personal-coupons')
    }
    expect((await run())?.ran).toBe(true)
    const first = await daily()
    expect(first.map((c) => [c.kind, c.department])).toEqual([
      ['PERCENT', 'FROZEN'],
      ['PERCENT', 'WINE'],
    ])
    const now = server.clock.now().getTime()
    for (const c of first) expect(c.validTo.getTime() - c.validFrom.getTime()).toBe(14 * DAY)
    expect(first[0]?.validFrom.getTime()).toBeLessThanOrEqual(now)

    // Again the same day: nothing more.
    await run()
    expect(await daily()).toHaveLength(2)

    // One used: the next day tops it up with another department, the open ones stay two.
    const used = first[0]
    if (!used) throw new Error('no coupon')
    await activated(customer, { id: used.id } as Coupon)
    const frozenAgain = await till(
      customer.cardCode,
      [{ ean: frozen.ean, amountCents: 1000, ownBrand: false }],
      [used.id],
    )
    expect(frozenAgain.data.coupons).toEqual([{ id: used.id, discountCents: 100 }])
    server.clock.advance(DAY)
    try {
      await run()
      const second = await daily()
      expect(second).toHaveLength(3)
      expect(second.filter((c) => c.usedAt === null).map((c) => c.department)).toEqual(['WINE', 'FROZEN'])

      // Fifteen days on, both open ones have expired: two new ones, the old ones left as they were.
      server.clock.advance(15 * DAY)
      await run()
      const third = await daily()
      const open = third.filter(
        (c) => c.usedAt === null && c.validTo.getTime() >= server.clock.now().getTime(),
      )
      expect(open).toHaveLength(2)
      expect(third).toHaveLength(5)
    } finally {
      server.clock.advance(-16 * DAY)
    }
  })

  it('counts every open coupon of the card, whatever its origin, and skips the departments they cover', async () => {
    const pantry = await productOf('PANTRY', true)
    const frozen = await productOf('FROZEN')
    const dailyOf = async (cardCode: string) => {
      const card = await cardRow(server, cardCode)
      const rows = await server.running.database.db
        .select({ department: coupons.department })
        .from(coupons)
        .where(and(eq(coupons.cardId, card?.id ?? 0), eq(coupons.origin, 'DAILY')))
        .orderBy(asc(coupons.id))
      return rows.map((row) => row.department)
    }
    // A seeded coupon on one pantry product (as the demo's): the card buys pantry most, then frozen.
    const seeded = await customerWithCard()
    await till(
      seeded.cardCode,
      [
        { ean: pantry.ean, amountCents: 3000, ownBrand: true },
        { ean: frozen.ean, amountCents: 2000, ownBrand: false },
      ],
      [],
    )
    const seededCard = await cardRow(server, seeded.cardCode)
    const at = server.clock.now().getTime()
    await server.running.database.db.insert(coupons).values({
      cardId: seededCard?.id ?? 0,
      title: 'Spaghetti',
      description: '',
      kind: 'PERCENT',
      value: 30,
      productIds: [pantry.id],
      validFrom: new Date(at - DAY),
      validTo: new Date(at + 6 * DAY),
      imageUrl: '/x.webp',
      origin: 'SEED',
    })
    // One made by hand on a department: the everyday list skips it.
    const byHand = await customerWithCard()
    await giveCoupon(byHand, { kind: 'PERCENT', value: 15, title: 'Ortofrutta', department: 'FRUIT_VEG' })
    // Two made by hand, on the whole receipt and points: the card has its two.
    const full = await customerWithCard()
    await giveCoupon(full, { kind: 'AMOUNT', value: 200, title: 'Sconto' })
    await giveCoupon(full, { kind: 'POINTS', value: 40, title: 'Punti' })
    // One made by hand and used: it no longer counts.
    const usedOne = await customerWithCard()
    const spent = await activated(
      usedOne,
      await giveCoupon(usedOne, { kind: 'PERCENT', value: 10, title: 'Surgelati', department: 'FROZEN' }),
    )
    const usedReceipt = await till(
      usedOne.cardCode,
      [{ ean: frozen.ean, amountCents: 1000, ownBrand: false }],
      [spent.id],
    )
    expect(usedReceipt.data.coupons).toEqual([{ id: spent.id, discountCents: 100 }])

    await runDailyJobs(server.running.deps, silent, { force: true })
    expect(await dailyOf(seeded.cardCode)).toEqual(['FROZEN'])
    expect(await dailyOf(byHand.cardCode)).toEqual(['DAIRY'])
    expect(await dailyOf(full.cardCode)).toEqual([])
    expect(await dailyOf(usedOne.cardCode)).toEqual(['FROZEN', 'FRUIT_VEG'])
    // Again: nothing piles up.
    await runDailyJobs(server.running.deps, silent, { force: true })
    expect(await dailyOf(seeded.cardCode)).toEqual(['FROZEN'])
    expect(await dailyOf(byHand.cardCode)).toEqual(['DAIRY'])
  })

  it('gives nothing to a disabled card', async () => {
    const customer = await customerWithCard()
    const card = await cardRow(server, customer.cardCode)
    await server.running.database.db
      .update(cards)
      .set({ enabled: false })
      .where(eq(cards.id, card?.id ?? 0))
    await runDailyJobs(server.running.deps, silent, { force: true })
    const rows = await server.running.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.cardId, card?.id ?? 0))
    expect(rows).toEqual([])
    const movements = await server.running.database.db
      .select()
      .from(pointsMovements)
      .where(eq(pointsMovements.cardId, card?.id ?? 0))
    expect(movements).toEqual([])
  })
})

describe("the coupons' texts in the app's language (Accept-Language)", () => {
  const english = { 'accept-language': 'en-GB,en;q=0.9,it;q=0.5' }
  /** The titles and descriptions the customer reads: in English, and without a header (Italian). */
  async function texts(token: string, pick: (c: Coupon) => boolean) {
    const read = async (headers?: Record<string, string>) =>
      expectOk(await call(server, 'coupons', { token, ...(headers ? { headers } : {}) }))
        .filter(pick)
        .map((c) => [c.title, c.description])
    return { en: await read(english), it: await read(), other: await read({ 'accept-language': 'fr,de' }) }
  }

  it("words the seed's coupons in both languages, each title saying what it is on and not its worth", async () => {
    const mario = DEMO_CUSTOMERS[0]
    if (!mario?.username) throw new Error('the seed changed')
    const token = await server.login(mario.username, DEMO_PASSWORD)
    const seeded = await server.running.database.db
      .select({ id: coupons.id })
      .from(coupons)
      .innerJoin(cards, eq(cards.id, coupons.cardId))
      .where(and(eq(cards.code, mario.card.code), eq(coupons.origin, 'SEED')))
    const ids = new Set(seeded.map((row) => row.id))
    const [pasta] = await server.running.database.db
      .select({ name: products.name })
      .from(products)
      .where(
        and(eq(products.department, 'PANTRY'), eq(products.ownBrand, true), eq(products.withdrawn, false)),
      )
      .orderBy(asc(products.id))
      .limit(1)
    const found = await texts(token, (c) => ids.has(c.id))
    const onShopping = {
      it: ['Sconto sulla spesa', 'Sul totale dello scontrino, in negozio o nella spesa online.'],
      en: ['Off your shopping', "Off your receipt's total, in store or online."],
    }
    // Open ones soonest to end first (the product's, dairy, the 2 €, the points), the expired one last.
    expect(found.en).toEqual([
      [pasta?.name, 'One of our own-brand products, for your pantry.'],
      ['Dairy, eggs and cured meats', 'On milk, yogurt, cheese, eggs and cured meats.'],
      onShopping.en,
      ['Bonus points', 'Extra points on your card, on top of those your shopping earns.'],
      onShopping.en,
    ])
    expect(found.it).toEqual([
      [pasta?.name, 'Un prodotto della nostra marca, per la dispensa.'],
      ['Latticini, uova e salumi', 'Su latte, yogurt, formaggi, uova e salumi.'],
      onShopping.it,
      ['Punti in regalo', 'Punti in più sulla carta, oltre a quelli della spesa.'],
      onShopping.it,
    ])
    expect(found.other).toEqual(found.it)
  })

  it("words the daily job's coupons in both languages: the department, and why it was chosen", async () => {
    const bought = await customerWithCard()
    const fresh = await customerWithCard()
    const frozen = await productOf('FROZEN')
    await till(bought.cardCode, [{ ean: frozen.ean, amountCents: 3000, ownBrand: false }], [])
    await runDailyJobs(server.running.deps, silent, { force: true })
    const daily = async (customer: { cardCode: string }) => {
      const rows = await server.running.database.db
        .select({ id: coupons.id })
        .from(coupons)
        .innerJoin(cards, eq(cards.id, coupons.cardId))
        .where(and(eq(cards.code, customer.cardCode), eq(coupons.origin, 'DAILY')))
      return new Set(rows.map((row) => row.id))
    }
    const boughtIds = await daily(bought)
    const boughtTexts = await texts(bought.token, (c) => boughtIds.has(c.id))
    expect(boughtTexts.en).toEqual([
      ['Frozen food', 'Chosen for you: one of the departments you buy most from.'],
      ['Fruit and vegetables', 'For your everyday shopping, on every product of the department.'],
    ])
    expect(boughtTexts.it).toEqual([
      ['Surgelati', 'Scelto per te: è tra i reparti in cui compri di più.'],
      ['Ortofrutta', 'Per la spesa di tutti i giorni, su tutti i prodotti del reparto.'],
    ])
    const freshIds = await daily(fresh)
    const freshTexts = await texts(fresh.token, (c) => freshIds.has(c.id))
    expect(freshTexts.en.map(([title]) => title)).toEqual([
      'Fruit and vegetables',
      'Dairy, eggs and cured meats',
    ])
    expect(freshTexts.it.map(([title]) => title)).toEqual(['Ortofrutta', 'Latticini, uova e salumi'])
  })

  it('keeps the English given to a coupon made by hand, and words it from the department when none is', async () => {
    const customer = await customerWithCard()
    const given = await giveCoupon(customer, {
      kind: 'AMOUNT',
      value: 300,
      title: 'Sconto sulla spesa del weekend',
      description: 'Sabato e domenica, sul totale.',
      titleEn: 'Off your weekend shopping',
      descriptionEn: 'Saturday and Sunday, off the total.',
    })
    const worded = await giveCoupon(customer, {
      kind: 'PERCENT',
      value: 15,
      title: 'Pescheria',
      description: 'Su tutto il pesce fresco.',
      department: 'FISHMONGER',
    })
    const bare = await giveCoupon(customer, { kind: 'POINTS', value: 40, title: 'Punti in regalo' })
    const ids = [given.id, worded.id, bare.id]
    const found = await texts(customer.token, (c) => ids.includes(c.id))
    expect(found.en).toEqual([
      ['Off your weekend shopping', 'Saturday and Sunday, off the total.'],
      ['Fishmonger', 'On every product of the Fishmonger department.'],
      ['Bonus points', ''],
    ])
    expect(found.it).toEqual([
      ['Sconto sulla spesa del weekend', 'Sabato e domenica, sul totale.'],
      ['Pescheria', 'Su tutto il pesce fresco.'],
      ['Punti in regalo', ''],
    ])
    // The till reads Italian unless it asks otherwise.
    for (const coupon of [given, worded]) await activated(customer, coupon)
    const forTill = await ops<Coupon[]>('GET', `/cards/${customer.cardCode}/coupons`)
    expect(forTill.data.map((c) => c.title)).toEqual(['Sconto sulla spesa del weekend', 'Pescheria'])
  })
})
