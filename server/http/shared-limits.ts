import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { RedisUnavailable } from '../redis'

/** One attempt counted: the count in this window and the window's time left (ms). */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`

type Counting = Redis & {
  tesseraLimit(key: string, windowMs: number): Promise<[number, number]>
}

/**
 * The rate-limit counters in Redis (REDIS_URL), so that every instance counts the same attempts: a
 * client gets its 10 logins a minute once, not once per instance.
 *
 * When Redis cannot be reached the limited calls fail closed: they are answered 503 ("Servizio
 * momentaneamente non disponibile") rather than let through uncounted. Every limited call is a
 * login-like one (login, password reset, card look-up, kiosk login, sign-up): letting them through
 * unlimited while Redis is away is exactly what someone guessing passwords would wait for, and a
 * customer who cannot log in for the minutes of an outage is the lesser harm. The rest of the API
 * (cards, stores, leaflets, the shop) is not rate limited and keeps working. `onError` is told of
 * each failure (the server logs a warning).
 */
export function sharedLimitStore(
  redis: Redis,
  prefix: string,
  onError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  const counting = redis as Counting
  if (typeof counting.tesseraLimit !== 'function') {
    redis.defineCommand('tesseraLimit', { numberOfKeys: 1, lua: INCREMENT })
  }

  // The plugin makes the store itself (with its options, not needed here) and a child per route.
  class SharedLimitStore implements FastifyRateLimitStore {
    keyPrefix = prefix

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counting.tesseraLimit(this.keyPrefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: Error) => {
          onError(error)
          // Answered 503 by the app's error handler, as every call Redis fails is.
          callback(new RedisUnavailable(error))
        },
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's limit settings with the route itself as routeInfo (its types
      // say the route's options): one counter per route, as its own Redis store keeps them.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
      const store = new SharedLimitStore()
      store.keyPrefix = `${this.keyPrefix}${String(route?.method ?? '')}${String(route?.url ?? '')}:`
      return store
    }
  }
  return SharedLimitStore
}
