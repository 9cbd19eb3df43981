import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productLabels, products } from '../../server/db/schema'
import { seedCatalogue } from '../../server/db/seed/catalogue'
import { kindOf } from '../../server/db/seed/labels'
import type { Allergen, Product } from '../../src/api/schemas/catalogue'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk } from './helpers'

/**
 * The products' labels (docs/ordering.md, "Food information"): the seed's, the catalogue's allergen
 * filter checked against the database's labels, and a product's label in Italian and English.
 */

let server: TestServer
let storeId = 0
beforeAll(async () => {
  server = await startTestServer()
  const [shop] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
})
afterAll(() => server.stop())

type Query = Record<string, string | number | undefined>

/** Every product a query lists, page after page. */
async function everything(query: Query): Promise<Product[]> {
  const all: Product[] = []
  for (let p = 0; ; p++) {
    const answer = await call(server, 'products', { params: { storeId }, query: { ...query, s: 50, p } })
    all.push(...expectOk(answer))
    if (p + 1 >= (answer.totalPages ?? 0)) return all
  }
}

/** The groups each product contains or may contain, as the database holds them; absent: no label. */
async function labelled(): Promise<Map<number, Set<Allergen>>> {
  const rows = await server.running.database.db.select().from(productLabels)
  return new Map(rows.map((row) => [row.productId, new Set([...row.contains, ...row.mayContain])]))
}

describe('the seed’s labels', () => {
  it('gives every product of the catalogue a label of its kind', async () => {
    expect(seedCatalogue().filter((product) => !kindOf(product.name))).toEqual([])
    const db = server.running.database.db
    const [all, labels] = [await db.select().from(products), await labelled()]
    expect(all.filter((product) => !labels.has(product.id)).map((p) => p.name)).toEqual([])
  })

  it('gives food its nutrition and allergens, and detergents their hazards, not a nutrition table', async () => {
    const rows = await server.running.database.db.select().from(productLabels)
    const food = rows.filter((row) => row.food)
    expect(food.filter((row) => row.nutrition).length).toBeGreaterThan(food.length * 0.8)
    for (const row of food) {
      // What the label says it contains is what its ingredients are.
      const fromIngredients = new Set(row.text.it.ingredients.flatMap((i) => i.allergens))
      expect(new Set(row.contains)).toEqual(fromIngredients)
      expect(row.mayContain.filter((group) => row.contains.includes(group))).toEqual([])
      expect(row.text.en.ingredients).toHaveLength(row.text.it.ingredients.length)
    }
    const notFood = rows.filter((row) => !row.food)
    expect(notFood.length).toBeGreaterThan(20)
    expect(notFood.every((row) => row.nutrition === null && row.contains.length === 0)).toBe(true)
    expect(
      notFood.filter((row) => row.text.it.hazards.some((h) => /^H3\d\d /.test(h))).length,
    ).toBeGreaterThan(5)
  })

  it('tags a compound ingredient with every group its parts hold (the Pansoti’s walnut sauce: nuts, milk, bread)', async () => {
    // Words of the demo's compound ingredients that name a group (Italian labels).
    const groupOfWord: Record<string, string> = {
      latte: 'MILK',
      formaggio: 'MILK',
      parmigiano: 'MILK',
      burro: 'MILK',
      panna: 'MILK',
      pane: 'GLUTEN',
      farina: 'GLUTEN',
      frumento: 'GLUTEN',
      grano: 'GLUTEN',
      noci: 'NUTS',
      nocciole: 'NUTS',
      mandorle: 'NUTS',
      uova: 'EGGS',
      uovo: 'EGGS',
      sedano: 'CELERY',
      senape: 'MUSTARD',
      sesamo: 'SESAME',
      soia: 'SOYBEANS',
    }
    const rows = await server.running.database.db.select().from(productLabels)
    const untagged: string[] = []
    for (const row of rows.filter((each) => each.food))
      for (const ingredient of row.text.it.ingredients) {
        // Cocoa butter is no butter.
        const parts = (/\((.*)\)/.exec(ingredient.name)?.[1]?.toLowerCase() ?? '').replaceAll(
          'burro di cacao',
          '',
        )
        for (const word of parts.split(/[^a-zà-ù]+/)) {
          const group = groupOfWord[word]
          if (group && !ingredient.allergens.includes(group as never))
            untagged.push(`${ingredient.name}: ${word} is not ${group}`)
        }
      }
    expect([...new Set(untagged)]).toEqual([])
    const pansoti = rows.find((row) =>
      row.text.it.ingredients.some((i) => i.name.startsWith('salsa di noci')),
    )
    const sauce = pansoti?.text.it.ingredients.find((i) => i.name.startsWith('salsa di noci'))
    expect(sauce?.allergens).toEqual(['NUTS', 'MILK', 'GLUTEN'])
    expect(sauce?.allergen).toBe('NUTS')
  })

  it('gives what its hazard statements classify under CLP the signal word and pictograms they call for', async () => {
    // CLP Annex I, for the statements the demo uses: the pictogram and signal word of each.
    const clp: Record<string, { pictogram: string | null; signal: 'DANGER' | 'WARNING' | null }> = {
      H222: { pictogram: 'GHS02', signal: 'DANGER' },
      H229: { pictogram: null, signal: 'WARNING' },
      H315: { pictogram: 'GHS07', signal: 'WARNING' },
      H318: { pictogram: 'GHS05', signal: 'DANGER' },
      H319: { pictogram: 'GHS07', signal: 'WARNING' },
      H411: { pictogram: 'GHS09', signal: null },
    }
    const rows = await server.running.database.db.select().from(productLabels)
    const classified = new Set<string>()
    for (const row of rows) {
      const codes = row.text.it.hazards.flatMap((h) => h.match(/^H\d{3}/) ?? [])
      const wanted = codes.map((code) => clp[code] ?? expect.fail(`${code} is not in the test's table`))
      const pictograms = [...new Set(wanted.flatMap((w) => (w.pictogram ? [w.pictogram] : [])))]
      const signal = wanted.some((w) => w.signal === 'DANGER')
        ? 'DANGER'
        : wanted.some((w) => w.signal === 'WARNING')
          ? 'WARNING'
          : null
      expect(
        { signal: row.signalWord, pictograms: [...row.pictograms].sort() },
        row.text.it.hazards.join(),
      ).toEqual({
        signal,
        pictograms: pictograms.sort(),
      })
      if (signal) classified.add(row.signalWord ?? '')
    }
    // Both words occur in the demo.
    expect([...classified].sort()).toEqual(['DANGER', 'WARNING'])
  })
})

describe('without=: the allergen filter', () => {
  const cases: Query[] = [
    { without: 'GLUTEN' },
    { without: 'GLUTEN', q: 'pasta' },
    { without: 'GLUTEN', department: 'BREAKFAST' },
    { without: 'GLUTEN', promo: '1' },
    { without: 'MILK' },
    { without: 'NUTS', department: 'BREAKFAST' },
    { without: 'GLUTEN,MILK' },
    { without: 'MILK,GLUTEN,EGGS', q: 'biscotti' },
    { without: 'FISH,CRUSTACEANS,MOLLUSCS', department: 'FROZEN' },
  ]
  for (const query of cases) {
    it(`lists nothing that contains or may contain ${query.without} (${JSON.stringify(query)})`, async () => {
      const groups = String(query.without).split(',') as Allergen[]
      const labels = await labelled()
      const listed = await everything(query)
      const unfiltered = await everything({ ...query, without: undefined })
      // The filter removes something and keeps something: it is not a test that cannot fail.
      expect(listed.length).toBeLessThan(unfiltered.length)
      for (const product of listed) {
        const held = labels.get(product.id)
        expect(held, `${product.name} has a label`).toBeDefined()
        expect(
          groups.filter((group) => held?.has(group)),
          product.name,
        ).toEqual([])
      }
      // And it removes only those: the others of the unfiltered list are all there.
      const kept = unfiltered.filter((p) => {
        const held = labels.get(p.id)
        return held && !groups.some((group) => held.has(group))
      })
      expect(listed.map((p) => p.id).sort()).toEqual(kept.map((p) => p.id).sort())
    })
  }

  it('lists gluten-free pasta (rice) and not the wheat one', async () => {
    const names = (await everything({ without: 'GLUTEN' })).map((p) => p.name)
    expect(names.some((name) => /^Riso Carnaroli/.test(name))).toBe(true)
    expect(names.some((name) => /^(Fusilli|Penne|Spaghetti|Pane)/.test(name))).toBe(false)
  })

  it('leaves out a product whose label is not known', async () => {
    const listed = await everything({ without: 'LUPIN', department: 'FRUIT_VEG' })
    const gone = listed[0] as Product
    const db = server.running.database.db
    const [kept] = await db.select().from(productLabels).where(eq(productLabels.productId, gone.id))
    await db.delete(productLabels).where(eq(productLabels.productId, gone.id))
    try {
      server.running.deps.catalogues.forget()
      const after = await everything({ without: 'LUPIN', department: 'FRUIT_VEG' })
      expect(after.map((p) => p.id)).not.toContain(gone.id)
      expect(after).toHaveLength(listed.length - 1)
      // Without the filter it is listed as before, and its page says it has no label.
      expect((await everything({ department: 'FRUIT_VEG' })).map((p) => p.id)).toContain(gone.id)
      const detail = expectOk(await call(server, 'product', { params: { storeId, productId: gone.id } }))
      expect(detail.label).toBeNull()
    } finally {
      if (kept) await db.insert(productLabels).values(kept)
      server.running.deps.catalogues.forget()
    }
  })

  it('holds for the brands a filter offers', async () => {
    const labels = await labelled()
    const listed = await everything({ without: 'GLUTEN,SOYBEANS', department: 'PANTRY' })
    const counts = new Map<string, number>()
    for (const p of listed) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1)
    const brands = expectOk(
      await call(server, 'brands', {
        params: { storeId },
        query: { without: 'GLUTEN,SOYBEANS', department: 'PANTRY' },
      }),
    )
    expect(new Map(brands.map((b) => [b.name, b.count]))).toEqual(counts)
    expect(listed.every((p) => !labels.get(p.id)?.has('GLUTEN'))).toBe(true)
    const all = expectOk(
      await call(server, 'brands', { params: { storeId }, query: { department: 'PANTRY' } }),
    )
    expect(brands.reduce((sum, b) => sum + b.count, 0)).toBeLessThan(all.reduce((sum, b) => sum + b.count, 0))
  })

  it('refuses a group it does not know, a group twice and a bad list with 400', async () => {
    for (const without of ['GLUTINE', 'gluten', 'GLUTEN,GLUTEN', 'GLUTEN,', ',MILK', 'GLUTEN MILK']) {
      const answer = await call(server, 'products', { params: { storeId }, query: { without } })
      expect(answer.status, without).toBe(400)
      const brands = await call(server, 'brands', { params: { storeId }, query: { without } })
      expect(brands.status, without).toBe(400)
    }
    // Empty: no filter.
    expect(await everything({ without: '', department: 'WINE' })).toEqual(
      await everything({ department: 'WINE' }),
    )
  })
})

describe('a product’s label on its page', () => {
  const find = async (q: string) => {
    const [product] = expectOk(await call(server, 'products', { params: { storeId }, query: { q, s: 1 } }))
    if (!product) throw new Error(`no ${q}`)
    return product
  }
  const detail = async (productId: number, lang?: string) =>
    expectOk(await call(server, 'product', { params: { storeId, productId }, query: { lang } }))

  it('gives a food’s label in Italian by default and in English when asked', async () => {
    const biscotti = await find('biscotti frollini')
    const it = await detail(biscotti.id)
    expect(await detail(biscotti.id, 'it')).toEqual(it)
    const { label, ...product } = it
    expect(product).toEqual(biscotti)
    expect(label?.food).toBe(true)
    expect(label?.ingredients).toContainEqual({
      name: 'farina di grano tenero tipo 0',
      allergen: 'GLUTEN',
      allergens: ['GLUTEN'],
    })
    expect(label?.contains).toEqual(['GLUTEN', 'EGGS', 'MILK'])
    expect(label?.nutrition).toMatchObject({ per: '100G', energyKcal: 470, energyKj: 1966, salt: 0.5 })
    expect(label?.storage).toMatch(/^Conservare in luogo fresco/)
    expect(label?.netQuantity).toEqual({ amount: 700, unit: 'G', packs: 1 })
    expect(label?.operator.name).toMatch(/\S/)
    const en = (await detail(biscotti.id, 'en')).label
    expect(en?.ingredients).toContainEqual({
      name: 'soft wheat flour type 0',
      allergen: 'GLUTEN',
      allergens: ['GLUTEN'],
    })
    expect(en?.storage).toMatch(/^Store in a cool, dry place/)
    expect({ ...en, ingredients: [], storage: '' }).toEqual({ ...label, ingredients: [], storage: '' })
  })

  it('gives the origin of fresh food and a detergent’s hazards without nutrition', async () => {
    const milk = (await detail((await find('latte fresco intero')).id)).label
    expect(milk?.origin).toMatch(/^Paese di mungitura: Italia/)
    expect(milk?.nutrition?.per).toBe('100ML')
    const bleach = (await detail((await find('candeggina')).id, 'en')).label
    expect(bleach?.food).toBe(false)
    expect(bleach?.nutrition).toBeNull()
    expect(bleach?.hazards).toContain('EUH031 Contact with acids liberates toxic gas.')
    // CLP: its signal word and pictograms, the same in every language.
    expect(bleach).toMatchObject({ signalWord: 'WARNING', pictograms: ['GHS07', 'GHS09'] })
    expect((await detail((await find('candeggina')).id)).label).toMatchObject({
      signalWord: 'WARNING',
      pictograms: ['GHS07', 'GHS09'],
    })
    expect(bleach?.precautions).toContain('P102 Keep out of reach of children.')
  })

  it('refuses a language it does not speak with 400', async () => {
    const product = await find('burro')
    for (const lang of ['fr', 'IT', '']) {
      const answer = await call(server, 'product', {
        params: { storeId, productId: product.id },
        query: { lang },
      })
      expect(answer.status, lang).toBe(400)
    }
  })

  it('still refuses a withdrawn product with 4031', async () => {
    const product = await find('rucola')
    const db = server.running.database.db
    await db
      .update(products)
      .set({ withdrawn: true })
      .where(inArray(products.id, [product.id]))
    try {
      server.running.deps.catalogues.forget()
      const answer = await call(server, 'product', { params: { storeId, productId: product.id } })
      expect(answer.code).toBe(4031)
    } finally {
      await db.update(products).set({ withdrawn: false }).where(eq(products.id, product.id))
      server.running.deps.catalogues.forget()
    }
  })
})
