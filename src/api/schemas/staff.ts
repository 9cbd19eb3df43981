import * as v from 'valibot'
import { type ORDER_STATUSES, PAYMENT_MODES } from '../order-machine'
import * as rule from '../rules'
import { Substitution } from './cart'
import { int32, intParam, maybe, rowId } from './common'
import { LoyaltyPageQuery } from './loyalty'
import { Arrival, OrderSlot, OrderStatus, PickedLine, PickupCode, SubstituteLine } from './orders'
import { DeliveryMode } from './store'

/**
 * The store staff's calls (docs/ordering.md "The store's side"): accounts apart from the customers',
 * bound to one store, with a session of their own.
 */

const cents = v.pipe(v.number(), v.integer())
const dateTime = v.pipe(v.string(), v.isoTimestamp())

/** A staff member as the session knows them. */
export const StaffMember = v.object({ id: v.number(), name: v.string(), storeId: v.number() })
export type StaffMember = v.InferOutput<typeof StaffMember>

/** POST /cli/staff/login: `{username, password}`, the username being the e-mail. */
export const StaffLoginResult = v.object({ jwt: v.string(), staff: StaffMember })
export type StaffLoginResult = v.InferOutput<typeof StaffLoginResult>

/** The token of the set-password mail's link (as a customer's mail link). */
const linkToken = v.pipe(v.string(), v.minLength(20), v.maxLength(200))

/** POST /cli/staff/password: the page behind the set-password mail's link. */
export const StaffPasswordRequest = v.object({ token: linkToken, password: rule.password })
export type StaffPasswordRequest = v.InferInput<typeof StaffPasswordRequest>

/** `A,B`: order statuses, comma-separated. */
const statusList = v.pipe(
  v.string(),
  v.maxLength(400),
  v.transform((text) => text.split(',').map((item) => item.trim())),
  v.array(OrderStatus),
)

/** GET /cli/staff/orders?day=&status=&s=&p= */
export const StaffOrdersQuery = v.object({
  /** A day of the Italian calendar (yyyy-MM-dd); today by default. */
  day: v.optional(
    v.pipe(
      v.string(),
      // Far beyond any order's day: a year of four digits from 2000 keeps the day after it one too.
      v.regex(/^2\d{3}-/, 'data non valida'),
      v.check(rule.isIsoDate, 'data non valida'),
    ),
  ),
  status: v.optional(statusList),
  ...LoyaltyPageQuery.entries,
})
export type StaffOrdersQuery = v.InferInput<typeof StaffOrdersQuery>

/** One row of the store's queue. */
export const StaffOrderSummary = v.object({
  id: v.number(),
  slot: OrderSlot,
  deliveryMode: DeliveryMode,
  status: OrderStatus,
  lineCount: v.number(),
  customerFirstName: v.string(),
  arrival: v.optional(Arrival),
})
export type StaffOrderSummary = v.InferOutput<typeof StaffOrderSummary>

/** A line as the picker sees it. */
export const StaffOrderLine = v.object({
  id: v.number(),
  productId: v.number(),
  ean: v.string(),
  name: v.string(),
  /** The department's code (the catalogue's, e.g. DAIRY) and its name as the store's aisles say it. */
  department: v.string(),
  departmentName: v.string(),
  quantity: v.number(),
  unit: v.picklist(['PIECE', 'KG']),
  estimatedWeightGrams: v.optional(v.number()),
  priceCents: cents,
  amountCents: cents,
  substitution: Substitution,
  /** The name of the product a SPECIFIC choice names (the picker looks for it on the shelf). */
  substitutionName: v.optional(v.string()),
  picked: v.optional(PickedLine),
  substitute: v.optional(SubstituteLine),
  missing: v.boolean(),
})
export type StaffOrderLine = v.InferOutput<typeof StaffOrderLine>

/** The kinds of staff action on an order (docs/ordering.md "The store's orders"). */
export const STAFF_ACTION_CODES = [
  'started',
  'picked',
  'pickedWeighed',
  'substituted',
  'substitutedWeighed',
  'missing',
  'receipt',
  'refused',
  'handedOverCode',
  'handedOverCard',
  'cancelled',
  'notCollected',
] as const
export type StaffActionCode = (typeof STAFF_ACTION_CODES)[number]

/** What an action names: the line's product, its substitute, pieces, grams, the receipt's total. */
export const StaffActionValues = v.object({
  name: v.optional(v.string()),
  substitute: v.optional(v.string()),
  quantity: v.optional(v.number()),
  grams: v.optional(v.number()),
  totalCents: v.optional(cents),
})
export type StaffActionValues = v.InferOutput<typeof StaffActionValues>

/**
 * One staff action on the order, with who did it: `what` in the store's Italian words, and (for
 * actions kept since it was) its `code` and `values`, for a screen to say it in its own language.
 */
export const StaffAction = v.object({
  at: dateTime,
  staffName: v.string(),
  what: v.string(),
  code: v.optional(v.picklist(STAFF_ACTION_CODES)),
  values: v.optional(StaffActionValues),
})
export type StaffAction = v.InferOutput<typeof StaffAction>

/**
 * The wrong pickup codes an order's hand-over takes: four digits are 10,000 guesses, so after these
 * the code is locked and the customer's loyalty card is needed (docs/ordering.md "Receipt and
 * hand-over").
 */
export const PICKUP_CODE_TRIES = 5

/** GET /cli/staff/orders/{id} */
export const StaffOrder = v.object({
  ...StaffOrderSummary.entries,
  paymentMode: v.picklist(PAYMENT_MODES),
  notes: maybe(v.string()),
  placedAt: dateTime,
  /** Until when the customer may still cancel (the slot's booking cut-off). */
  cutoffAt: dateTime,
  lines: v.array(StaffOrderLine),
  /** What the card's authorisation allows to capture; null for CASH. */
  authorisedCents: maybe(cents),
  /** The lines picked and substituted so far, at their amounts. */
  pickedTotalCents: cents,
  deliveryFeeCents: cents,
  voucherCents: cents,
  totalCents: cents,
  finalTotalCents: maybe(cents),
  /**
   * How many more wrong pickup codes the hand-over takes (PICKUP_CODE_TRIES at first); 0: the code is
   * locked, only the customer's loyalty card hands the order over (73).
   */
  pickupCodeTriesLeft: v.number(),
  actions: v.array(StaffAction),
})
export type StaffOrder = v.InferOutput<typeof StaffOrder>

/**
 * GET /cli/staff/orders/{id}/lines/{lineId}/substitutes: what the picker may offer for a line the
 * shelf lacks, as the customer's choice allows (SIMILAR: the same department at a similar price, the
 * closest first; SPECIFIC: the product named; NONE: nothing), each within the authorised amount.
 */
export const StaffSubstitute = v.object({
  productId: v.number(),
  ean: v.string(),
  name: v.string(),
  brand: v.string(),
  department: v.string(),
  departmentName: v.string(),
  unit: v.picklist(['PIECE', 'KG']),
  priceCents: cents,
  estimatedWeightGrams: v.optional(v.number()),
  imageUrl: v.string(),
})
export type StaffSubstitute = v.InferOutput<typeof StaffSubstitute>

/** PUT /cli/staff/orders/{id}/lines/{lineId} */
export const StaffLineParams = v.object({ id: intParam, lineId: intParam })

const grams = int32(1, 100_000)

/**
 * One change of a line: picked (the line's EAN, or a weighed product's scale label), a substitute,
 * or missing. The last change wins.
 */
export const StaffLineChange = v.union([
  v.strictObject({
    ean: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,14}$/, 'EAN non valido')),
    quantity: int32(0, 999),
    weightGrams: v.optional(grams),
  }),
  v.strictObject({
    substitute: v.object({ productId: rowId, quantity: int32(1, 999), weightGrams: v.optional(grams) }),
  }),
  v.strictObject({ missing: v.literal(true) }),
])
export type StaffLineChange = v.InferInput<typeof StaffLineChange>

/** POST /cli/staff/orders/{id}/handover: the customer's pickup code or card, and refused substitutes. */
export const HandoverRequest = v.pipe(
  v.object({
    pickupCode: v.optional(PickupCode),
    cardCode: v.optional(rule.cardCode),
    refusedLineIds: v.optional(v.pipe(v.array(rowId), v.maxLength(1000))),
  }),
  v.check(
    (request) => (request.pickupCode === undefined) !== (request.cardCode === undefined),
    'pickupCode o cardCode: uno dei due',
  ),
)
export type HandoverRequest = v.InferInput<typeof HandoverRequest>

/**
 * POST /cli/staff/orders/{id}/handover/amount: the substitutes the staff have ticked as refused, to
 * learn what the hand-over would charge (card) or collect (cash) before it is confirmed.
 */
export const HandoverAmountRequest = v.object({
  refusedLineIds: v.pipe(v.array(rowId), v.maxLength(1000)),
})
export type HandoverAmountRequest = v.InferInput<typeof HandoverAmountRequest>

/**
 * What the hand-over would take with those refusals, counted by the server as the hand-over counts it
 * (the coupons, the voucher and the fee over what is taken home; a card's capture never above its
 * authorisation): `amountCents` to charge or to collect in cash, `couponCents` the coupons in it.
 */
export const HandoverAmount = v.object({ amountCents: cents, couponCents: cents })
export type HandoverAmount = v.InferOutput<typeof HandoverAmount>

/** POST /cli/staff/orders/{id}/status */
export const StaffStatusChange = v.object({
  status: v.picklist(['CANCELLED', 'NOT_COLLECTED'] satisfies (typeof ORDER_STATUSES)[number][]),
})
export type StaffStatusChange = v.InferInput<typeof StaffStatusChange>

// ---- the store system's (/ops) ----

/** POST /ops/staff: a new staff member; without a password a set-password mail goes out. */
export const NewStaffRequest = v.object({
  storeId: rowId,
  email: rule.email,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Campo obbligatorio'), v.maxLength(100)),
  password: v.optional(rule.password),
})
export type NewStaffRequest = v.InferInput<typeof NewStaffRequest>

export const NewStaffResult = v.object({
  id: v.number(),
  storeId: v.number(),
  email: v.string(),
  name: v.string(),
  /** False: the set-password mail went out. */
  passwordSet: v.boolean(),
})
export type NewStaffResult = v.InferOutput<typeof NewStaffResult>
