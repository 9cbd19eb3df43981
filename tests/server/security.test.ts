import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../server/db/seed/customers'
import { withCheckDigit } from '../../src/api/card-code'
import { type CliEndpointName, cliEndpoints } from '../../src/api/cli-endpoints'
import { type Endpoint, fillPath } from '../../src/api/endpoints'
import { startTestServer, type TestServer } from './harness'
import {
  call,
  DEMO_PASSWORD,
  expectOk,
  expectRefused,
  kioskSignupBody,
  registerConfirmed,
  signupBody,
} from './helpers'

let server: TestServer
/** A customer whose token lets garbage reach the bodies of the endpoints that need a session. */
let token = ''
beforeAll(async () => {
  server = await startTestServer()
  token = (await registerConfirmed(server)).token
})
afterAll(() => server.stop())

const GIUSEPPE = DEMO_CUSTOMERS.find((c) => c.username === null)

type Headers = Record<string, string | string[] | number | undefined>

function directives(headers: Headers): Map<string, string> {
  const csp = String(headers['content-security-policy'] ?? '')
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/)
        return [name, values.join(' ')] as const
      }),
  )
}

function expectSecurityHeaders(headers: Headers): void {
  const csp = directives(headers)
  expect(csp.get('script-src')).toBeDefined()
  expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(csp.get('default-src')).toBe("'self'")
  expect(csp.get('frame-ancestors')).toBe("'none'")
  expect(csp.get('object-src')).toBe("'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['access-control-allow-origin']).toBeUndefined()
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  // A hint for a process of the origin's own, which kept pages out of their service worker's process.
  expect(headers['origin-agent-cluster']).toBeUndefined()
}

/** A value for every path parameter of the contract (the lists' ids are UUIDs made by the device). */
const PATH_PARAMS = {
  id: 1,
  cartId: 1,
  productId: 1,
  lineId: 1,
  storeId: 1,
  listId: '0b7d3f52-8c1e-4a6b-9d2f-5e4c3b2a1f00',
  itemId: '0b7d3f52-8c1e-4a6b-9d2f-5e4c3b2a1f01',
}

describe('security headers', () => {
  it('are on an API answer', async () => {
    expectSecurityHeaders((await call(server, 'stores')).headers)
  })

  it('are on a refusal and on a 404', async () => {
    expectSecurityHeaders((await call(server, 'session')).headers)
    expectSecurityHeaders((await server.request('GET', '/cli/nothing-here')).headers)
  })

  it('are on a file under /media', async () => {
    const [banner] = expectOk(await call(server, 'banners', { query: { category: 'WEB' } }))
    const image = await server.request('GET', banner?.imageUrl ?? '/media/none')
    expect(image.statusCode).toBe(200)
    expectSecurityHeaders(image.headers)
  })

  it('keep personal answers out of caches', async () => {
    const answer = await call(server, 'session', { token })
    expect(answer.headers['cache-control']).toBe('no-store')
    const login = await call(server, 'login', {
      body: { username: 'mario.rossi@example.com', password: DEMO_PASSWORD },
    })
    expect(login.headers['cache-control']).toBe('no-store')
  })
})

describe('refusals are envelopes', () => {
  it('answers an unknown /cli path with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/cli/nothing-here'],
      ['POST', '/cli/profiles/nothing'],
      ['GET', '/cli/profiles/signup'],
      ['PUT', '/cli/stores'],
    ] as const) {
      const response = await server.request(method, url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(response.body)).toEqual({ code: 404, message: 'Risorsa non trovata' })
    }
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    for (const payload of ['{"username": "mario', '{username: 1}', '[', '']) {
      const response = await server.request('POST', '/cli/profiles/login', {
        body: payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode, payload).toBe(400)
      const envelope = JSON.parse(response.body) as { code: number; message: string }
      expect(Object.keys(envelope).sort()).toEqual(['code', 'message'])
      expect(envelope.code).toBe(400)
      expect(envelope.message).toMatch(/^Richiesta non valida/)
    }
  })

  it('answers an unsupported content type and a body too large with 400', async () => {
    const xml = await server.request('POST', '/cli/profiles/login', {
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    })
    expect(xml.statusCode).toBe(400)
    expect((JSON.parse(xml.body) as { code: number }).code).toBe(400)
    const huge = await server.request('POST', '/cli/profiles/login', {
      body: { username: 'x'.repeat(1_100_000), password: 'y' },
    })
    expect(huge.statusCode).toBe(400)
    expect((JSON.parse(huge.body) as { code: number }).code).toBe(400)
  })
})

describe('garbage input never breaks the server', () => {
  const all = Object.entries(cliEndpoints) as [CliEndpointName, Endpoint][]
  const withBody = all.filter(([, e]) => e.body !== undefined)
  const withoutBody = all.filter(([, e]) => e.method !== 'GET' && e.body === undefined)

  const garbageBodies: unknown[] = [
    {},
    'una stringa',
    '"una stringa JSON"',
    [],
    [1, 2, 3],
    { profile: 'x', username: 42, password: null, email: ['a'], token: { $ne: '' } },
    { username: 'a\u0000b@example.com', password: 'Password-\u0000-1', email: 'x\u0000@example.com' },
    { profileId: 1e308, cardCode: '0'.repeat(10_000), newPassword: '\u0000'.repeat(8) },
  ]

  async function expectEnvelope(
    method: Endpoint['method'],
    url: string,
    options: Parameters<TestServer['request']>[2],
  ) {
    const response = await server.request(method, url, options)
    const label = `${method} ${url} ${JSON.stringify(options?.body)?.slice(0, 80)}`
    expect(response.statusCode, label).toBeLessThan(500)
    expect(response.headers['content-type'], label).toMatch(/^application\/json/)
    const envelope = JSON.parse(response.body) as { code: unknown; message: unknown }
    expect(typeof envelope.code, label).toBe('number')
    expect(envelope.code, label).not.toBe(0)
    expect(typeof envelope.message, label).toBe('string')
  }

  it('covers every POST and PUT endpoint of the contract', () => {
    const covered = new Set([...withBody, ...withoutBody].map(([name]) => name))
    const writes = all.filter(([, e]) => e.method !== 'GET').map(([name]) => name)
    expect(writes.length).toBeGreaterThan(10)
    expect([...covered].sort()).toEqual(writes.sort())
  })

  it.each(withBody)('%s refuses garbage bodies with an envelope', async (_name, endpoint) => {
    const url = `/cli${fillPath(endpoint.path, PATH_PARAMS)}`
    for (const body of garbageBodies) {
      await expectEnvelope(endpoint.method, url, { body })
      if (endpoint.auth === 'required') await expectEnvelope(endpoint.method, url, { body, token })
    }
    await expectEnvelope(endpoint.method, url, {
      body: '{"broken": ',
      headers: { 'content-type': 'application/json' },
      ...(endpoint.auth === 'required' ? { token } : {}),
    })
  })

  it.each(withoutBody)('%s refuses garbage with an envelope', async (_name, endpoint) => {
    for (const id of ['1', 'abc', '99999999999', '-1', '%00']) {
      const url = `/cli${endpoint.path.replace(/\{\w+\}/g, id)}`
      for (const body of garbageBodies) await expectEnvelope(endpoint.method, url, { body })
    }
  })

  it('refuses garbage in query strings and path parameters of the GET endpoints', async () => {
    const queries = [
      '?s=abc&p=-1',
      '?s=5&s=6',
      '?lat=45&lon=abc',
      '?q=%00',
      '?cardCode=0430001234560&cardCode=0430001234560&lastName=Rossi',
      '?cardCode=%00&lastName=%00',
      '?category=WEB&category=WEB',
      '?delivery=AT_HOME&state=%00',
      '?delivery[]=AT_HOME&state=01',
    ]
    // A stream without path parameters (the lists' events) accepts any query and stays open: its
    // refusals are the shared lists' tests'. Those with an id are refused here like the rest.
    const gets = all.filter(
      ([, e]) => e.method === 'GET' && !(e.result.kind === 'stream' && !e.path.includes('{')),
    )
    for (const [name, endpoint] of gets) {
      for (const id of ['abc', '%00', '99999999999']) {
        for (const query of queries) {
          const url = `/cli${endpoint.path.replace(/\{\w+\}/g, id)}${query}`
          const response = await server.request('GET', url, endpoint.auth === 'required' ? { token } : {})
          expect(response.statusCode, `${name} ${url}`).toBeLessThan(500)
          expect(response.headers['content-type'], `${name} ${url}`).toMatch(/^application\/json/)
        }
      }
    }
  })

  it('refuses a deeply nested body with an envelope', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`
    const wide = `{"username": ${deep}, "password": "x"}`
    for (const body of [deep, wide]) {
      await expectEnvelope('POST', '/cli/profiles/login', {
        body,
        headers: { 'content-type': 'application/json' },
      })
    }
  })

  it('answers a NUL byte in a /media path with 404', async () => {
    const response = await server.request('GET', '/media/leaflets/%00.pdf')
    expect(response.statusCode).toBe(404)
  })

  it('still works after all that', async () => {
    expectOk(await call(server, 'session', { token }))
    expectOk(await call(server, 'signup', { body: signupBody() }))
    expectOk(
      await call(server, 'kioskSignup', { body: kioskSignupBody({ email: 'dopo.il.caos@esempio.it' }) }),
    )
    expectOk(
      await call(server, 'kioskCardProfile', {
        query: { cardCode: GIUSEPPE?.card.code ?? '', lastName: 'Esposito' },
      }),
    )
  })
})

describe('the card look-up does not tell more than the sign-up needs', () => {
  it('answers an unknown card and a wrong surname alike', async () => {
    const wrongSurname = await call(server, 'cardLookup', {
      query: { cardCode: GIUSEPPE?.card.code ?? '', lastName: 'Sbagliato' },
    })
    const unknownCard = await call(server, 'cardLookup', {
      query: { cardCode: withCheckDigit('043000999999'), lastName: 'Esposito' },
    })
    expectRefused(wrongSurname, 21)
    expect(unknownCard.raw).toEqual(wrongSurname.raw)
  })
})
