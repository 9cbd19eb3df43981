import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { CLI_API, openApiDocument } from '../../src/api/openapi'
import { OPS_API } from '../../src/api/ops-endpoints'

/**
 * The server's answers checked as a client generated from its OpenAPI documents would take them: the
 * status must be one the operation lists, and a JSON body must match that status's schema. The test
 * servers record every answer they send (harness.ts); each test file checks its own when it ends
 * (check-openapi-answers.ts), so it works however the files are run.
 */

/** One answer of a test server, as it left the server. */
export interface RecordedAnswer {
  method: string
  /** Fastify's pattern of the route that answered (`/cli/orders/:id`); none for an unknown path. */
  route: string | undefined
  url: string
  status: number
  contentType: string | undefined
  /** The body as sent; null when it left as a stream (a file, a compressed answer): not read here. */
  body: string | null
}

const recorded: RecordedAnswer[] = []

/** The text of an answer's payload at onSend; a stream (or a compressed buffer) is not read. */
function textOf(payload: unknown, compressed: boolean): string | null {
  if (typeof payload === 'string') return payload
  if (payload === null || payload === undefined) return ''
  if (Buffer.isBuffer(payload) && !compressed) return payload.toString('utf8')
  return null
}

/** Records every answer of the app from now on (before app.ready()). */
export function recordAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type')
    recorded.push({
      method: request.method,
      route: request.routeOptions.url,
      url: request.url,
      status: reply.statusCode,
      contentType: type === undefined ? undefined : String(type),
      body: textOf(payload, reply.hasHeader('content-encoding')),
    })
    return payload
  })
}

/** The answers recorded since the last take. */
export function takeRecordedAnswers(): RecordedAnswer[] {
  return recorded.splice(0)
}

/** The answers recorded so far, left for the check. */
export function recordedAnswers(): readonly RecordedAnswer[] {
  return recorded
}

interface Response {
  content?: { 'application/json'?: { schema: object } }
}

export interface Operation {
  /** `POST /cli/profiles/login (login)`, for the report. */
  name: string
  responses: Record<string, Response>
}

/** The operations of OpenAPI documents, by method and Fastify's pattern of their route. */
export function operationsOf(documents: object[]): Map<string, Operation> {
  const found = new Map<string, Operation>()
  for (const document of documents) {
    const { servers, paths } = document as {
      servers: { url: string }[]
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, Response> }>>
    }
    const prefix = new URL(servers[0]?.url ?? '/', 'http://server').pathname
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const verb = method.toUpperCase()
        found.set(`${verb} ${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`, {
          name: `${verb} ${prefix}${path} (${operation.operationId})`,
          responses: operation.responses,
        })
      }
    }
  }
  return found
}

let served: Map<string, Operation> | null = null

/** The operations of the documents the test servers serve at /cli/openapi.json and /ops/openapi.json. */
function servedOperations(): Map<string, Operation> {
  served ??= operationsOf([
    openApiDocument('http://tessera.test/cli', CLI_API),
    openApiDocument('http://tessera.test/ops', OPS_API),
  ])
  return served
}

const ajv = new Ajv2020({ allErrors: true, strict: true })
addFormats(ajv)
/** Compiled on first use: a test file compiles the schemas of the answers it has, not all 300. */
const validators = new WeakMap<object, ValidateFunction>()

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  return validate
}

const shown = (body: string | null) =>
  body === null ? '(a stream)' : body.length > 600 ? `${body.slice(0, 600)}…` : body

/** AJV's errors, one a line, with the values an enum or a const allows. */
function errorLines(errors: ValidateFunction['errors']): string {
  return (errors ?? [])
    .map((error) => {
      const params = error.params as { allowedValues?: unknown; allowedValue?: unknown }
      const allowed = params.allowedValues ?? params.allowedValue
      return `body${error.instancePath} ${error.message}${allowed === undefined ? '' : ` (${JSON.stringify(allowed)})`}`
    })
    .join('\n  ')
}

/**
 * Why a body does not match. An HTTP-200 schema is a oneOf of the success envelope and the refusals:
 * the branch its code points at says it best (a code the call does not list, a payload off the contract).
 */
function mismatch(schema: { oneOf?: object[] }, body: unknown, validate: ValidateFunction): string {
  const [success, refusal] = schema.oneOf ?? []
  const code = (body as { code?: unknown } | null)?.code
  const branch = code === 0 ? success : refusal
  if (branch && typeof code === 'number') {
    const narrow = validatorOf(branch)
    if (!narrow(body)) return errorLines(narrow.errors)
  }
  return errorLines(validate.errors)
}

/**
 * What does not match the documents, one entry per kind of mismatch (with how many answers had it).
 * An answer of no operation of the documents (the documents themselves, the app's files, media,
 * health, an unknown path, HEAD) is left out: no client generated from them makes it.
 */
export function openApiViolations(
  answers: readonly RecordedAnswer[],
  operations: Map<string, Operation> = servedOperations(),
): string[] {
  const found = new Map<string, { text: string; times: number }>()
  const report = (operation: Operation, answer: RecordedAnswer, problem: string) => {
    const key = `${operation.name} ${answer.status} ${problem}`
    const seen = found.get(key)
    if (seen) {
      seen.times += 1
      return
    }
    found.set(key, {
      text: `${operation.name} answered ${answer.status} to ${answer.method} ${answer.url}: ${problem}\n  body: ${shown(answer.body)}`,
      times: 1,
    })
  }
  for (const answer of answers) {
    const operation =
      answer.route === undefined ? undefined : operations.get(`${answer.method} ${answer.route}`)
    if (!operation) continue
    const response = operation.responses[String(answer.status)]
    if (!response) {
      report(
        operation,
        answer,
        `status ${answer.status} is not listed (${Object.keys(operation.responses).join(', ')})`,
      )
      continue
    }
    const schema = response.content?.['application/json']?.schema
    if (!schema) continue
    if (!answer.contentType?.startsWith('application/json')) {
      report(operation, answer, `content-type ${answer.contentType}, not JSON`)
      continue
    }
    if (answer.body === null) {
      report(operation, answer, 'the body left as a stream (compressed?) and could not be checked')
      continue
    }
    let body: unknown
    try {
      body = JSON.parse(answer.body)
    } catch {
      report(operation, answer, 'the body is not JSON')
      continue
    }
    const validate = validatorOf(schema)
    if (!validate(body)) {
      report(operation, answer, `the body does not match the schema:\n  ${mismatch(schema, body, validate)}`)
    }
  }
  return [...found.values()].map(({ text, times }) => (times > 1 ? `${text}\n  (${times} answers so)` : text))
}
