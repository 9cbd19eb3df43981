import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { withCheckDigit } from '../../src/api/card-code'
import { cliEndpoints } from '../../src/api/cli-endpoints'
import type { Endpoint } from '../../src/api/endpoints'
import { ErrorCode, ServerCode } from '../../src/api/errors'
import { VOUCHERS } from '../../src/api/loyalty-rules'
import { opsEndpoints } from '../../src/api/ops-endpoints'
import type { Product } from '../../src/api/schemas/catalogue'
import type { EcommerceStore } from '../../src/api/schemas/store'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import {
  base64,
  call,
  DEMO_PASSWORD,
  expectOk,
  registerConfirmed,
  SIGNATURE_SVG,
  shopsOfTheDemo,
} from './helpers'
import { asText, edgesOf, jsonText, type Samples, validSample } from './schema-edges'

/**
 * Every endpoint of the contract (/cli and /ops) is sent requests made from its own schemas: a valid
 * one, then one field at a time at its edges (schema-edges.ts), the body malformed as a whole, no
 * token or a forged one. Every answer must be a refusal of the contract or a success: never a 5xx,
 * never the generic error a crash answers. An endpoint added to the contract is fuzzed as it is.
 */

const ENDPOINTS = [
  ...Object.entries(cliEndpoints).map(([name, endpoint]) => ({ name, prefix: '/cli', endpoint })),
  ...Object.entries(opsEndpoints).map(([name, endpoint]) => ({
    name: `ops ${name}`,
    prefix: '/ops',
    endpoint,
  })),
] as { name: string; prefix: string; endpoint: Endpoint }[]

/** What a malformed request may be answered: a refusal with its HTTP status, or HTTP 200 and a code. */
const STATUSES = new Set([200, 400, 401, 403, 404, 409, 429])
const OUR_CODES = new Set<number>([...Object.values(ErrorCode), ...Object.values(ServerCode)])
// The generic error is what a crash answers, 503 a dependency away: neither is an answer to a body.
OUR_CODES.delete(ErrorCode.Generic)
OUR_CODES.delete(ServerCode.ServiceUnavailable)

const DEMO_USERNAME = 'mario.rossi@example.com'

/** A product's code on the till receipts. */
const EAN = withCheckDigit('800123456789')

/** A value that is sent fresh on each request (an Idempotency-Key, a till's receipt id, an e-mail). */
const FRESH = 'fresh-value-0000'

interface Probe {
  label: string
  params: unknown
  query: unknown
  headers: unknown
  /** The body as sent; null: none. */
  body: string | null
  contentType?: string
  auth: 'session' | 'none' | 'forged'
}

let server: TestServer
let shop: EcommerceStore
let product: Product
let slotId = 0
/** The customer whose session the calls carry, and what they own: replaced when a call ends them. */
const customer = { token: '', cardCode: '', lastName: '', cartId: 0, listId: '', itemId: '' }
/** The store staff member whose session the staff calls carry (the fuzzed store's demo staff). */
const member = { token: '' }

/** Counts the refreshes of the customer: the requests made before one name what it no longer has. */
let generation = 0

beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: 100_000 })
  const { shop: found } = await shopsOfTheDemo(server)
  shop = found
  const products = expectOk(
    await call(server, 'products', { params: { storeId: shop.id }, query: { s: 50 } }),
  )
  product =
    products.find((p) => p.unit === 'PIECE' && p.maxQuantity >= 2) ?? expect.fail('no product to fill a cart')
  await refreshCustomer()
})
afterAll(() => server.stop())

/**
 * A session: the demo customer's (again after a log-out or a new password), or a new customer's once
 * it is gone; its card with points for the vouchers, so orders and receipts are taken further than 41.
 */
async function logIn(): Promise<void> {
  const demo = await call(server, 'login', { body: { username: DEMO_USERNAME, password: DEMO_PASSWORD } })
  const token = demo.code === 0 ? demo.data.jwt : (await registerConfirmed(server)).token
  const profile = expectOk(await call(server, 'session', { token }))
  const card = profile.cards.find((c) => c.enabled) ?? expect.fail('the customer has no card')
  Object.assign(customer, { token, cardCode: card.code, lastName: profile.lastName })
  if (card.points >= 10_000) return
  const points = await server.json('POST', '/ops/receipts', {
    token: TEST_OPS_TOKEN,
    body: {
      receiptId: `points-${randomUUID()}`,
      cardCode: card.code,
      storeId: shop.id,
      at: new Date(Date.now() - 3_600_000).toISOString(),
      lines: [{ ean: EAN, amountCents: 5_000_000 }],
    },
  })
  expect(points.code).toBe(0)
}

/**
 * After a call that changed something: a session again if it ended (log-out, deletion, a new
 * password), and a cart with a line and a list with an item again (an order closes its cart).
 */
async function refreshCustomer(): Promise<void> {
  generation += 1
  const session = await server.json('GET', '/cli/profiles/login', { token: customer.token })
  if (session.code !== 0) await logIn()
  const staffSession = await server.json('GET', '/cli/staff/orders', { token: member.token })
  if (staffSession.code !== 0)
    member.token = expectOk(
      await call(server, 'staffLogin', {
        body: { username: demoStaffEmail(shop.id), password: DEMO_STAFF_PASSWORD },
      }),
    ).jwt
  // A window with room (the orders placed fill them); none once the store's settings close them all.
  const slots = expectOk(
    await call(server, 'slots', { params: { storeId: shop.id }, query: { delivery: 'IN_STORE' } }),
  )
  slotId = slots.find((s) => s.available)?.id ?? slots[0]?.id ?? slotId
  const { token } = customer
  customer.cartId = expectOk(await call(server, 'cart', { token, query: { storeId: shop.id } })).id
  expectOk(
    await call(server, 'setCartLine', {
      token,
      params: { cartId: customer.cartId, productId: product.id },
      body: { quantity: 1 },
    }),
  )
  customer.listId = randomUUID()
  customer.itemId = randomUUID()
  const changedAt = new Date().toISOString()
  expectOk(
    await call(server, 'putSmartlist', {
      token,
      params: { listId: customer.listId },
      body: { name: 'Fuzz', changedAt },
    }),
  )
  expectOk(
    await call(server, 'putSmartlistItem', {
      token,
      params: { listId: customer.listId, itemId: customer.itemId },
      body: { productId: product.id, quantity: 1, checked: false, changedAt },
    }),
  )
}

/** The values a valid request is made of: real ids where a field's name says what it is, then formats. */
function samples(): Samples {
  const both = (n: number) => [n, String(n)]
  return {
    byName: {
      storeId: both(shop.id),
      productId: both(product.id),
      cartId: both(customer.cartId),
      slotId: both(slotId),
      listId: [customer.listId],
      itemId: [customer.itemId],
      cardCode: [customer.cardCode],
      code: [customer.cardCode],
      lastName: [customer.lastName],
      receiptId: [FRESH],
      'idempotency-key': [FRESH],
    },
    strings: [
      'Rossi',
      'Tessera-2026',
      base64(SIGNATURE_SVG),
      '1',
      'FRUTTA',
      // A new address each time: a sign-up is taken past "already registered".
      `${FRESH}@esempio.it`,
      '4242424242424242',
      '12/30',
      '123',
      '10121',
      '3471234567',
      '1990',
      '1990-05-20',
      new Date(Date.now() - 3_600_000).toISOString(),
      randomUUID(),
      EAN,
      'TO_BE_PREPARED',
      '0042',
    ],
    numbers: VOUCHERS.map((voucher) => voucher.points),
  }
}

/** Every request an endpoint is sent, with the values of the customer of the moment. */
function probesOf(endpoint: Endpoint): Probe[] {
  const values = samples()
  const sample = (schema: Endpoint['params']) => (schema ? validSample(schema, values) : undefined)
  const valid = {
    params: sample(endpoint.params),
    query: sample(endpoint.query),
    headers: sample(endpoint.headers),
    body: sample(endpoint.body),
  }
  for (const part of ['params', 'query', 'headers', 'body'] as const) {
    if (endpoint[part] && valid[part] === null)
      expect.fail(`no valid ${part} found for its schema: add a value of its format to samples()`)
  }
  const base: Probe = {
    label: 'valid',
    params: valid.params,
    query: valid.query,
    headers: valid.headers,
    body: endpoint.body ? jsonText(valid.body) : null,
    auth: 'session',
  }
  const probes: Probe[] = [base]
  for (const part of ['params', 'query', 'headers'] as const) {
    const schema = endpoint[part]
    if (!schema) continue
    for (const edge of edgesOf(schema, valid[part], values, { wholeValue: false }))
      probes.push({ ...base, label: `${part} ${edge.label}`, [part]: edge.value })
  }
  if (endpoint.body) {
    for (const edge of edgesOf(endpoint.body, valid.body, values))
      probes.push({ ...base, label: `body ${edge.label}`, body: jsonText(edge.value) })
  }
  if (endpoint.method !== 'GET') {
    const malformed: [string, string | null, string?][] = [
      ['no body', null],
      ['an empty body', ''],
      ['a body cut short', '{'],
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"x"'],
      ['an array', '[]'],
      ['text', 'x'.repeat(10_000), 'text/plain'],
    ]
    for (const [label, body, contentType] of malformed)
      probes.push({ ...base, label: `body: ${label}`, body, ...(contentType ? { contentType } : {}) })
  }
  const query = (valid.query ?? {}) as Record<string, unknown>
  probes.push(
    { ...base, label: 'query: an unknown parameter', query: { ...query, unknownParameter: 'x' } },
    { ...base, label: 'query: __proto__', query: { ...query, ['__proto__']: 'x' } },
    ...Object.keys(query).map((key) => ({
      ...base,
      label: `query: ${key} twice`,
      query: { ...query, [key]: [query[key], query[key]] },
    })),
  )
  if (endpoint.auth !== 'none') {
    probes.push(
      { ...base, label: 'no token', auth: 'none' },
      { ...base, label: 'a forged token', auth: 'forged' },
    )
  }
  return probes
}

/** A path or query value as sent: a lone surrogate goes as the bytes of one (not UTF-8). */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`
  }
}

const HEADER_VALUE = /^[\t\x20-\x7e]*$/

let fresh = 0
function url(prefix: string, endpoint: Endpoint, probe: Probe, freshValue: string): string {
  const params = (probe.params ?? {}) as Record<string, unknown>
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(asText(params[name]) ?? ''))
  const search: string[] = []
  for (const [key, value] of Object.entries((probe.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = asText(item)
      if (text !== undefined) search.push(`${encoded(key)}=${encoded(text.replaceAll(FRESH, freshValue))}`)
    }
  }
  return `${prefix}${path}${search.length ? `?${search.join('&')}` : ''}`
}

/** Sends a probe; what is wrong with the answer, or null when it is one the contract allows. */
async function send(prefix: string, endpoint: Endpoint, probe: Probe): Promise<string | null> {
  const freshValue = `fuzz-${process.pid}-${++fresh}`
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries((probe.headers ?? {}) as Record<string, unknown>)) {
    const text = asText(value)?.replaceAll(FRESH, freshValue)
    // A value no HTTP client could send (a control character; 10,000 characters are fine) is left out.
    if (text !== undefined && HEADER_VALUE.test(text)) headers[name] = text
  }
  if (endpoint.auth === 'store' && probe.auth === 'session')
    headers.authorization = `Bearer ${TEST_OPS_TOKEN}`
  else if (endpoint.auth === 'staff' && probe.auth === 'session')
    headers.authorization = `Bearer ${member.token}`
  else if (endpoint.auth !== 'none' && probe.auth === 'session')
    headers.authorization = `Bearer ${customer.token}`
  else if (probe.auth === 'forged') headers.authorization = `Bearer ${'x'.repeat(500)}.${'y'.repeat(500)}.z`
  const body = probe.body?.replaceAll(FRESH, freshValue) ?? null
  if (body !== null) headers['content-type'] = probe.contentType ?? 'application/json'
  if (endpoint.result.kind === 'stream')
    return sendToStream(url(prefix, endpoint, probe, freshValue), headers)
  const response = await server.request(endpoint.method, url(prefix, endpoint, probe, freshValue), {
    headers,
    ...(body !== null ? { body } : {}),
  })
  const answer = (() => {
    try {
      return JSON.parse(response.body) as { code?: unknown }
    } catch {
      return null
    }
  })()
  const status = response.statusCode
  const code = answer?.code
  const ours = typeof code === 'number' && (OUR_CODES.has(code) || (code === 0 && status === 200))
  if (!STATUSES.has(status) || !ours) return `HTTP ${status}: ${response.body.slice(0, 200)}`
  if (endpoint.method !== 'GET' && code === 0) await refreshCustomer()
  return null
}

/**
 * A stream endpoint: a request it takes opens a stream that never ends, so only its refusals are
 * fuzzed. Its answer is read as it starts (inject's payloadAsStream): an open event stream is fine,
 * anything else must be a refusal of the contract, as for any endpoint.
 */
async function sendToStream(path: string, headers: Record<string, string>): Promise<string | null> {
  const response = await server.running.app.inject({
    method: 'GET',
    url: path,
    headers,
    payloadAsStream: true,
  })
  const status = response.statusCode
  const type = String(response.headers['content-type'] ?? '')
  if (status === 200 && type.startsWith('text/event-stream')) {
    // The client lets go; the server's side ends with the server (server.stop()).
    response.stream().destroy()
    return null
  }
  let text = ''
  for await (const chunk of response.stream()) text += String(chunk)
  const code = (() => {
    try {
      return (JSON.parse(text) as { code?: unknown }).code
    } catch {
      return undefined
    }
  })()
  if (!STATUSES.has(status) || typeof code !== 'number' || !OUR_CODES.has(code))
    return `HTTP ${status}: ${text.slice(0, 200)}`
  return null
}

const CASES = ENDPOINTS.map(
  (target) =>
    [`${target.name} (${target.endpoint.method} ${target.prefix}${target.endpoint.path})`, target] as const,
)

describe('no request answers a 5xx', () => {
  it.each(CASES)(
    '%s',
    async (_title, { prefix, endpoint }) => {
      const faults: string[] = []
      let probes = probesOf(endpoint)
      for (let i = 0; i < probes.length; i++) {
        const probe = probes[i] as Probe
        const before = generation
        const fault = await send(prefix, endpoint, probe)
        if (fault) faults.push(`${probe.label} → ${fault}`)
        // A call that changed the customer (or its cart or list): the rest go with its ids of now.
        if (generation !== before) probes = probesOf(endpoint)
      }
      expect(faults).toEqual([])
    },
    120_000,
  )
})
