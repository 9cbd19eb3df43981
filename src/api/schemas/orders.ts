import * as v from 'valibot'
import { VOUCHERS } from '../loyalty-rules'
import { ORDER_STATUSES, PAYMENT_MODES } from '../order-machine'
import { CartLine } from './cart'
import { int32, intParam, maybe, rowId } from './common'
import { ReceiptCoupon, TillCoupons } from './coupons'
import { LoyaltyPageQuery } from './loyalty'
import { Address, AddressInput } from './profile'
import { DeliveryMode } from './store'

const cents = v.pipe(v.number(), v.integer())
const dateTime = v.pipe(v.string(), v.isoTimestamp())

/** The Luhn check every payment card number passes: a typo is caught before the provider is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A payment card as the checkout sends it for CREDIT_CARD: handed to the provider, never stored. */
export const PaymentCard = v.object({
  number: v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, 'Numero della carta non valido'),
    v.check(passesLuhn, 'Numero della carta non valido'),
  ),
  /** MM/YY */
  expiry: v.pipe(v.string(), v.trim(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Scadenza non valida (MM/AA)')),
  cvc: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, 'Codice di sicurezza non valido')),
})
export type PaymentCard = v.InferInput<typeof PaymentCard>

export const NOTES_MAX = 500

/** Notes for the store (a bell that does not ring, a substitute that is welcome). */
export const OrderNotes = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(NOTES_MAX, `Al massimo ${NOTES_MAX} caratteri`),
)

/** The header a placement carries: a retry with the same key answers the same order. */
export const IdempotencyHeaders = v.object({
  'idempotency-key': v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key non valida')),
})

/** POST /cli/orders */
export const PlaceOrderRequest = v.pipe(
  v.object({
    cartId: rowId,
    deliveryMode: DeliveryMode,
    slotId: rowId,
    paymentMode: v.picklist(PAYMENT_MODES),
    /** AT_HOME: where to deliver, as the profile's address. */
    address: v.optional(v.nullable(AddressInput)),
    /** The points of one voucher (500, 750, 1400), taken now and given back if the order is undone. */
    voucher: v.optional(
      v.nullable(
        v.picklist(
          VOUCHERS.map((voucher) => voucher.points),
          'buono inesistente',
        ),
      ),
    ),
    card: v.optional(v.nullable(PaymentCard)),
    notes: v.optional(v.nullable(OrderNotes)),
    /**
     * Activated coupons of the customer's card (GET /cli/coupons), reserved now and applied at the
     * receipt (docs/coupons.md "Online orders"): 62 not usable, 63 in another order, 64 its minimum not reached; one that finds none of its
     * products in the cart is not held (it stays free).
     */
    coupons: v.optional(TillCoupons),
  }),
  v.check(
    (order) => order.deliveryMode !== 'AT_HOME' || order.address != null,
    'address: obbligatorio per AT_HOME',
  ),
  v.check(
    (order) => (order.paymentMode === 'CREDIT_CARD') === (order.card != null),
    'card: solo con CREDIT_CARD',
  ),
)
export type PlaceOrderRequest = v.InferInput<typeof PlaceOrderRequest>

export const OrderStatus = v.picklist(ORDER_STATUSES)

/** What the store picked of a line (docs/ordering.md "The store's side"). */
export const PickedLine = v.object({
  quantity: v.number(),
  /** A weighed product: the whole line's grams. */
  weightGrams: v.optional(v.number()),
  amountCents: cents,
})
export type PickedLine = v.InferOutput<typeof PickedLine>

/** The product the store gave instead of a missing one. */
export const SubstituteLine = v.object({
  productId: v.number(),
  name: v.string(),
  quantity: v.number(),
  weightGrams: v.optional(v.number()),
  amountCents: cents,
  /**
   * The substitute's price of one piece (of a kilo) without its own offer, when it was given: its
   * saving is counted from it (order-amounts.ts). Null when not known (substitutes given before it
   * was kept).
   */
  regularPriceCents: v.optional(maybe(cents), null),
})
export type SubstituteLine = v.InferOutput<typeof SubstituteLine>

/** An order's line at the price paid; `finalAmountCents` once the store has weighed it. */
export const OrderLine = v.object({
  ...CartLine.entries,
  /** The line's own id, stable for the order's life (the store's calls name lines by it). */
  id: v.number(),
  ean: v.string(),
  ownBrand: v.boolean(),
  /**
   * The price of one piece (of a kilo for KG products) the line's savings are counted from, at
   * placement (order-amounts.ts): an offer's previous price (the lowest of the 30 days before it,
   * art. 17-bis), the price paid without one. Null when not known (orders placed before it was
   * kept).
   */
  regularPriceCents: v.optional(maybe(cents), null),
  /** KG lines: what the store weighed, in grams; null before (and for PIECE lines). */
  weightGrams: maybe(v.number()),
  /** The line's amount on the receipt; null until the receipt is issued. */
  finalAmountCents: maybe(cents),
  /** Set once the store has picked the line. */
  picked: v.optional(PickedLine),
  /** Set when the store gave another product instead. */
  substitute: v.optional(SubstituteLine),
  /** The store did not have it (and gave nothing instead). */
  missing: v.optional(v.boolean(), false),
  /** The customer refused the substitute at the hand-over: neither charged nor earning points. */
  refused: v.optional(v.boolean(), false),
})
export type OrderLine = v.InferOutput<typeof OrderLine>

export const OrderSlot = v.object({ id: v.number(), start: dateTime, end: dateTime })

export const OrderEvent = v.object({ status: OrderStatus, at: dateTime })

/** The code the customer gives at the hand-over: four digits, e.g. "0042". */
export const PickupCode = v.pipe(v.string(), v.regex(/^\d{4}$/, 'Codice di ritiro non valido'))

export const BAY_MAX = 10

/** A DRIVE or IN_STORE customer's "I'm here": when, and the bay of the car park if given. */
export const Arrival = v.object({
  at: dateTime,
  bay: v.optional(v.string()),
})
export type Arrival = v.InferOutput<typeof Arrival>

/** POST /cli/orders/{id}/arrived */
export const ArrivalRequest = v.object({
  bay: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(BAY_MAX, `Al massimo ${BAY_MAX} caratteri`))),
})
export type ArrivalRequest = v.InferInput<typeof ArrivalRequest>

export const Order = v.object({
  id: v.number(),
  storeId: v.number(),
  storeName: v.string(),
  status: OrderStatus,
  deliveryMode: DeliveryMode,
  slot: OrderSlot,
  address: maybe(Address),
  paymentMode: v.picklist(PAYMENT_MODES),
  /** CREDIT_CARD: the card's last four digits, for the customer to recognise it. */
  cardLast4: maybe(v.string()),
  lines: v.array(OrderLine),
  voucher: maybe(v.object({ points: v.number(), valueCents: cents })),
  /**
   * The coupons the order holds: until the receipt, those reserved with what they would take off the
   * lines as ordered; from the receipt, those it applied (one given back leaves the list).
   */
  coupons: v.optional(v.array(ReceiptCoupon), []),
  /** What the coupons take off the lines (in totalCents and finalTotalCents already). */
  couponCents: v.optional(cents, 0),
  notes: maybe(v.string()),
  /**
   * The offers' savings at placement; what the order saves as the store works it is counted from the
   * lines (order-amounts.ts).
   */
  savingsCents: cents,
  /**
   * AT_HOME: the delivery fee, 0 when free (docs/ordering.md "Home delivery: fee and minimum"); in
   * the totals, but no voucher covers it and it earns no points. 0 for the other modes.
   */
  deliveryFeeCents: v.optional(cents, 0),
  /**
   * The lines at the prices paid, less the voucher, plus the delivery fee: an estimate while weighed
   * items are not weighed.
   */
  totalCents: cents,
  /** What the receipt says (weighed items at their weight, less the voucher, plus the fee); null before. */
  finalTotalCents: maybe(cents),
  /**
   * CREDIT_CARD: what the one capture at the hand-over took from the card (the final total, never
   * above the authorisation); null before it and for cash.
   */
  chargedCents: v.optional(maybe(cents), null),
  pointsEarned: maybe(v.number()),
  receiptId: maybe(v.number()),
  placedAt: dateTime,
  /** Until when the customer may cancel (the booking cut-off); null once it can no longer be. */
  cancellableUntil: maybe(dateTime),
  history: v.array(OrderEvent),
  /** Shown to the customer once the order is TO_BE_COLLECTED or TO_BE_DELIVERED (null before). */
  pickupCode: maybe(PickupCode),
  /**
   * The pickup code was given wrong PICKUP_CODE_TRIES times at the hand-over (73): it no longer hands
   * the order over, only the customer's loyalty card does (docs/ordering.md "Receipt and hand-over").
   */
  pickupCodeLocked: v.optional(v.boolean(), false),
  /** DRIVE, IN_STORE: the customer said they had arrived. */
  arrival: v.optional(Arrival),
})
export type Order = v.InferOutput<typeof Order>

/** One row of the order list: the order's own fields, and how many lines it has. */
export const OrderSummary = v.object({
  ...v.pick(Order, [
    'id',
    'storeId',
    'storeName',
    'status',
    'deliveryMode',
    'slot',
    'totalCents',
    'finalTotalCents',
    'placedAt',
  ]).entries,
  lineCount: v.number(),
})
export type OrderSummary = v.InferOutput<typeof OrderSummary>

export const OrdersQuery = LoyaltyPageQuery
export const OrderParams = v.object({ id: intParam })

// ---- the store's side (/ops) ----

/** POST /ops/orders/{id}/status: the next status; at ISSUING_RECEIPT the weighed lines' grams. */
export const OrderStatusChange = v.object({
  status: OrderStatus,
  weights: v.optional(
    v.pipe(
      v.array(v.object({ productId: rowId, grams: int32(1, 100_000) })),
      // Far more lines than an order has.
      v.maxLength(1000),
    ),
  ),
})
export type OrderStatusChange = v.InferInput<typeof OrderStatusChange>

/** PUT /ops/stores/{storeId}/order-settings: a store's capacity per window and booking cut-off. */
export const StoreOrderSettingsChange = v.object({
  /** Orders one window takes; windows that have not started take the new capacity. */
  slotCapacity: v.optional(int32(1, 500)),
  /** Hours before a window's start until which it can be booked, and an order cancelled. */
  bookingCutoffHours: v.optional(int32(0, 24 * 14)),
  /** Home delivery's fee, in cents (orders placed from now on). */
  deliveryFeeCents: v.optional(int32(0, 100_00)),
  /** The products' amount from which home delivery is free; null: never free. */
  freeDeliveryFromCents: v.optional(v.nullable(int32(0, 10_000_00))),
  /** The least amount of products a home delivery takes. */
  minimumOrderCents: v.optional(int32(0, 10_000_00)),
})
export type StoreOrderSettingsChange = v.InferInput<typeof StoreOrderSettingsChange>

export const StoreOrderSettings = v.object({
  storeId: v.number(),
  slotCapacity: v.number(),
  bookingCutoffHours: v.number(),
  deliveryFeeCents: v.number(),
  freeDeliveryFromCents: maybe(v.number()),
  minimumOrderCents: v.number(),
})
export type StoreOrderSettings = v.InferOutput<typeof StoreOrderSettings>
