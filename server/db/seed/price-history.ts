import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { addDays, romeDay } from '../../domain/shared/rome-time'
import type { Db } from '../connect'
import { storePrices, storeProducts, stores } from '../schema'

/** A small deterministic hash: the same history at every seeding. */
function hash(...parts: (string | number)[]): number {
  return createHash('sha1').update(parts.join(':')).digest().readUInt32BE(0)
}

/** A shelf price ending in 9, as the chain prints them. */
const shelf = (cents: number) => Math.max(9, Math.round(cents / 10) * 10 - 1)

/** The days of history the seed writes behind today. */
export const SEEDED_HISTORY_DAYS = 60

type PriceRow = typeof storePrices.$inferInsert

/**
 * One product's 60 days in one store, ending on its price today (store_products'). Most kept one
 * price; one in ten changed price once; about one in ten is reduced by the store now, a third of
 * them after a rise a few days before the reduction (the case the 30-day lowest price is for); one
 * in twenty-five was reduced for a week some weeks ago; one in fifty came on the shelf two days ago
 * at a price below its later shelf price (no earlier history: no previous price, so the shop shows
 * no reduction, art. 17-bis).
 */
export function productHistory(
  storeId: number,
  productId: number,
  priceCents: number,
  today: string,
): PriceRow[] {
  const start = addDays(today, -SEEDED_HISTORY_DAYS)
  const h = hash('history', storeId, productId)
  const kind = h % 50
  const row = (from: string, until: string | null, price: number, promo: number | null = null): PriceRow => ({
    storeId,
    productId,
    priceCents: price,
    promoPriceCents: promo,
    validFrom: from,
    validUntil: until,
  })
  const reduced = (cents: number, percent: number) => Math.min(cents - 10, shelf(cents * (1 - percent / 100)))
  if (priceCents < 60) return [row(start, null, priceCents)]
  // When the reduction began (0–6 days ago) and how many days it has left (2–9).
  const began = addDays(today, -((h >>> 8) % 7))
  const ends = addDays(today, 2 + ((h >>> 12) % 8))
  const cut = 15 + ((h >>> 16) % 4) * 5
  if (kind === 0)
    // New on the shelf at a lower price for its first days: with no price before it, no reduction.
    return [
      row(addDays(today, -2), ends, priceCents, reduced(priceCents, cut)),
      row(addDays(ends, 1), null, priceCents),
    ]
  if (kind < 3) {
    // Raised a few days before the reduction: the 30 days' lowest is the old, lower price.
    const old = reduced(priceCents, 10)
    const raised = addDays(began, -3)
    return [
      row(start, addDays(raised, -1), old),
      row(raised, addDays(began, -1), priceCents),
      row(began, ends, priceCents, reduced(priceCents, cut)),
      row(addDays(ends, 1), null, priceCents),
    ]
  }
  if (kind < 6)
    return [
      row(start, addDays(began, -1), priceCents),
      row(began, ends, priceCents, reduced(priceCents, cut)),
      row(addDays(ends, 1), null, priceCents),
    ]
  if (kind < 8) {
    // A week's reduction some weeks ago.
    const from = addDays(today, -(20 + ((h >>> 8) % 25)))
    const until = addDays(from, 6)
    return [
      row(start, addDays(from, -1), priceCents),
      row(from, until, priceCents, reduced(priceCents, cut)),
      row(addDays(until, 1), null, priceCents),
    ]
  }
  if (kind < 13) {
    // One change of price, up or down by 3–8%, on a day of the last 50.
    const changed = addDays(today, -(5 + ((h >>> 8) % 45)))
    const percent = 3 + ((h >>> 16) % 6)
    const before = shelf(priceCents * (kind % 2 ? 1 + percent / 100 : 1 - percent / 100))
    return [row(start, addDays(changed, -1), before), row(changed, null, priceCents)]
  }
  return [row(start, null, priceCents)]
}

/** Home delivery's price per store: a fee of 3,90–5,90 €, free from 49–69 €, a minimum of 25–35 €. */
export function deliverySettings(storeId: number) {
  const h = hash('delivery', storeId)
  return {
    deliveryFeeCents: [390, 490, 590][h % 3] as number,
    freeDeliveryFromCents: [4900, 5900, 6900][(h >>> 4) % 3] as number,
    minimumOrderCents: [2500, 3000, 3500][(h >>> 8) % 3] as number,
  }
}

/**
 * The e-commerce stores' price history of the last 60 days (docs/ordering.md "Prices and their
 * history") and their home delivery's fee and minimum: once, after the catalogue.
 */
export async function seedPriceHistory(db: Db, now: Date): Promise<void> {
  const today = romeDay(now).day
  const shops = await db.select({ id: stores.id }).from(stores).where(eq(stores.ecommerce, true))
  for (const shop of shops)
    await db.update(stores).set(deliverySettings(shop.id)).where(eq(stores.id, shop.id))
  const shelves = await db
    .select({
      storeId: storeProducts.storeId,
      productId: storeProducts.productId,
      priceCents: storeProducts.priceCents,
    })
    .from(storeProducts)
  const rows = shelves.flatMap((s) => productHistory(s.storeId, s.productId, s.priceCents, today))
  for (let i = 0; i < rows.length; i += 1000) await db.insert(storePrices).values(rows.slice(i, i + 1000))
}
