import { and, eq, gte, isNull, lte, or } from 'drizzle-orm'
import type { Page } from '../../../src/api/envelope'
import type { Brand, Department, Product } from '../../../src/api/schemas/catalogue'
import type { LabelLanguage, ProductDetail } from '../../../src/api/schemas/food-label'
import type { Db } from '../../db/connect'
import { offers, products, storePrices, storeProducts, stores } from '../../db/schema'
import type { Language } from '../../language'
import { DomainError } from '../shared/errors'
import { addDays, romeDay } from '../shared/rome-time'
import { departmentName, departmentNames } from './catalogue-departments'
import { CatalogueIndex, type ProductFilters, type ProductSearch } from './catalogue-index'
import {
  HISTORY_DAYS,
  type Offer,
  OMNIBUS_DAYS,
  PriceHistory,
  type PricePeriod,
  type PriceToday,
} from './price-history'
import { allergensOf, labelOf } from './product-labels'

type ProductRow = typeof products.$inferSelect

/** What a kilo or a litre costs at `cents`, for a pack of known content; per kilo for KG products. */
export function referencePrice(row: ProductRow, cents: number): Product['referencePrice'] {
  if (row.unit === 'KG') return { cents, per: 'KG' }
  if (!row.contentAmount || !row.contentUnit) return null
  return { cents: Math.round((cents * 1000) / row.contentAmount), per: row.contentUnit === 'G' ? 'KG' : 'L' }
}

function toProduct(row: ProductRow, price: PriceToday): Product {
  const promo = price.promo
  return {
    id: row.id,
    ean: row.ean,
    name: row.name,
    brand: row.brand,
    ownBrand: row.ownBrand,
    department: row.department,
    unit: row.unit,
    priceCents: price.priceCents,
    promoPriceCents: promo?.cents ?? null,
    promoUntil: promo?.until ?? null,
    previousPriceCents: price.previousPriceCents,
    lowest30DaysCents: price.lowest30DaysCents,
    lowestDays: price.lowestDays,
    maxQuantity: row.maxQuantity,
    imageUrl: row.imageUrl,
    estimatedWeightGrams: row.estimatedWeightGrams,
    referencePrice: referencePrice(row, promo?.cents ?? price.priceCents),
  }
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * The e-commerce stores' catalogues, each kept in memory as a search index (CatalogueIndex) for
 * `ttlMs` and never past the day it was made on (promo prices change at midnight). Every instance
 * keeps its own; a price change shows everywhere within the TTL.
 */
export class Catalogues {
  private readonly kept = new Map<number, { index: Promise<CatalogueIndex>; day: string; at: number }>()

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  async search(storeId: number, query: ProductSearch): Promise<Page<Product>> {
    return (await this.index(storeId)).search(query)
  }

  /** The store's departments named in `language`, in that language's alphabetical order. */
  async departments(storeId: number, language: Language = 'it'): Promise<Department[]> {
    const departments = (await this.index(storeId)).departments
    if (language === 'it') return departments
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
    return departments
      .map((department) => ({ ...department, name: departmentName(department.code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }

  /** The brands among the products a search finds, whatever their brand, with how many each. */
  async brands(storeId: number, filters: Omit<ProductFilters, 'brand'>): Promise<Brand[]> {
    return (await this.index(storeId)).brands(filters)
  }

  /** One product as the store sells it: 4030 when it does not sell it, 4031 when it is withdrawn. */
  async product(storeId: number, productId: number): Promise<Product> {
    const found = (await this.index(storeId)).product(productId)
    if (found) return found
    const [row] = await this.db
      .select({ withdrawn: products.withdrawn })
      .from(products)
      .where(eq(products.id, productId))
    throw new DomainError(row?.withdrawn ? 'product-withdrawn' : 'product-not-sold')
  }

  /** The product as the store sells it, with its label in `language` (null when it has none): its page. */
  async detail(storeId: number, productId: number, language: LabelLanguage): Promise<ProductDetail> {
    const product = await this.product(storeId, productId)
    return { ...product, label: await labelOf(this.db, productId, language) }
  }

  /** The product as the store sells it today, or undefined when it does not (any more). */
  async find(storeId: number, productId: number): Promise<Product | undefined> {
    return (await this.index(storeId)).product(productId)
  }

  /** Forgets the stores' copies (after a price or assortment change made here). */
  forget(): void {
    this.kept.clear()
  }

  private index(storeId: number): Promise<CatalogueIndex> {
    const now = this.now()
    const day = romeDay(now).day
    const held = this.kept.get(storeId)
    if (held && held.day === day && now.getTime() - held.at < this.ttlMs) return held.index
    const index = this.load(storeId, day)
    this.kept.set(storeId, { index, day, at: now.getTime() })
    // A failed load is not kept: the next request tries again.
    index.catch(() => this.kept.delete(storeId))
    return index
  }

  private async load(storeId: number, day: string): Promise<CatalogueIndex> {
    const [store] = await this.db
      .select({ ecommerce: stores.ecommerce })
      .from(stores)
      .where(eq(stores.id, storeId))
    if (!store?.ecommerce) throw new DomainError('store-not-found')
    // The history a reduction's beginning and its 30 days before are looked for in.
    const since = addDays(day, -(HISTORY_DAYS + OMNIBUS_DAYS + 1))
    const [shelf, promos, history] = await Promise.all([
      this.db
        .select({ product: products, priceCents: storeProducts.priceCents })
        .from(storeProducts)
        .innerJoin(products, eq(products.id, storeProducts.productId))
        .where(
          and(
            eq(storeProducts.storeId, storeId),
            eq(storeProducts.available, true),
            eq(products.withdrawn, false),
          ),
        ),
      this.db
        .select({
          productId: offers.productId,
          leafletId: offers.leafletId,
          cents: offers.promoPriceCents,
          from: offers.validFrom,
          until: offers.validTo,
        })
        .from(offers)
        .where(
          and(
            or(isNull(offers.storeId), eq(offers.storeId, storeId)),
            lte(offers.validFrom, day),
            gte(offers.validTo, since),
          ),
        ),
      this.db
        .select({
          productId: storePrices.productId,
          from: storePrices.validFrom,
          until: storePrices.validUntil,
          priceCents: storePrices.priceCents,
          promoCents: storePrices.promoPriceCents,
        })
        .from(storePrices)
        .where(
          and(
            eq(storePrices.storeId, storeId),
            lte(storePrices.validFrom, day),
            or(isNull(storePrices.validUntil), gte(storePrices.validUntil, since)),
          ),
        ),
    ])
    const sold = new Set(shelf.map((row) => row.product.id))
    const offersOf = new Map<number, Offer[]>()
    const leafletOffers = new Map<number, number[]>()
    for (const promo of promos) {
      push(offersOf, promo.productId, { from: promo.from, until: promo.until, cents: promo.cents })
      if (promo.leafletId !== null && sold.has(promo.productId) && promo.from <= day && day <= promo.until)
        push(leafletOffers, promo.leafletId, promo.productId)
    }
    const periodsOf = new Map<number, PricePeriod[]>()
    for (const period of history) push(periodsOf, period.productId, period)
    const listed: Product[] = []
    const reducedNot = new Set<number>()
    for (const row of shelf) {
      const prices = new PriceHistory(
        periodsOf.get(row.product.id) ?? [],
        offersOf.get(row.product.id) ?? [],
        {
          day,
          priceCents: row.priceCents,
        },
      )
      const today = prices.today(day)
      if (today) listed.push(toProduct(row.product, today))
      // A leaflet's offer not below the 30 days' lowest price is no reduction: not among its offers.
      if (!today?.promo) reducedNot.add(row.product.id)
    }
    for (const [leaflet, ids] of leafletOffers)
      leafletOffers.set(
        leaflet,
        ids.filter((id) => !reducedNot.has(id)),
      )
    return new CatalogueIndex({
      products: listed,
      departments: departmentNames('it'),
      leafletOffers,
      allergens: await allergensOf(this.db, [...sold]),
    })
  }
}
