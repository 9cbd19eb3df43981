import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stores } from '../../server/db/schema'
import { STORES } from '../../server/db/seed/data/stores'
import { readSettings } from '../../server/settings'
import { prepare } from '../../server/start'
import { fillShop } from './big-shop'

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

  // Copies of the real stores, moved up to ~15 km around their town: realistic text and spread.
  const rows = []
  for (let i = 0; rows.length < STORE_COUNT - STORES.length; i++) {
    const base = STORES[i % STORES.length]
    if (!base) throw new Error('no seed stores')
    const jitter = (n: number) => (((i * 7919 + n * 104729) % 1000) / 1000 - 0.5) * 0.25
    rows.push({
      name: `${base.name} ${i + 1}`,
      format: base.format,
      address: base.address,
      zip: base.zip,
      city: base.city,
      county: base.county,
      latitude: base.latitude + jitter(1),
      longitude: base.longitude + jitter(2),
      phone: base.phone,
      email: base.email,
      timetables: base.timetables,
    })
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(stores).values(rows.slice(i, i + 1000))

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
