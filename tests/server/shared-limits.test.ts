import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { call, DEMO_PASSWORD, expectOk, expectRefused } from './helpers'
import { requireRedis, TEST_REDIS_URL, testPrefix } from './redis'

/**
 * Issue 17: the rate-limit counters in Redis (REDIS_URL) are shared by every instance, and when Redis
 * cannot be reached the limited (login-like) calls fail closed with 503 (README, "Several instances").
 */
const MARIO = 'mario.rossi@example.com'
const TOO_MANY = 'Troppi tentativi: riprova tra qualche minuto.'
const UNAVAILABLE = 'Servizio momentaneamente non disponibile: riprova tra poco.'

const servers: TestServer[] = []
afterAll(() => Promise.all(servers.map((server) => server.stop())))

async function instance(redis: { url: string; prefix: string }): Promise<TestServer> {
  const server = await startTestServer({ rateLimitPerMinute: 3, redis })
  servers.push(server)
  return server
}

const wrongLogin = (server: TestServer, i: number) =>
  call(server, 'login', { body: { username: MARIO, password: `Sbagliata-${i}` }, query: {} })

describe('rate limits shared through Redis', () => {
  beforeAll(requireRedis)

  it('count the attempts of a client once over two instances, and say when to retry', async () => {
    const shared = { url: TEST_REDIS_URL, prefix: testPrefix() }
    const [one, two] = [await instance(shared), await instance(shared)]
    if (!one || !two) throw new Error('no instances')
    expectRefused(await wrongLogin(one, 1), 2)
    expectRefused(await wrongLogin(two, 2), 2)
    expectRefused(await wrongLogin(one, 3), 2)
    for (const server of [two, one]) {
      const answer = await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } })
      expectRefused(answer, 429, { message: TOO_MANY })
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Each call has its own counter, shared as well.
    expectOk(await call(two, 'requestPasswordReset', { body: { tid: '01', email: 'a@example.com' } }))
  })

  it('count the failed logins of one account over both instances (the challenge follows)', async () => {
    const shared = { url: TEST_REDIS_URL, prefix: testPrefix() }
    const [one, two] = [await startTestServer({ redis: shared }), await startTestServer({ redis: shared })]
    servers.push(one, two)
    for (let i = 0; i < 5; i++) expectRefused(await wrongLogin(i % 2 ? one : two, i), 2)
    expectRefused(
      await call(one, 'login', { body: { username: MARIO, password: DEMO_PASSWORD }, query: {} }),
      52,
    )
  })

  it('keep instances with another prefix (another deployment) apart', async () => {
    const [mine, theirs] = [
      await instance({ url: TEST_REDIS_URL, prefix: testPrefix() }),
      await instance({ url: TEST_REDIS_URL, prefix: testPrefix() }),
    ]
    if (!mine || !theirs) throw new Error('no instances')
    for (let i = 0; i < 3; i++) expectRefused(await wrongLogin(mine, i), 2)
    expectRefused(await wrongLogin(mine, 4), 429, { message: TOO_MANY })
    expectRefused(await wrongLogin(theirs, 5), 2)
  })

  it('report the server ready while Redis answers', async () => {
    const server = await instance({ url: TEST_REDIS_URL, prefix: testPrefix() })
    const ready = await server.request('GET', '/readyz')
    expect(ready.statusCode).toBe(200)
  })
})

describe('with Redis out of reach', () => {
  let server: TestServer
  beforeAll(async () => {
    // Nothing listens on port 1: every command fails at once.
    server = await instance({ url: 'redis://127.0.0.1:1', prefix: testPrefix() })
  })

  it('answers the login-like calls 503 in the envelope, never letting them through uncounted', async () => {
    for (let i = 0; i < 5; i++) {
      expectRefused(
        await call(server, 'login', { body: { username: MARIO, password: DEMO_PASSWORD } }),
        503,
        {
          status: 503,
          message: UNAVAILABLE,
        },
      )
    }
    expectRefused(await call(server, 'requestPasswordReset', { body: { tid: '01', email: MARIO } }), 503, {
      status: 503,
      message: UNAVAILABLE,
    })
  })

  it('keeps serving the calls that are not rate limited', async () => {
    expectOk(await call(server, 'stores', { query: { s: 5, p: 0 } }))
  })

  it('is not ready, and says why', async () => {
    const ready = await server.request('GET', '/readyz')
    expect(ready.statusCode).toBe(503)
    expect(JSON.parse(ready.body)).toMatchObject({ code: 503, reason: expect.stringMatching(/^redis/) })
    expect((await server.request('GET', '/healthz')).statusCode).toBe(200)
  })
})
