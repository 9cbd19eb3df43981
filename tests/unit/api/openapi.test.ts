import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { cliEndpoints } from '../../../src/api/cli-endpoints'
import type { Endpoint } from '../../../src/api/endpoints'
import { ErrorCode, ServerCode } from '../../../src/api/errors'
import { CLI_API, openApiDocument } from '../../../src/api/openapi'
import { OPS_API, opsEndpoints } from '../../../src/api/ops-endpoints'

interface Response {
  description: string
  content: {
    'application/json': {
      schema: {
        oneOf?: { properties: { code: { enum?: number[] } } }[]
        /** A file's refusals: the envelope itself (its one other content is the file). */
        properties: { code: { enum?: number[] } }
      }
    }
    /** A file endpoint's HTTP 200 (a PDF, a wallet pass): its bytes. */
    [mediaType: string]: unknown
    /** A stream endpoint's HTTP 200 instead (docs/ordering.md "Live status"). */
    'text/event-stream'?: { schema: object; 'x-event': { name: string; data: object } }
  }
}
type Paths = Record<string, Record<string, { responses: Record<string, Response> }>>

const cli = openApiDocument('http://tessera.test/cli', CLI_API) as { paths: Paths }
const ops = openApiDocument('http://tessera.test/ops', OPS_API) as { paths: Paths }
const apis: [{ paths: Paths }, Readonly<Record<string, Endpoint>>][] = [
  [cli, cliEndpoints],
  [ops, opsEndpoints],
]

const responsesOf = (document: { paths: Paths }, endpoint: Endpoint) => {
  const responses = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.responses
  if (!responses) throw new Error(`no operation for ${endpoint.method} ${endpoint.path}`)
  return responses
}

function validator(schema: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: true })
  addFormats(ajv)
  return ajv.compile(schema)
}

describe('the OpenAPI documents', () => {
  it('hold JSON Schema 2020-12 that a strict validator compiles, for every answer of every operation', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true })
    addFormats(ajv)
    let schemas = 0
    for (const [document] of apis)
      for (const methods of Object.values(document.paths))
        for (const operation of Object.values(methods))
          for (const response of Object.values(operation.responses)) {
            const stream = response.content['text/event-stream']
            const schema = stream ? stream['x-event'].data : response.content['application/json']?.schema
            // A file's answer is its bytes (a string, format binary), with no JSON beside it unless it has refusals.
            if (!schema) continue
            expect(() => ajv.compile(schema)).not.toThrow()
            schemas += 1
          }
    expect(schemas).toBeGreaterThan(200)
  })

  it("answer HTTP 200 with the success envelope or one of the call's codes, each with its meaning", () => {
    for (const [document, endpoints] of apis)
      for (const endpoint of Object.values(endpoints)) {
        const ok = responsesOf(document, endpoint)['200']
        if (endpoint.result.kind === 'stream') {
          expect(endpoint.codes ?? []).toEqual([])
          continue
        }
        if (endpoint.result.kind === 'file') {
          // The file in its media type; its refusals (HTTP 200) in JSON, the envelope with their codes.
          expect(ok?.content[endpoint.result.mediaType]).toBeDefined()
          const json = ok?.content['application/json']?.schema
          expect(json?.properties.code.enum ?? [], endpoint.path).toEqual(endpoint.codes ?? [])
          continue
        }
        const refusals = ok?.content['application/json'].schema.oneOf?.[1]
        expect(refusals?.properties.code.enum ?? [], endpoint.path).toEqual(endpoint.codes ?? [])
        for (const code of endpoint.codes ?? []) expect(ok?.description).toContain(`${code} `)
      }
    const placeOrder = responsesOf(cli, cliEndpoints.placeOrder)['200']
    expect(placeOrder?.description).toContain('44 La fascia oraria scelta è al completo')
  })

  it('list the other statuses: 400, 500 and 503 always, 401 with a token, 403 for the wrong kind of session, 404 for an id, 429 when limited', () => {
    const statuses = (document: { paths: Paths }, endpoint: Endpoint) =>
      Object.keys(responsesOf(document, endpoint))
    expect(statuses(cli, cliEndpoints.disableCard)).toEqual(['200', '400', '401', '403', '404', '500', '503'])
    expect(statuses(cli, cliEndpoints.leaflets)).toEqual(['200', '400', '403', '500', '503'])
    expect(statuses(cli, cliEndpoints.staffOrder)).toEqual(['200', '400', '401', '403', '404', '500', '503'])
    expect(statuses(cli, cliEndpoints.login)).toEqual(['200', '400', '429', '500', '503'])
    expect(statuses(cli, cliEndpoints.stores)).toEqual(['200', '400', '500', '503'])
    expect(statuses(ops, opsEndpoints.orderSettings)).toEqual(['200', '400', '401', '404', '500', '503'])
  })

  it('tell a client which bodies to expect, and which not', () => {
    const login = responsesOf(cli, cliEndpoints.login)
    const loginOk = validator(login['200']?.content['application/json'].schema ?? {})
    expect(loginOk({ code: ErrorCode.UserNotFound, message: 'Utente non trovato' })).toBe(true)
    expect(loginOk({ code: ServerCode.ChallengeRequired, message: 'Serve una verifica' })).toBe(true)
    expect(loginOk({ code: ErrorCode.CartNotFound, message: 'Carrello non trovato' })).toBe(false)
    expect(loginOk({ code: 0, data: { jwt: 'x' } })).toBe(false)
    const tooMany = validator(login['429']?.content['application/json'].schema ?? {})
    expect(tooMany({ code: 429, message: 'Troppi tentativi' })).toBe(true)
    expect(tooMany({ code: 429 })).toBe(false)

    const disable = responsesOf(cli, cliEndpoints.disableCard)
    const notFound = validator(disable['404']?.content['application/json'].schema ?? {})
    expect(notFound({ code: 404, message: 'Carta non trovata' })).toBe(true)
    expect(notFound({ code: 400, message: 'Richiesta non valida' })).toBe(false)
    const failed = validator(disable['500']?.content['application/json'].schema ?? {})
    expect(failed({ code: 4000, message: 'Errore generico' })).toBe(true)
  })

  it("describe an event stream's answer as text/event-stream with the JSON Schema of its events' data", () => {
    const live = responsesOf(cli, cliEndpoints.orderEvents)
    expect(Object.keys(live)).toEqual(['200', '400', '401', '403', '404', '500', '503'])
    const stream = live['200']?.content['text/event-stream'] ?? expect.fail('no text/event-stream')
    expect(live['200']?.content['application/json']).toBeUndefined()
    expect(stream.schema).toEqual({ type: 'string' })
    expect(stream['x-event'].name).toBe('order')
    const order = validator(stream['x-event'].data)
    expect(order({ id: 1 })).toBe(false)
    const queue = responsesOf(cli, cliEndpoints.staffEvents)['200']?.content['text/event-stream']
    expect(queue?.['x-event'].name).toBe('order')
    // A refusal before the stream opens is the usual envelope.
    const notFound = validator(live['404']?.content['application/json'].schema ?? {})
    expect(notFound({ code: 404, message: 'Ordine non trovato' })).toBe(true)
  })
})
