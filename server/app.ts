import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { Redis } from 'ioredis'
import { ServerCode } from '../src/api/errors'
import { OPS_API } from '../src/api/ops-endpoints'
import { authenticator } from './auth/authenticate'
import { storeAuthenticator } from './auth/store-token'
import { isDatabaseUnavailable } from './db/unavailable'
import type { Deps, Register } from './deps'
import { DomainError } from './domain/shared/errors'
import { route } from './http/contract'
import { EventStreams } from './http/event-streams'
import { Failure, genericError } from './http/failure'
import { CHEAP_READS, ReadLane } from './http/read-lane'
import { failureOf } from './http/refusals'
import { securityHeaders } from './http/security'
import { serverMessages } from './http/server-messages'
import { sharedLimitStore } from './http/shared-limits'
import { inlineHashes, sendAppShell, staticApp } from './http/static-app'
import { inLanguage, languageOf, say } from './language'
import { RedisUnavailable } from './redis'
import { cardRoutes } from './routes/card'
import { cmsRoutes } from './routes/cms'
import { ecommerceRoutes } from './routes/ecommerce'
import { healthRoutes } from './routes/health'
import { listsRoutes } from './routes/lists'
import { loyaltyRoutes } from './routes/loyalty'
import { mediaRoute } from './routes/media'
import { openApiRoute } from './routes/openapi'
import { opsRoutes } from './routes/ops'
import { orderEventRoutes } from './routes/order-events'
import { profileRoutes } from './routes/profiles'
import { staffRoutes } from './routes/staff'
import { storeRoutes } from './routes/stores'
import { totemRoutes } from './routes/totem'

export interface AppOptions {
  /** The built PWA; null serves the API only (server tests). */
  appDir: string | null
  rateLimitPerMinute: number
  logLevel?: string
  trustProxy?: boolean
  /** The store system's bearer token for /ops; null: no /ops at all (404). */
  opsToken?: string | null
  /** Rate-limit counters shared through Redis (REDIS_URL) under this key prefix; none: in memory. */
  sharedLimits?: { redis: Redis; prefix: string } | null
  /** The live streams' heartbeat (tests shorten it). */
  heartbeatMs?: number
}

/** One of the server's own messages in the request's language. */
const sayTo = (request: FastifyRequest, message: (typeof serverMessages)[keyof typeof serverMessages]) =>
  inLanguage(languageOf(request), () => say(message))

/**
 * How many cheap reads (in-memory searches) one turn of the event loop serves before the rest wait
 * for the next (server/http/read-lane.ts): enough that a page's few searches never wait.
 */
const READS_PER_TURN = 8

/** How long a shutdown waits for the requests under way (a supervisor's own limit is usually 30 s). */
const DRAIN_TIMEOUT_MS = 10_000

/**
 * The reference server: the /cli API of the contract, the media files and the built PWA. Request
 * logs carry method, path (no query string: it may hold a card code or a surname) and status; no
 * header, body, token or address.
 */
export async function buildApp(deps: Deps, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 while closing is not the contract's envelope: the drain below answers instead.
    return503OnClosing: false,
    // Once the drain below is over, every connection left is cut. Node's close lets go of idle
    // keep-alive connections only: a connection that has not sent a request yet (a browser's
    // preconnect, a client's spare one) or one whose live stream the drain has just ended would hold
    // the close until its client or the keep-alive timeout (72 s) let go.
    forceCloseConnections: true,
    // What the router refuses before any route (a path parameter over 100 characters, a broken
    // percent-encoding) answers the contract's 400 envelope, not Fastify's 414 or its own body.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      const malformed = Failure.invalidRequest(serverMessages.badPath)
      return reply
        .code(malformed.status)
        .send({ code: malformed.code, message: malformed.messageIn(languageOf(request)) })
    },
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
  })

  // The drain (app.close(), on SIGTERM): /readyz fails at once so a load balancer looks elsewhere,
  // new requests get 503 in the envelope while the listener stays open (a refused connection tells a
  // client nothing), the requests under way finish, and only then does the listener close. The live
  // streams never finish by themselves: they are ended at once (their clients come back to another
  // instance, or to this one restarted, with Last-Event-ID).
  let draining = false
  let inFlight = 0
  const answered = new WeakMap<object, () => void>()
  // A live stream is not a request under way: it never ends by itself, and the drain ends it (as it
  // ends the others, whatever their client does with its end), so the drain does not wait for it.
  const released = new WeakMap<object, () => void>()
  const streams = new EventStreams(options.heartbeatMs, (request) => released.get(request)?.())
  let drained: (() => void) | null = null
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]
    if (draining && path !== '/healthz' && path !== '/readyz') {
      return reply
        .code(503)
        .header('connection', 'close')
        .send({ code: ServerCode.ServiceUnavailable, message: sayTo(request, serverMessages.unavailable) })
    }
    inFlight += 1
    // A request is over when its answer is made (onSend below) and its connection is done with it
    // ('close', also when the client gave up). A client that gave up does not stop the handler: its
    // writes go on, and the database must stay open for them until they end.
    let pending = 2
    let done = false
    const finish = () => {
      if (done) return
      done = true
      inFlight -= 1
      if (inFlight === 0) drained?.()
    }
    const over = () => {
      pending -= 1
      if (pending === 0) finish()
    }
    answered.set(request, over)
    released.set(request, finish)
    reply.raw.once('close', over)
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    answered.get(request)?.()
    answered.delete(request)
    return payload
  })
  app.addHook('preClose', async () => {
    draining = true
    streams.closeAll()
    if (inFlight === 0) return
    app.log.info({ inFlight }, 'draining: waiting for the requests under way')
    await new Promise<void>((resolve) => {
      drained = resolve
      // A request stuck on a dead dependency must not hold the shutdown for ever.
      setTimeout(() => {
        app.log.warn({ inFlight }, 'drain timed out; closing with requests under way')
        resolve()
      }, DRAIN_TIMEOUT_MS).unref()
    })
  })

  await securityHeaders(app, {
    https: deps.publicUrl.startsWith('https:'),
    inline: inlineHashes(options.appDir),
  })
  await app.register(compress, { threshold: 1024 })
  await app.register(cookie)
  const shared = options.sharedLimits ?? null
  // A warning a minute at most while Redis is away: the 503s themselves are in the request log.
  let warnedAt = 0
  await app.register(rateLimit, {
    global: false,
    ...(shared
      ? {
          store: sharedLimitStore(shared.redis, shared.prefix, (error) => {
            const now = Date.now()
            if (now - warnedAt < 60_000) return
            warnedAt = now
            app.log.warn({ err: error }, 'rate-limit counters unreachable (Redis): limited calls answer 503')
          }),
        }
      : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: ServerCode.TooManyRequests,
      message: sayTo(request, serverMessages.tooMany),
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  })

  app.setErrorHandler((error: FastifyError | Failure | DomainError, request, reply) => {
    const language = languageOf(request)
    const refusal = error instanceof DomainError ? failureOf(error) : error
    if (refusal instanceof Failure) {
      return reply.code(refusal.status).send(refusal.envelopeIn(language))
    }
    const status = refusal.statusCode ?? 500
    if (status === 429)
      return reply
        .code(429)
        .send({ code: ServerCode.TooManyRequests, message: sayTo(request, serverMessages.tooMany) })
    if (status === 404)
      return reply
        .code(404)
        .send({ code: ServerCode.NotFound, message: sayTo(request, serverMessages.notFound) })
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body too large: the contract's 400 (the detail is
      // the framework's, in English).
      const malformed = Failure.invalidRequest(refusal.message)
      return reply.code(400).send({ code: malformed.code, message: malformed.messageIn(language) })
    }
    // Redis away is logged once a minute by the limits' store (above); the database, per call.
    const redisAway = refusal instanceof RedisUnavailable
    if (redisAway || isDatabaseUnavailable(refusal)) {
      if (!redisAway) request.log.warn({ err: refusal }, 'database unreachable: answered 503')
      return reply
        .code(503)
        .send({ code: ServerCode.ServiceUnavailable, message: sayTo(request, serverMessages.unavailable) })
    }
    request.log.error({ err: refusal }, 'request failed')
    return reply.code(500).send(genericError(language))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path.startsWith('/cli/') || path.startsWith('/ops/')) {
      return reply
        .code(404)
        .send({ code: ServerCode.NotFound, message: sayTo(request, serverMessages.notFound) })
    }
    const read = request.method === 'GET' || request.method === 'HEAD'
    // A build file that is not there (an old version's chunk) is a 404, not the page: the app can
    // then tell a failed load from a broken one.
    const buildFile = path.startsWith('/app/assets/')
    if (path.startsWith('/app/') && options.appDir && read && !buildFile) {
      return sendAppShell(reply, options.appDir, path)
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  })

  const authenticate = authenticator(deps.db, deps.keys, deps.now)
  const readLane = new ReadLane(READS_PER_TURN)
  const limit = { max: options.rateLimitPerMinute, timeWindow: 60_000 }

  await app.register(
    async (api) => {
      const register: Register = (endpoint, handler) =>
        route(api, endpoint, handler, {
          preHandler: CHEAP_READS.has(endpoint)
            ? async (request, called) => {
                await readLane.admit()
                await authenticate(request, called)
              }
            : authenticate,
          rateLimit: endpoint.limited ? limit : false,
        })
      profileRoutes(register, deps)
      storeRoutes(register, deps)
      cmsRoutes(register, deps)
      totemRoutes(register, deps)
      loyaltyRoutes(register, deps)
      cardRoutes(register, deps)
      ecommerceRoutes(register, deps)
      listsRoutes(register, deps, streams)
      staffRoutes(register, deps)
      orderEventRoutes(register, deps, streams)
      openApiRoute(api, `${deps.publicUrl}/cli`)
    },
    { prefix: '/cli' },
  )

  const opsToken = options.opsToken
  if (opsToken) {
    await app.register(
      async (ops) => {
        const register: Register = (endpoint, handler) =>
          route(ops, endpoint, handler, { preHandler: storeAuthenticator(opsToken) })
        opsRoutes(register, deps)
        openApiRoute(ops, `${deps.publicUrl}/ops`, OPS_API)
      },
      { prefix: '/ops' },
    )
  }

  mediaRoute(app, deps.db)
  if (options.appDir) await staticApp(app, options.appDir)
  app.get('/', async (_request, reply) => reply.redirect('/app/', 302))
  healthRoutes(app, deps.db, () => draining, shared?.redis ?? null)

  return app
}
