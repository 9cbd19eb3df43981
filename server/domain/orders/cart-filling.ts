import { and, eq, inArray } from 'drizzle-orm'
import type { Product } from '../../../src/api/schemas/catalogue'
import { type CartFill, MATCHES_MAX, type MissingItem } from '../../../src/api/schemas/smartlists'
import { cartLines, carts } from '../../db/schema'
import { foldedWords } from '../catalogue/italian-words'
import { inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { type ShopContext, view } from './carts'

/** What to put in the cart: a product (null for free text), its name to report it by, how many. */
export interface WantedItem {
  productId: number | null
  name: string
  quantity: number
}

/** How many of the search's best the list's matches are chosen from. */
const MATCHES_SEARCHED = 40

/**
 * The search's products ranked for a list's words: the search finds by stems, so "Uova" finds the
 * egg pasta ("all'uovo") as well as the eggs, and ties go in name order. A list names a thing, not a
 * dish made with it: the products holding the very words typed come first, and those whose name
 * begins with them before the others; otherwise the search's order stays.
 */
export function rankForList(text: string, found: readonly Product[]): Product[] {
  const wanted = foldedWords(text)
  if (!wanted.length) return [...found]
  const scored = found.map((product, order) => {
    const words = foldedWords(product.name)
    const held = new Set(words)
    let score = 0
    for (const word of wanted) if (held.has(word)) score += 2
    if (words[0] === wanted[0]) score += 1
    return { product, score, order }
  })
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return scored.map((entry) => entry.product)
}

/**
 * Puts what the store sells today into the customer's open cart of that store (made if there is
 * none), adding to a line already there, never beyond the product's maximum; everything else (free
 * text, a product the store does not sell or that was withdrawn) is answered as missing, with the
 * store's products its name finds (the catalogue's own search, best first) for the customer to pick
 * from: a list's "Uova" is then the eggs of this store. Items of one text (the same words, whatever
 * their case and accents) or of one unsold product are one missing item, holding their quantities
 * together: the customer is told of each thing once. Shared by "add the list to the cart" and
 * "order again".
 *
 * The catalogue is read before the transaction and the cart shown after it: the catalogue loads
 * through its own connection, which an open transaction on PGlite's single connection would keep
 * waiting (see setCartLine).
 */
export async function fillCart(
  ctx: ShopContext,
  userId: number,
  storeId: number,
  wanted: WantedItem[],
): Promise<CartFill> {
  // Asked first so that a store without a shop is a 404 even when every item is free text.
  await ctx.catalogues.departments(storeId)
  const missing: MissingItem[] = []
  // One missing item for each text (or product): a list holding "Uova" twice asks for both, once.
  const missingBy = new Map<string, MissingItem>()
  const adding = new Map<number, { product: Product; quantity: number }>()
  for (const item of wanted) {
    const product = item.productId === null ? undefined : await ctx.catalogues.find(storeId, item.productId)
    if (!product) {
      const key = `${item.productId ?? ''}|${foldedWords(item.name).join(' ')}`
      const same = missingBy.get(key)
      if (same) {
        same.quantity += item.quantity
        continue
      }
      const found = item.name.trim()
        ? await ctx.catalogues.search(storeId, {
            q: item.name,
            department: '',
            page: 0,
            size: MATCHES_SEARCHED,
          })
        : null
      const matches = rankForList(item.name, found?.data ?? []).slice(0, MATCHES_MAX)
      const told: MissingItem = {
        productId: item.productId,
        name: item.name,
        quantity: item.quantity,
        matches,
      }
      missing.push(told)
      missingBy.set(key, told)
      continue
    }
    // A product on the list twice is one cart line holding both quantities.
    const held = adding.get(product.id)
    adding.set(product.id, { product, quantity: (held?.quantity ?? 0) + item.quantity })
  }

  const cart = await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(carts)
      .values({ userId, storeId, createdAt: tx.at, updatedAt: tx.at })
      .onConflictDoNothing()
    // Locked as setCartLine locks it: a line set meanwhile on another device is added to, not lost.
    const [open] = await tx.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId), eq(carts.status, 'OPEN')))
      .for('update')
    // Gone only if an order placed it between the insert and the lock: 4004, and the next try makes one.
    if (!open) throw new DomainError('cart-not-found')
    if (!adding.size) return open
    const lines = await tx.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, open.id), inArray(cartLines.productId, [...adding.keys()])))
    const inCart = new Map(lines.map((line) => [line.productId, line.quantity]))
    for (const { product, quantity } of adding.values()) {
      const before = inCart.get(product.id) ?? 0
      // Capped at the maximum, but a line already above it (the maximum lowered since) is not cut.
      const after = Math.max(before, Math.min(before + quantity, product.maxQuantity))
      if (after === before) continue
      await tx.db
        .insert(cartLines)
        .values({ cartId: open.id, productId: product.id, quantity: after, addedAt: tx.at })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId], set: { quantity: after } })
    }
    await tx.db.update(carts).set({ updatedAt: tx.at }).where(eq(carts.id, open.id))
    return open
  })
  return { cart: await view(ctx, cart), missing }
}
