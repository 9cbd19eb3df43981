import { createHash } from 'node:crypto'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { voucherOf } from '../../../src/api/loyalty-rules'
import type { PaymentMode } from '../../../src/api/order-machine'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { Order } from '../../../src/api/schemas/orders'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import type { Db } from '../../db/connect'
import {
  cards,
  cartLines,
  carts,
  counties,
  type OrderAddressRow,
  orderEvents,
  orderLines,
  orders,
  slots,
  stores,
  users,
} from '../../db/schema'
import { orderPlacedMail } from '../../mail/order-mails'
import { lockCard, movePoints } from '../loyalty/points'
import { inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { amounts, type ShopContext } from './carts'
import { type OrderRow, orderView } from './order-view'
import type { CardDetails, PaymentProvider } from './payments'

/** What placing an order works with: the shop's context and the payment provider. */
export interface OrderContext extends ShopContext {
  payments: PaymentProvider
}

/** A placement as the contract has checked it (POST /cli/orders). */
export interface PlaceOrderInput {
  cartId: number
  deliveryMode: DeliveryMode
  slotId: number
  paymentMode: PaymentMode
  address?: { county: string; city: string; zip: string; address: string } | null | undefined
  voucher?: number | null | undefined
  card?: CardDetails | null | undefined
  notes?: string | null | undefined
}

/**
 * Weighed products may weigh more than estimated: the card is authorised for this much more of their
 * part, and the receipt's amount is captured up to the authorisation, never above it.
 */
const WEIGHED_MARGIN = 0.2

/** The page of an order in the PWA, for its mails. */
export const orderLink = (publicUrl: string, id: number) => `${publicUrl}/app/orders/${id}`

/**
 * A fingerprint of what was asked, so the same Idempotency-Key with another request is refused. The
 * card's number is not in it (no trace of it is kept): its last four digits are.
 */
function requestHash(input: PlaceOrderInput): string {
  const { card, ...rest } = input
  const asked = { ...rest, cardLast4: card ? card.number.slice(-4) : null }
  return createHash('sha256')
    .update(JSON.stringify(asked, Object.keys(asked).sort()))
    .digest('hex')
}

async function orderByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return row
}

/** The order an earlier request with this key placed, when it asked the same. */
async function earlierOrder(
  ctx: OrderContext,
  userId: number,
  key: string,
  hash: string,
): Promise<Order | null> {
  const row = await orderByKey(ctx.db, userId, key)
  if (!row) return null
  if (row.requestHash !== hash) throw new DomainError('idempotency-key-reused')
  return orderView(ctx.db, row)
}

interface PricedLine {
  product: Product
  quantity: number
  priceCents: number
  amountCents: number
  savingCents: number
}

/** The line at today's price, as the cart shows it. */
function priced(product: Product, quantity: number): PricedLine {
  const { unit, amount, saving } = amounts(product, quantity)
  return { product, quantity, priceCents: unit, amountCents: amount, savingCents: saving }
}

/** The slot's place is taken if it has room and its cut-off is ahead; otherwise says which it was. */
async function takeSlotPlace(db: Db, slotId: number, cutoffHours: number, at: Date): Promise<void> {
  const latestStart = new Date(at.getTime() + cutoffHours * 3_600_000)
  const taken = await db
    .update(slots)
    .set({ taken: sql`${slots.taken} + 1` })
    .where(
      and(
        eq(slots.id, slotId),
        lt(slots.taken, slots.capacity),
        sql`${slots.startsAt} >= ${latestStart.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: slots.id })
  if (taken.length) return
  const [slot] = await db.select().from(slots).where(eq(slots.id, slotId))
  if (slot && slot.startsAt.getTime() < latestStart.getTime()) throw new DomainError('past-cutoff')
  throw new DomainError('slot-full')
}

/**
 * Places the customer's cart as an order (ORDERING.md "Placing an order"). A retry with the same
 * Idempotency-Key answers the order the first placed. Everything is checked, then checked again
 * where it can change under us, in one transaction: the cart (locked, its lines as checked), the
 * window's capacity and cut-off (a conditional update: parallel placements never overbook it), the
 * voucher's points (the card locked). The card is authorised before the transaction and the
 * authorisation cancelled if the order is not placed.
 */
export async function placeOrder(
  ctx: OrderContext,
  userId: number,
  key: string,
  input: PlaceOrderInput,
): Promise<Order> {
  const hash = requestHash(input)
  const earlier = await earlierOrder(ctx, userId, key, hash)
  if (earlier) return earlier

  const [cart] = await ctx.db
    .select()
    .from(carts)
    .where(and(eq(carts.id, input.cartId), eq(carts.userId, userId), eq(carts.status, 'OPEN')))
  if (!cart) {
    // A parallel request with the same key may have just placed it.
    const placed = await earlierOrder(ctx, userId, key, hash)
    if (placed) return placed
    throw new DomainError('cart-not-found')
  }

  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, cart.storeId))
  if (!store?.ecommerce) throw new DomainError('store-not-found')
  if (!store.deliveryModes.includes(input.deliveryMode)) throw new DomainError('delivery-mode-not-offered')

  let address: OrderAddressRow | null = null
  if (input.deliveryMode === 'AT_HOME' && input.address) {
    const [county] = await ctx.db
      .select({ stateId: counties.stateId })
      .from(counties)
      .where(eq(counties.countyId, input.address.county))
    if (!county?.stateId || !store.deliveryStateIds.includes(county.stateId))
      throw new DomainError('address-not-served')
    const { county: countyId, city, zip, address: street } = input.address
    address = { county: countyId, city, zip, address: street }
  }

  const [slot] = await ctx.db.select().from(slots).where(eq(slots.id, input.slotId))
  if (!slot || slot.storeId !== store.id || slot.deliveryMode !== input.deliveryMode)
    throw new DomainError('slot-not-found')

  // The catalogue is read before the transaction: on PGlite it loads through the one connection an
  // open transaction would hold.
  const rows = await ctx.db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
  if (!rows.length) throw new DomainError('empty-cart')
  const lines: PricedLine[] = []
  for (const row of rows) {
    const product = await ctx.catalogues.product(store.id, row.productId)
    if (row.quantity > product.maxQuantity) throw new DomainError('max-quantity')
    lines.push(priced(product, row.quantity))
  }
  const linesCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  const savingsCents = lines.reduce((sum, line) => sum + line.savingCents, 0)
  const voucher = input.voucher ? voucherOf(input.voucher) : null
  if (input.voucher && !voucher) throw new DomainError('voucher-unknown')
  const voucherCents = voucher ? voucher.euros * 100 : 0
  // As at the till: a voucher takes its value off a receipt that is worth it, never more.
  if (voucherCents > linesCents) throw new DomainError('voucher-above-total')
  const totalCents = Math.max(0, linesCents - voucherCents)

  const [card] = await ctx.db
    .select({ code: cards.code, points: cards.points })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.enabled, true)))
    .orderBy(asc(cards.id))
    .limit(1)
  if (voucher && !card) throw new DomainError('no-card-for-voucher')
  if (voucher && card && card.points < voucher.points) throw new DomainError('not-enough-points')

  // Cheap refusals before the bank is asked; the transaction decides for good.
  const latestStart = slot.startsAt.getTime() - store.bookingCutoffHours * 3_600_000
  if (ctx.now().getTime() > latestStart) throw new DomainError('past-cutoff')
  if (slot.taken >= slot.capacity) throw new DomainError('slot-full')

  let authorisation: { id: string; cents: number } | null = null
  if (input.paymentMode === 'CREDIT_CARD') {
    if (!input.card) throw new DomainError('card-declined')
    const weighed = lines.reduce((sum, line) => sum + (line.product.unit === 'KG' ? line.amountCents : 0), 0)
    const cents = totalCents + Math.ceil(weighed * WEIGHED_MARGIN)
    const answer = await ctx.payments.authorise(input.card, cents, ctx.now())
    if (answer.outcome === 'declined') throw new DomainError('card-declined')
    if (answer.outcome === 'failed') throw new DomainError('payment-failed')
    authorisation = { id: answer.id, cents }
  }

  try {
    const row = await inTransaction(ctx, async (tx) => {
      const [locked] = await tx.db
        .select()
        .from(carts)
        .where(and(eq(carts.id, cart.id), eq(carts.status, 'OPEN')))
        .for('update')
      if (!locked) throw new DomainError('cart-not-found')
      const now = await tx.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id))
      const same =
        now.length === rows.length &&
        now.every((line) => rows.some((r) => r.productId === line.productId && r.quantity === line.quantity))
      if (!same) throw new DomainError('cart-changed')

      await takeSlotPlace(tx.db, slot.id, store.bookingCutoffHours, tx.at)

      if (voucher) {
        const locked = card ? await lockCard(tx, card.code) : null
        if (!locked?.enabled) throw new DomainError('no-card-for-voucher')
        if (locked.points < voucher.points) throw new DomainError('not-enough-points')
        await movePoints(tx, locked, 'VOUCHER', -voucher.points)
      }

      const [order] = await tx.db
        .insert(orders)
        .values({
          userId,
          cartId: cart.id,
          idempotencyKey: key,
          requestHash: hash,
          storeId: store.id,
          status: 'TO_BE_PREPARED',
          deliveryMode: input.deliveryMode,
          slotId: slot.id,
          address,
          paymentMode: input.paymentMode,
          paymentAuthorisation: authorisation?.id ?? null,
          cardLast4: input.card ? input.card.number.slice(-4) : null,
          authorisedCents: authorisation?.cents ?? null,
          cardCode: card?.code ?? null,
          voucherPoints: voucher?.points ?? null,
          voucherCents: voucher ? voucherCents : null,
          notes: input.notes || null,
          savingsCents,
          totalCents,
          placedAt: tx.at,
          updatedAt: tx.at,
        })
        .returning()
      if (!order) throw new Error('order not inserted')
      await tx.db.insert(orderLines).values(
        lines.map((line, position) => ({
          orderId: order.id,
          position,
          productId: line.product.id,
          ean: line.product.ean,
          name: line.product.name,
          imageUrl: line.product.imageUrl,
          ownBrand: line.product.ownBrand,
          unit: line.product.unit,
          quantity: line.quantity,
          maxQuantity: line.product.maxQuantity,
          priceCents: line.priceCents,
          amountCents: line.amountCents,
          estimatedWeightGrams: line.product.estimatedWeightGrams ?? null,
        })),
      )
      await tx.db
        .insert(orderEvents)
        .values({ orderId: order.id, status: 'TO_BE_PREPARED', at: tx.at, by: 'CUSTOMER' })
      await tx.db.update(carts).set({ status: 'ORDERED', updatedAt: tx.at }).where(eq(carts.id, cart.id))

      const [customer] = await tx.db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId))
      if (customer?.email) {
        await tx.queueMail(
          orderPlacedMail({
            to: customer.email,
            firstName: customer.firstName,
            orderId: order.id,
            storeName: store.name,
            deliveryMode: input.deliveryMode,
            slotStart: slot.startsAt,
            slotEnd: slot.endsAt,
            totalCents,
            link: orderLink(tx.publicUrl, order.id),
          }),
        )
      }
      return order
    })
    return orderView(ctx.db, row)
  } catch (error) {
    if (authorisation) await ctx.payments.cancel(authorisation.id)
    // The same key placed by a parallel request meanwhile: its order is the answer.
    const placed = await orderByKey(ctx.db, userId, key)
    if (placed) {
      if (placed.requestHash !== hash) throw new DomainError('idempotency-key-reused')
      return orderView(ctx.db, placed)
    }
    throw error
  }
}
