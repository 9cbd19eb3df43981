import type {} from '@fastify/rate-limit'
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { CallOutput, Endpoint } from '../../src/api/endpoints'
import { ErrorCode } from '../../src/api/errors'
import { isSizeBound } from '../../src/api/rules'
import { inLanguage, languageOf } from '../language'
import type { LiveStream } from './event-streams'
import { Failure } from './failure'
import { serverMessages } from './server-messages'

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined

export interface Context<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  headers: Out<E['headers']>
  request: FastifyRequest
  reply: FastifyReply
}

/** A file endpoint's answer: its bytes and the name it is saved under. */
export interface FileAnswer {
  body: Uint8Array
  /** Plain ASCII (letters, digits, `-`, `.`): it goes into Content-Disposition as it is. */
  filename: string
  /** Shown by the browser rather than saved (a wallet pass, which the phone opens). */
  inline?: boolean
}

/** What a handler gives: the call's payload, for a stream endpoint the open stream, for a file its bytes. */
export type HandlerOutput<E extends Endpoint> = E['result'] extends { kind: 'stream' }
  ? LiveStream
  : E['result'] extends { kind: 'file' }
    ? FileAnswer
    : CallOutput<E>

export type Handler<E extends Endpoint> = (context: Context<E>) => Promise<HandlerOutput<E>>

/**
 * A field whose rule has its own code in behaviour §8 is refused with that code (HTTP 200), as a real
 * backend would: a weak password is 13, a bad phone 30, a bad card code 35. Any other refusal of
 * the contract is HTTP 400.
 */
export const CODE_OF_FIELD: Readonly<Record<string, number>> = {
  password: ErrorCode.WeakPassword,
  newPassword: ErrorCode.WeakPassword,
  oldPassword: ErrorCode.WrongOldPassword,
  mobilePhone: ErrorCode.InvalidPhone,
  cardCode: ErrorCode.InvalidCardCode,
  code: ErrorCode.InvalidCardCode,
  username: ErrorCode.InvalidUsername,
  email: ErrorCode.InvalidUsername,
}

function refusal(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Failure {
  const issue = issues[0]
  const keys = (issue.path ?? []).map((item) => String(item.key))
  const field = keys.at(-1)
  // A value that is there but breaks its rule gets the field's code; a missing or empty one is just
  // a malformed request (an empty login password is not a "weak password").
  const ruleBroken = issue.kind === 'validation' && issue.type !== 'non_empty' && !isSizeBound(issue)
  const code = field === undefined || !ruleBroken ? undefined : CODE_OF_FIELD[field]
  if (code !== undefined) return Failure.of(code as (typeof ErrorCode)[keyof typeof ErrorCode])
  return Failure.invalidRequest(keys.length ? `${keys.join('.')}: ${issue.message}` : issue.message)
}

/**
 * Half of a surrogate pair (JSON's "\ud800"), which jsonb refuses. With the `u` flag a whole pair is
 * one code point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * True when a string anywhere in the input, keys too, holds what PostgreSQL cannot store: U+0000 (text
 * refuses it) or a lone surrogate. Iterative: a deeply nested body must not overflow.
 */
function hasUnstorable(input: unknown): boolean {
  const pending: unknown[] = [input]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return true
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item)
    }
  }
  return false
}

function parse<S extends v.GenericSchema | undefined>(schema: S, input: unknown): Out<S> {
  if (!schema) return undefined as Out<S>
  // Such a string would reach the database and fail there as a 500.
  if (hasUnstorable(input)) throw Failure.invalidRequest(serverMessages.unstorable)
  const result = v.safeParse(schema, input ?? {})
  if (!result.success) throw refusal(result.issues)
  return result.output as Out<S>
}

export interface RouteOptions {
  /** Preparation run before the handler (authentication). */
  preHandler?: (request: FastifyRequest, endpoint: Endpoint) => Promise<void>
  /** @fastify/rate-limit settings for this route. */
  rateLimit?: { max: number; timeWindow: number } | false
}

/**
 * Registers one endpoint of the contract: its path and method, its request checked with the
 * contract's schemas, its answer wrapped in the envelope; a stream endpoint's answer is the stream
 * (refusals before it opens are envelopes as anywhere).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    config: (options.rateLimit ? { rateLimit: options.rateLimit } : {}) as FastifyContextConfig,
    // An event stream must leave event by event: compression would hold events back in its buffer
    // (@fastify/compress's default already leaves text/event-stream alone; this says it outright).
    ...(endpoint.result.kind === 'stream' ? { compress: false as const } : {}),
    preHandler: options.preHandler ? (request) => options.preHandler?.(request, endpoint) : undefined,
    handler: async (request, reply) => {
      // The contract's messages of a refused field come in the request's language.
      const context = inLanguage(languageOf(request), () => ({
        params: parse(endpoint.params, request.params),
        query: parse(endpoint.query, request.query),
        body: parse(endpoint.body, request.body),
        headers: parse(endpoint.headers, request.headers),
        request,
        reply,
      })) as Context<E>
      const result = await handler(context)
      if (endpoint.result.kind === 'stream') {
        const stream = result as LiveStream
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache')
            // nginx and its kin buffer answers unless told not to.
            .header('x-accel-buffering', 'no')
            .send(stream.body)
        )
      }
      if (endpoint.result.kind === 'file') {
        const file = result as unknown as FileAnswer
        return reply
          .header('content-type', endpoint.result.mediaType)
          .header(
            'content-disposition',
            `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`,
          )
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength))
      }
      reply.header(
        'cache-control',
        endpoint.method === 'GET' && endpoint.auth === 'none' ? 'no-cache' : 'no-store',
      )
      switch (endpoint.result.kind) {
        case 'data':
          return { code: 0, data: result }
        case 'page':
          return { code: 0, ...(result as object) }
        case 'none':
          return { code: 0 }
      }
      return undefined
    },
  })
}
