import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

/**
 * The Redis the shared-limit tests use: REDIS_URL, or the one a developer machine runs on the default
 * port. Without one the tests fail and say how to get one, as `npm test` does for Chromium: they
 * never skip.
 */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

export async function requireRedis(): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
  } catch {
    throw new Error(
      `The shared rate-limit tests need Redis at ${TEST_REDIS_URL} (REDIS_URL), and none answers. Install and start it with:\n\n` +
        '  sudo apt-get install -y redis-server && sudo service redis-server start\n',
    )
  } finally {
    redis.disconnect()
  }
}

/** A key prefix of its own for each test, so runs side by side never share counters. */
export const testPrefix = () => `tessera-test:${randomUUID()}:`
