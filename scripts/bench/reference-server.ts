import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readSettings } from '../../server/settings'
import { prepare } from '../../server/start'
import { fillShop } from './big-shop'

/** The build the front-end figures are about. */
export const APP_DIR = path.resolve('dist')

/** Products of the big store the catalogue is browsed in (issue 15: smooth with 10,000). */
export const BIG_SHOP_PRODUCTS = 10_000

export interface ReferenceServer {
  /** http://127.0.0.1:port, without a trailing slash. */
  origin: string
  /** The e-commerce store whose shelf holds BIG_SHOP_PRODUCTS products (issue 15's smoothness measure). */
  bigShopId: number
  stop(): Promise<void>
}

/**
 * The reference server serving dist/ under /app/ and the API under /cli/, as a customer meets it,
 * on a scratch in-memory database with the demo seed. Rate limits are lifted: the bench's many
 * visits from one address are not an attack.
 */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-bench-web-'))
  const settings = { ...readSettings({}), dataDir, rateLimitPerMinute: 10_000_000, logLevel: 'silent' }
  const running = await prepare(settings, { appDir: APP_DIR, inMemory: true })
  try {
    const bigShopId = await fillShop(running.database.db, BIG_SHOP_PRODUCTS)
    const origin = await running.app.listen({ port: 0, host: '127.0.0.1' })
    return {
      origin,
      bigShopId,
      stop: async () => {
        await running.stop()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await running.stop()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
