import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../connect'
import { leafletStores, media, offers, products, storeProducts, stores } from '../schema'
import { productSvg, seedCatalogue } from './catalogue'
import { isoDay } from './media/calendar'
import { planLeaflets } from './media/leaflets'

/** A small deterministic hash: which store sells what, and at what price, never changes between starts. */
function hash(...parts: (string | number)[]): number {
  return createHash('sha1').update(parts.join(':')).digest().readUInt32BE(0)
}

const shelf = (cents: number) => Math.max(9, Math.round(cents / 10) * 10 - 1)

/**
 * The catalogue, its pictures, and what each e-commerce store sells at what price: about 12 products
 * in 13 are on a store's shelf, at the catalogue's price or a few per cent above it.
 */
export async function seedProducts(db: Db): Promise<void> {
  const catalogue = seedCatalogue()
  const pictures = catalogue.map((product) => {
    const body = Buffer.from(productSvg(product), 'utf8')
    return {
      path: `products/${product.ean}.svg`,
      contentType: 'image/svg+xml',
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }
  })
  for (let i = 0; i < pictures.length; i += 200) await db.insert(media).values(pictures.slice(i, i + 200))
  const rows = await db
    .insert(products)
    .values(
      catalogue.map((p) => ({
        ean: p.ean,
        name: p.name,
        brand: p.brand,
        ownBrand: p.ownBrand,
        department: p.department,
        unit: p.unit,
        estimatedWeightGrams: p.estimatedWeightGrams,
        contentAmount: p.contentAmount,
        contentUnit: p.contentUnit,
        maxQuantity: p.maxQuantity,
        imageUrl: `/media/products/${p.ean}.svg`,
      })),
    )
    .returning({ id: products.id, ean: products.ean })
  const priceOf = new Map(catalogue.map((p) => [p.ean, p.priceCents]))
  const shops = await db.select({ id: stores.id }).from(stores).where(eq(stores.ecommerce, true))
  const shelves = shops.flatMap((shop) =>
    rows
      .filter((row) => hash(shop.id, row.ean) % 13 !== 0)
      .map((row) => {
        const price = priceOf.get(row.ean) ?? 0
        const markup = (hash('price', shop.id, row.ean) % 4) / 100
        return {
          storeId: shop.id,
          productId: row.id,
          priceCents: markup ? shelf(price * (1 + markup)) : price,
        }
      }),
  )
  for (let i = 0; i < shelves.length; i += 1000)
    await db.insert(storeProducts).values(shelves.slice(i, i + 1000))
}

/**
 * The leaflets' offers on the catalogue's products: the product a leaflet prints (by its name) gets
 * the leaflet's price in the leaflet's dates, in every store, or in the stores of a regional leaflet.
 * A "2 for 1" is a price for two and has no single promo price: the shop leaves it out.
 */
export async function seedOffers(
  db: Db,
  leaflets: { id: number; title: string; storeScoped: boolean }[],
  today: Date,
) {
  const idOfEan = new Map(
    (await db.select({ id: products.id, ean: products.ean }).from(products)).map((row) => [row.ean, row.id]),
  )
  const byFlyerName = new Map(
    seedCatalogue()
      .filter((p) => p.flyerName)
      .map((p) => [p.flyerName as string, idOfEan.get(p.ean)]),
  )
  const rows: (typeof offers.$inferInsert)[] = []
  for (const plan of planLeaflets(today)) {
    const leaflet = leaflets.find((l) => l.title === plan.title)
    if (!leaflet) continue
    const storeIds = leaflet.storeScoped
      ? (
          await db
            .select({ id: leafletStores.storeId })
            .from(leafletStores)
            .where(inArray(leafletStores.leafletId, [leaflet.id]))
        ).map((s) => s.id)
      : [null]
    for (const offer of plan.pages.flatMap((page) => page.offers)) {
      const productId = byFlyerName.get(offer.product.name)
      if (!productId || offer.badge === '2x1') continue
      for (const storeId of storeIds) {
        rows.push({
          productId,
          leafletId: leaflet.id,
          storeId,
          promoPriceCents: offer.newCents,
          validFrom: isoDay(plan.validFrom),
          validTo: isoDay(plan.validTo),
        })
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(offers).values(rows.slice(i, i + 500))
}
