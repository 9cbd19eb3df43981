import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readSettings } from '../../server/settings'
import { prepare } from '../../server/start'
import { fillShop, fillStores } from './big-shop'

/**
 * The server measured by `npm run bench`: a scratch in-memory database with the seed plus enough
 * generated stores to reach STORE_COUNT and products to give one e-commerce store PRODUCT_COUNT, on an
 * ephemeral loopback port. Tells the parent its URL and that store.
 */
const STORE_COUNT = Number(process.env.STORE_COUNT ?? 10_000)
/** Products one e-commerce store sells in the catalogue search measure. */
const PRODUCT_COUNT = Number(process.env.PRODUCT_COUNT ?? 10_000)

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-bench-'))
  const settings = { ...readSettings({}), dataDir, rateLimitPerMinute: 10_000_000, logLevel: 'silent' }
  const running = await prepare(settings, { appDir: null, inMemory: true })
  const { db } = running.database

  await fillStores(db, STORE_COUNT)
  const shopId = await fillShop(db, PRODUCT_COUNT)

  const address = await running.app.listen({ port: 0, host: '127.0.0.1' })
  process.send?.({ url: address, stores: STORE_COUNT, shopId, products: PRODUCT_COUNT })
  process.on('message', async (message) => {
    if (message === 'stop') {
      await running.stop()
      process.exit(0)
    }
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
