import { once } from 'node:events'
import { setTimeout as delay } from 'node:timers/promises'
import { Redis } from 'ioredis'

/** How long a Redis command may take before the call that needed it is answered without it. */
const COMMAND_TIMEOUT_MS = 1_000

/**
 * The Redis of REDIS_URL, shared by every instance (the rate-limit counters). Commands fail at once
 * while it is unreachable instead of queueing (a login must not hang on a counter), and the client
 * keeps reconnecting in the background. The server starts even when Redis is down: /readyz says so.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Back within half a second of Redis's return (ioredis waits up to 2 s between attempts): the
    // limited calls answer 503 meanwhile.
    retryStrategy: (attempt) => Math.min(attempt * 50, 500),
    // Errors are reported where a command fails (rate-limit store, readiness); the client's own
    // 'error' events during reconnection would otherwise be unhandled.
    lazyConnect: false,
  }).on('error', () => {})
  // The first logins after a start should not be refused while the connection is still being made;
  // an unreachable Redis (an error first) is not waited for.
  await Promise.race([
    once(redis, 'ready').catch(() => {}),
    delay(2 * COMMAND_TIMEOUT_MS, undefined, { ref: false }),
  ])
  return redis
}

/** Null when Redis answers a PING, otherwise why not (for /readyz). */
export async function redisUnreadiness(redis: Redis): Promise<string | null> {
  try {
    const answer = await redis.ping()
    return answer === 'PONG' ? null : `redis answered ${answer}`
  } catch (error) {
    return `redis unreachable: ${(error as Error).message}`
  }
}

/**
 * Redis could not be asked (down, restarting, a command timed out): the call that needed it is
 * answered 503, "try again shortly", like the rate limits' fail-closed answer.
 */
export class RedisUnavailable extends Error {
  constructor(cause: unknown) {
    super('redis unreachable', { cause })
  }
}

/** A Redis command whose failure is told as RedisUnavailable. */
export async function fromRedis<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command()
  } catch (error) {
    throw new RedisUnavailable(error)
  }
}
