import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { cliEndpoints } from './cli-endpoints'
import type { Endpoint } from './endpoints'
import { dataEnvelope, emptyEnvelope, pageEnvelope, refusalEnvelope } from './envelope'
import { ERROR_CATALOGUE, messageForCode, ServerCode } from './errors'

type JsonSchema = Record<string, unknown>

/** One schema of the document; the dialect is said once, by the document (jsonSchemaDialect). */
function schemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as JsonSchema
  return json
}

function parameters(endpoint: Endpoint) {
  const list: JsonSchema[] = []
  const add = (where: 'path' | 'query' | 'header', schema: v.GenericSchema | undefined) => {
    if (!schema) return
    const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      })
    }
  }
  add('path', endpoint.params)
  add('query', endpoint.query)
  add('header', endpoint.headers)
  return list
}

function successSchema(result: Exclude<Endpoint['result'], { kind: 'stream' | 'file' }>): JsonSchema {
  switch (result.kind) {
    case 'data':
      return schemaOf(dataEnvelope(result.schema), 'output')
    case 'page':
      return schemaOf(pageEnvelope(result.schema), 'output')
    case 'none':
      return schemaOf(emptyEnvelope, 'output')
  }
}

/** A code and what it means, for the descriptions (9 has two messages: the server says which). */
function meaning(code: number): string {
  if (code === ServerCode.LinkUsed) return `${code} a mail link used already`
  return `${code} ${messageForCode(code, undefined)}`
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })

/** An answer with a status other than 200: the error envelope with the one code of that status. */
const refused = (description: string, code: number) => ({
  description,
  content: json(schemaOf(refusalEnvelope([code]), 'output')),
})

/**
 * A stream's HTTP 200: `text/event-stream`. OpenAPI 3.1 cannot type the events themselves, so the
 * text is a string and the data of each event is given as an extension, `x-event` (its name and the
 * JSON Schema of its `data:`), besides the description.
 */
function streamAnswer(result: Extract<Endpoint['result'], { kind: 'stream' }>): JsonSchema {
  const others = Object.entries(result.others ?? {})
  const also = others.length
    ? ` Also events ${others.map(([name]) => `\`${name}\``).join(', ')}, whose data is in x-other-events.`
    : ''
  return {
    description: `An event stream that stays open: events \`${result.event}\` whose data is the JSON in x-event.data (not an envelope), each with an id for Last-Event-ID; comments (\`:\`) are heartbeats.${also}`,
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        'x-event': { name: result.event, data: schemaOf(result.schema, 'output') },
        ...(others.length
          ? {
              'x-other-events': others.map(([name, schema]) => ({
                name,
                data: schemaOf(schema, 'output'),
              })),
            }
          : {}),
      },
    },
  }
}

/** A file's HTTP 200: its bytes in its media type, or (JSON) a refusal with one of its codes. */
function fileAnswer(
  result: Extract<Endpoint['result'], { kind: 'file' }>,
  codes: readonly number[],
): JsonSchema {
  const [first, ...rest] = codes
  return {
    description:
      first === undefined
        ? `The file itself (${result.mediaType}), not an envelope.`
        : `The file itself (${result.mediaType}), or a refusal envelope with its code and message: ${codes.map(meaning).join('; ')}.`,
    content: {
      [result.mediaType]: { schema: { type: 'string', format: 'binary' } },
      ...(first === undefined ? {} : json(schemaOf(refusalEnvelope([first, ...rest]), 'output'))),
    },
  }
}

/**
 * What an endpoint answers: HTTP 200 with the success envelope or one of its codes, and every other
 * status the server gives it (server/app.ts: the contract's 400, the session's 401, the rate limit's
 * 429, 503 while the server drains or cannot reach its database or, for a rate-limited call, the Redis
 * of its counters, and 500 for a failure of ours).
 */
function responses(endpoint: Endpoint): Record<string, JsonSchema> {
  const codes = endpoint.codes ?? []
  const [first, ...rest] = codes
  const result = endpoint.result
  return {
    '200':
      result.kind === 'stream'
        ? streamAnswer(result)
        : result.kind === 'file'
          ? fileAnswer(result, codes)
          : {
              description:
                first === undefined
                  ? 'The envelope: code 0 with the payload.'
                  : `The envelope: code 0 with the payload, or a refusal with its code and message: ${codes.map(meaning).join('; ')}.`,
              content: json(
                first === undefined
                  ? successSchema(result)
                  : { oneOf: [successSchema(result), schemaOf(refusalEnvelope([first, ...rest]), 'output')] },
              ),
            },
    '400': refused('The request does not match the contract (code 400).', ServerCode.InvalidRequest),
    ...(endpoint.auth === 'required' || endpoint.auth === 'store' || endpoint.auth === 'staff'
      ? { '401': refused('Missing, expired or revoked token (code 401).', ServerCode.Unauthorized) }
      : {}),
    ...(endpoint.auth === 'required' || endpoint.auth === 'optional' || endpoint.auth === 'staff'
      ? {
          '403': refused(
            endpoint.auth === 'staff'
              ? "A customer's token on a store staff's call (code 403)."
              : "A store staff's token on a customer's call (code 403).",
            ServerCode.Forbidden,
          ),
        }
      : {}),
    ...(endpoint.notFound
      ? {
          '404': refused(
            "What an id names is not there, or not the caller's (code 404).",
            ServerCode.NotFound,
          ),
        }
      : {}),
    ...(endpoint.limited
      ? { '429': refused('Too many attempts from this client (code 429).', ServerCode.TooManyRequests) }
      : {}),
    '500': refused(
      `An unexpected failure of the server (code 4000, ${ERROR_CATALOGUE[4000].message}).`,
      4000,
    ),
    '503': refused(
      `The server is shutting down or cannot reach its database${endpoint.limited ? ', or the Redis that counts its attempts' : ''}: try again in a moment (code 503).`,
      ServerCode.ServiceUnavailable,
    ),
  }
}

export interface ApiDescription {
  title: string
  description: string
  endpoints: Readonly<Record<string, Endpoint>>
}

/** The envelope and its codes, as both APIs describe them. */
export const ENVELOPE_DESCRIPTION =
  'Every answer is an envelope {code, message?, data}; code 0 is success. A refusal is answered with HTTP 200 and a non-zero code with its message (each operation lists its codes), or, when the request could not be served, with its HTTP status and that status as the code: 400 a request off the contract, 401 no valid token, 403 a customer token on a store staff call or the reverse, 404 an unknown resource, 429 too many attempts, 503 the server shutting down or unable to reach its database; 500 (code 4000) a failure of the server.'

/** The customer's API: the /cli contract. */
export const CLI_API: ApiDescription = {
  title: 'Tessera /cli API',
  description: `Loyalty-card and online-grocery customer API. ${ENVELOPE_DESCRIPTION} Placing an order needs an Idempotency-Key header: the same key answers the same order.`,
  endpoints: cliEndpoints,
}

/** The OpenAPI 3.1 document of an API of the contract (/cli by default), generated from its valibot schemas. */
export function openApiDocument(serverUrl: string, api: ApiDescription = CLI_API): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const [name, endpoint] of Object.entries(api.endpoints) as [string, Endpoint][]) {
    const operation: JsonSchema = {
      operationId: name,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      parameters: parameters(endpoint),
      responses: responses(endpoint),
    }
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: json(schemaOf(endpoint.body, 'input')),
      }
    }
    if (endpoint.auth !== 'none')
      operation.security = endpoint.auth === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }]
    const path = endpoint.path
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: api.title, version: '1.0.0', description: api.description },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}
