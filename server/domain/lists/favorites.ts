import { and, desc, eq } from 'drizzle-orm'
import type { Favorite } from '../../../src/api/schemas/smartlists'
import { favorites, products } from '../../db/schema'
import type { DomainContext } from '../shared/context'
import { DomainError } from '../shared/errors'

/**
 * Starred products. A favorite is the product itself, not a store's offer of it, so it holds in every
 * store; both calls are idempotent, as a device replays them after being offline.
 */

/**
 * Newest first. A product withdrawn from the catalogue is left out (no store sells it, its page would
 * only say so); its star stays, and shows again if the product comes back.
 */
export async function userFavorites(ctx: DomainContext, userId: number): Promise<Favorite[]> {
  const rows = await ctx.db
    .select({ product: products, starredAt: favorites.starredAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), eq(products.withdrawn, false)))
    .orderBy(desc(favorites.starredAt), desc(favorites.productId))
  return rows.map(({ product, starredAt }) => ({
    productId: product.id,
    ean: product.ean,
    name: product.name,
    brand: product.brand,
    ownBrand: product.ownBrand,
    imageUrl: product.imageUrl,
    starredAt: starredAt.toISOString(),
  }))
}

/**
 * Stars a product: 4030 for none, 4031 for one withdrawn. Starring again keeps the first star's time
 * (and is accepted even once the product is withdrawn: a replay must not fail for what changed since).
 */
export async function starProduct(ctx: DomainContext, userId: number, productId: number): Promise<void> {
  const [product] = await ctx.db
    .select({ withdrawn: products.withdrawn })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) throw new DomainError('product-not-sold')
  if (product.withdrawn) {
    const [starred] = await ctx.db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    if (starred) return
    throw new DomainError('product-withdrawn')
  }
  await ctx.db.insert(favorites).values({ userId, productId, starredAt: ctx.now() }).onConflictDoNothing()
}

/**
 * Unstars a product. Any id is accepted, an unknown one included: the product is not starred
 * afterwards, which is what was asked, and a device's queued unstar of a product removed from the
 * catalogue meanwhile must not fail forever.
 */
export async function unstarProduct(ctx: DomainContext, userId: number, productId: number): Promise<void> {
  await ctx.db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
}
