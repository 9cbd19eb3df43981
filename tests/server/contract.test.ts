import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cards, cartLines, counties, orders, products, slots, stores } from '../../server/db/schema'
import { DEMO_CUSTOMERS, UNASSIGNED_CARD_CODES } from '../../server/db/seed/customers'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { TEST_CARDS } from '../../server/domain/orders/payments'
import { romeDay } from '../../server/domain/shared/rome-time'
import { withCheckDigit } from '../../src/api/card-code'
import { type CliEndpointName, cliEndpoints } from '../../src/api/cli-endpoints'
import type { Endpoint } from '../../src/api/endpoints'
import { dataEnvelope, pageEnvelope } from '../../src/api/envelope'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { PICKUP_CODE_TRIES } from '../../src/api/schemas/staff'
import { listening, openStream } from './event-streams'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  type Answer,
  type CallOptions,
  call,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  freshEmail,
  kioskSignupBody,
  lastMailTo,
  NEW_PASSWORD,
  refuseWrites,
  registerConfirmed,
  signupBody,
  updateBody,
  urlOf,
  yearsAgo,
} from './helpers'
import { testWallets } from './wallet-certificates'

const MARIO = DEMO_CUSTOMERS[0]
const GIUSEPPE = DEMO_CUSTOMERS.find((c) => c.username === null)
if (!MARIO || !GIUSEPPE) throw new Error('the seed changed: demo customers missing')

let server: TestServer
let marioToken = ''
// Both phone wallets on, so that their calls answer (issue 35).
const wallets = testWallets()
beforeAll(async () => {
  server = await startTestServer({ settings: { wallet: wallets.settings } })
  marioToken = await server.login(MARIO.username ?? '', DEMO_PASSWORD)
})
afterAll(async () => {
  await server.stop()
  wallets.chain.remove()
})

const allNames = Object.keys(cliEndpoints) as CliEndpointName[]
const isStream = (name: CliEndpointName) => cliEndpoints[name].result.kind === 'stream'
/** A file's answer is its bytes, not an envelope: the tour fetches those (receipt PDF, wallet pass). */
const isFile = (name: CliEndpointName) => cliEndpoints[name].result.kind === 'file'
const getNames = allNames.filter(
  (name) => cliEndpoints[name].method === 'GET' && !isStream(name) && !isFile(name),
)
const streamNames = allNames.filter(isStream)

/**
 * Parses a successful answer with the endpoint's schema, as the PWA's client does: `dataEnvelope` or
 * `pageEnvelope` around the schema of `endpoints`. Throws when the answer is off the contract.
 */
function parseWithContract(endpoint: Endpoint, answer: unknown): unknown {
  switch (endpoint.result.kind) {
    case 'data':
      return v.parse(dataEnvelope(endpoint.result.schema), answer)
    case 'page':
      return v.parse(pageEnvelope(endpoint.result.schema), answer)
    case 'none':
      return v.parse(v.object({ code: v.literal(0) }), answer)
  }
}

/** One request per GET endpoint that must succeed; every GET endpoint of the contract is here. */
const GET_REQUESTS: [CliEndpointName, () => Promise<CallOptions>][] = [
  ['banners', async () => ({ query: { category: 'WEB' } })],
  ['leaflets', async () => ({})],
  ['storeLeaflets', async () => ({ params: { id: await firstStoreId() } })],
  ['session', async () => ({ token: marioToken })],
  ['loginChallenge', async () => ({})],
  ['cardLookup', async () => ({ query: { cardCode: GIUSEPPE.card.code, lastName: 'Esposito' } })],
  ['preferences', async () => ({})],
  ['stores', async () => ({ query: { s: 5, p: 1, q: 'Torino', lat: 45.07, lon: 7.68 } })],
  ['stores', async () => ({})],
  ['store', async () => ({ params: { id: await firstStoreId() } })],
  ['ecommerceStores', async () => ({ query: { s: 5, p: 0, lat: 44.4, lon: 8.9 } })],
  ['ecommerceStores', async () => ({})],
  ['states', async () => ({})],
  ['counties', async () => ({})],
  ['delivery', async () => ({ query: { delivery: 'AT_HOME', state: '01' } })],
  ['kioskCardProfile', async () => ({ query: { cardCode: GIUSEPPE.card.code, lastName: 'esposito' } })],
  ['products', async () => ({ params: { storeId: await shopId() }, query: { q: 'pomodoro', s: 10 } })],
  ['products', async () => ({ params: { storeId: await shopId() }, query: { department: 'PANTRY', p: 1 } })],
  ['product', async () => ({ params: { storeId: await shopId(), productId: await soldProductId() } })],
  ['departments', async () => ({ params: { storeId: await shopId() } })],
  [
    'brands',
    async () => ({ params: { storeId: await shopId() }, query: { q: 'latte', department: 'DAIRY' } }),
  ],
  ['cart', async () => ({ token: marioToken, query: { storeId: await shopId() } })],
  ['slots', async () => ({ params: { storeId: await shopId() }, query: { delivery: 'IN_STORE' } })],
  ['points', async () => ({ token: marioToken, query: { s: 20, p: 0 } })],
  ['receipts', async () => ({ token: marioToken })],
  ['coupons', async () => ({ token: marioToken })],
  ['receipt', async () => ({ token: marioToken, params: { id: await firstReceiptId() } })],
  ['wallets', async () => ({})],
  ['appleWallet', async () => ({ token: marioToken, params: { code: MARIO.card.code } })],
  ['googleWallet', async () => ({ token: marioToken, params: { code: MARIO.card.code } })],
  ['order', async () => ({ token: marioToken, params: { id: await marioOrderId() } })],
  ['orders', async () => ({ token: marioToken, query: { s: 5 } })],
  [
    'staffOrders',
    async () => {
      const order = expectOk(
        await call(server, 'order', { token: marioToken, params: { id: await marioOrderId() } }),
      )
      return { token: await staffToken(), query: { day: romeDay(new Date(order.slot.start)).day } }
    },
  ],
  ['staffOrder', async () => ({ token: await staffToken(), params: { id: await marioOrderId() } })],
  [
    'staffSubstitutes',
    async () => {
      const order = expectOk(
        await call(server, 'order', { token: marioToken, params: { id: await marioOrderId() } }),
      )
      return { token: await staffToken(), params: { id: order.id, lineId: order.lines[0]?.id ?? 0 } }
    },
  ],
  [
    'smartlists',
    async () => {
      const body = { name: 'Per il contratto', changedAt: server.clock.now().toISOString() }
      expectOk(
        await call(server, 'putSmartlist', {
          token: marioToken,
          params: { listId: crypto.randomUUID() },
          body,
        }),
      )
      return { token: marioToken }
    },
  ],
  ['smartlistMembers', async () => ({ token: marioToken, params: { listId: await marioListId() } })],
  [
    'favorites',
    async () => {
      expectOk(
        await call(server, 'putFavorite', {
          token: marioToken,
          params: { productId: await soldProductId() },
        }),
      )
      return { token: marioToken }
    },
  ],
]

/**
 * One request per event stream, and what makes its first event come (a stream opens with what is
 * there already, or waits for a change); every stream endpoint of the contract is here.
 */
const STREAM_REQUESTS: [CliEndpointName, () => Promise<CallOptions>, (() => Promise<unknown>)?][] = [
  ['orderEvents', async () => ({ token: marioToken, params: { id: await marioOrderId() } })],
  [
    'staffEvents',
    async () => ({ token: await staffToken() }),
    async () =>
      expectOk(
        await call(server, 'placeOrder', {
          token: marioToken,
          headers: { 'idempotency-key': newKey() },
          body: {
            cartId: await filledCart(marioToken),
            slotId: (await openSlot('IN_STORE', 1)).id,
            deliveryMode: 'IN_STORE',
            paymentMode: 'CASH',
          },
        }),
      ),
  ],
  [
    'smartlistEvents',
    async () => ({ token: marioToken }),
    async () =>
      expectOk(
        await call(server, 'putSmartlist', {
          token: marioToken,
          params: { listId: crypto.randomUUID() },
          body: { name: 'In diretta', changedAt: server.clock.now().toISOString() },
        }),
      ),
  ],
]

/** A list of Mario's (docs/lists-sharing.md: its members, its link). */
async function marioListId(): Promise<string> {
  const listId = crypto.randomUUID()
  expectOk(
    await call(server, 'putSmartlist', {
      token: marioToken,
      params: { listId },
      body: { name: 'Di casa', changedAt: server.clock.now().toISOString() },
    }),
  )
  return listId
}

/**
 * Opens a stream endpoint over a real connection, makes its first event come, and parses its data
 * with the endpoint's schema (as useLiveOrder does); throws when it is off the contract.
 */
async function firstStreamEvent(
  name: CliEndpointName,
  options: CallOptions,
  trigger?: () => Promise<unknown>,
): Promise<unknown> {
  const endpoint: Endpoint = cliEndpoints[name]
  if (endpoint.result.kind !== 'stream') throw new Error(`${name} is not a stream`)
  const stream = await openStream(await listening(server), urlOf(name, options), {
    authorization: `Bearer ${options.token}`,
  })
  try {
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await trigger?.()
    const event = await stream.next()
    expect(event.event).toBe(endpoint.result.event)
    expect(event.id).toBeTruthy()
    return v.parse(endpoint.result.schema, JSON.parse(event.data))
  } finally {
    stream.close()
  }
}

let keyCount = 0
const newKey = () => `contract-${Date.now()}-${++keyCount}`

/** A window of the shop with room, its cut-off more than a day away. */
async function openSlot(delivery: 'IN_STORE' | 'AT_HOME' = 'IN_STORE', skip = 0) {
  const windows = expectOk(
    await call(server, 'slots', { params: { storeId: await shopId() }, query: { delivery } }),
  )
  const later = windows.filter(
    (w) =>
      w.available &&
      w.remaining > 0 &&
      new Date(w.start).getTime() - server.clock.now().getTime() > 30 * 3_600_000,
  )
  return later[skip] ?? expect.fail('no window with room')
}

/** The customer's cart in the shop, holding one product. */
async function filledCart(token: string): Promise<number> {
  const cart = expectOk(await call(server, 'cart', { token, query: { storeId: await shopId() } }))
  expectOk(
    await call(server, 'setCartLine', {
      token,
      params: { cartId: cart.id, productId: await soldProductId() },
      body: { quantity: 1 },
    }),
  )
  return cart.id
}

let marioOrder: number | null = null
async function marioOrderId(): Promise<number> {
  if (marioOrder !== null) return marioOrder
  const order = expectOk(
    await call(server, 'placeOrder', {
      token: marioToken,
      headers: { 'idempotency-key': newKey() },
      body: {
        cartId: await filledCart(marioToken),
        slotId: (await openSlot()).id,
        deliveryMode: 'IN_STORE',
        paymentMode: 'CASH',
      },
    }),
  )
  marioOrder = order.id
  return order.id
}

/** The demo staff of the shop where Mario's order is (docs/ordering.md "The store's side"). */
let staffJwt = ''
async function staffToken(): Promise<string> {
  if (staffJwt) return staffJwt
  const login = await call(server, 'staffLogin', {
    body: { username: demoStaffEmail(await shopId()), password: DEMO_STAFF_PASSWORD },
  })
  staffJwt = expectOk(login).jwt
  return staffJwt
}

async function shopId(): Promise<number> {
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  return shop?.id ?? expect.fail('no e-commerce store')
}

async function soldProductId(): Promise<number> {
  const [product] = expectOk(
    await call(server, 'products', { params: { storeId: await shopId() }, query: {} }),
  )
  return product?.id ?? expect.fail('the store sells nothing')
}

async function firstReceiptId(): Promise<number> {
  const [receipt] = expectOk(await call(server, 'receipts', { token: marioToken }))
  return receipt?.id ?? expect.fail('no receipt in the demo history')
}

async function firstStoreId(): Promise<number> {
  const [store] = expectOk(await call(server, 'stores', { query: { q: 'Torino' } }))
  return store?.id ?? expect.fail('no store')
}

describe('every GET answer parses with the contract', () => {
  it('covers every GET endpoint', () => {
    expect([...new Set(GET_REQUESTS.map(([name]) => name))].sort()).toEqual([...getNames].sort())
  })

  it.each(GET_REQUESTS)('%s', async (name, options) => {
    const opts = await options()
    const response = await server.request('GET', urlOf(name, opts), opts.token ? { token: opts.token } : {})
    expect(response.statusCode).toBe(200)
    const body: unknown = JSON.parse(response.body)
    const parsed = parseWithContract(cliEndpoints[name], body) as { data: unknown }
    expect(parsed.data).toBeDefined()
    if (Array.isArray(parsed.data)) expect(parsed.data.length).toBeGreaterThan(0)
  })

  it('covers every stream endpoint, whose events parse with the contract', async () => {
    expect(STREAM_REQUESTS.map(([name]) => name).sort()).toEqual([...streamNames].sort())
    for (const [name, options, trigger] of STREAM_REQUESTS)
      expect(await firstStreamEvent(name, await options(), trigger)).toBeDefined()
  })

  it('the check fails on an answer off the contract', async () => {
    const answer = JSON.parse((await server.request('GET', '/cli/stores')).body) as { data: object[] }
    const broken = { ...answer, data: answer.data.map((s) => ({ ...s, distance: 'vicino' })) }
    expect(() => parseWithContract(cliEndpoints.stores, broken)).toThrow(v.ValiError)
    expect(() => parseWithContract(cliEndpoints.stores, { ...answer, totalPages: undefined })).toThrow(
      v.ValiError,
    )
    expect(() => parseWithContract(cliEndpoints.banners, { code: 4000, message: 'x' })).toThrow(v.ValiError)
  })
})

describe('every endpoint answers successfully within the contract', () => {
  it('a tour through all the calls', async () => {
    const answered = new Set<CliEndpointName>()
    const ok = async <N extends CliEndpointName>(name: N, options: CallOptions = {}) => {
      const answer = await call(server, name, options)
      expectOk(answer)
      answered.add(name)
      return answer
    }

    for (const [name, options] of GET_REQUESTS) await ok(name, await options())
    for (const [name, options, trigger] of STREAM_REQUESTS) {
      await firstStreamEvent(name, await options(), trigger)
      answered.add(name)
    }

    // Web customer: sign-up, confirmation, profile, card, passwords, logout, deletion.
    const email = freshEmail('giro')
    await ok('signup', { body: signupBody({ email }) })
    await ok('confirm', { body: { token: (await lastMailTo(server, email)).token ?? '' } })
    let token = (await ok('login', { body: { username: email, password: NEW_PASSWORD } })).data.jwt
    const me = (await ok('updateProfile', { token, body: updateBody({ firstName: 'Giro' }) })).data
    await ok('disableCard', { token, params: { id: me.cards[0]?.id ?? 0 } })
    await ok('changePassword', { token, body: { oldPassword: NEW_PASSWORD, newPassword: 'Giro-Password-2' } })
    await ok('requestPasswordReset', { body: { tid: '01', email } })
    const resetToken = (await lastMailTo(server, email)).token ?? ''
    await ok('checkResetLink', { body: { token: resetToken } })
    await ok('resetPassword', { body: { token: resetToken, newPassword: 'Giro-Password-3' } })
    token = (await ok('login', { body: { username: email, password: 'Giro-Password-3' } })).data.jwt
    await ok('logout', { token })
    token = (await ok('login', { body: { username: email, password: 'Giro-Password-3' } })).data.jwt
    await ok('deleteProfile', { token, body: { profileId: me.id } })

    // Kiosk customer: sign-up, login, profile, upgrade, logout, deletion.
    const cardCode = UNASSIGNED_CARD_CODES[0] ?? ''
    await ok('kioskSignup', { body: kioskSignupBody({ cardCode, lastName: 'Giro' }) })
    let kiosk = (await ok('kioskLogin', { body: { cardCode, lastName: 'Giro' } })).data
    await ok('kioskUpdateProfile', {
      token: kiosk.jwt,
      body: { ...updateBody({ firstName: 'Totem', lastName: 'Giro' }), email: '' },
    })
    await ok('upgrade', {
      token: kiosk.jwt,
      body: { email: freshEmail('giro-totem'), newPassword: 'Giro-Totem-4' },
    })
    await ok('kioskLogout', { token: kiosk.jwt })
    kiosk = (await ok('kioskLogin', { body: { cardCode, lastName: 'Giro' } })).data
    await ok('kioskDeleteProfile', { token: kiosk.jwt, params: { id: kiosk.profile.id } })

    const shop = await shopId()
    const cart = (await ok('cart', { token: marioToken, query: { storeId: shop } })).data
    await ok('setCartLine', {
      token: marioToken,
      params: { cartId: cart.id, productId: await soldProductId() },
      body: { quantity: 2 },
    })
    await ok('emptyCart', { token: marioToken, params: { cartId: cart.id } })

    // Orders: place, order again, cancel.
    const placed = (
      await ok('placeOrder', {
        token: marioToken,
        headers: { 'idempotency-key': newKey() },
        body: {
          cartId: await filledCart(marioToken),
          slotId: (await openSlot()).id,
          deliveryMode: 'IN_STORE',
          paymentMode: 'CREDIT_CARD',
          card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        },
      })
    ).data
    await ok('reorder', { token: marioToken, params: { id: placed.id } })
    await ok('cancelOrder', { token: marioToken, params: { id: placed.id } })
    // Ready to collect, the customer says they have arrived.
    for (const status of ['IN_PREPARATION', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED'])
      expect(
        (
          await server.json('POST', `/ops/orders/${await marioOrderId()}/status`, {
            token: TEST_OPS_TOKEN,
            body: { status },
          })
        ).code,
      ).toBe(0)
    await ok('orderArrived', { token: marioToken, params: { id: await marioOrderId() }, body: { bay: '2' } })

    // The store's staff: a new member chooses the password of the mail, logs in and out.
    const staffEmail = freshEmail('giro-staff')
    const added = await server.json('POST', '/ops/staff', {
      token: TEST_OPS_TOKEN,
      body: { storeId: shop, email: staffEmail, name: 'Giro' },
    })
    expect(added.code).toBe(0)
    await ok('staffPassword', {
      body: { token: (await lastMailTo(server, staffEmail)).token ?? '', password: NEW_PASSWORD },
    })
    const member = (await ok('staffLogin', { body: { username: staffEmail, password: NEW_PASSWORD } })).data
    await ok('staffLogout', { token: member.jwt })

    // The staff pick an order, issue its receipt and hand it over with its code; another they cancel.
    const picker = await staffToken()
    const placeCash = async () =>
      (
        await ok('placeOrder', {
          token: marioToken,
          headers: { 'idempotency-key': newKey() },
          body: {
            cartId: await filledCart(marioToken),
            slotId: (await openSlot()).id,
            deliveryMode: 'IN_STORE',
            paymentMode: 'CASH',
          },
        })
      ).data
    const toPick = await placeCash()
    await ok('staffStartOrder', { token: picker, params: { id: toPick.id } })
    for (const line of toPick.lines)
      await ok('staffSetLine', {
        token: picker,
        params: { id: toPick.id, lineId: line.id },
        body: {
          ean: line.ean,
          quantity: line.quantity,
          ...(line.estimatedWeight ? { weightGrams: 500 } : {}),
        },
      })
    await ok('staffReceipt', { token: picker, params: { id: toPick.id } })
    const [picked] = await server.running.database.db
      .select({ pickupCode: orders.pickupCode })
      .from(orders)
      .where(eq(orders.id, toPick.id))
    await ok('staffHandoverAmount', {
      token: picker,
      params: { id: toPick.id },
      body: { refusedLineIds: [] },
    })
    await ok('staffHandover', {
      token: picker,
      params: { id: toPick.id },
      body: { pickupCode: picked?.pickupCode ?? '' },
    })
    const toCancel = await placeCash()
    await ok('staffOrderStatus', {
      token: picker,
      params: { id: toCancel.id },
      body: { status: 'CANCELLED' },
    })

    // Lists and favorites.
    const listId = crypto.randomUUID()
    const itemId = crypto.randomUUID()
    const at = () => server.clock.now().toISOString()
    await ok('putSmartlist', {
      token: marioToken,
      params: { listId },
      body: { name: 'Spesa', changedAt: at() },
    })
    await ok('putSmartlistItem', {
      token: marioToken,
      params: { listId, itemId },
      body: { productId: await soldProductId(), quantity: 2, checked: false, changedAt: at() },
    })
    await ok('smartlistToCart', { token: marioToken, params: { listId }, body: { storeId: await shopId() } })
    await ok('deleteSmartlistItem', {
      token: marioToken,
      params: { listId, itemId },
      query: { changedAt: at() },
    })
    // Shared lists: share, join, members, remove, join again, leave, stop sharing.
    const household = await marioListId()
    const { token: partner, userId: partnerId } = await registerConfirmed(server, { firstName: 'Paola' })
    const shareLink = expectOk(
      await ok('shareSmartlist', { token: marioToken, params: { listId: household } }),
    )
    await ok('joinSmartlist', { token: partner, body: { token: shareLink.token } })
    await ok('smartlistMembers', { token: partner, params: { listId: household } })
    await ok('removeSmartlistMember', {
      token: marioToken,
      params: { listId: household, memberId: String(partnerId) },
    })
    await ok('joinSmartlist', { token: partner, body: { token: shareLink.token } })
    await ok('leaveSmartlist', { token: partner, params: { listId: household } })
    await ok('unshareSmartlist', { token: marioToken, params: { listId: household } })
    await ok('deleteSmartlist', { token: marioToken, params: { listId } })
    await ok('putFavorite', { token: marioToken, params: { productId: await soldProductId() } })
    await ok('deleteFavorite', { token: marioToken, params: { productId: await soldProductId() } })

    // The files: a receipt's PDF, and the Apple Wallet pass its link names.
    const pdf = await server.request('GET', urlOf('receiptPdf', { params: { id: await firstReceiptId() } }), {
      token: marioToken,
    })
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf'])
    answered.add('receiptPdf')
    const link = (await ok('appleWallet', { token: marioToken, params: { code: MARIO.card.code } })).data
    const pass = await server.request('GET', new URL(link.url).pathname)
    expect([pass.statusCode, pass.headers['content-type']]).toEqual([200, 'application/vnd.apple.pkpass'])
    answered.add('applePass')
    // Coupons: one to activate.
    const coupons = expectOk(await call(server, 'coupons', { token: marioToken }))
    const idle =
      coupons.find((c) => !c.activated && Date.parse(c.validTo) > server.clock.now().getTime()) ??
      expect.fail('no coupon to activate in the demo')
    await ok('activateCoupon', { token: marioToken, params: { id: idle.id } })

    expect([...answered].sort()).toEqual([...allNames].sort())
  })
})

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1.0 with an operation for every endpoint', async () => {
    const response = await server.request('GET', '/cli/openapi.json')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const doc = JSON.parse(response.body) as {
      openapi: string
      servers: { url: string }[]
      paths: Record<
        string,
        Record<string, { operationId: string; requestBody?: unknown; security?: unknown }>
      >
      components: { securitySchemes: Record<string, unknown> }
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers[0]?.url).toBe('http://tessera.test/cli')
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    let operations = 0
    for (const name of allNames) {
      const endpoint: Endpoint = cliEndpoints[name]
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined()
      expect(operation?.operationId).toBe(name)
      expect(operation?.requestBody !== undefined).toBe(endpoint.body !== undefined)
      if (endpoint.auth === 'required') expect(operation?.security).toEqual([{ bearer: [] }])
      operations += 1
    }
    const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0)
    expect(documented).toBe(operations)
  })
})

describe('every error code of the contract is answered', () => {
  /**
   * 429 is answered in rate-limit.test.ts (it needs a server with a low limit). 403 is a session of
   * the wrong kind (a customer's on a staff call, or the reverse); another user's card is a 404.
   * 503 (shutting down, database unreachable) is answered in health.test.ts.
   */
  const ELSEWHERE = new Set<number>([ServerCode.TooManyRequests, ServerCode.ServiceUnavailable])
  it('by one request each, with the exact code and message', async () => {
    const seen = new Set<number>()
    const refused = (
      answer: Pick<Answer<unknown>, 'status' | 'code' | 'message'>,
      code: number,
      options?: Parameters<typeof expectRefused>[2],
    ) => {
      expectRefused(answer, code, options)
      seen.add(code)
    }
    const mario = MARIO.username ?? ''

    refused(await call(server, 'login', { body: { username: mario, password: 'Sbagliata-1' } }), 2)
    refused(await call(server, 'requestPasswordReset', { body: { tid: '01', email: 'chi?' } }), 4)
    refused(await call(server, 'signup', { body: signupBody({ password: 'debolissima' }) }), 13)
    refused(
      await call(server, 'cardLookup', { query: { cardCode: GIUSEPPE.card.code, lastName: 'Rossi' } }),
      21,
    )
    refused(await call(server, 'signup', { body: signupBody({ email: mario }) }), 26)
    refused(await call(server, 'signup', { body: signupBody({ birthDate: yearsAgo(17) }) }), 28)
    refused(await call(server, 'cardLookup', { query: { cardCode: MARIO.card.code, lastName: 'Rossi' } }), 29)
    refused(await call(server, 'signup', { body: signupBody({ mobilePhone: '12' }) }), 30)
    refused(
      await call(server, 'changePassword', {
        token: marioToken,
        body: { oldPassword: 'Sbagliata-1', newPassword: 'Nuova-Password-9' },
      }),
      34,
    )
    refused(await call(server, 'kioskLogin', { body: { cardCode: '0430001234567', lastName: 'Rossi' } }), 35)
    const failing = signupBody()
    const lift = await refuseWrites(server, 'mail_outbox', `NEW.recipient = '${failing.username}'`)
    try {
      refused(await call(server, 'signup', { body: failing }), 4000, { status: 500 })
    } finally {
      await lift()
    }

    refused(await call(server, 'stores', { query: { s: 51 } }), 400)
    refused(await call(server, 'session'), 401)
    refused(await call(server, 'store', { params: { id: 999_999 } }), 404)
    const pending = signupBody()
    expectOk(await call(server, 'signup', { body: pending }))
    refused(
      await call(server, 'login', { body: { username: pending.username, password: pending.password } }),
      5,
    )
    refused(await call(server, 'confirm', { body: { token: 'z'.repeat(43) } }), 6)
    const confirmed = signupBody()
    expectOk(await call(server, 'signup', { body: confirmed }))
    const confirmLink = { token: (await lastMailTo(server, confirmed.username)).token ?? '' }
    expectOk(await call(server, 'confirm', { body: confirmLink }))
    refused(await call(server, 'confirm', { body: confirmLink }), 9)
    const kioskEmail = freshEmail('codici')
    expectOk(await call(server, 'kioskSignup', { body: kioskSignupBody({ email: kioskEmail }) }))
    refused(
      await call(server, 'confirm', { body: { token: (await lastMailTo(server, kioskEmail)).token ?? '' } }),
      7,
    )
    refused(
      await call(server, 'upgrade', {
        token: marioToken,
        body: { email: freshEmail(), newPassword: 'Mario-Nuova-1' },
      }),
      8,
    )

    refused(
      await call(server, 'product', { params: { storeId: await shopId(), productId: 999_999 } }),
      ErrorCode.UnknownProduct,
    )
    const withdrawn = await soldProductId()
    await server.running.database.db
      .update(products)
      .set({ withdrawn: true })
      .where(eq(products.id, withdrawn))
    server.running.deps.catalogues.forget()
    refused(
      await call(server, 'product', { params: { storeId: await shopId(), productId: withdrawn } }),
      ErrorCode.InvalidProduct,
    )
    await server.running.database.db
      .update(products)
      .set({ withdrawn: false })
      .where(eq(products.id, withdrawn))
    server.running.deps.catalogues.forget()

    const cart = expectOk(
      await call(server, 'cart', { token: marioToken, query: { storeId: await shopId() } }),
    )
    refused(
      await call(server, 'setCartLine', {
        token: marioToken,
        params: { cartId: 999_999, productId: await soldProductId() },
        body: { quantity: 1 },
      }),
      ErrorCode.CartNotFound,
    )
    refused(
      await call(server, 'setCartLine', {
        token: marioToken,
        params: { cartId: cart.id, productId: await soldProductId() },
        body: { quantity: 999 },
      }),
      ErrorCode.MaxQuantity,
    )

    const shops = expectOk(await call(server, 'ecommerceStores', { query: { s: 50 } }))
    const partial = shops.find((s) => s.deliveryModes.length < 3)
    const missing = (['IN_STORE', 'AT_HOME', 'DRIVE'] as const).find(
      (m) => !partial?.deliveryModes.includes(m),
    )
    refused(
      await call(server, 'slots', {
        params: { storeId: partial?.id ?? 0 },
        query: { delivery: missing ?? 'DRIVE' },
      }),
      ServerCode.DeliveryModeNotOffered,
    )

    // The order codes, on Mario's carts.
    const db = server.running.database.db
    const placeMario = (body: Record<string, unknown>, key = newKey()) =>
      call(server, 'placeOrder', {
        token: marioToken,
        headers: { 'idempotency-key': key },
        body: { deliveryMode: 'IN_STORE', paymentMode: 'CASH', ...body } as never,
      })
    let cartId = await filledCart(marioToken)
    const slot = await openSlot('IN_STORE', 2)
    await db
      .update(slots)
      .set({ taken: sql`${slots.capacity}` })
      .where(eq(slots.id, slot.id))
    refused(await placeMario({ cartId, slotId: slot.id }), ServerCode.SlotFull)
    await db.update(slots).set({ taken: 0 }).where(eq(slots.id, slot.id))
    const paying = (number: string) => ({
      cartId,
      slotId: slot.id,
      paymentMode: 'CREDIT_CARD',
      card: { number, expiry: '12/40', cvc: '123' },
    })
    refused(await placeMario(paying(TEST_CARDS.decline)), ServerCode.CardDeclined)
    refused(await placeMario(paying(TEST_CARDS.fail)), ServerCode.PaymentFailed)
    const home = shops.find((s) => s.deliveryModes.includes('AT_HOME')) ?? expect.fail('no home delivery')
    const homeCart = expectOk(await call(server, 'cart', { token: marioToken, query: { storeId: home.id } }))
    const homeProduct = expectOk(
      await call(server, 'products', { params: { storeId: home.id }, query: {} }),
    )[0]
    expectOk(
      await call(server, 'setCartLine', {
        token: marioToken,
        params: { cartId: homeCart.id, productId: homeProduct?.id ?? 0 },
        body: { quantity: 1 },
      }),
    )
    const homeSlot = expectOk(
      await call(server, 'slots', { params: { storeId: home.id }, query: { delivery: 'AT_HOME' } }),
    ).find((w) => w.available)
    refused(
      await placeMario({
        cartId: homeCart.id,
        slotId: homeSlot?.id ?? 0,
        deliveryMode: 'AT_HOME',
        address: { county: 'ZZ', city: 'Altrove', zip: '00100', address: 'Via Lontana 1' },
      }),
      ServerCode.AddressNotServed,
    )
    // One product is below the store's minimum for home delivery.
    const [delivering] = await db
      .select({ stateIds: stores.deliveryStateIds })
      .from(stores)
      .where(eq(stores.id, home.id))
    const [served] = await db
      .select({ countyId: counties.countyId })
      .from(counties)
      .where(eq(counties.stateId, delivering?.stateIds[0] ?? ''))
    refused(
      await placeMario({
        cartId: homeCart.id,
        slotId: homeSlot?.id ?? 0,
        deliveryMode: 'AT_HOME',
        address: { county: served?.countyId ?? '', city: 'Vicino', zip: '10100', address: 'Via Vicina 1' },
      }),
      ServerCode.BelowDeliveryMinimum,
    )
    // The cart changes (on another device) while the order is being checked.
    const catalogues = server.running.deps.catalogues
    const product = catalogues.product.bind(catalogues)
    catalogues.product = async (storeId, productId) => {
      const found = await product(storeId, productId)
      await db.update(cartLines).set({ quantity: 2 }).where(eq(cartLines.cartId, cartId))
      return found
    }
    try {
      refused(await placeMario({ cartId, slotId: slot.id }), ServerCode.CartChanged)
    } finally {
      catalogues.product = product
    }
    const key = newKey()
    const placedOnce = expectOk(await placeMario({ cartId, slotId: slot.id }, key))
    refused(
      await placeMario({ cartId, slotId: slot.id, notes: 'un altro' }, key),
      ServerCode.IdempotencyKeyReused,
    )
    expectOk(await call(server, 'cancelOrder', { token: marioToken, params: { id: placedOnce.id } }))
    refused(
      await call(server, 'cancelOrder', { token: marioToken, params: { id: placedOnce.id } }),
      ErrorCode.WrongOrderStatus,
    )
    const emptyCart = expectOk(
      await call(server, 'cart', { token: marioToken, query: { storeId: await shopId() } }),
    )
    refused(await placeMario({ cartId: emptyCart.id, slotId: slot.id }), ServerCode.EmptyCart)
    cartId = await filledCart(marioToken)
    // One product, well under the 10 € of the biggest voucher.
    refused(await placeMario({ cartId, slotId: slot.id, voucher: 1400 }), ServerCode.VoucherAboveTotal)
    // Five failed logins of one account: the next needs a solved challenge.
    for (let i = 0; i < 5; i++) {
      refused(
        await call(server, 'login', { body: { username: 'codici@example.com', password: `No-${i}` } }),
        2,
      )
    }
    refused(
      await call(server, 'login', { body: { username: 'codici@example.com', password: 'No-5' } }),
      ServerCode.ChallengeRequired,
    )
    try {
      server.clock.freeze()
      server.clock.advance(
        new Date(slot.start).getTime() - 4 * 3_600_000 + 60_000 - server.clock.now().getTime(),
      )
      refused(await placeMario({ cartId, slotId: slot.id }), ErrorCode.PastCutoff)
    } finally {
      server.clock.reset()
    }

    // The loyalty codes come from the store's calls (/ops).
    const till = async (
      cardCode: string,
      extra: { receiptId?: string; voucher?: number; cents?: number; coupons?: number[] } = {},
    ) => {
      const answer = await server.json<{ coupons: { id: number }[] }>('POST', '/ops/receipts', {
        token: TEST_OPS_TOKEN,
        body: {
          receiptId: extra.receiptId ?? `codici-${seen.size}-${cardCode}`,
          cardCode,
          storeId: 1,
          at: server.clock.now().toISOString(),
          lines: [{ ean: withCheckDigit('800123400001'), amountCents: extra.cents ?? 1500, ownBrand: false }],
          ...(extra.voucher ? { voucher: extra.voucher } : {}),
          ...(extra.coupons ? { coupons: extra.coupons } : {}),
        },
      })
      return { ...answer, message: answer.message }
    }
    const giulia = DEMO_CUSTOMERS[1]?.card.code ?? ''
    // Coupons: the demo's expired one (60); an activated one a till has used (61).
    const coupons = expectOk(await call(server, 'coupons', { token: marioToken }))
    const now = server.clock.now().getTime()
    const expired = coupons.find((c) => Date.parse(c.validTo) < now) ?? expect.fail('no expired coupon')
    refused(
      await call(server, 'activateCoupon', { token: marioToken, params: { id: expired.id } }),
      ServerCode.CouponExpired,
    )
    const usable = coupons.find(
      (c) => c.activated && !c.usedAt && !c.department && !c.productIds && Date.parse(c.validTo) > now,
    )
    if (!usable) return expect.fail('no activated coupon in the demo')
    const used = await till(DEMO_CUSTOMERS[0]?.card.code ?? '', { cents: 5000, coupons: [usable.id] })
    expect(used.data).toMatchObject({ coupons: [{ id: usable.id }] })
    refused(
      await call(server, 'activateCoupon', { token: marioToken, params: { id: usable.id } }),
      ServerCode.CouponUsed,
    )
    // Coupons in an order (docs/coupons.md "Online orders"): expired (62), held by another order
    // (63), a minimum the cart misses (64).
    const couponOrder = async (ids: number[]) =>
      call(server, 'placeOrder', {
        token: marioToken,
        headers: { 'idempotency-key': newKey() },
        body: {
          cartId: await filledCart(marioToken),
          slotId: (await openSlot()).id,
          deliveryMode: 'IN_STORE',
          paymentMode: 'CASH',
          coupons: ids,
        },
      })
    refused(await couponOrder([expired.id]), ServerCode.CouponNotUsable)
    const newCoupon = async (minSpendCents?: number) => {
      await server.json('POST', '/ops/coupons', {
        token: TEST_OPS_TOKEN,
        body: {
          cardCode: DEMO_CUSTOMERS[0]?.card.code ?? '',
          kind: 'AMOUNT',
          value: 100,
          title: 'Codici',
          validFrom: new Date(now - 60_000).toISOString(),
          validTo: new Date(now + 14 * 86_400_000).toISOString(),
          ...(minSpendCents ? { minSpendCents } : {}),
        },
      })
      const list = expectOk(await call(server, 'coupons', { token: marioToken }))
      const newest = list.reduce((a, b) => (a.id > b.id ? a : b))
      return expectOk(await call(server, 'activateCoupon', { token: marioToken, params: { id: newest.id } }))
    }
    const held = await newCoupon()
    expectOk(await couponOrder([held.id]))
    refused(await couponOrder([held.id]), ServerCode.CouponReserved)
    refused(await couponOrder([(await newCoupon(10_000_000)).id]), ServerCode.CouponNotApplicable)
    refused(await till(giulia, { voucher: 1400 }), ServerCode.NotEnoughPoints)
    expect((await till(giulia, { receiptId: 'codici-doppio' })).code).toBe(0)
    refused(await till(giulia, { receiptId: 'codici-doppio', cents: 1600 }), ServerCode.ReceiptConflict)
    const unused = UNASSIGNED_CARD_CODES[3] ?? ''
    await server.running.database.db.update(cards).set({ enabled: false }).where(eq(cards.code, unused))
    refused(await till(unused), ServerCode.CardDisabled)

    // The store's side (docs/ordering.md): a SPECIFIC substitute the store does not sell, a customer's
    // token on a staff call, a staff token on a customer's, a staff set-password link used twice.
    const staffCart = expectOk(
      await call(server, 'cart', { token: marioToken, query: { storeId: await shopId() } }),
    )
    const sold = await soldProductId()
    refused(
      await call(server, 'setCartLine', {
        token: marioToken,
        params: { cartId: staffCart.id, productId: sold },
        body: { quantity: 1, substitution: { mode: 'SPECIFIC', productId: sold } },
      }),
      ServerCode.SubstituteNotSold,
    )
    refused(await call(server, 'staffOrders', { token: marioToken, query: {} }), ServerCode.Forbidden, {
      status: 403,
    })
    refused(await call(server, 'orders', { token: await staffToken(), query: {} }), ServerCode.Forbidden, {
      status: 403,
    })

    // The staff's picking (docs/ordering.md "The store's side"): a wrong EAN, a substitute the
    // customer's choice excludes, the receipt before every line is done, a wrong pickup code, and a
    // substitute past the card's authorisation.
    const picker = await staffToken()
    const catalogue = expectOk(
      await call(server, 'products', { params: { storeId: await shopId() }, query: { s: 50 } }),
    )
    const pickingOrder = async (mode: 'NONE' | 'SIMILAR', card: boolean) => {
      const open = expectOk(
        await call(server, 'cart', { token: marioToken, query: { storeId: await shopId() } }),
      )
      expectOk(await call(server, 'emptyCart', { token: marioToken, params: { cartId: open.id } }))
      expectOk(
        await call(server, 'setCartLine', {
          token: marioToken,
          params: { cartId: open.id, productId: sold },
          body: { quantity: 1, substitution: { mode } },
        }),
      )
      const order = expectOk(
        await placeMario({
          cartId: open.id,
          slotId: (await openSlot()).id,
          ...(card
            ? {
                paymentMode: 'CREDIT_CARD',
                card: { number: TEST_CARDS.approve, expiry: '12/40', cvc: '123' },
              }
            : {}),
        }),
      )
      expectOk(await call(server, 'staffStartOrder', { token: picker, params: { id: order.id } }))
      const line = order.lines[0] ?? expect.fail('no line')
      const setLine = (body: unknown) =>
        call(server, 'staffSetLine', { token: picker, params: { id: order.id, lineId: line.id }, body })
      return { order, line, setLine }
    }
    const none = await pickingOrder('NONE', false)
    refused(await none.setLine({ ean: withCheckDigit('800999999999'), quantity: 1 }), ServerCode.WrongEan)
    const another =
      catalogue.find((p) => p.id !== sold && p.unit === 'PIECE') ?? expect.fail('one product only')
    refused(
      await none.setLine({ substitute: { productId: another.id, quantity: 1 } }),
      ServerCode.SubstituteNotAllowed,
    )
    refused(
      await call(server, 'staffReceipt', { token: picker, params: { id: none.order.id } }),
      ServerCode.LinesNotDone,
    )
    expectOk(await none.setLine({ missing: true }))
    expectOk(await call(server, 'staffReceipt', { token: picker, params: { id: none.order.id } }))
    const [ready] = await db
      .select({ pickupCode: orders.pickupCode })
      .from(orders)
      .where(eq(orders.id, none.order.id))
    refused(
      await call(server, 'staffHandover', {
        token: picker,
        params: { id: none.order.id },
        body: { pickupCode: ready?.pickupCode === '0000' ? '0001' : '0000' },
      }),
      ServerCode.WrongPickupCode,
    )
    // The last of the wrong codes the hand-over takes locks the code.
    for (let tries = 2; tries <= PICKUP_CODE_TRIES; tries++) {
      const answer = await call(server, 'staffHandover', {
        token: picker,
        params: { id: none.order.id },
        body: { pickupCode: ready?.pickupCode === '0000' ? '0001' : '0000' },
      })
      if (tries < PICKUP_CODE_TRIES) expectRefused(answer, ServerCode.WrongPickupCode)
      else refused(answer, ServerCode.PickupCodeLocked)
    }
    const carded = await pickingOrder('SIMILAR', true)
    const dearer =
      catalogue.find(
        (p) => p.unit === 'PIECE' && (p.promoPriceCents ?? p.priceCents) > carded.line.amountCents,
      ) ?? expect.fail('nothing dearer')
    refused(
      await carded.setLine({ substitute: { productId: dearer.id, quantity: 1 } }),
      ServerCode.AboveAuthorised,
    )

    // Shared lists (docs/lists-sharing.md).
    const shared = await marioListId()
    const member = await registerConfirmed(server, { firstName: 'Paola' })
    refused(
      await call(server, 'joinSmartlist', { token: member.token, body: { token: 'nessun-link' } }),
      ServerCode.ShareLinkInvalid,
    )
    const sharing = expectOk(
      await call(server, 'shareSmartlist', { token: marioToken, params: { listId: shared } }),
    )
    expectOk(await call(server, 'joinSmartlist', { token: member.token, body: { token: sharing.token } }))
    refused(
      await call(server, 'shareSmartlist', { token: member.token, params: { listId: shared } }),
      ServerCode.ListOwnerOnly,
    )
    refused(
      await call(server, 'leaveSmartlist', { token: marioToken, params: { listId: shared } }),
      ServerCode.OwnerStaysOnList,
    )

    const declared = new Set<number>([...Object.values(ErrorCode), ...Object.values(ServerCode)])
    expect([...seen, ...ELSEWHERE].sort((a, b) => a - b)).toEqual([...declared].sort((a, b) => a - b))
  })
})
