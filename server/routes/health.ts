import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { ServerCode } from '../../src/api/errors'
import { type Db, unreadiness } from '../db/connect'
import { serverMessages } from '../http/server-messages'
import { redisUnreadiness } from '../redis'

/** Our transport-level codes are their HTTP status (as 400, 401, 404, 429). */
const UNAVAILABLE = ServerCode.ServiceUnavailable
export const UNAVAILABLE_MESSAGE = serverMessages.unavailable.message

/** A database that does not answer within this is as good as gone for a load balancer. */
const READINESS_TIMEOUT_MS = 2_000

function withTimeout(check: Promise<string | null>, ms: number, what: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`${what} did not answer within ${ms} ms`), ms)
  })
  return Promise.race([check, late]).finally(() => clearTimeout(timer))
}

/**
 * /healthz: the process answers (a supervisor restarts it when it does not), also while it drains.
 * /readyz: it should get traffic: not draining, the database answers and holds every migration, and
 * the Redis of the shared rate limits (when there is one) answers. Both live outside /cli: they are
 * the platform's, not the customers', and never rate limited.
 */
export function healthRoutes(
  app: FastifyInstance,
  db: Db,
  draining: () => boolean,
  redis: Redis | null = null,
): void {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async (request, reply) => {
    const reason = draining()
      ? 'shutting down'
      : ((await withTimeout(unreadiness(db), READINESS_TIMEOUT_MS, 'database')) ??
        (redis ? await withTimeout(redisUnreadiness(redis), READINESS_TIMEOUT_MS, 'redis') : null))
    if (reason === null) return { status: 'ok' }
    request.log.warn({ reason }, 'not ready')
    return reply.code(UNAVAILABLE).send({ code: UNAVAILABLE, message: UNAVAILABLE_MESSAGE, reason })
  })
}
