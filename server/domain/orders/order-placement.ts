import { createHash, randomInt } from 'node:crypto'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { cardHoldCents } from '../../../src/api/card-hold'
import { type Voucher, voucherOf } from '../../../src/api/loyalty-rules'
import { placedTotalCents } from '../../../src/api/order-amounts'
import type { PaymentMode } from '../../../src/api/order-machine'
import type { Product } from '../../../src/api/schemas/catalogue'
import type { Order } from '../../../src/api/schemas/orders'
import { type DeliveryMode, deliveryFeeFor } from '../../../src/api/schemas/store'
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
  type ReceiptCouponRow,
  type ReceiptLineRow,
  slots,
  stores,
  users,
} from '../../db/schema'
import { orderPlacedMail } from '../../mail/order-mails'
import { couponsForOrder, reserveCoupons } from '../loyalty/coupons'
import { lockCard, movePoints } from '../loyalty/points'
import { inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { earliestBookableStart, pastCutoff } from './booking-cutoff'
import { amounts, regularCents, type ShopContext } from './carts'
import { orderMailLines } from './order-mail-lines'
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
  coupons?: number[] | undefined
}

/** The page of an order in the PWA, for its mails. */
export const orderLink = (publicUrl: string, id: number) => `${publicUrl}/app/orders/${id}`

/**
 * Places the customer's cart as an order (docs/ordering.md "Placing an order"). A retry with the same
 * Idempotency-Key answers the order the first placed. Everything is checked, then checked again
 * where it can change under us, in one transaction: the cart (locked, its lines as checked), the
 * window's capacity and cut-off (a conditional update: parallel placements never overbook it), the
 * voucher's points (the card locked). The card is authorised before the transaction and the
 * authorisation cancelled if the order is not placed.
 *
 * Each step below is a function named for it, in the order the refusals are made: the first thing
 * wrong is the one the customer is told.
 */
export async function placeOrder(
  ctx: OrderContext,
  userId: number,
  key: string,
  input: PlaceOrderInput,
): Promise<Order> {
  const request: KeyedRequest = { userId, key, hash: requestHash(input) }
  const replayed = await orderOfKey(ctx, request)
  if (replayed) return replayed

  const cart = await openCart(ctx.db, userId, input.cartId)
  if (!cart) {
    // A parallel request with the same key may have just placed it.
    const placed = await orderOfKey(ctx, request)
    if (placed) return placed
    throw new DomainError('cart-not-found')
  }
  const store = await storeDelivering(ctx.db, cart.storeId, input.deliveryMode)
  const address = await servedAddress(ctx.db, store, input)
  const slot = await chosenSlot(ctx.db, input.slotId, store.id, input.deliveryMode)
  const priced = await pricedCart(ctx, store.id, cart.id)
  const bill = applyVoucher(priced, input.voucher, deliveryFee(store, input.deliveryMode, priced))
  const card = await customerCard(ctx.db, userId)
  checkVoucherPoints(bill.voucher, card)
  checkSlotBookable(slot, store.bookingCutoffHours, ctx.now())
  const authorisation = await authorisePayment(ctx, input, bill)

  const placement: Placement = { ...request, input, cart, store, slot, address, bill, card, authorisation }
  let row: OrderRow
  try {
    row = await inTransaction(ctx, async (tx) => {
      const cartRows = await lockUnchangedCart(tx, placement)
      await takeSlotPlace(tx.db, slot.id, store.bookingCutoffHours, tx.at)
      if (bill.voucher) await spendVoucherPoints(tx, card, bill.voucher)
      const couponIds = input.coupons ?? []
      const held = await couponsForOrder(tx, card?.code ?? null, couponIds, billReceiptLines(bill))
      const order = await writeOrder(tx, placement, cartRows, held.applied)
      await reserveCoupons(
        tx,
        held.applied.map((coupon) => coupon.id),
        order.id,
      )
      // A new order joins its store's live queue.
      tx.orderChanged(order.id)
      await mailOrderPlaced(tx, placement, order)
      return order
    })
  } catch (error) {
    if (authorisation) await ctx.payments.cancel(authorisation.id)
    // The same key placed by a parallel request meanwhile: its order is the answer.
    const placed = await orderOfKey(ctx, request)
    if (placed) return placed
    throw error
  }
  // Outside the try: once committed the order stands with its authorisation, even if reading it
  // back fails (the customer's retry with the same key answers it).
  return orderView(ctx.db, row)
}

type CartRow = typeof carts.$inferSelect
type CartLineRow = typeof cartLines.$inferSelect
type StoreRow = typeof stores.$inferSelect
type SlotRow = typeof slots.$inferSelect

/** Who asked, under which Idempotency-Key, and the fingerprint of what they asked. */
interface KeyedRequest {
  userId: number
  key: string
  hash: string
}

interface PricedLine {
  product: Product
  quantity: number
  priceCents: number
  amountCents: number
  savingCents: number
}

/** The cart's lines as read and checked before the transaction, at today's prices. */
interface PricedCart {
  rows: CartLineRow[]
  lines: PricedLine[]
  linesCents: number
  savingsCents: number
}

/** The priced cart with the voucher taken off and the delivery fee added: what the order will cost. */
interface Bill extends PricedCart {
  voucher: Voucher | null
  voucherCents: number
  deliveryFeeCents: number
  totalCents: number
}

/** The customer's first enabled card: the order records it, and a voucher spends its points. */
type CustomerCard = { code: string; points: number } | undefined

interface Authorisation {
  id: string
  cents: number
}

/** Everything the checks before the transaction settled: the order as it is to be written. */
interface Placement extends KeyedRequest {
  input: PlaceOrderInput
  cart: CartRow
  store: StoreRow
  slot: SlotRow
  address: OrderAddressRow | null
  bill: Bill
  card: CustomerCard
  authorisation: Authorisation | null
}

// ---- before the transaction: the replay of a key, then the cheap refusals ----

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

/** The order an earlier request with this key placed, when it asked the same. */
async function orderOfKey(ctx: OrderContext, request: KeyedRequest): Promise<Order | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, request.userId), eq(orders.idempotencyKey, request.key)))
  if (!row) return null
  if (row.requestHash !== request.hash) throw new DomainError('idempotency-key-reused')
  return orderView(ctx.db, row)
}

/** The customer's cart, while it is open. */
async function openCart(db: Db, userId: number, cartId: number): Promise<CartRow | undefined> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.status, 'OPEN')))
  return cart
}

/** The cart's store, when it sells online and offers the delivery mode asked for. */
async function storeDelivering(db: Db, storeId: number, mode: DeliveryMode): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId))
  if (!store?.ecommerce) throw new DomainError('store-not-found')
  if (!store.deliveryModes.includes(mode)) throw new DomainError('delivery-mode-not-offered')
  return store
}

/** A delivery's address, when it is in a region the store delivers to. */
async function servedAddress(
  db: Db,
  store: StoreRow,
  input: PlaceOrderInput,
): Promise<OrderAddressRow | null> {
  if (input.deliveryMode !== 'AT_HOME' || !input.address) return null
  const [county] = await db
    .select({ stateId: counties.stateId })
    .from(counties)
    .where(eq(counties.countyId, input.address.county))
  if (!county?.stateId || !store.deliveryStateIds.includes(county.stateId))
    throw new DomainError('address-not-served')
  const { county: countyId, city, zip, address: street } = input.address
  return { county: countyId, city, zip, address: street }
}

/** The window asked for, when it is one of the store's for this delivery mode. */
async function chosenSlot(db: Db, slotId: number, storeId: number, mode: DeliveryMode): Promise<SlotRow> {
  const [slot] = await db.select().from(slots).where(eq(slots.id, slotId))
  if (!slot || slot.storeId !== storeId || slot.deliveryMode !== mode) throw new DomainError('slot-not-found')
  return slot
}

/** The line at today's price, as the cart shows it. */
function priced(product: Product, quantity: number): PricedLine {
  const { unit, amount, saving } = amounts(product, quantity)
  return { product, quantity, priceCents: unit, amountCents: amount, savingCents: saving }
}

/**
 * The cart's lines at the store's prices of today, each still sold and within its most per order.
 * The catalogue is read before the transaction: on PGlite it loads through the one connection an
 * open transaction would hold.
 */
async function pricedCart(ctx: OrderContext, storeId: number, cartId: number): Promise<PricedCart> {
  const rows = await ctx.db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId))
  if (!rows.length) throw new DomainError('empty-cart')
  const lines: PricedLine[] = []
  for (const row of rows) {
    const product = await ctx.catalogues.product(storeId, row.productId)
    if (row.quantity > product.maxQuantity) throw new DomainError('max-quantity')
    lines.push(priced(product, row.quantity))
  }
  return {
    rows,
    lines,
    linesCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    savingsCents: lines.reduce((sum, line) => sum + line.savingCents, 0),
  }
}

/**
 * What home delivery adds to the order (docs/ordering.md "Home delivery: fee and minimum"): nothing
 * for the other modes; refused below the store's minimum of products; free once the products reach
 * the store's threshold. Both are measured on the products, before any voucher.
 */
function deliveryFee(store: StoreRow, mode: DeliveryMode, cart: PricedCart): number {
  if (mode !== 'AT_HOME') return 0
  if (cart.linesCents < store.minimumOrderCents) throw new DomainError('below-delivery-minimum')
  const delivery = {
    feeCents: store.deliveryFeeCents,
    freeFromCents: store.freeDeliveryFromCents,
    minimumCents: store.minimumOrderCents,
  }
  return deliveryFeeFor(delivery, cart.linesCents)
}

/**
 * The voucher asked for, taken off the priced cart, and the delivery fee added: the voucher covers
 * products only, never the fee.
 */
function applyVoucher(cart: PricedCart, points: number | null | undefined, deliveryFeeCents: number): Bill {
  const voucher = points ? voucherOf(points) : null
  if (points && !voucher) throw new DomainError('voucher-unknown')
  const voucherCents = voucher ? voucher.euros * 100 : 0
  // As at the till: a voucher takes its value off a receipt that is worth it, never more.
  if (voucherCents > cart.linesCents) throw new DomainError('voucher-above-total')
  const totalCents = Math.max(0, cart.linesCents - voucherCents) + deliveryFeeCents
  return { ...cart, voucher, voucherCents, deliveryFeeCents, totalCents }
}

async function customerCard(db: Db, userId: number): Promise<CustomerCard> {
  const [card] = await db
    .select({ code: cards.code, points: cards.points })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.enabled, true)))
    .orderBy(asc(cards.id))
    .limit(1)
  return card
}

/** A voucher needs a card with its points (checked again on the locked card). */
function checkVoucherPoints(voucher: Voucher | null, card: CustomerCard): void {
  if (voucher && !card) throw new DomainError('no-card-for-voucher')
  if (voucher && card && card.points < voucher.points) throw new DomainError('not-enough-points')
}

/** Cheap refusals before the bank is asked; the transaction decides for good. */
function checkSlotBookable(slot: SlotRow, cutoffHours: number, at: Date): void {
  if (pastCutoff(slot.startsAt, cutoffHours, at)) throw new DomainError('past-cutoff')
  if (slot.taken >= slot.capacity) throw new DomainError('slot-full')
}

/**
 * A card payment is authorised for the bill and room for heavier weights and dearer substitutes
 * (src/api/card-hold.ts); nothing is asked of the bank for cash.
 */
async function authorisePayment(
  ctx: OrderContext,
  input: PlaceOrderInput,
  bill: Bill,
): Promise<Authorisation | null> {
  if (input.paymentMode !== 'CREDIT_CARD') return null
  if (!input.card) throw new DomainError('card-declined')
  const weighed = bill.lines.reduce(
    (sum, line) => sum + (line.product.unit === 'KG' ? line.amountCents : 0),
    0,
  )
  const cents = cardHoldCents({
    totalCents: bill.totalCents,
    productsCents: bill.linesCents,
    weighedCents: weighed,
  })
  const answer = await ctx.payments.authorise(input.card, cents, ctx.now())
  if (answer.outcome === 'declined') throw new DomainError('card-declined')
  if (answer.outcome === 'failed') throw new DomainError('payment-failed')
  return { id: answer.id, cents }
}

// ---- in the transaction: checked again where it can change under us, then written ----

/** The cart, locked, still open and with the lines that were priced: answers its lines as they are now. */
async function lockUnchangedCart(tx: Tx, placement: Placement): Promise<CartLineRow[]> {
  const [locked] = await tx.db
    .select()
    .from(carts)
    .where(and(eq(carts.id, placement.cart.id), eq(carts.status, 'OPEN')))
    .for('update')
  if (!locked) throw new DomainError('cart-not-found')
  const checked = placement.bill.rows
  const now = await tx.db.select().from(cartLines).where(eq(cartLines.cartId, placement.cart.id))
  const same =
    now.length === checked.length &&
    now.every((line) => checked.some((r) => r.productId === line.productId && r.quantity === line.quantity))
  if (!same) throw new DomainError('cart-changed')
  return now
}

/** The four digits the customer gives at the hand-over (docs/ordering.md "The store's side"). */
export function newPickupCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0')
}

/** The slot's place is taken if it has room and its cut-off is ahead; otherwise says which it was. */
async function takeSlotPlace(db: Db, slotId: number, cutoffHours: number, at: Date): Promise<void> {
  const earliestStart = earliestBookableStart(at, cutoffHours)
  const taken = await db
    .update(slots)
    .set({ taken: sql`${slots.taken} + 1` })
    .where(
      and(
        eq(slots.id, slotId),
        lt(slots.taken, slots.capacity),
        sql`${slots.startsAt} >= ${earliestStart.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: slots.id })
  if (taken.length) return
  const [slot] = await db.select().from(slots).where(eq(slots.id, slotId))
  if (slot && pastCutoff(slot.startsAt, cutoffHours, at)) throw new DomainError('past-cutoff')
  throw new DomainError('slot-full')
}

/** The voucher's points leave the card, locked, if it still has them. */
async function spendVoucherPoints(tx: Tx, card: CustomerCard, voucher: Voucher): Promise<void> {
  const locked = card ? await lockCard(tx, card.code) : null
  if (!locked?.enabled) throw new DomainError('no-card-for-voucher')
  if (locked.points < voucher.points) throw new DomainError('not-enough-points')
  await movePoints(tx, locked, 'VOUCHER', -voucher.points)
}

/** The priced lines as a receipt's, for the coupons to find their products and departments. */
function billReceiptLines(bill: Bill): ReceiptLineRow[] {
  return bill.lines.map((line) => ({
    ean: line.product.ean,
    name: line.product.name,
    amountCents: line.amountCents,
    ownBrand: line.product.ownBrand,
  }))
}

/** The order, its lines at the prices paid, its first status, and the cart marked as ordered. */
async function writeOrder(
  tx: Tx,
  placement: Placement,
  cartRows: CartLineRow[],
  coupons: ReceiptCouponRow[],
): Promise<OrderRow> {
  const { input, bill, authorisation, cart } = placement
  const couponCents = coupons.reduce((sum, coupon) => sum + (coupon.discountCents ?? 0), 0)
  const [order] = await tx.db
    .insert(orders)
    .values({
      userId: placement.userId,
      cartId: cart.id,
      idempotencyKey: placement.key,
      requestHash: placement.hash,
      storeId: placement.store.id,
      status: 'TO_BE_PREPARED',
      deliveryMode: input.deliveryMode,
      slotId: placement.slot.id,
      address: placement.address,
      paymentMode: input.paymentMode,
      paymentAuthorisation: authorisation?.id ?? null,
      cardLast4: input.card ? input.card.number.slice(-4) : null,
      authorisedCents: authorisation?.cents ?? null,
      cardCode: placement.card?.code ?? null,
      voucherPoints: bill.voucher?.points ?? null,
      voucherCents: bill.voucher ? bill.voucherCents : null,
      notes: input.notes || null,
      savingsCents: bill.savingsCents,
      deliveryFeeCents: bill.deliveryFeeCents,
      // The coupons off the lines, then the voucher, then the fee (the card was authorised without them).
      totalCents: placedTotalCents(bill.linesCents, couponCents, bill.voucherCents, bill.deliveryFeeCents),
      coupons,
      couponCents,
      pickupCode: newPickupCode(),
      placedAt: tx.at,
      updatedAt: tx.at,
    })
    .returning()
  if (!order) throw new Error('order not inserted')
  // Each line keeps the customer's substitution choice as the cart held it when it was locked.
  const choiceOf = (productId: number) => cartRows.find((row) => row.productId === productId)
  await tx.db.insert(orderLines).values(
    bill.lines.map((line, position) => ({
      substitutionMode: choiceOf(line.product.id)?.substitutionMode ?? 'SIMILAR',
      substitutionProductId: choiceOf(line.product.id)?.substitutionProductId ?? null,
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
      regularPriceCents: regularCents(line.product),
      amountCents: line.amountCents,
      estimatedWeightGrams: line.product.estimatedWeightGrams ?? null,
    })),
  )
  await tx.db
    .insert(orderEvents)
    .values({ orderId: order.id, status: 'TO_BE_PREPARED', at: tx.at, by: 'CUSTOMER' })
  await tx.db.update(carts).set({ status: 'ORDERED', updatedAt: tx.at }).where(eq(carts.id, cart.id))
  return order
}

/** The customer's mail that the order is placed, when they have an address: it leaves after the commit. */
async function mailOrderPlaced(tx: Tx, placement: Placement, order: OrderRow): Promise<void> {
  const [customer] = await tx.db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, placement.userId))
  if (!customer?.email) return
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position))
  await tx.queueMail(
    orderPlacedMail({
      to: customer.email,
      language: customer.language,
      firstName: customer.firstName,
      orderId: order.id,
      storeName: placement.store.name,
      deliveryMode: placement.input.deliveryMode,
      slotStart: placement.slot.startsAt,
      slotEnd: placement.slot.endsAt,
      totalCents: placement.bill.totalCents,
      link: orderLink(tx.publicUrl, order.id),
      lines: orderMailLines(lines, false),
    }),
  )
}
