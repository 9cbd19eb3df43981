import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderActions, staff, stores } from '../../server/db/schema'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { romeDay } from '../../server/domain/shared/rome-time'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { nextStatus, type OrderStatus } from '../../src/api/order-machine'
import type { Order } from '../../src/api/schemas/orders'
import type { DeliveryMode, EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  call,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  freshEmail,
  freshSlot as freshSlotOf,
  lastMailTo,
  NEW_PASSWORD,
  registerConfirmed,
} from './helpers'

/**
 * docs/ordering.md "The store's side": staff accounts (ops), their own session and cookie, the 403
 * between customers and staff, and the store's queue and order.
 */

const HOUR = 3_600_000
const MARIO = 'mario.rossi@example.com'

let server: TestServer
/** Two e-commerce stores: the demo staff of the first work its orders; the second's are another store's. */
let shop: EcommerceStore
let otherShop: EcommerceStore

beforeAll(async () => {
  server = await startTestServer()
  const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
  shop =
    shops.find((s) => (['IN_STORE', 'DRIVE'] as DeliveryMode[]).every((m) => s.deliveryModes.includes(m))) ??
    expect.fail('no store with IN_STORE and DRIVE')
  otherShop =
    shops.find((s) => s.id !== shop.id && s.deliveryModes.includes('IN_STORE')) ??
    expect.fail('no second store')
})
afterAll(() => server.stop())

function addStaff(body: Record<string, unknown>) {
  return server.json<{ id: number; storeId: number; email: string; name: string; passwordSet: boolean }>(
    'POST',
    '/ops/staff',
    { token: TEST_OPS_TOKEN, body },
  )
}

async function staffLogin(username: string, password: string) {
  return call(server, 'staffLogin', { body: { username, password } })
}

async function staffToken(storeId = shop.id): Promise<string> {
  return expectOk(await staffLogin(demoStaffEmail(storeId), DEMO_STAFF_PASSWORD)).jwt
}

/** The value of a Set-Cookie of the answer, by cookie name. */
function setCookie(headers: Record<string, unknown>, name: string): string | undefined {
  const all = headers['set-cookie']
  const list = Array.isArray(all) ? (all as string[]) : typeof all === 'string' ? [all] : []
  return list.find((c) => c.startsWith(`${name}=`))
}

const usedSlots = new Set<number>()
function freshSlot(storeId: number, mode: DeliveryMode = 'IN_STORE') {
  return freshSlotOf(server, storeId, mode, usedSlots)
}

let keys = 0
/** A new customer's order of one product at `storeId`, in a window of its own (or the one given). */
async function orderAt(storeId: number, slotId?: number): Promise<{ order: Order; token: string }> {
  const customer = await registerConfirmed(server, { firstName: 'Lucia' })
  const cart = expectOk(await call(server, 'cart', { token: customer.token, query: { storeId } }))
  const products = expectOk(await call(server, 'products', { params: { storeId }, query: { s: 20 } }))
  const product = products.find((p) => p.unit === 'PIECE') ?? expect.fail('no product')
  expectOk(
    await call(server, 'setCartLine', {
      token: customer.token,
      params: { cartId: cart.id, productId: product.id },
      body: { quantity: 1, substitution: { mode: 'NONE' } },
    }),
  )
  const order = expectOk(
    await call(server, 'placeOrder', {
      token: customer.token,
      headers: { 'idempotency-key': `staff-${Date.now()}-${++keys}` },
      body: {
        cartId: cart.id,
        slotId: slotId ?? (await freshSlot(storeId)).id,
        deliveryMode: 'IN_STORE',
        paymentMode: 'CASH',
      },
    }),
  )
  return { order, token: customer.token }
}

async function advanceTo(order: Order, status: OrderStatus): Promise<void> {
  let current = order.status
  while (current !== status) {
    const next = nextStatus(current, order.deliveryMode) ?? expect.fail(`no way to ${status}`)
    const answer = await server.json<Order>('POST', `/ops/orders/${order.id}/status`, {
      token: TEST_OPS_TOKEN,
      body: { status: next },
    })
    expect(answer.code).toBe(0)
    current = next
  }
}

describe('staff accounts (npm run ops -- staff add)', () => {
  it('adds a member with a password, who logs in at once', async () => {
    const email = freshEmail('staff')
    const added = await addStaff({ storeId: shop.id, email, name: 'Anna Verdi', password: NEW_PASSWORD })
    expect(added.code).toBe(0)
    expect(added.data).toMatchObject({ storeId: shop.id, email, name: 'Anna Verdi', passwordSet: true })
    expect((await server.mails()).filter((m) => m.to === email)).toEqual([])
    const login = expectOk(await staffLogin(email.toUpperCase(), NEW_PASSWORD))
    expect(login.staff).toEqual({ id: added.data.id, name: 'Anna Verdi', storeId: shop.id })
  })

  it('without a password mails a link that sets it once, with the customers’ password rules', async () => {
    const email = freshEmail('staff')
    const added = await addStaff({ storeId: shop.id, email, name: 'Paolo Neri' })
    expect(added.data.passwordSet).toBe(false)
    const [row] = await server.running.database.db.select().from(staff).where(eq(staff.email, email))
    expect(row?.passwordHash).toBeNull()
    // No password yet: no login, with the answer of a wrong one.
    expectRefused(await staffLogin(email, NEW_PASSWORD), ErrorCode.UserNotFound)

    const mail = await lastMailTo(server, email)
    expect(mail.link).toContain('/app/staff/password?token=')
    const token = mail.token ?? expect.fail('no token in the mail')
    expectRefused(
      await call(server, 'staffPassword', { body: { token, password: 'debolissima' } }),
      ErrorCode.WeakPassword,
    )
    expectOk(await call(server, 'staffPassword', { body: { token, password: NEW_PASSWORD } }))
    expectRefused(
      await call(server, 'staffPassword', { body: { token, password: 'Altra-Password-2' } }),
      ServerCode.LinkUsed,
    )
    expectOk(await staffLogin(email, NEW_PASSWORD))
    expectRefused(
      await call(server, 'staffPassword', { body: { token: 'x'.repeat(43), password: NEW_PASSWORD } }),
      ServerCode.InvalidToken,
    )
    // A customer's reset link is no staff link.
    expectOk(await call(server, 'requestPasswordReset', { body: { tid: '01', email: MARIO } }))
    const reset = (await lastMailTo(server, MARIO)).token ?? expect.fail('no reset token')
    expectRefused(
      await call(server, 'staffPassword', { body: { token: reset, password: NEW_PASSWORD } }),
      ServerCode.InvalidToken,
    )
  })

  it('refuses an address taken (26), a weak password (13), and a store with no online shop (404)', async () => {
    const taken = await addStaff({ storeId: shop.id, email: demoStaffEmail(shop.id), name: 'Doppio' })
    expect(taken.code).toBe(ErrorCode.EmailTaken)
    const weak = await addStaff({
      storeId: shop.id,
      email: freshEmail('staff'),
      name: 'X',
      password: 'corta',
    })
    expect(weak.code).toBe(ErrorCode.WeakPassword)
    const [physical] = await server.running.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ecommerce, false))
      .limit(1)
    const noShop = await addStaff({ storeId: physical?.id ?? 999_999, email: freshEmail('staff'), name: 'X' })
    expect({ status: noShop.status, code: noShop.code }).toEqual({ status: 404, code: ServerCode.NotFound })
  })

  it('the demo seeds one member per e-commerce store', async () => {
    const rows = await server.running.database.db.select().from(staff)
    const shops = await server.running.database.db.select().from(stores).where(eq(stores.ecommerce, true))
    for (const s of shops)
      expect(rows.some((r) => r.email === demoStaffEmail(s.id) && r.storeId === s.id)).toBe(true)
  })
})

describe('the staff session', () => {
  it('logs in with its own cookie, refuses a wrong password with 2 and asks a challenge after 5 failures', async () => {
    const email = demoStaffEmail(otherShop.id)
    const login = await staffLogin(email, DEMO_STAFF_PASSWORD)
    expect(expectOk(login).staff.storeId).toBe(otherShop.id)
    expect(setCookie(login.headers, 'tessera_staff_session')).toMatch(/HttpOnly/)
    expect(setCookie(login.headers, 'tessera_session')).toBeUndefined()
    // The customers' password is not the staff's, and a customer's account is no staff account.
    expectRefused(await staffLogin(email, DEMO_PASSWORD), ErrorCode.UserNotFound)
    expectRefused(await staffLogin(MARIO, DEMO_PASSWORD), ErrorCode.UserNotFound)
    // A member of its own for the failures: the demo's stays usable for the tests below.
    const locked = freshEmail('staff')
    expect(
      (await addStaff({ storeId: shop.id, email: locked, name: 'Bloccato', password: NEW_PASSWORD })).code,
    ).toBe(0)
    for (let i = 0; i < 5; i++)
      expectRefused(await staffLogin(locked, `Sbagliata-${i}`), ErrorCode.UserNotFound)
    expectRefused(await staffLogin(locked, NEW_PASSWORD), ServerCode.ChallengeRequired)
    expectOk(await staffLogin(email, DEMO_STAFF_PASSWORD))
    // The customers' logins are counted apart.
    expectOk(await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } }))
  })

  it('logs out on its own: the customer session in the same browser stays, and the reverse', async () => {
    const customer = expectOk(
      await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } }),
    )
    const staffLogin1 = expectOk(await staffLogin(demoStaffEmail(shop.id), DEMO_STAFF_PASSWORD))
    // The browser sends both cookies with every call of the app.
    const browser = {
      cookie: `tessera_session=${customer.jwt}; tessera_staff_session=${staffLogin1.jwt}`,
      'x-requested-with': 'tessera',
    }
    expectOk(await call(server, 'session', { headers: browser }))
    expectOk(await call(server, 'staffOrders', { headers: browser, query: {} }))

    const out = await call(server, 'staffLogout', { headers: browser })
    expectOk(out)
    expect(setCookie(out.headers, 'tessera_staff_session')).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(setCookie(out.headers, 'tessera_session')).toBeUndefined()
    expectRefused(await call(server, 'staffOrders', { headers: browser, query: {} }), ServerCode.Unauthorized)
    expectOk(await call(server, 'session', { headers: browser }))

    // And the reverse: a customer's log-out leaves the staff session.
    const staffLogin2 = expectOk(await staffLogin(demoStaffEmail(shop.id), DEMO_STAFF_PASSWORD))
    const browser2 = {
      ...browser,
      cookie: `tessera_session=${customer.jwt}; tessera_staff_session=${staffLogin2.jwt}`,
    }
    expectOk(await call(server, 'logout', { headers: browser2 }))
    expectRefused(await call(server, 'session', { headers: browser2 }), ServerCode.Unauthorized)
    expectOk(await call(server, 'staffOrders', { headers: browser2, query: {} }))
  })

  it('refuses a customer token on a staff call and a staff token on a customer call with 403', async () => {
    const customer = expectOk(
      await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } }),
    )
    const token = await staffToken()
    expectRefused(
      await call(server, 'staffOrders', { token: customer.jwt, query: {} }),
      ServerCode.Forbidden,
      {
        status: 403,
      },
    )
    expectRefused(await call(server, 'staffOrder', { token: customer.jwt, params: { id: 1 } }), 403, {
      status: 403,
    })
    expectRefused(await call(server, 'staffLogout', { token: customer.jwt }), 403, { status: 403 })
    expectRefused(await call(server, 'session', { token }), ServerCode.Forbidden, { status: 403 })
    expectRefused(await call(server, 'orders', { token, query: {} }), 403, { status: 403 })
    expectRefused(await call(server, 'cart', { token, query: { storeId: shop.id } }), 403, { status: 403 })
    // An optional session too: the leaflets.
    expectRefused(await call(server, 'leaflets', { token }), 403, { status: 403 })
    // No token at all is still a 401.
    expectRefused(await call(server, 'staffOrders', { query: {} }), ServerCode.Unauthorized)
  })
})

describe("the store's orders", () => {
  it("shows one of the store's orders with its lines to pick; another store's order is a 404", async () => {
    const { order } = await orderAt(shop.id)
    const token = await staffToken()
    const detail = expectOk(await call(server, 'staffOrder', { token, params: { id: order.id } }))
    expect(detail).toMatchObject({
      id: order.id,
      status: 'TO_BE_PREPARED',
      deliveryMode: 'IN_STORE',
      customerFirstName: 'Lucia',
      paymentMode: 'CASH',
      authorisedCents: null,
      pickedTotalCents: 0,
      totalCents: order.totalCents,
      actions: [],
    })
    expect(detail.lines).toHaveLength(1)
    expect(detail.lines[0]).toMatchObject({
      id: order.lines[0]?.id,
      productId: order.lines[0]?.productId,
      ean: order.lines[0]?.ean,
      substitution: { mode: 'NONE' },
      missing: false,
    })
    expect(detail.lines[0]?.department).toMatch(/\S/)
    // The department named as the shop's departments name it, not by its code.
    const departments = expectOk(await call(server, 'departments', { params: { storeId: shop.id } }))
    const department = departments.find((d) => d.code === detail.lines[0]?.department)
    expect(department?.name).toBeTruthy()
    expect(detail.lines[0]?.departmentName).toBe(department?.name)
    expect(department?.name).not.toBe(department?.code)
    expect(new Date(detail.cutoffAt).getTime()).toBeLessThan(new Date(detail.slot.start).getTime())

    // A staff action is listed with who did it.
    const [member] = await server.running.database.db
      .select()
      .from(staff)
      .where(eq(staff.email, demoStaffEmail(shop.id)))
    await server.running.database.db
      .insert(orderActions)
      .values({ orderId: order.id, staffId: member?.id ?? 0, at: server.clock.now(), what: 'Prova' })
    const withAction = expectOk(await call(server, 'staffOrder', { token, params: { id: order.id } }))
    expect(withAction.actions).toEqual([{ at: expect.any(String), staffName: member?.name, what: 'Prova' }])

    const other = await staffToken(otherShop.id)
    expectRefused(await call(server, 'staffOrder', { token: other, params: { id: order.id } }), 404, {
      status: 404,
    })
    expectRefused(await call(server, 'staffOrder', { token, params: { id: 999_999 } }), 404, { status: 404 })
  })

  it('lists the orders of a day by window, with a status filter; other days and stores are not there', async () => {
    // Two windows of one day, both far enough ahead to order: at some hours the first such window is
    // a day's last (a Sunday's windows end early), so the pair is looked for, not the first window.
    const windows = expectOk(
      await call(server, 'slots', { params: { storeId: shop.id }, query: { delivery: 'IN_STORE' } }),
    )
    const orderable = windows.filter(
      (w) =>
        w.available &&
        !usedSlots.has(w.id) &&
        new Date(w.start).getTime() - server.clock.now().getTime() > 30 * 3_600_000,
    )
    const dayOf = (w: { start: string }) => romeDay(new Date(w.start)).day
    const early =
      orderable.find((w) => orderable.some((o) => dayOf(o) === dayOf(w) && o.start > w.start)) ??
      expect.fail('no day with two windows to order')
    const day = dayOf(early)
    const later =
      orderable.find((w) => dayOf(w) === day && w.start > early.start) ?? expect.fail('no second window')
    usedSlots.add(early.id)
    usedSlots.add(later.id)
    // Placed in the later window first: the list goes by window, not by placement.
    const second = await orderAt(shop.id, later.id)
    const first = await orderAt(shop.id, early.id)
    const elsewhere = await orderAt(otherShop.id)
    await advanceTo(second.order, 'IN_PREPARATION')

    const token = await staffToken()
    const all = await call(server, 'staffOrders', { token, query: { day, s: 50 } })
    const ids = expectOk(all).map((o) => o.id)
    expect(ids).toContain(first.order.id)
    expect(ids).toContain(second.order.id)
    expect(ids).not.toContain(elsewhere.order.id)
    expect(ids.indexOf(first.order.id)).toBeLessThan(ids.indexOf(second.order.id))
    expect(expectOk(all).find((o) => o.id === first.order.id)).toEqual({
      id: first.order.id,
      slot: first.order.slot,
      deliveryMode: 'IN_STORE',
      status: 'TO_BE_PREPARED',
      lineCount: 1,
      customerFirstName: 'Lucia',
    })

    const preparing = expectOk(
      await call(server, 'staffOrders', { token, query: { day, status: 'IN_PREPARATION,ISSUING_RECEIPT' } }),
    ).map((o) => o.id)
    expect(preparing).toContain(second.order.id)
    expect(preparing).not.toContain(first.order.id)

    const nextDay = romeDay(new Date(new Date(early.start).getTime() + 26 * HOUR)).day
    const tomorrow = expectOk(await call(server, 'staffOrders', { token, query: { day: nextDay, s: 50 } }))
    expect(tomorrow.map((o) => o.id)).not.toContain(first.order.id)

    // Paged: one a page.
    const paged = await call(server, 'staffOrders', { token, query: { day, s: 1, p: 0 } })
    expect(expectOk(paged)).toHaveLength(1)
    expect(paged.totalPages).toBeGreaterThanOrEqual(2)

    expectRefused(
      await call(server, 'staffOrders', { token, query: { status: 'PICKED' } }),
      ServerCode.InvalidRequest,
      { status: 400 },
    )
    expectRefused(
      await call(server, 'staffOrders', { token, query: { day: '2026-02-30' } }),
      ServerCode.InvalidRequest,
      { status: 400 },
    )
  })

  it('shows the arrival of a customer in the queue', async () => {
    const { order, token: customer } = await orderAt(shop.id)
    await advanceTo(order, 'TO_BE_COLLECTED')
    expectOk(
      await call(server, 'orderArrived', { token: customer, params: { id: order.id }, body: { bay: '3' } }),
    )
    const token = await staffToken()
    const day = romeDay(new Date(order.slot.start)).day
    const queue = expectOk(await call(server, 'staffOrders', { token, query: { day, s: 50 } }))
    expect(queue.find((o) => o.id === order.id)?.arrival).toEqual({ at: expect.any(String), bay: '3' })
  })
})
