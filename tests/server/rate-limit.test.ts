import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { DEMO_STAFF_PASSWORD, demoStaffEmail } from '../../server/db/seed/staff'
import { type CliEndpointName, cliEndpoints } from '../../src/api/cli-endpoints'
import type { Endpoint } from '../../src/api/endpoints'
import { startTestServer, type TestServer } from './harness'
import { call, DEMO_PASSWORD, expectOk, expectRefused, urlOf } from './helpers'

/** The abuse limits (README, "Configuration": RATE_LIMIT_PER_MINUTE), on a server that allows 3 attempts a minute per client and call. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: 3 })
})
afterAll(() => server.stop())

const TOO_MANY = 'Troppi tentativi: riprova tra qualche minuto.'
const MARIO = 'mario.rossi@example.com'
const GIUSEPPE = DEMO_CUSTOMERS.find((c) => c.username === null)

function expectTooMany(answer: Awaited<ReturnType<typeof call>>): void {
  expectRefused(answer, 429, { message: TOO_MANY })
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe('rate limits', () => {
  it('stops the fourth login in a minute, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expectRefused(await call(server, 'login', { body: { username: MARIO, password: `Sbagliata-${i}` } }), 2)
    }
    expectTooMany(await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } }))
    // A forged X-Forwarded-For does not make a new client (the server trusts no proxy by default).
    expectTooMany(
      await call(server, 'login', {
        body: { username: MARIO, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      }),
    )
  })

  it('stops the fourth staff login in a minute, as the customers\' (docs/ordering.md "The store\'s side")', async () => {
    const username = demoStaffEmail(1)
    for (let i = 0; i < 3; i++)
      expectRefused(await call(server, 'staffLogin', { body: { username, password: `Sbagliata-${i}` } }), 2)
    expectTooMany(await call(server, 'staffLogin', { body: { username, password: DEMO_STAFF_PASSWORD } }))
  })

  it('counts the password reset on its own', async () => {
    for (let i = 0; i < 3; i++) {
      expectOk(
        await call(server, 'requestPasswordReset', { body: { tid: '01', email: `r${i}@example.com` } }),
      )
    }
    expectTooMany(await call(server, 'requestPasswordReset', { body: { tid: '01', email: MARIO } }))
  })

  it('stops the card look-up (latua) and the kiosk login after 3 attempts', async () => {
    const query = { cardCode: GIUSEPPE?.card.code ?? '', lastName: 'Esposito' }
    for (let i = 0; i < 3; i++) expectOk(await call(server, 'cardLookup', { query }))
    expectTooMany(await call(server, 'cardLookup', { query }))

    const body = { cardCode: GIUSEPPE?.card.code ?? '', lastName: 'Sbagliato' }
    for (let i = 0; i < 3; i++) expectRefused(await call(server, 'kioskLogin', { body }), 2)
    expectTooMany(await call(server, 'kioskLogin', { body: { ...body, lastName: 'Esposito' } }))
  })

  const limited = (Object.entries(cliEndpoints) as [CliEndpointName, Endpoint][]).filter(([, e]) => e.limited)
  const unlimited = (Object.entries(cliEndpoints) as [CliEndpointName, Endpoint][]).filter(
    ([, e]) => !e.limited && e.method === 'GET' && e.auth === 'none',
  )

  it('limits login, reset, card look-up and kiosk login, as the README says', () => {
    const names = limited.map(([name]) => name)
    for (const name of ['login', 'requestPasswordReset', 'cardLookup', 'kioskLogin'] as const) {
      expect(names).toContain(name)
    }
  })

  it.each(limited)('%s answers 429 after 3 requests, whatever they were', async (name, endpoint) => {
    const url = urlOf(name, { params: { id: 1 } })
    // Some of these already counted above: at most 3 go through, the fourth never does.
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const response = await server.request(
        endpoint.method,
        url,
        endpoint.method === 'GET' ? {} : { body: {} },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(3)
    expect(statuses.at(-1)).toBe(429)
  })

  it.each(unlimited)('%s is not limited', async (name) => {
    const url = urlOf(name, {
      params: { id: 1, storeId: 1, productId: 1, token: 'x' },
      query:
        name === 'banners'
          ? { category: 'WEB' }
          : name === 'delivery'
            ? { delivery: 'AT_HOME', state: '01' }
            : {},
    })
    for (let i = 0; i < 6; i++) {
      const response = await server.request('GET', url)
      expect(response.statusCode, `${name} #${i + 1}`).not.toBe(429)
    }
  })
})
