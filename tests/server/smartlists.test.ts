import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, stores } from '../../server/db/schema'
import { ErrorCode } from '../../src/api/errors'
import type { Product } from '../../src/api/schemas/catalogue'
import type { Smartlist } from '../../src/api/schemas/smartlists'
import { startTestServer, type TestServer } from './harness'
import { call, expectOk, expectRefused, registerConfirmed } from './helpers'

let server: TestServer
let storeId = 0
let otherStoreId = 0
/** What the first shop sells, and a product it does not sell that the second one does. */
let catalogue: Product[] = []
let notSold: Product

async function shelf(id: number): Promise<Product[]> {
  const found: Product[] = []
  for (let p = 0; p < 30; p++) {
    const page = await call(server, 'products', { params: { storeId: id }, query: { s: 50, p } })
    found.push(...expectOk(page))
    if (p + 1 >= (page.totalPages ?? 0)) break
  }
  return found
}

beforeAll(async () => {
  server = await startTestServer()
  const [shop, other] = expectOk(await call(server, 'ecommerceStores', {}))
  storeId = shop?.id ?? 0
  otherStoreId = other?.id ?? 0
  catalogue = await shelf(storeId)
  const sold = new Set(catalogue.map((p) => p.id))
  notSold =
    (await shelf(otherStoreId)).find((p) => !sold.has(p.id)) ?? expect.fail('both shops sell the same')
})
afterAll(() => server.stop())

const pick = (test: (p: Product) => boolean, skip = 0): Product =>
  catalogue.filter(test)[skip] ?? expect.fail('no such product')

/** Device times: the devices' clocks, not the server's, order the changes. */
const BASE = Date.parse('2026-03-01T09:00:00.000Z')
const t = (seconds: number) => new Date(BASE + seconds * 1000).toISOString()

const customer = async () => (await registerConfirmed(server)).token

const putList = (token: string, listId: string, name: string, changedAt: string) =>
  call(server, 'putSmartlist', { token, params: { listId }, body: { name, changedAt } })

const putItem = (token: string, listId: string, itemId: string, body: Record<string, unknown>) =>
  call(server, 'putSmartlistItem', { token, params: { listId, itemId }, body })

const removeItem = (token: string, listId: string, itemId: string, changedAt: string) =>
  call(server, 'deleteSmartlistItem', { token, params: { listId, itemId }, query: { changedAt } })

const lists = async (token: string): Promise<Smartlist[]> =>
  expectOk(await call(server, 'smartlists', { token }))

async function newList(token: string, name = 'Spesa'): Promise<string> {
  const id = randomUUID()
  expectOk(await putList(token, id, name, t(0)))
  return id
}

const textItem = (text: string, changedAt: string, extra: Record<string, unknown> = {}) => ({
  text,
  quantity: 1,
  checked: false,
  changedAt,
  ...extra,
})

async function withdrawn<T>(productId: number, work: () => Promise<T>): Promise<T> {
  const db = server.running.database.db
  await db.update(products).set({ withdrawn: true }).where(eq(products.id, productId))
  server.running.deps.catalogues.forget()
  try {
    return await work()
  } finally {
    await db.update(products).set({ withdrawn: false }).where(eq(products.id, productId))
    server.running.deps.catalogues.forget()
  }
}

describe('lists', () => {
  it('are made under the device’s id, renamed by a later change only, listed oldest first', async () => {
    const token = await customer()
    const first = randomUUID()
    const made = expectOk(await putList(token, first, 'Settimana', t(10)))
    expect(made).toEqual({
      id: first,
      name: 'Settimana',
      items: [],
      changedAt: t(10),
      owner: true,
      shared: false,
    })

    expect(expectOk(await putList(token, first, 'Settimana corta', t(20))).name).toBe('Settimana corta')
    // An older rename, and one as old as the name kept, arrive late: ignored, the list answered as kept.
    expect(expectOk(await putList(token, first, 'Vecchio nome', t(15)))).toMatchObject({
      name: 'Settimana corta',
      changedAt: t(20),
    })
    expect(expectOk(await putList(token, first, 'Stesso istante', t(20))).name).toBe('Settimana corta')

    server.clock.advance(5)
    // Made later on the server, though named earlier and dated earlier by its device.
    const second = randomUUID()
    expectOk(await putList(token, second, 'Aperitivo', t(1)))
    expect((await lists(token)).map((l) => [l.id, l.name])).toEqual([
      [first, 'Settimana corta'],
      [second, 'Aperitivo'],
    ])
  })

  it('are deleted for good: again is ok, a replayed create or change is 404, an unseen id stays dead', async () => {
    const token = await customer()
    const kept = await newList(token, 'Resta')
    const gone = await newList(token, 'Va via')
    expectOk(await putItem(token, gone, randomUUID(), textItem('pane', t(1))))
    expectOk(await call(server, 'deleteSmartlist', { token, params: { listId: gone } }))
    expectOk(await call(server, 'deleteSmartlist', { token, params: { listId: gone } }))
    expect((await lists(token)).map((l) => l.id)).toEqual([kept])

    expectRefused(await putList(token, gone, 'Va via', t(0)), 404, { message: 'Lista non trovata' })
    expectRefused(await putList(token, gone, 'Rinata', t(99)), 404)
    expectRefused(await putItem(token, gone, randomUUID(), textItem('latte', t(99))), 404)
    expectRefused(await removeItem(token, gone, randomUUID(), t(99)), 404)
    expectRefused(
      await call(server, 'smartlistToCart', { token, params: { listId: gone }, body: { storeId } }),
      404,
    )

    // Made and deleted offline, the deletion arriving first: the create replayed after it stays dead.
    const unseen = randomUUID()
    expectOk(await call(server, 'deleteSmartlist', { token, params: { listId: unseen } }))
    expectRefused(await putList(token, unseen, 'Offline', t(0)), 404)
    expect((await lists(token)).map((l) => l.id)).toEqual([kept])
  })

  it('of another customer are 404 to every call but DELETE, never shown, never taken over', async () => {
    const owner = await customer()
    const intruder = await customer()
    const listId = await newList(owner, 'Lista segreta')
    const itemId = randomUUID()
    expectOk(await putItem(owner, listId, itemId, textItem('caviale', t(1))))

    const answers = [
      await putList(intruder, listId, 'Mia ora', t(50)),
      await putItem(intruder, listId, itemId, textItem('rubato', t(50))),
      await putItem(intruder, listId, randomUUID(), textItem('aggiunto', t(50))),
      await removeItem(intruder, listId, itemId, t(50)),
      await call(server, 'smartlistToCart', { token: intruder, params: { listId }, body: { storeId } }),
    ]
    for (const answer of answers) {
      expectRefused(answer, 404, { message: 'Lista non trovata' })
      expect(JSON.stringify(answer.raw)).not.toMatch(/segreta|caviale/)
    }
    // DELETE answers as for an unknown id (it tells nothing) and leaves the list alone.
    expectOk(await call(server, 'deleteSmartlist', { token: intruder, params: { listId } }))
    expect(await lists(intruder)).toEqual([])
    const [mine] = await lists(owner)
    expect(mine).toMatchObject({
      id: listId,
      name: 'Lista segreta',
      items: [{ id: itemId, name: 'caviale' }],
    })
  })

  it('need a session', async () => {
    expect((await call(server, 'smartlists')).status).toBe(401)
    expect((await putList('', randomUUID(), 'x', t(0))).status).toBe(401)
    expect((await call(server, 'favorites')).status).toBe(401)
  })
})

describe('items', () => {
  it('are products (named and pictured as the product) or free text, changed and removed', async () => {
    const token = await customer()
    const listId = await newList(token)
    const product = pick((p) => p.unit === 'PIECE')
    const productItem = randomUUID()
    const note = randomUUID()
    expectOk(
      await putItem(token, listId, productItem, {
        productId: product.id,
        quantity: 2,
        checked: false,
        changedAt: t(1),
      }),
    )
    server.clock.advance(5)
    const both = expectOk(await putItem(token, listId, note, textItem('  qualcosa per la torta ', t(2))))
    expect(both.items).toEqual([
      {
        id: productItem,
        productId: product.id,
        name: product.name,
        imageUrl: product.imageUrl,
        quantity: 2,
        checked: false,
        changedAt: t(1),
        changedBy: 'Lucia',
      },
      {
        id: note,
        productId: null,
        name: 'qualcosa per la torta',
        imageUrl: null,
        quantity: 1,
        checked: false,
        changedAt: t(2),
        changedBy: 'Lucia',
      },
    ])

    const changed = expectOk(
      await putItem(token, listId, productItem, {
        productId: product.id,
        quantity: 5,
        checked: true,
        changedAt: t(3),
      }),
    )
    expect(changed.items[0]).toMatchObject({ quantity: 5, checked: true, changedAt: t(3) })
    // A free text can become a product and back: the later change says what the item is.
    const turned = expectOk(
      await putItem(token, listId, note, {
        productId: product.id,
        quantity: 1,
        checked: false,
        changedAt: t(4),
      }),
    )
    expect(turned.items[1]).toMatchObject({ productId: product.id, name: product.name })

    const removed = expectOk(await removeItem(token, listId, productItem, t(5)))
    expect(removed.items.map((i) => i.id)).toEqual([note])
    expect((await lists(token))[0]?.items.map((i) => i.id)).toEqual([note])
  })

  it('are idempotent: the same change sent three times, in turn or at once, is one item', async () => {
    const token = await customer()
    const listId = await newList(token)
    const itemId = randomUUID()
    const change = textItem('uova', t(1), { quantity: 6 })
    for (let i = 0; i < 3; i++) expectOk(await putItem(token, listId, itemId, change))
    const burst = randomUUID()
    const answers = await Promise.all(
      [1, 2, 3].map(() => putItem(token, listId, burst, textItem('farina', t(1)))),
    )
    for (const answer of answers) expectOk(answer)
    const [list] = await lists(token)
    expect(list?.items.map((i) => [i.name, i.quantity])).toEqual([
      ['uova', 6],
      ['farina', 1],
    ])
  })

  it('keep the later change, whichever arrives first; a change as old as the one kept is ignored', async () => {
    const token = await customer()
    const listId = await newList(token)
    const inOrder = randomUUID()
    const reversed = randomUUID()
    expectOk(await putItem(token, listId, inOrder, textItem('mele', t(1), { quantity: 3 })))
    expectOk(await putItem(token, listId, inOrder, textItem('mele', t(2), { quantity: 5 })))

    expectOk(await putItem(token, listId, reversed, textItem('pere', t(2), { quantity: 5, checked: true })))
    const late = expectOk(
      await putItem(token, listId, reversed, textItem('pere verdi', t(1), { quantity: 3 })),
    )
    // The late, older change is answered with the list as kept.
    expect(late.items.find((i) => i.id === reversed)).toMatchObject({
      name: 'pere',
      quantity: 5,
      checked: true,
      changedAt: t(2),
    })
    const tie = expectOk(
      await putItem(token, listId, reversed, textItem('pere gialle', t(2), { quantity: 9 })),
    )
    expect(tie.items.find((i) => i.id === reversed)).toMatchObject({ name: 'pere', quantity: 5 })

    const [list] = await lists(token)
    expect(list?.items.map((i) => [i.name, i.quantity])).toEqual([
      ['mele', 5],
      ['pere', 5],
    ])
  })

  it('stay removed when an older change is replayed after the removal; a later one brings them back', async () => {
    const token = await customer()
    const listId = await newList(token)
    const itemId = randomUUID()
    expectOk(await putItem(token, listId, itemId, textItem('burro', t(1))))
    expectOk(await removeItem(token, listId, itemId, t(5)))
    for (const when of [t(1), t(4), t(5)]) {
      expect(expectOk(await putItem(token, listId, itemId, textItem('burro', when))).items).toEqual([])
    }
    // An older removal arriving after the item came back leaves it.
    expectOk(await putItem(token, listId, itemId, textItem('burro salato', t(6))))
    expect(expectOk(await removeItem(token, listId, itemId, t(3))).items.map((i) => i.name)).toEqual([
      'burro salato',
    ])

    // Removed before it was ever seen (made and removed offline, the removal first): stays removed.
    const unseen = randomUUID()
    expect(expectOk(await removeItem(token, listId, unseen, t(10))).items.map((i) => i.name)).toEqual([
      'burro salato',
    ])
    expectOk(await putItem(token, listId, unseen, textItem('sale', t(9))))
    expect((await lists(token))[0]?.items.map((i) => i.name)).toEqual(['burro salato'])
    expectOk(await putItem(token, listId, unseen, textItem('sale grosso', t(11))))
    expect((await lists(token))[0]?.items.map((i) => i.name)).toEqual(['burro salato', 'sale grosso'])
  })

  it('changed by two devices at once are all kept, each with its latest change', async () => {
    const token = await customer()
    const listId = await newList(token)
    const phone = Array.from({ length: 12 }, () => randomUUID())
    const tablet = Array.from({ length: 12 }, () => randomUUID())
    const shared = randomUUID()
    const changes = [
      ...phone.map((id, n) => () => putItem(token, listId, id, textItem(`telefono ${n}`, t(n)))),
      ...tablet.map((id, n) => () => putItem(token, listId, id, textItem(`tablet ${n}`, t(n)))),
      // Both devices also change one item many times: whatever the arrival order, t(30) wins.
      ...Array.from(
        { length: 10 },
        (_, n) => () =>
          putItem(token, listId, shared, textItem(`condiviso ${30 - n}`, t(30 - n), { quantity: 30 - n })),
      ),
    ]
    const answers = await Promise.all(changes.map((change) => change()))
    for (const answer of answers) expectOk(answer)
    const [list] = await lists(token)
    const names = new Set(list?.items.map((i) => i.name))
    for (let n = 0; n < 12; n++) {
      expect(names.has(`telefono ${n}`), `telefono ${n}`).toBe(true)
      expect(names.has(`tablet ${n}`), `tablet ${n}`).toBe(true)
    }
    expect(list?.items.find((i) => i.id === shared)).toMatchObject({ name: 'condiviso 30', quantity: 30 })
    expect(list?.items).toHaveLength(25)
  })

  it('refuse a product that does not exist (4030) or was withdrawn (4031); one held can still be checked off', async () => {
    const token = await customer()
    const listId = await newList(token)
    const item = (productId: number, changedAt: string, checked = false) => ({
      productId,
      quantity: 1,
      checked,
      changedAt,
    })
    expectRefused(await putItem(token, listId, randomUUID(), item(999_999, t(1))), ErrorCode.UnknownProduct)
    const held = pick((p) => p.unit === 'PIECE', 1)
    const fresh = pick((p) => p.unit === 'PIECE', 2)
    const heldItem = randomUUID()
    expectOk(await putItem(token, listId, heldItem, item(held.id, t(1))))
    await withdrawn(fresh.id, async () => {
      expectRefused(
        await putItem(token, listId, randomUUID(), item(fresh.id, t(2))),
        ErrorCode.InvalidProduct,
      )
    })
    await withdrawn(held.id, async () => {
      const checked = expectOk(await putItem(token, listId, heldItem, item(held.id, t(3), true)))
      expect(checked.items).toEqual([
        expect.objectContaining({ id: heldItem, name: held.name, checked: true }),
      ])
    })
    expect((await lists(token))[0]?.items).toHaveLength(1)
  })

  it('refuse malformed input with 400, never a 5xx', async () => {
    const token = await customer()
    const listId = await newList(token)
    const product = pick((p) => p.unit === 'PIECE')
    const itemId = randomUUID()
    const bad: Record<string, unknown>[] = [
      textItem('x', t(1), { quantity: 0 }),
      textItem('x', t(1), { quantity: 100 }),
      textItem('x', t(1), { quantity: 1.5 }),
      textItem('x', t(1), { quantity: '2' }),
      textItem('x', t(1), { productId: product.id }),
      { quantity: 1, checked: false, changedAt: t(1) },
      textItem('   ', t(1)),
      textItem('', t(1), { productId: null }),
      textItem('x'.repeat(201), t(1)),
      textItem('x', t(1), { checked: 'no' }),
      textItem('x', 'ieri'),
      textItem('x', '2026-02-31T10:00:00Z'),
      textItem('x', '2026-03-01'),
      textItem('x', t(1), { productId: 0, text: null }),
    ]
    for (const body of bad) {
      expectRefused(await putItem(token, listId, itemId, body), 400)
    }
    expectRefused(await putItem(token, 'non-un-uuid', itemId, textItem('x', t(1))), 400)
    expectRefused(await putItem(token, listId, '1234', textItem('x', t(1))), 400)
    expectRefused(await putList(token, randomUUID(), 'x'.repeat(61), t(1)), 400)
    expectRefused(await putList(token, randomUUID(), '   ', t(1)), 400)
    expectRefused(await putList(token, randomUUID(), 'Nome', '1 marzo'), 400)
    expectRefused(await putList(token, 'a'.repeat(36), 'Nome', t(1)), 400)
    expectRefused(await removeItem(token, listId, itemId, 'domani'), 400)
    expectRefused(await call(server, 'deleteSmartlistItem', { token, params: { listId, itemId } }), 400)
    expectRefused(
      await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId: 'uno' } }),
      400,
    )
    expect((await lists(token))[0]?.items).toEqual([])

    // Forms the contract's ISO check allows are read as the instants they name.
    const offset = expectOk(await putItem(token, listId, itemId, textItem('x', '2026-03-01T10:00:00+01')))
    expect(offset.items[0]?.changedAt).toBe('2026-03-01T09:00:00.000Z')
    const spaced = expectOk(
      await putItem(token, listId, itemId, textItem('y', '2026-03-01 09:30:00.5 -0030')),
    )
    expect(spaced.items[0]).toMatchObject({ name: 'y', changedAt: '2026-03-01T10:00:00.500Z' })
  })
})

describe('favorites', () => {
  it('are starred and unstarred idempotently, listed newest first, personal', async () => {
    const token = await customer()
    const other = await customer()
    const first = pick((p) => p.ownBrand)
    const second = pick((p) => !p.ownBrand)
    expectOk(await call(server, 'putFavorite', { token, params: { productId: first.id } }))
    server.clock.advance(1000)
    expectOk(await call(server, 'putFavorite', { token, params: { productId: second.id } }))
    server.clock.advance(1000)
    // Starring again keeps the first star: the order does not change.
    expectOk(await call(server, 'putFavorite', { token, params: { productId: first.id } }))
    const starred = expectOk(await call(server, 'favorites', { token }))
    expect(starred).toEqual([
      expect.objectContaining({ productId: second.id, name: second.name, ean: second.ean, ownBrand: false }),
      expect.objectContaining({
        productId: first.id,
        brand: first.brand,
        imageUrl: first.imageUrl,
        ownBrand: true,
      }),
    ])
    expect(expectOk(await call(server, 'favorites', { token: other }))).toEqual([])

    for (let i = 0; i < 2; i++) {
      expectOk(await call(server, 'deleteFavorite', { token, params: { productId: second.id } }))
    }
    expectOk(await call(server, 'deleteFavorite', { token, params: { productId: 999_999 } }))
    expect(expectOk(await call(server, 'favorites', { token })).map((f) => f.productId)).toEqual([first.id])
  })

  it('refuse a product that does not exist (4030) and malformed ids (400)', async () => {
    const token = await customer()
    expectRefused(
      await call(server, 'putFavorite', { token, params: { productId: 999_999 } }),
      ErrorCode.UnknownProduct,
    )
    expectRefused(await call(server, 'putFavorite', { token, params: { productId: 'latte' } }), 400)
    expect(expectOk(await call(server, 'favorites', { token }))).toEqual([])
  })
})

describe('a list to the cart', () => {
  it('puts the unchecked products the store sells, adding to lines and capped; says what it does not sell', async () => {
    const token = await customer()
    const bystander = await customer()
    const plain = pick((p) => p.unit === 'PIECE' && p.maxQuantity >= 10)
    const limited = pick((p) => p.maxQuantity < 99 && p.id !== plain.id)
    const inTrolley = pick((p) => p.id !== plain.id && p.id !== limited.id)

    // Lines already there: the customer's own, and another customer's cart of the same store.
    const cart = expectOk(await call(server, 'cart', { token, query: { storeId } }))
    expectOk(
      await call(server, 'setCartLine', {
        token,
        params: { cartId: cart.id, productId: plain.id },
        body: { quantity: 1 },
      }),
    )
    const theirs = expectOk(await call(server, 'cart', { token: bystander, query: { storeId } }))
    const theirsBefore = expectOk(
      await call(server, 'setCartLine', {
        token: bystander,
        params: { cartId: theirs.id, productId: plain.id },
        body: { quantity: 4 },
      }),
    )

    const listId = await newList(token)
    const add = async (body: Record<string, unknown>) => {
      server.clock.advance(2)
      expectOk(await putItem(token, listId, randomUUID(), { checked: false, changedAt: t(1), ...body }))
    }
    await add({ productId: plain.id, quantity: 2 })
    await add({ text: 'candeline', quantity: 1 })
    await add({ productId: limited.id, quantity: 99 })
    await add({ productId: notSold.id, quantity: 1 })
    await add({ productId: inTrolley.id, quantity: 3, checked: true })
    await add({ productId: plain.id, quantity: 1 })

    const filled = expectOk(
      await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } }),
    )
    expect(filled.cart.id).toBe(cart.id)
    expect(filled.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [plain.id, 1 + 2 + 1],
      [limited.id, limited.maxQuantity],
    ])
    expect(filled.missing.map(({ productId, name }) => ({ productId, name }))).toEqual([
      { productId: null, name: 'candeline' },
      { productId: notSold.id, name: notSold.name },
    ])
    expect(filled.cart.totalCents).toBeGreaterThan(0)
    expect(expectOk(await call(server, 'cart', { token, query: { storeId } }))).toEqual(filled.cart)

    // Again: added to once more, the capped line stays at its maximum.
    const again = expectOk(
      await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } }),
    )
    expect(again.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [plain.id, 7],
      [limited.id, limited.maxQuantity],
    ])

    expect(expectOk(await call(server, 'cart', { token: bystander, query: { storeId } }))).toEqual(
      theirsBefore,
    )
  })

  it('makes the cart of a store the customer has none of; a withdrawn product is missing', async () => {
    const token = await customer()
    const product = pick((p) => p.unit === 'PIECE', 3)
    const gone = pick((p) => p.unit === 'PIECE', 4)
    const listId = await newList(token)
    expectOk(
      await putItem(token, listId, randomUUID(), {
        productId: product.id,
        quantity: 2,
        checked: false,
        changedAt: t(1),
      }),
    )
    expectOk(
      await putItem(token, listId, randomUUID(), {
        productId: gone.id,
        quantity: 2,
        checked: false,
        changedAt: t(1),
      }),
    )
    const filled = await withdrawn(gone.id, async () =>
      expectOk(await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } })),
    )
    expect(filled.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[product.id, 2]])
    expect(filled.missing).toMatchObject([{ productId: gone.id, name: gone.name }])
  })

  it("offers the store's best search matches for a free text: a list's “Uova” is the store's eggs", async () => {
    const token = await customer()
    const eggs = catalogue.filter((p) => /\buova\b/i.test(p.name))
    expect(eggs.length).toBeGreaterThan(0)
    const listId = await newList(token)
    expectOk(await putItem(token, listId, randomUUID(), textItem('Uova', t(1))))
    expectOk(await putItem(token, listId, randomUUID(), textItem('zzz nulla di simile', t(2))))
    const filled = expectOk(
      await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } }),
    )
    // Offered, not put in the cart: the customer confirms one or picks another.
    expect(filled.cart.lines).toEqual([])
    const [uova, nothing] = filled.missing
    expect(uova?.name).toBe('Uova')
    expect(uova?.matches.length).toBeGreaterThan(0)
    expect(uova?.matches.length).toBeLessThanOrEqual(5)
    expect(eggs.map((p) => p.id)).toContain(uova?.matches[0]?.id)
    // Every egg first, then what else the store's search finds (the egg pasta), at the store's prices.
    expect(
      uova?.matches
        .slice(0, eggs.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual(eggs.map((p) => p.id).sort())
    const searched = expectOk(
      await call(server, 'products', { params: { storeId }, query: { q: 'Uova', s: 40 } }),
    )
    for (const match of uova?.matches ?? []) expect(searched).toContainEqual(match)
    expect(nothing).toMatchObject({ name: 'zzz nulla di simile', matches: [] })
  })

  it('tells two items of one text once, with both quantities (the trial\'s "Zafferano" named twice)', async () => {
    const token = await customer()
    const listId = await newList(token)
    expectOk(await putItem(token, listId, randomUUID(), textItem('zzz Zafferano nulla', t(1))))
    expectOk(
      await putItem(token, listId, randomUUID(), textItem(' ZZZ zafferano  nulla', t(2), { quantity: 2 })),
    )
    expectOk(await putItem(token, listId, randomUUID(), textItem('Uova', t(3))))
    expectOk(await putItem(token, listId, randomUUID(), textItem('uova', t(4), { quantity: 3 })))
    const filled = expectOk(
      await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } }),
    )
    const told = filled.missing
      .map((item) => ({ name: item.name.trim().toLowerCase(), quantity: item.quantity, item }))
      .sort((a, b) => a.name.localeCompare(b.name))
    expect(told.map(({ name, quantity }) => [name, quantity])).toEqual([
      ['uova', 4],
      ['zzz zafferano nulla', 3],
    ])
    expect(told[0]?.item.matches.length).toBeGreaterThan(0)
    expect(told[1]?.item.matches).toEqual([])
  })

  it('is 404 for a store without a shop or none, and changes no cart then', async () => {
    const token = await customer()
    const listId = await newList(token)
    expectOk(await putItem(token, listId, randomUUID(), textItem('pane', t(1))))
    const [plainStore] = await server.running.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ecommerce, false))
    for (const id of [plainStore?.id ?? 0, 999_999]) {
      expectRefused(
        await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId: id } }),
        404,
      )
    }
    expect(
      expectOk(await call(server, 'smartlistToCart', { token, params: { listId }, body: { storeId } })),
    ).toMatchObject({
      cart: { lines: [] },
      missing: [{ productId: null, name: 'pane' }],
    })
  })
})
