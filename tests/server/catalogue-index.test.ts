import { describe, expect, it } from 'vitest'
import { allergenBits } from '../../server/domain/catalogue/allergen-bits'
import { CatalogueIndex, type ProductSearch } from '../../server/domain/catalogue/catalogue-index'
import { oneEditApart, TypoNeighbours } from '../../server/domain/catalogue/typo-neighbours'
import type { Allergen, Product } from '../../src/api/schemas/catalogue'

/**
 * The catalogue's search index on a small catalogue made here, where every order and every match can
 * be told in advance (the seeded store's, over HTTP: catalogue-search.test.ts).
 */

let nextId = 0
function product(name: string, brand: string, fields: Partial<Product> = {}): Product {
  nextId++
  return {
    id: nextId,
    ean: String(8_000_000_000_000 + nextId),
    name,
    brand,
    ownBrand: false,
    department: 'DAIRY',
    unit: 'PIECE',
    priceCents: 100,
    promoPriceCents: null,
    promoUntil: null,
    previousPriceCents: null,
    lowest30DaysCents: null,
    lowestDays: null,
    maxQuantity: 20,
    imageUrl: '',
    estimatedWeightGrams: null,
    referencePrice: null,
    ...fields,
  }
}

const perLitre = (cents: number) => ({ cents, per: 'L' as const })

const CATALOGUE = [
  product('Latte intero Latteria Orobica 1 l', 'Latteria Orobica', {
    priceCents: 139,
    referencePrice: perLitre(139),
  }),
  product('Latte parzialmente scremato 1 l', 'Alpimare', { priceCents: 129, referencePrice: perLitre(129) }),
  product('Bresaola punta d’anca Latteria Orobica 80 g', 'Latteria Orobica', {
    priceCents: 389,
    promoPriceCents: 299,
    referencePrice: { cents: 37_375, per: 'KG' },
  }),
  product('Lattuga romana', 'Orti di Pianura', { department: 'FRUIT_VEG', priceCents: 99 }),
  product('Mozzarella fior di latte 125 g', 'Alpimare', {
    priceCents: 99,
    promoPriceCents: 79,
    referencePrice: { cents: 632, per: 'KG' },
  }),
  product('Pomodori pelati 400 g', 'Alpimare', {
    department: 'PANTRY',
    priceCents: 89,
    referencePrice: { cents: 223, per: 'KG' },
  }),
  // Loaded before the passata, at its price: ties are told by name (Passata, Pasta), not by id.
  product('Pasta di semola 500 g', 'Casa Rinaldi', { department: 'PANTRY', priceCents: 109 }),
  product('Passata di pomodoro 700 g', 'Casa Rinaldi', {
    department: 'PANTRY',
    priceCents: 109,
    referencePrice: { cents: 156, per: 'KG' },
  }),
  product('Pesto alla genovese 130 g', 'Bottega Ligure', { department: 'PANTRY', priceCents: 249 }),
  product('Mele Golden 1 kg', 'Frutteti del Sole', { department: 'FRUIT_VEG', priceCents: 229 }),
  product('Miele millefiori 500 g', 'Dolce Valle', { department: 'BREAKFAST', priceCents: 449 }),
  product('Uova fresche 6 uova', 'Alpimare', { priceCents: 199 }),
  product('Yogurt greco 1000 g', 'Alpimare', { priceCents: 329 }),
]

const index = new CatalogueIndex({ products: CATALOGUE, departments: {} })

const find = (q: string, search: Partial<ProductSearch> = {}) =>
  index.search({ q, department: '', page: 0, size: 50, ...search })
const names = (q: string, search: Partial<ProductSearch> = {}) => find(q, search).data.map((p) => p.name)

describe('one typo forgiven', () => {
  it('tells words one edit apart: an insertion, a deletion, a substitution, two neighbours swapped', () => {
    expect(oneEditApart('mozzarell', 'mozarell')).toBe(true)
    expect(oneEditApart('latt', 'lattt')).toBe(true)
    expect(oneEditApart('pomodor', 'pomodro')).toBe(true)
    expect(oneEditApart('latt', 'lalt')).toBe(true)
    expect(oneEditApart('latt', 'latt')).toBe(false)
    expect(oneEditApart('abcd', 'bcda')).toBe(false)
    expect(oneEditApart('latt', 'lt')).toBe(false)
    expect(oneEditApart('pomodor', 'pmoodro')).toBe(false)
  })

  it('finds the neighbours of a word through the deletions it shares with them, not others', () => {
    const words = ['abcd', 'bcda', 'abce', 'abdc', 'abd', 'abcde', 'xyz']
    const typos = new TypoNeighbours(words, () => true)
    expect(typos.near('abcd').map((i) => words[i])).toEqual(['abce', 'abdc', 'abd', 'abcde'])
    expect(new TypoNeighbours(words, (i) => i !== 2).near('abcd').map((i) => words[i])).not.toContain('abce')
  })

  it('finds a product with one letter missing, doubled, changed or two swapped, in a word of four letters or more', () => {
    expect(names('mozarella')).toEqual(['Mozzarella fior di latte 125 g'])
    expect(names('lattte')).toContain('Latte parzialmente scremato 1 l')
    expect(names('pomodro')).toEqual(['Passata di pomodoro 700 g', 'Pomodori pelati 400 g'])
    expect(names('yougrt')).toEqual(['Yogurt greco 1000 g'])
    expect(names('bresaoal')).toEqual(['Bresaola punta d’anca Latteria Orobica 80 g'])
    expect(names('mozarella fior')).toEqual(['Mozzarella fior di latte 125 g'])
  })

  it('does not forgive two typos, a typo in a short word, nor one in a number', () => {
    expect(names('mozarela')).toEqual([])
    expect(names('pmoodro')).toEqual([])
    // "uvo" is three letters: only words it begins.
    expect(names('uvo')).toEqual([])
    expect(names('uova')).toEqual(['Uova fresche 6 uova'])
    expect(names('yogurt 1001')).toEqual([])
  })

  it('takes a word the catalogue holds as typed: no pesto for "pasta", no honey for "mele"', () => {
    expect(names('pasta')).toEqual(['Pasta di semola 500 g'])
    expect(names('mele')).toEqual(['Mele Golden 1 kg'])
    // Not words of the catalogue: one typo away.
    expect(names('pazta')).toEqual(['Pasta di semola 500 g'])
    expect(names('mielle')).toEqual(['Miele millefiori 500 g'])
  })
})

describe('the order of the matches', () => {
  it('lists the products named by the word, then those it begins, then brand-only matches, typos last', () => {
    expect(names('latte')).toEqual([
      'Latte intero Latteria Orobica 1 l',
      'Latte parzialmente scremato 1 l',
      'Mozzarella fior di latte 125 g',
      'Lattuga romana',
      'Bresaola punta d’anca Latteria Orobica 80 g',
    ])
    expect(names('pomodor')).toEqual(['Passata di pomodoro 700 g', 'Pomodori pelati 400 g'])
    expect(names('orobica')).toEqual([
      'Bresaola punta d’anca Latteria Orobica 80 g',
      'Latte intero Latteria Orobica 1 l',
    ])
  })

  it('puts the words a query word begins before those one typo away', () => {
    // "salm" begins "salmone", and is one letter short of "salam" (salame): the salmon comes first.
    const deli = new CatalogueIndex({
      products: [product('Salame Milano', 'Alpimare'), product('Salmone affumicato', 'Alpimare')],
      departments: {},
    })
    const listed = deli.search({ q: 'salm', department: '', page: 0, size: 10 }).data
    expect(listed.map((p) => p.name)).toEqual(['Salmone affumicato', 'Salame Milano'])
  })

  it('ranks a product by all its words', () => {
    // Both are of Latteria Orobica; only the milk is named "latte" (name order would list the bresaola first).
    expect(names('latte orobica')).toEqual([
      'Latte intero Latteria Orobica 1 l',
      'Bresaola punta d’anca Latteria Orobica 80 g',
    ])
    expect(names('lattte alpimare')).toEqual([
      'Latte parzialmente scremato 1 l',
      'Mozzarella fior di latte 125 g',
    ])
  })

  it('keeps one order whatever the order the products were loaded in: name, then id', () => {
    const twins = [
      product('Acqua naturale 1,5 l', 'Fonti di Montagna', { id: 901 }),
      product('Acqua naturale 1,5 l', 'Alpimare', { id: 900 }),
      product('acqua Naturale 1,5 L', 'Brillo', { id: 899 }),
    ]
    const one = new CatalogueIndex({ products: twins, departments: {} })
    const other = new CatalogueIndex({ products: [...twins].reverse(), departments: {} })
    const ids = (catalogue: CatalogueIndex, sort?: ProductSearch['sort']) =>
      catalogue.search({ q: 'acqua', department: '', page: 0, size: 10, sort }).data.map((p) => p.id)
    expect(ids(one)).toEqual([899, 900, 901])
    expect(ids(other)).toEqual([899, 900, 901])
    expect(ids(other, 'price')).toEqual([899, 900, 901])
    expect(ids(other, 'unitPrice')).toEqual([899, 900, 901])
  })
})

describe('orders and filters', () => {
  const todays = (p: Product) => p.promoPriceCents ?? p.priceCents

  it('sorts by today’s price, the promo price when there is one, lowest first', () => {
    const listed = find('', { sort: 'price' }).data
    expect(listed.map(todays)).toEqual([...CATALOGUE].map(todays).sort((a, b) => a - b))
    // The mozzarella's promo price (0,79 €) puts it before the tomatoes (0,89 €).
    expect(listed[0]?.name).toBe('Mozzarella fior di latte 125 g')
    // Ties (1,09 €) in name order.
    expect(names('', { sort: 'price' }).slice(0, 5)).toEqual([
      'Mozzarella fior di latte 125 g',
      'Pomodori pelati 400 g',
      'Lattuga romana',
      'Passata di pomodoro 700 g',
      'Pasta di semola 500 g',
    ])
  })

  it('sorts by the price per kg or l, lowest first, the products without one last in name order', () => {
    const listed = find('', { sort: 'unitPrice' }).data
    const withOne = listed.filter((p) => p.referencePrice)
    expect(withOne.map((p) => p.referencePrice?.cents)).toEqual([129, 139, 156, 223, 632, 37_375])
    expect(listed.slice(withOne.length).map((p) => p.name)).toEqual([
      'Lattuga romana',
      'Mele Golden 1 kg',
      'Miele millefiori 500 g',
      'Pasta di semola 500 g',
      'Pesto alla genovese 130 g',
      'Uova fresche 6 uova',
      'Yogurt greco 1000 g',
    ])
    expect(names('latte', { sort: 'unitPrice' })).toEqual([
      'Latte parzialmente scremato 1 l',
      'Latte intero Latteria Orobica 1 l',
      'Mozzarella fior di latte 125 g',
      'Bresaola punta d’anca Latteria Orobica 80 g',
      'Lattuga romana',
    ])
  })

  it('keeps one brand, the promo prices, a department, with the words, and pages what is kept', () => {
    expect(names('', { brand: 'Alpimare' })).toEqual([
      'Latte parzialmente scremato 1 l',
      'Mozzarella fior di latte 125 g',
      'Pomodori pelati 400 g',
      'Uova fresche 6 uova',
      'Yogurt greco 1000 g',
    ])
    expect(names('', { brand: 'alpimare' })).toEqual([])
    expect(names('', { promo: true })).toEqual([
      'Bresaola punta d’anca Latteria Orobica 80 g',
      'Mozzarella fior di latte 125 g',
    ])
    expect(names('latte', { promo: true })).toEqual([
      'Mozzarella fior di latte 125 g',
      'Bresaola punta d’anca Latteria Orobica 80 g',
    ])
    expect(names('latte', { brand: 'Latteria Orobica', promo: true })).toEqual([
      'Bresaola punta d’anca Latteria Orobica 80 g',
    ])
    expect(names('', { brand: 'Alpimare', department: 'PANTRY', sort: 'price' })).toEqual([
      'Pomodori pelati 400 g',
    ])
    const pages = [0, 1, 2].map((page) => find('', { brand: 'Alpimare', sort: 'price', size: 2, page }))
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3])
    expect(pages.flatMap((p) => p.data.map(todays))).toEqual([79, 89, 129, 199, 329])
  })

  it('lists the brands of what the other filters keep, with their counts, in name order', () => {
    expect(index.brands({ q: '', department: '' })).toEqual([
      { name: 'Alpimare', count: 5 },
      { name: 'Bottega Ligure', count: 1 },
      { name: 'Casa Rinaldi', count: 2 },
      { name: 'Dolce Valle', count: 1 },
      { name: 'Frutteti del Sole', count: 1 },
      { name: 'Latteria Orobica', count: 2 },
      { name: 'Orti di Pianura', count: 1 },
    ])
    expect(index.brands({ q: 'latte', department: 'DAIRY' })).toEqual([
      { name: 'Alpimare', count: 2 },
      { name: 'Latteria Orobica', count: 2 },
    ])
    expect(index.brands({ q: 'latte', department: '', promo: true })).toEqual([
      { name: 'Alpimare', count: 1 },
      { name: 'Latteria Orobica', count: 1 },
    ])
    expect(index.brands({ q: 'zzzz', department: '' })).toEqual([])
  })
})

describe('the allergen filter (without=)', () => {
  const [milk, pasta, bread, unknown] = [
    product('Latte intero', 'Casa'),
    product('Pasta di semola', 'Casa'),
    product('Pane di segale', 'Casa'),
    product('Latte di capra', 'Casa'),
  ] as Product[]
  const allergens = new Map([
    [milk?.id ?? 0, allergenBits(['MILK'])],
    [pasta?.id ?? 0, allergenBits(['GLUTEN', 'EGGS'])],
    // Bread with no allergen of its own, but traces of sesame: a label's traces count as much.
    [bread?.id ?? 0, allergenBits(['SESAME'])],
  ])
  const labelled = new CatalogueIndex({
    products: [milk, pasta, bread, unknown] as Product[],
    departments: {},
    allergens,
  })
  const without = (groups: Allergen[], q = '') =>
    labelled.search({ q, department: '', without: groups, page: 0, size: 20 }).data.map((p) => p.name)

  it('leaves out what contains or may contain a group, and what has no label', () => {
    expect(without([])).toEqual(['Latte di capra', 'Latte intero', 'Pane di segale', 'Pasta di semola'])
    expect(without(['GLUTEN'])).toEqual(['Latte intero', 'Pane di segale'])
    expect(without(['SESAME'])).toEqual(['Latte intero', 'Pasta di semola'])
    expect(without(['GLUTEN', 'MILK'])).toEqual(['Pane di segale'])
    expect(without(['LUPIN'], 'latte')).toEqual(['Latte intero'])
  })

  it('counts the brands of what it keeps', () => {
    expect(labelled.brands({ q: '', department: '', without: ['MILK'] })).toEqual([
      { name: 'Casa', count: 2 },
    ])
  })
})
