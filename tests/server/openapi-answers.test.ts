import { describe, expect, it } from 'vitest'
import { startTestServer } from './harness'
import { openApiViolations, type RecordedAnswer, recordedAnswers } from './openapi-answers'

/** An answer of POST /cli/profiles/cards/7/disable, changed as a test says. */
const answer = (change: Partial<RecordedAnswer> = {}): RecordedAnswer => ({
  method: 'POST',
  route: '/cli/profiles/cards/:id/disable',
  url: '/cli/profiles/cards/7/disable',
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: '{"code":404,"message":"Carta non trovata"}',
  ...change,
})

describe('the check of the answers against the OpenAPI documents', () => {
  it('passes the answers the documents describe', () => {
    expect(
      openApiViolations([
        answer(),
        answer({ status: 401, body: '{"code":401,"message":"Sessione non valida o scaduta"}' }),
        answer({ status: 200, body: '{"code":0,"data":[]}' }),
        answer({
          method: 'POST',
          route: '/cli/profiles/login',
          url: '/cli/profiles/login',
          status: 200,
          body: '{"code":52,"message":"Serve una verifica di sicurezza."}',
        }),
      ]),
    ).toEqual([])
  })

  it('reports a status the operation does not list', () => {
    const [violation, ...more] = openApiViolations([
      answer({ method: 'GET', route: '/cli/stores', url: '/cli/stores?s=5' }),
    ])
    expect(more).toEqual([])
    expect(violation).toContain('GET /cli/stores (stores) answered 404 to GET /cli/stores?s=5')
    expect(violation).toContain('status 404 is not listed (200, 400, 500, 503)')
    expect(violation).toContain('body: {"code":404,"message":"Carta non trovata"}')
  })

  it('reports a code the call does not answer, naming those it does', () => {
    const [violation] = openApiViolations([
      answer({
        route: '/cli/profiles/login',
        url: '/cli/profiles/login',
        status: 200,
        body: '{"code":4004,"message":"Carrello non trovato"}',
      }),
    ])
    expect(violation).toContain('POST /cli/profiles/login (login) answered 200')
    expect(violation).toContain('body/code must be equal to one of the allowed values ([2,5,52])')
  })

  it('reports a payload off the contract, a body that is not JSON or not sent as JSON', () => {
    const states = { method: 'GET', route: '/cli/stores/states', url: '/cli/stores/states', status: 200 }
    const violations = openApiViolations([
      answer({ ...states, body: '{"code":0,"data":"Piemonte"}' }),
      answer({ ...states, body: '{"code":0,' }),
      answer({ ...states, contentType: 'text/plain', body: 'ok' }),
      answer({ ...states, body: null }),
    ])
    expect(violations).toHaveLength(4)
    expect(violations[0]).toContain('body/data must be array')
    expect(violations[1]).toContain('the body is not JSON')
    expect(violations[2]).toContain('content-type text/plain, not JSON')
    expect(violations[3]).toContain('could not be checked')
  })

  it('tells the same mismatch once, with how many answers had it', () => {
    const wrong = answer({ status: 409 })
    const violations = openApiViolations([wrong, wrong, wrong])
    expect(violations).toHaveLength(1)
    expect(violations[0]).toContain('(3 answers so)')
  })

  it('leaves out what no operation of the documents makes: health, the documents, unknown paths', () => {
    expect(
      openApiViolations([
        answer({ method: 'GET', route: '/healthz', url: '/healthz', status: 200, body: '{"status":"ok"}' }),
        answer({ method: 'GET', route: '/cli/openapi.json', url: '/cli/openapi.json', status: 200 }),
        answer({ method: 'GET', route: undefined, url: '/cli/nowhere', status: 404 }),
        answer({ method: 'HEAD', route: '/cli/stores', url: '/cli/stores', status: 200, body: '' }),
      ]),
    ).toEqual([])
  })

  it("is fed by the test servers: every answer, with its route's pattern", async () => {
    const server = await startTestServer()
    try {
      const before = recordedAnswers().length
      await server.request('POST', '/cli/profiles/cards/7/disable')
      await server.request('GET', '/cli/stores/states')
      expect(recordedAnswers().slice(before)).toEqual([
        expect.objectContaining({
          method: 'POST',
          route: '/cli/profiles/cards/:id/disable',
          status: 401,
          contentType: expect.stringMatching(/^application\/json/),
          body: expect.stringContaining('"code":401'),
        }),
        expect.objectContaining({ method: 'GET', route: '/cli/stores/states', status: 200 }),
      ])
    } finally {
      await server.stop()
    }
  })
})
