import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../server/db/schema'
import { orderStatusMail } from '../../server/mail/order-mails'
import { ErrorCode } from '../../src/api/errors'
import type { Product } from '../../src/api/schemas/catalogue'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { call, expectOk, expectRefused, shopsOfTheDemo } from './helpers'
import { lineOf, StaffFlow } from './staff-flow'

/**
 * docs/ordering.md "Statuses": once the order is handed over (COLLECTED, DELIVERED), by the staff,
 * the store system or the demo simulator, the customer gets one mail: the lines as they took them
 * home, what was charged and how, the points the receipt earned.
 */

let server: TestServer
let shop: EcommerceStore
let flow: StaffFlow
let catalogue: Product[] = []

beforeAll(async () => {
  server = await startTestServer()
  shop = (await shopsOfTheDemo(server)).shop
  flow = new StaffFlow(server)
  for (let p = 0; p < 20; p++) {
    const page = await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50, p } })
    catalogue.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  catalogue = catalogue.filter((product) => product.promoPriceCents === null && product.unit === 'PIECE')
})
afterAll(() => server.stop())

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' }

/** The mails to an address, as their text (the outbox's quoted-printable read back as UTF-8). */
async function mailsTo(to: string) {
  return (await server.mails())
    .filter((m) => m.to === to)
    .map((m) => ({ subject: m.subject, text: Buffer.from(m.raw, 'latin1').toString('utf8') }))
}

const euro = (cents: number, locale = 'it-IT') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** Own-brand products of one department with others of it at a similar price (substitutes to offer). */
function products(count: number): Product[] {
  const found = catalogue.filter(
    (p) =>
      p.ownBrand &&
      catalogue.some((o) => o.id !== p.id && o.department === p.department && o.priceCents === p.priceCents),
  )
  if (found.length < count) return expect.fail('too few products')
  return found.slice(0, count)
}

async function orderRow(id: number) {
  const [row] = await server.running.database.db.select().from(orders).where(eq(orders.id, id))
  return row ?? expect.fail(`order ${id} not found`)
}

describe('the hand-over mail', () => {
  it('by card: the lines as handed over, the amount charged on the card and the points; once', async () => {
    const [kept, refusedOne, acceptedOne, gone] = products(4) as [Product, Product, Product, Product]
    const { order, email } = await flow.order(
      shop.id,
      [
        // Enough for the receipt to earn points (5 € at least).
        { product: kept, quantity: Math.ceil(600 / kept.priceCents) },
        { product: refusedOne, quantity: 1 },
        { product: acceptedOne, quantity: 1 },
        { product: gone, quantity: 1 },
      ],
      { card: true },
    )
    await flow.start(order)
    const keptLine = lineOf(order, kept)
    await flow.setLine(order, keptLine.id, { ean: kept.ean, quantity: keptLine.quantity })
    const substituted: Record<number, string> = {}
    for (const product of [refusedOne, acceptedOne]) {
      const line = lineOf(order, product)
      const [instead] = await flow.substitutes(order, line.id)
      if (!instead) return expect.fail(`no substitute for ${product.name}`)
      substituted[product.id] = instead.name
      await flow.setLine(order, line.id, { substitute: { productId: instead.productId, quantity: 1 } })
    }
    await flow.setLine(order, lineOf(order, gone).id, { missing: true })
    const { pickupCode } = await flow.ready(order)
    const before = (await mailsTo(email)).length

    const done = expectOk(
      await flow.handover(order, { pickupCode, refusedLineIds: [lineOf(order, refusedOne).id] }),
    )
    expect(done.status).toBe('COLLECTED')
    const row = await orderRow(order.id)
    const charged = row.capturedCents ?? expect.fail('nothing captured')
    const points = row.pointsEarned ?? expect.fail('no points')
    expect(points).toBeGreaterThan(0)

    const mails = (await mailsTo(email)).slice(before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toContain(`Ordine n. ${order.id} ritirato`)
    expect(mail?.text).toContain(`hai ritirato il tuo ordine n. ${order.id} presso ${shop.name}`)
    expect(mail?.text).toContain('Ecco cosa ti abbiamo consegnato:')
    expect(mail?.text).toContain(`${keptLine.quantity} × ${kept.name}`)
    expect(mail?.text).toContain(`${acceptedOne.name}: sostituito con 1 × ${substituted[acceptedOne.id]}`)
    expect(mail?.text).toContain(
      `${refusedOne.name}: hai rifiutato il sostituto ${substituted[refusedOne.id]}, non ti viene addebitato`,
    )
    expect(mail?.text).toContain(`${gone.name}: non disponibile`)
    expect(mail?.text).toContain(`Totale: ${euro(charged)}, addebitato sulla carta.`)
    expect(mail?.text).toContain(`Con questo scontrino hai guadagnato ${points} punt`)

    // A second hand-over finds the order collected: no second mail.
    expectRefused(await flow.handover(order, { pickupCode }), ErrorCode.WrongOrderStatus)
    expect((await mailsTo(email)).slice(before)).toHaveLength(1)
  })

  it('through the store system, in English for an English customer, paid in cash; once', async () => {
    const [product] = products(1) as [Product]
    const { order, email } = await flow.order(shop.id, [{ product, quantity: 3 }], { headers: ENGLISH })
    await flow.start(order)
    await flow.setLine(order, lineOf(order, product).id, { ean: product.ean, quantity: 3 })
    await flow.ready(order)
    const before = (await mailsTo(email)).length
    const collect = () =>
      server.json('POST', `/ops/orders/${order.id}/status`, {
        token: TEST_OPS_TOKEN,
        body: { status: 'COLLECTED' },
      })
    expect((await collect()).code).toBe(0)
    const row = await orderRow(order.id)
    expect(row.capturedCents).toBeNull()
    const paid = row.finalTotalCents ?? expect.fail('no final amount')
    const mails = (await mailsTo(email)).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`Supermercati Alpimare: Order no. ${order.id} collected`)
    expect(mails[0]?.text).toContain(`3 × ${product.name}: ${euro(paid, 'en-GB')}`)
    expect(mails[0]?.text).toContain(`Total: ${euro(paid, 'en-GB')}, paid in cash.`)
    expect(mails[0]?.text).toContain(`This receipt earned you ${row.pointsEarned} point`)

    expect((await collect()).code).toBe(ErrorCode.WrongOrderStatus)
    expect((await mailsTo(email)).slice(before)).toHaveLength(1)
  })

  it('says a delivery was delivered, and leaves the points out when no card earned any', () => {
    const facts = {
      to: 'emma@example.com',
      firstName: 'Emma',
      orderId: 42,
      storeName: 'Alpimare Torino Centro',
      deliveryMode: 'AT_HOME' as const,
      slotStart: new Date('2026-11-24T09:00:00Z'),
      slotEnd: new Date('2026-11-24T11:00:00Z'),
      totalCents: 2250,
      link: 'http://tessera.test/app/orders/42',
      paidByCard: true,
      lines: [
        {
          name: 'Aceto',
          quantity: 1,
          amountCents: 0,
          weightGrams: null,
          state: 'REFUSED' as const,
          substituteName: 'Aceto di mele',
        },
      ],
    }
    const english = orderStatusMail({ ...facts, language: 'en', pointsEarned: 1 }, 'DELIVERED')
    expect(english?.subject).toBe('Supermercati Alpimare: Order no. 42 delivered')
    expect(english?.text).toContain('Your order no. 42 from Alpimare Torino Centro has been delivered.')
    expect(english?.text).toContain('Aceto: you refused the substitute Aceto di mele, not charged')
    expect(english?.text).toContain('Total: €22.50, charged to your card.')
    expect(english?.text).toContain('This receipt earned you 1 point on your loyalty card.')
    const italian = orderStatusMail({ ...facts, language: 'it', pointsEarned: null }, 'DELIVERED')
    expect(italian?.subject).toBe('Supermercati Alpimare: Ordine n. 42 consegnato')
    expect(italian?.text).toMatch(/Totale: 22,50\s€, addebitato sulla carta\./)
    expect(italian?.text).not.toContain('punt')
  })
})
