import { and, eq, gte } from 'drizzle-orm'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { StorePriceChange } from '../../../src/api/schemas/store-prices'
import { products, storePrices, storeProducts, stores } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { addDays, romeDay } from '../shared/rome-time'
import type { Catalogues } from './catalogue'

/**
 * A store changes its price of a product from today (docs/ordering.md "Prices and their history"),
 * the way the history is kept: rows are added, and the one that begins later holds, so the days
 * before today keep their prices and every reduction's previous price and lowest price of the 30 days
 * before it (Codice del Consumo art. 17-bis) stay what they were. Only what was planned from today on
 * is replaced; the new price begins today, until further notice. With a reduction of the store's own, the reduced price
 * holds from today to its last day (or until further notice) and the shelf price after it. The
 * store's listed price (`store_products`, today's fallback) becomes the new one. This instance's
 * catalogues load again at once; other instances show it within their five minutes.
 */
export async function setStorePrice(
  ctx: DomainContext & { catalogues: Catalogues },
  storeId: number,
  productId: number,
  change: StorePriceChange,
): Promise<Product> {
  await inTransaction(ctx, async (tx) => {
    const today = romeDay(tx.at).day
    const [store] = await tx.db
      .select({ ecommerce: stores.ecommerce })
      .from(stores)
      .where(eq(stores.id, storeId))
    if (!store?.ecommerce) throw new DomainError('store-not-found')
    const [sold] = await tx.db
      .select({ productId: storeProducts.productId, withdrawn: products.withdrawn })
      .from(storeProducts)
      .innerJoin(products, eq(products.id, storeProducts.productId))
      .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)))
      // One change of a product's prices at a time: the periods below are read and cut under this lock.
      .for('update', { of: storeProducts })
    if (!sold || sold.withdrawn) throw new DomainError('product-not-sold')
    if (change.promoUntil !== undefined && change.promoUntil < today)
      throw new DomainError('promo-already-ended')

    const ofProduct = and(eq(storePrices.storeId, storeId), eq(storePrices.productId, productId))
    // Planned from today or later: replaced by the new price.
    await tx.db.delete(storePrices).where(and(ofProduct, gte(storePrices.validFrom, today)))
    const promoUntil = change.promoUntil ?? null
    await tx.db.insert(storePrices).values([
      {
        storeId,
        productId,
        priceCents: change.priceCents,
        promoPriceCents: change.promoPriceCents ?? null,
        validFrom: today,
        validUntil: promoUntil,
      },
      // After the reduction's last day, the shelf price until further notice.
      ...(promoUntil === null
        ? []
        : [
            {
              storeId,
              productId,
              priceCents: change.priceCents,
              promoPriceCents: null,
              validFrom: addDays(promoUntil, 1),
              validUntil: null,
            },
          ]),
    ])
    await tx.db
      .update(storeProducts)
      .set({ priceCents: change.priceCents })
      .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.productId, productId)))
  })
  ctx.catalogues.forget()
  return ctx.catalogues.product(storeId, productId)
}
