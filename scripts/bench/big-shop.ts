import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/connect'
import { products, storeProducts, stores } from '../../server/db/schema'
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
