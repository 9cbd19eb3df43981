import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/connect'
import { products, storeProducts, stores } from '../../server/db/schema'
import { STORES } from '../../server/db/seed/data/stores'
import { withCheckDigit } from '../../src/api/card-code'

/**
 * Fills the first e-commerce store's shelf up to `productCount` products: the seed's, then copies of
 * them in other pack sizes (new EANs, the same words), so searches match as many as in a big store.
 */
export async function fillShop(db: Db, productCount: number): Promise<number> {
  const [shop] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ecommerce, true)).limit(1)
  if (!shop) throw new Error('no e-commerce store in the seed')
  const seeded = await db.select().from(products)
  const copies = []
  for (let i = 0; copies.length < productCount - seeded.length; i++) {
    const base = seeded[i % seeded.length]
    if (!base) throw new Error('no seed products')
    const { id: _id, ...rest } = base
    copies.push({
      ...rest,
      ean: withCheckDigit(`29${String(i).padStart(10, '0')}`),
      name: `${base.name} (confezione ${Math.floor(i / seeded.length) + 2})`,
    })
  }
  for (let i = 0; i < copies.length; i += 1000) {
    const made = await db
      .insert(products)
      .values(copies.slice(i, i + 1000))
      .returning({ id: products.id })
    await db
      .insert(storeProducts)
      .values(
        made.map((row, j) => ({ storeId: shop.id, productId: row.id, priceCents: 100 + ((i + j) % 900) })),
      )
      .onConflictDoNothing()
  }
  return shop.id
}

/** Copies of the seed's stores, moved up to ~15 km around their town, up to `storeCount` in all. */
export async function fillStores(db: Db, storeCount: number): Promise<void> {
  const rows = []
  for (let i = 0; rows.length < storeCount - STORES.length; i++) {
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
}
