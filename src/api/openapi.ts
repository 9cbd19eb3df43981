import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { cliEndpoints } from './cli-endpoints'
import type { Endpoint } from './endpoints'
import { dataEnvelope, ErrorEnvelope, emptyEnvelope, pageEnvelope } from './envelope'
import { codeList } from './errors'

type JsonSchema = Record<string, unknown>

const schemaOf = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema =>
  toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema

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

function responseSchema(result: Endpoint['result']): JsonSchema {
  switch (result.kind) {
    case 'data':
      return schemaOf(dataEnvelope(result.schema), 'output')
    case 'page':
      return schemaOf(pageEnvelope(result.schema), 'output')
    case 'none':
      return schemaOf(emptyEnvelope, 'output')
  }
}

export interface ApiDescription {
  title: string
  description: string
  endpoints: Readonly<Record<string, Endpoint>>
}

/** The customer's API: the /cli contract. */
export const CLI_API: ApiDescription = {
  title: 'Tessera /cli API',
  description: `Loyalty-card and online-grocery customer API. Every answer is an envelope {code, message?, data}; code 0 is success. Error codes: ${codeList()}; 9 a mail link used already; 400 a request off the contract (HTTP 400), 401 no valid session (HTTP 401), 404 an unknown resource (HTTP 404), 429 too many attempts (HTTP 429). Placing an order needs an Idempotency-Key header: the same key answers the same order.`,
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
      responses: {
        '200': {
          description: 'An envelope: code 0 with the payload, or a non-zero code of the error catalogue.',
          content: { 'application/json': { schema: responseSchema(endpoint.result) } },
        },
        '400': {
          description: 'The request does not match the contract.',
          content: { 'application/json': { schema: schemaOf(ErrorEnvelope, 'output') } },
        },
        ...(endpoint.auth === 'required' || endpoint.auth === 'store'
          ? { '401': { description: 'Missing, expired or revoked token.' } }
          : {}),
        ...(endpoint.limited ? { '429': { description: 'Too many attempts from this client.' } } : {}),
      },
    }
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
      }
    }
    if (endpoint.auth !== 'none')
      operation.security = endpoint.auth === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }]
    const path = endpoint.path
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: { title: api.title, version: '1.0.0', description: api.description },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  }
}
