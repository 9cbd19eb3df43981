import type { Page } from '../../../src/api/envelope'
import type { Allergen, Brand, Department, Product, ProductSort } from '../../../src/api/schemas/catalogue'
import { allergenBits } from './allergen-bits'
import { foldedWords, forgivesTypo, stem } from './italian-words'
import { TypoNeighbours } from './typo-neighbours'

/** A store's catalogue as loaded: its products at its prices, and today's promo prices. */
export interface StoreCatalogue {
  products: Product[]
  departments: Record<string, string>
  /** Each leaflet's products on offer today in this store (their promo may be another leaflet's, if lower). */
  leafletOffers?: ReadonlyMap<number, readonly number[]>
  /**
   * Each product's allergen groups, contained or in traces, as bits (product-labels.ts); a product
   * missing here has no known label.
   */
  allergens?: ReadonlyMap<number, number>
}

/**
 * What a search keeps: the products matching every word of `q`, that pass every filter given. A new
 * filter is a field here and a test in `CatalogueIndex.admits`; the cache's key holds every field.
 */
export interface ProductFilters {
  q: string
  /** A department's code; empty: all of them. */
  department: string
  /** Only the products a leaflet offers (a leaflet's "buy online"). */
  leaflet?: number
  /** One brand's exact name; empty: every brand. */
  brand?: string
  /** Only the products with a promo price today. */
  promo?: boolean
  /**
   * Leaves out the products that contain or may contain traces of any of these allergen groups, and
   * those with no known label. In ALLERGENS' order, so that the same set is one cache key.
   */
  without?: readonly Allergen[]
}

export interface ProductSearch extends ProductFilters {
  sort?: ProductSort
  page: number
  size: number
}

/** A query word as the index looks it up: its stem, and whether one typo in it is forgiven. */
interface QueryWord {
  stem: string
  typo: boolean
}

/**
 * How a query word matches a product, as bits; a lower number ranks higher. 0: a whole word of the
 * product's name. PREFIX: a word of the name it begins. BRAND: only in the brand. TYPO: one typo away.
 */
const PREFIX = 1
const BRAND = 2
const TYPO = 4
const NO_MATCH = 255

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })
/** Name order, and the id between products of the same name: the order of a search's ties. */
const byName = (a: Product, b: Product) => collator.compare(a.name, b.name) || a.id - b.id
/** Recent searches' results per store: shoppers type the same few words. */
const CACHE_SIZE = 500

/**
 * One store's catalogue in memory, for search: products sorted by name, and an inverted index from
 * each word stem to the products that hold it, in their name or only in their brand. A query word
 * matches the stems it begins (typing "pomod" already finds the tomatoes) and, when it has four
 * letters or more and is not itself a word of the catalogue, the stems one typo away ("mozarella");
 * every word must match. The best matches come first: fewer words matched through a typo, then fewer
 * matched only in the brand (a search for "latte" lists the milk before the bresaola of "Latteria
 * Orobica"), then fewer only begun; ties in name order. The orders by price and by price per kg or l,
 * and the typos' neighbours, are worked out once, here.
 */
export class CatalogueIndex {
  private readonly products: Product[]
  private readonly byId = new Map<number, Product>()
  /** Every distinct stem, sorted, and its postings: position × 2 (in `products`) + 1 if only in the brand. */
  private readonly stems: string[]
  private readonly postings: Int32Array[]
  private readonly typos: TypoNeighbours
  /** For each order but relevance: the positions in that order, and each position's rank in it. */
  private readonly orders: Record<Exclude<ProductSort, 'relevance'>, { order: Int32Array; rank: Int32Array }>
  private readonly cache = new Map<string, Int32Array>()
  private readonly leafletOffers: ReadonlyMap<number, ReadonlySet<number>>
  private readonly allergens: ReadonlyMap<number, number>
  readonly departments: Department[]

  constructor(catalogue: StoreCatalogue) {
    this.leafletOffers = new Map(
      [...(catalogue.leafletOffers ?? [])].map(([leaflet, ids]) => [leaflet, new Set(ids)]),
    )
    this.allergens = catalogue.allergens ?? new Map()
    this.products = [...catalogue.products].sort(byName)
    const index = new Map<string, { postings: number[]; forgiving: boolean }>()
    this.products.forEach((product, position) => {
      this.byId.set(product.id, product)
      const brandWords = foldedWords(product.brand)
      const nameWords = withoutBrand(foldedWords(product.name), brandWords)
      const filed = new Set<string>()
      const file = (word: string, brandOnly: boolean) => {
        const stemmed = stem(word)
        const entry = index.get(stemmed) ?? { postings: [], forgiving: false }
        index.set(stemmed, entry)
        entry.forgiving ||= forgivesTypo(word)
        if (filed.has(stemmed)) return
        filed.add(stemmed)
        entry.postings.push(position * 2 + (brandOnly ? 1 : 0))
      }
      for (const word of nameWords) file(word, false)
      for (const word of brandWords) file(word, true)
    })
    this.stems = [...index.keys()].sort()
    this.postings = this.stems.map((word) => Int32Array.from(index.get(word)?.postings ?? []))
    this.typos = new TypoNeighbours(this.stems, (s) => index.get(this.stems[s] as string)?.forgiving ?? false)
    this.orders = {
      price: this.orderBy((product) => product.promoPriceCents ?? product.priceCents),
      unitPrice: this.orderBy((product) => product.referencePrice?.cents ?? Number.POSITIVE_INFINITY),
    }
    const counts = new Map<string, number>()
    for (const product of this.products)
      counts.set(product.department, (counts.get(product.department) ?? 0) + 1)
    this.departments = [...counts]
      .map(([code, count]) => ({ code, name: catalogue.departments[code] ?? code, count }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }

  get size(): number {
    return this.products.length
  }

  product(id: number): Product | undefined {
    return this.byId.get(id)
  }

  search({ page, size, ...search }: ProductSearch): Page<Product> {
    const found = this.found(search)
    const data: Product[] = []
    for (const position of found.subarray(page * size, page * size + size))
      data.push(this.products[position] as Product)
    return { data, totalPages: Math.ceil(found.length / size), number: page }
  }

  /** The brands of the products a search finds whatever their brand, with their counts, in name order. */
  brands(filters: Omit<ProductFilters, 'brand'>): Brand[] {
    const counts = new Map<string, number>()
    for (const position of this.found(filters)) {
      const brand = (this.products[position] as Product).brand
      counts.set(brand, (counts.get(brand) ?? 0) + 1)
    }
    return [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => collator.compare(a.name, b.name) || (a.name < b.name ? -1 : 1))
  }

  /**
   * The one place where a product passes a search's filters (all but its words): each filter given
   * adds its test. Null when none is given.
   */
  private admits({
    department,
    leaflet,
    brand,
    promo,
    without,
  }: Omit<ProductFilters, 'q'>): ((product: Product) => boolean) | null {
    const tests: ((product: Product) => boolean)[] = []
    if (department) tests.push((product) => product.department === department)
    if (leaflet !== undefined) {
      // A leaflet with no offer in this store today admits nothing.
      const offered = this.leafletOffers.get(leaflet) ?? new Set()
      tests.push((product) => offered.has(product.id))
    }
    if (brand) tests.push((product) => product.brand === brand)
    if (promo) tests.push((product) => product.promoPriceCents !== null)
    if (without?.length) {
      const unwanted = allergenBits(without)
      tests.push((product) => {
        const held = this.allergens.get(product.id)
        return held !== undefined && (held & unwanted) === 0
      })
    }
    if (!tests.length) return null
    return (product) => tests.every((test) => test(product))
  }

  /** The positions of a search's products in its order, kept for its next pages. */
  private found({ q, sort = 'relevance', ...filters }: Omit<ProductSearch, 'page' | 'size'>): Int32Array {
    const words = queryWords(q)
    const key = JSON.stringify(['found', words, sort, filters])
    const cached = this.cache.get(key)
    if (cached) return cached
    const matched = this.matches(words)
    const admits = this.admits(filters)
    const kept = admits ? matched.filter((position) => admits(this.products[position] as Product)) : matched
    const result = sort === 'relevance' ? kept : this.inOrder(kept, this.orders[sort])
    this.remember(key, result)
    return result
  }

  /** `positions` in an order worked out beforehand (its ties in name order already). */
  private inOrder(
    positions: Int32Array,
    { order, rank }: { order: Int32Array; rank: Int32Array },
  ): Int32Array {
    const ranks = positions.map((position) => rank[position] as number).sort()
    return ranks.map((r) => order[r] as number)
  }

  /** The positions of the products ordered by `key`, lowest first, ties in name order; and their ranks. */
  private orderBy(key: (product: Product) => number): { order: Int32Array; rank: Int32Array } {
    const keys = this.products.map(key)
    const order = Int32Array.from(this.products.keys()).sort(
      (a, b) => (keys[a] as number) - (keys[b] as number) || a - b,
    )
    const rank = new Int32Array(order.length)
    order.forEach((position, r) => {
      rank[position] = r
    })
    return { order, rank }
  }

  private remember(key: string, value: Int32Array): void {
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string)
    this.cache.set(key, value)
  }

  /** Positions of the products matching every word, best first (see the class); all of them for no words. */
  private matches(words: QueryWord[]): Int32Array {
    const key = JSON.stringify(['matches', words])
    const cached = this.cache.get(key)
    if (cached) return cached
    let result: Int32Array
    if (!words.length) {
      result = Int32Array.from(this.products.keys())
    } else {
      const count = this.products.length
      // How many words each product matches, and its score: per word matched through a typo
      // (words + 1)², only in the brand words + 1, only begun 1 — so one typo outweighs everything else.
      const hits = new Uint8Array(count)
      const score = new Float64Array(count)
      const best = new Uint8Array(count).fill(NO_MATCH)
      const base = words.length + 1
      for (const word of words) {
        const touched: number[] = []
        const take = (s: number, how: number) => {
          for (const posting of this.postings[s] as Int32Array) {
            const position = posting >>> 1
            const tier = how | (posting & 1 ? BRAND : 0)
            if (best[position] === NO_MATCH) touched.push(position)
            if (tier < (best[position] as number)) best[position] = tier
          }
        }
        const first = this.firstStemFrom(word.stem)
        for (let s = first; s < this.stems.length; s++) {
          const candidate = this.stems[s] as string
          if (!candidate.startsWith(word.stem)) break
          take(s, candidate === word.stem ? 0 : PREFIX)
        }
        // A word the store knows whole is taken as typed: "pasta" is not a typo of "pesto", nor
        // "mele" of "veli". A word it does not know, or only begins, may be one typo away.
        const known = this.stems[first] === word.stem
        if (word.typo && !known) for (const s of this.typos.near(word.stem)) take(s, TYPO)
        for (const position of touched) {
          const tier = best[position] as number
          hits[position] = (hits[position] as number) + 1
          score[position] =
            (score[position] as number) +
            (tier & TYPO ? base * base : 0) +
            (tier & BRAND ? base : 0) +
            (tier & PREFIX ? 1 : 0)
          best[position] = NO_MATCH
        }
      }
      // Sorted by score, then position (name order): both in one number.
      const ranked: number[] = []
      for (let position = 0; position < count; position++)
        if (hits[position] === words.length) ranked.push((score[position] as number) * count + position)
      const sorted = Float64Array.from(ranked).sort()
      result = new Int32Array(sorted.length)
      for (let i = 0; i < sorted.length; i++) result[i] = (sorted[i] as number) % count
    }
    this.remember(key, result)
    return result
  }

  /** The first stem not before `word` in sort order (binary search). */
  private firstStemFrom(word: string): number {
    let low = 0
    let high = this.stems.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.stems[middle] as string) < word) low = middle + 1
      else high = middle
    }
    return low
  }
}

/** A query's words, each stem once (forgiving a typo if any of its words does). */
function queryWords(q: string): QueryWord[] {
  const words = new Map<string, boolean>()
  for (const word of foldedWords(q)) {
    const stemmed = stem(word)
    words.set(stemmed, (words.get(stemmed) ?? false) || forgivesTypo(word))
  }
  return [...words].map(([stemmed, typo]) => ({ stem: stemmed, typo }))
}

/**
 * A name's words less its brand's, where the name carries them ("Bresaola Latteria Orobica 80 g"):
 * those count as the brand's, which ranks after the name's. The last place they stand together goes.
 */
function withoutBrand(name: string[], brand: string[]): string[] {
  if (!brand.length) return name
  for (let at = name.length - brand.length; at >= 0; at--)
    if (brand.every((word, i) => name[at + i] === word))
      return [...name.slice(0, at), ...name.slice(at + brand.length)]
  return name
}
