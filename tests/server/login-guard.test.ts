import { solveChallenge } from 'altcha-lib/v1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import type { LoginChallenge } from '../../src/api/schemas/auth'
import { startTestServer, type TestServer } from './harness'
import { call, DEMO_PASSWORD, expectOk, expectRefused } from './helpers'

/**
 * Issue 17: failed logins are counted per account too, and after five of them the next attempt needs
 * a solved proof-of-work challenge in the login's `g-recaptcha-response` (behaviour §7;
 * auth/login-guard.ts).
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const CHALLENGE_MESSAGE = 'Troppi tentativi non riusciti per questo accesso: serve una verifica di sicurezza.'
const GIULIA = 'giulia.bianchi@example.com'
const GIUSEPPE = DEMO_CUSTOMERS.find((c) => c.username === null)

/** Solves a challenge of the server as the app does on the device. */
async function solved(): Promise<string> {
  const challenge = expectOk(await call(server, 'loginChallenge')) as LoginChallenge
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise
  if (!solution) throw new Error('challenge not solved')
  const payload = { ...challenge, number: solution.number }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

const login = (username: string, password: string, solution?: string) =>
  call(server, 'login', {
    body: { username, password },
    query: solution === undefined ? {} : { 'g-recaptcha-response': solution },
  })

async function failFiveTimes(username: string): Promise<void> {
  for (let i = 0; i < 5; i++) expectRefused(await login(username, `Sbagliata-${i}`), 2)
}

describe('failed logins of one account', () => {
  it('ask for a challenge after five, even with the right password, and let a solved one in', async () => {
    await failFiveTimes(GIULIA)
    expectRefused(await login(GIULIA, DEMO_PASSWORD), 52, { message: CHALLENGE_MESSAGE })
    expectRefused(await login(GIULIA, DEMO_PASSWORD, 'bm90IGEgc29sdXRpb24='), 52)
    expectOk(await login(GIULIA, DEMO_PASSWORD, await solved()))
    // A success starts the count again.
    expectOk(await login(GIULIA, DEMO_PASSWORD))
  })

  it('spend a solution once, and refuse one with the wrong number', async () => {
    await failFiveTimes(GIULIA)
    const solution = await solved()
    expectRefused(await login(GIULIA, 'Sbagliata-6', solution), 2)
    expectRefused(await login(GIULIA, DEMO_PASSWORD, solution), 52)

    const challenge = expectOk(await call(server, 'loginChallenge')) as LoginChallenge
    const wrong = Buffer.from(JSON.stringify({ ...challenge, number: 1 })).toString('base64')
    const right = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise
    expect(right?.number).not.toBe(1)
    expectRefused(await login(GIULIA, DEMO_PASSWORD, wrong), 52)
    expectOk(await login(GIULIA, DEMO_PASSWORD, await solved()))
  })

  it('count an unknown username alike: nothing tells which accounts exist', async () => {
    await failFiveTimes('nessuno@example.com')
    expectRefused(await login('nessuno@example.com', 'Sbagliata'), 52, { message: CHALLENGE_MESSAGE })
  })

  it('count the kiosk login per card', async () => {
    const cardCode = GIUSEPPE?.card.code ?? ''
    for (let i = 0; i < 5; i++) {
      expectRefused(
        await call(server, 'kioskLogin', { body: { cardCode, lastName: `Sbagliato${i}` }, query: {} }),
        2,
      )
    }
    const body = { cardCode, lastName: 'Esposito' }
    expectRefused(await call(server, 'kioskLogin', { body, query: {} }), 52)
    expectOk(await call(server, 'kioskLogin', { body, query: { 'g-recaptcha-response': await solved() } }))
  })
})

describe('the per-account counts while Redis cannot be reached', () => {
  it('fail closed on counting (503 by the error handler) and let a right password stand', async () => {
    const { connectRedis, RedisUnavailable } = await import('../../server/redis')
    const { redisGuardStore } = await import('../../server/auth/login-guard')
    // A port nothing listens on: every command fails at once (no offline queue).
    const away = await connectRedis('redis://127.0.0.1:1')
    try {
      const store = redisGuardStore(away, 'test:')
      await expect(store.count('k')).rejects.toBeInstanceOf(RedisUnavailable)
      await expect(store.increment('k', 1000)).rejects.toBeInstanceOf(RedisUnavailable)
      await expect(store.spendOnce('k', 1000)).rejects.toBeInstanceOf(RedisUnavailable)
      await expect(store.reset('k')).resolves.toBeUndefined()
    } finally {
      away.disconnect()
    }
  })
})
