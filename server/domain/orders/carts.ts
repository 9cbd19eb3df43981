import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Cart, CartLine, Substitution, SubstitutionChoice } from '../../../src/api/schemas/cart'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { Db } from '../../db/connect'
import { cartLines, carts, products } from '../../db/schema'
import type { Catalogues } from '../catalogue/catalogue'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'

/** What the cart's domain works with: the database, the clock, and the stores' catalogues. */
export interface ShopContext extends DomainContext {
  catalogues: Catalogues
}

type CartRow = typeof carts.$inferSelect

/** A line's substitution choice as the contract answers it, from its two columns. */
export function substitutionOf(row: {
  substitutionMode: Substitution['mode']
  substitutionProductId: number | null
}): Substitution {
  return row.substitutionMode === 'SPECIFIC' && row.substitutionProductId !== null
    ? { mode: 'SPECIFIC', productId: row.substitutionProductId }
    : { mode: row.substitutionMode === 'SPECIFIC' ? 'SIMILAR' : row.substitutionMode }
}

/**
 * The price an offer's saving is counted from: its previous price, the one struck through (the lowest
 * of the 30 days before the reduction, art. 17-bis); the price itself without an offer, so a line
 * without a reduction saves nothing (docs/ordering.md "Prices and their history").
 */
export function regularCents(product: Product): number {
  return product.promoPriceCents === null
    ? product.priceCents
    : (product.previousPriceCents ?? product.priceCents)
}

/**
 * A line's money at today's price: for a KG product, for its pieces' estimated weight. The cart shows
 * it and an order copies it as the price paid.
 */
export function amounts(
  product: Product,
  quantity: number,
): { amount: number; saving: number; unit: number } {
  const unit = product.promoPriceCents ?? product.priceCents
  const factor = product.unit === 'KG' ? ((product.estimatedWeightGrams ?? 1000) * quantity) / 1000 : quantity
  return {
    unit,
    amount: Math.round(unit * factor),
    saving: Math.round((regularCents(product) - unit) * factor),
  }
}

/** The cart as the customer sees it: each line at today's price, the totals computed here. */
export async function view(ctx: ShopContext, cart: CartRow): Promise<Cart> {
  const db = ctx.db
  const rows = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
  const gone = rows.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          imageUrl: products.imageUrl,
          maxQuantity: products.maxQuantity,
        })
        .from(products)
        .where(
          inArray(
            products.id,
            rows.map((row) => row.productId),
          ),
        )
    : []
  let totalCents = 0
  let savingsCents = 0
  const lines: CartLine[] = []
  for (const row of rows) {
    const product = await ctx.catalogues.find(cart.storeId, row.productId)
    if (!product) {
      const known = gone.find((p) => p.id === row.productId)
      lines.push({
        productId: row.productId,
        name: known?.name ?? '',
        quantity: row.quantity,
        priceCents: 0,
        amountCents: 0,
        estimatedWeight: false,
        imageUrl: known?.imageUrl ?? '',
        maxQuantity: known?.maxQuantity ?? row.quantity,
        available: false,
        substitution: substitutionOf(row),
      })
      continue
    }
    const money = amounts(product, row.quantity)
    totalCents += money.amount
    savingsCents += money.saving
    lines.push({
      productId: product.id,
      name: product.name,
      quantity: row.quantity,
      priceCents: money.unit,
      amountCents: money.amount,
      estimatedWeight: product.unit === 'KG',
      imageUrl: product.imageUrl,
      maxQuantity: product.maxQuantity,
      available: true,
      department: product.department,
      ownBrand: product.ownBrand,
      substitution: substitutionOf(row),
    })
  }
  return { id: cart.id, storeId: cart.storeId, lines, savingsCents, totalCents }
}

/** The customer's open cart of a store, made empty if there is none (a store without a shop: 404). */
export async function openCart(ctx: ShopContext, userId: number, storeId: number): Promise<Cart> {
  await ctx.catalogues.departments(storeId)
  // The insert does nothing when an open cart exists; that cart may be placed as an order before the
  // select reads it (another request of the customer, on another instance): then a new one is made.
  for (let attempt = 0; attempt < 3; attempt++) {
    await ctx.db
      .insert(carts)
      .values({ userId, storeId, createdAt: ctx.now(), updatedAt: ctx.now() })
      .onConflictDoNothing()
    const [cart] = await ctx.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId), eq(carts.status, 'OPEN')))
    if (cart) return view(ctx, cart)
  }
  throw new Error('open cart neither found nor made')
}

/** The user's open cart, locked for the transaction; anyone else's, or a closed one, is not found (4004). */
async function lockOpenCart(db: Db, userId: number, cartId: number): Promise<CartRow> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.status, 'OPEN')))
    .for('update')
  if (!cart) throw new DomainError('cart-not-found')
  return cart
}

/** The user's open cart, unlocked: which store it is of, before a change is checked. */
async function findOpenCart(db: Db, userId: number, cartId: number): Promise<CartRow> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.status, 'OPEN')))
  if (!cart) throw new DomainError('cart-not-found')
  return cart
}

/**
 * Sets how many of a product the cart holds: 0 removes it; from 1 to the product's maximum (4034
 * beyond); only a product the store sells today (4030, 4031). With `substitution` the line takes
 * that choice (docs/ordering.md "The store's side"): SPECIFIC must name another product the store
 * sells (54); without it the line keeps its own (SIMILAR for a new one). The catalogue is read
 * before the transaction and the cart shown after it: the catalogue loads through its own
 * connection, which an open transaction on PGlite's single connection would keep waiting.
 */
export async function setCartLine(
  ctx: ShopContext,
  userId: number,
  cartId: number,
  productId: number,
  quantity: number,
  substitution?: SubstitutionChoice,
): Promise<Cart> {
  const found = await findOpenCart(ctx.db, userId, cartId)
  if (quantity > 0) {
    const product = await ctx.catalogues.product(found.storeId, productId)
    if (quantity > product.maxQuantity) throw new DomainError('max-quantity')
  }
  const named = substitution?.mode === 'SPECIFIC' ? substitution.productId : undefined
  if (quantity > 0 && named !== undefined) {
    const sold = named !== productId && (await ctx.catalogues.find(found.storeId, named))
    if (!sold) throw new DomainError('substitute-not-sold')
  }
  const choice = substitution
    ? { substitutionMode: substitution.mode, substitutionProductId: named ?? null }
    : {}
  const cart = await inTransaction(ctx, async (tx) => {
    const locked = await lockOpenCart(tx.db, userId, cartId)
    if (quantity === 0) {
      await tx.db
        .delete(cartLines)
        .where(and(eq(cartLines.cartId, locked.id), eq(cartLines.productId, productId)))
    } else {
      await tx.db
        .insert(cartLines)
        .values({ cartId: locked.id, productId, quantity, addedAt: tx.at, ...choice })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId],
          set: { quantity, ...choice },
        })
    }
    await tx.db.update(carts).set({ updatedAt: tx.at }).where(eq(carts.id, locked.id))
    return locked
  })
  return view(ctx, cart)
}

export async function emptyCart(ctx: ShopContext, userId: number, cartId: number): Promise<Cart> {
  const cart = await inTransaction(ctx, async (tx) => {
    const locked = await lockOpenCart(tx.db, userId, cartId)
    await tx.db.delete(cartLines).where(eq(cartLines.cartId, locked.id))
    await tx.db.update(carts).set({ updatedAt: tx.at }).where(eq(carts.id, locked.id))
    return locked
  })
  return view(ctx, cart)
}
