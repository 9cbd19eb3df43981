import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { SubstitutionMode } from '../../src/api/schemas/cart'
import type { Allergen } from '../../src/api/schemas/catalogue'
import type { CouponKind } from '../../src/api/schemas/coupons'
import type {
  GhsPictogram,
  LabelLanguage,
  LabelText,
  NetQuantity,
  Nutrition,
  SignalWord,
} from '../../src/api/schemas/food-label'
import type { Preferences } from '../../src/api/schemas/profile'
import type { StaffActionCode, StaffActionValues } from '../../src/api/schemas/staff'
import type { ExtraordinaryOpening, Timetable } from '../../src/api/schemas/store'
import type { Language } from '../language'

/**
 * The reference server's one schema, for PGlite and PostgreSQL alike. Migrations are generated
 * from it by drizzle-kit (`npm run db:generate`) and applied at start.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })
const now = () => timestamp({ withTimezone: true }).notNull().defaultNow()

export const states = pgTable('states', {
  id: serial().primaryKey(),
  stateId: text().notNull().unique(),
  name: text().notNull(),
})

export const counties = pgTable('counties', {
  id: serial().primaryKey(),
  countyId: text().notNull().unique(),
  name: text().notNull(),
  stateId: text().references(() => states.stateId),
})

export type StoreFeatureRow = { code: string; name: string }

export const stores = pgTable('stores', {
  id: serial().primaryKey(),
  name: text().notNull(),
  format: text().notNull().default('SUPERMARKET'),
  logoImageUrl: text(),
  address: text().notNull(),
  zip: text().notNull(),
  city: text().notNull(),
  county: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  phone: text(),
  email: text(),
  webUrl: text(),
  notes: text(),
  timetables: jsonb().$type<Timetable[]>().notNull().default([]),
  openings: jsonb().$type<ExtraordinaryOpening[]>().notNull().default([]),
  services: jsonb().$type<StoreFeatureRow[]>().notNull().default([]),
  departments: jsonb().$type<StoreFeatureRow[]>().notNull().default([]),
  ecommerce: boolean().notNull().default(false),
  deliveryModes: jsonb().$type<string[]>().notNull().default([]),
  deliveryStateIds: jsonb().$type<string[]>().notNull().default([]),
  /** Online orders one delivery window takes (e-commerce stores). */
  slotCapacity: integer().notNull().default(5),
  /** An order for a window is placed, or cancelled by the customer, up to this many hours before it. */
  bookingCutoffHours: integer().notNull().default(4),
  // Home delivery's price (docs/ordering.md "Home delivery: fee and minimum"): what an AT_HOME order
  // pays on top of its products, the products' amount from which it is free (null: never free), and
  // the least amount of products an AT_HOME order takes.
  deliveryFeeCents: integer().notNull().default(0),
  freeDeliveryFromCents: integer(),
  minimumOrderCents: integer().notNull().default(0),
  updatedAt: now(),
})

export const USER_STATUSES = ['PENDING', 'ACTIVE'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/**
 * What the username holds, and so how the customer logs in on the web and in the app: EMAIL, the
 * address, with a password (a kiosk sign-up with an e-mail chooses it when confirming the address);
 * CARD, the card code of a card-only customer, who logs in at the kiosk only. Anyone logs in at the
 * kiosk with card and surname.
 */
export const LOGIN_KINDS = ['EMAIL', 'CARD'] as const
export type LoginKind = (typeof LOGIN_KINDS)[number]

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Lower-cased e-mail (login kind EMAIL), or the card code of a card-only kiosk customer (CARD). */
    username: text().notNull().unique(),
    loginKind: text().$type<LoginKind>().notNull(),
    /** Argon2id; null for a kiosk customer who never chose a password. */
    passwordHash: text(),
    /** PENDING until the e-mail of a web sign-up is confirmed. */
    status: text().$type<UserStatus>().notNull().default('PENDING'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    birthDate: date({ mode: 'string' }),
    gender: text().$type<'MALE' | 'FEMALE'>(),
    email: text(),
    mobilePhone: text(),
    ssnCode: text(),
    preferences: jsonb().$type<Preferences>(),
    accept1: boolean().notNull().default(false),
    accept2: boolean().notNull().default(false),
    accept3: boolean().notNull().default(false),
    accept4: boolean().notNull().default(false),
    accept5: boolean().notNull().default(false),
    accept6: boolean().notNull().default(false),
    attrib1: text(),
    attrib2: text(),
    /** The store of a kiosk sign-up. */
    attrib3: text(),
    employee: boolean().notNull().default(false),
    terminalType: text(),
    /** The SVG of the signature drawn at the kiosk sign-up. */
    signatureSvg: text(),
    createdAt: now(),
    updatedAt: now(),
    confirmedAt: timestamp({ withTimezone: true }),
    // Issue 33: the customer's language ('it' or 'en'), from the sign-up's request and then from
    // the app's requests (server/domain/accounts/language.ts); the mails are written in it.
    language: text().$type<Language>().notNull().default('it'),
  },
  (t) => [
    check('users_login_kind', sql`${t.loginKind} in ('EMAIL', 'CARD')`),
    check('users_language', sql`${t.language} in ('it', 'en')`),
  ],
)

export const addresses = pgTable('addresses', {
  id: serial().primaryKey(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  county: text().notNull(),
  city: text().notNull(),
  zip: text().notNull(),
  address: text().notNull(),
})

export const cards = pgTable(
  'cards',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    description: text().notNull(),
    points: integer().notNull().default(0),
    createdAt: now(),
    enabled: boolean().notNull().default(true),
    /** Null for a card printed for the stores and not yet given to anyone. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp({ withTimezone: true }),
    /**
     * When its holder was told the card would be disabled in 30 days (issue 35): once per idle
     * period, so a card used again and idle again gets the warning again.
     */
    deactivationWarnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('cards_user_idx').on(t.userId)],
)

/** Every consent given or withdrawn, when, where and on which text (GDPR art. 7). */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent: text().notNull(),
    granted: boolean().notNull(),
    recordedAt: now(),
    channel: text().notNull(),
    storeId: text(),
    textVersion: text().notNull(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId)],
)

/**
 * A store's staff member (docs/ordering.md "The store's side"): an account apart from the customers'
 * (an employee may be a customer too, with the same e-mail), bound to one store.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** Lower-cased. */
    email: text().notNull().unique(),
    name: text().notNull(),
    /** Argon2id; null until the member sets it with the set-password mail's link. */
    passwordHash: text(),
    createdAt: now(),
  },
  (t) => [index('staff_store_idx').on(t.storeId)],
)

/** Whose a session is: a customer's (web, app, kiosk) or a store staff member's. */
export const SESSION_KINDS = ['CUSTOMER', 'STAFF'] as const
export type SessionKind = (typeof SESSION_KINDS)[number]

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    kind: text().$type<SessionKind>().notNull().default('CUSTOMER'),
    /** The customer's (kind CUSTOMER). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member's (kind STAFF). */
    staffId: integer().references(() => staff.id, { onDelete: 'cascade' }),
    terminalType: text().notNull(),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_staff_idx').on(t.staffId),
    check(
      'sessions_owner',
      sql`(${t.kind} = 'CUSTOMER' and ${t.userId} is not null and ${t.staffId} is null) or (${t.kind} = 'STAFF' and ${t.staffId} is not null and ${t.userId} is null)`,
    ),
  ],
)

/** STAFF_PASSWORD: a staff member's set-password link (the token's staffId, not userId). */
export const TOKEN_PURPOSES = ['CONFIRM', 'RESET', 'STAFF_PASSWORD'] as const
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number]

/** The one-time links of the mails; only a hash of the token is kept. */
export const actionTokens = pgTable('action_tokens', {
  id: serial().primaryKey(),
  tokenHash: text().notNull().unique(),
  /** The customer's (CONFIRM, RESET). */
  userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  /** The staff member's (STAFF_PASSWORD). */
  staffId: integer().references(() => staff.id, { onDelete: 'cascade' }),
  purpose: text().$type<TokenPurpose>().notNull(),
  /** The address being confirmed (sign-up, upgrade). */
  email: text(),
  /** The password chosen with an upgrade, applied when its address is confirmed. */
  passwordHash: text(),
  createdAt: now(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
})

/**
 * Mail on its way out. Domain code writes it in the same transaction as the change it reports, so a
 * mail exists exactly when that change was kept; a sender delivers it after the commit, and retries.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** 'confirm', 'reset': names the .eml file. */
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /** The plain and HTML bodies, dropped once sent: they hold a live link. */
    textBody: text(),
    htmlBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** The next attempt is not made before this. */
    dueAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /**
     * The lease of the sender that took the mail: until then no other sender takes it; past it, the
     * sender is taken to have died and another may.
     */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`)],
)

export const leaflets = pgTable('leaflets', {
  id: serial().primaryKey(),
  title: text().notNull(),
  coverImage: text().notNull(),
  pdfLink: text().notNull(),
  validFrom: date({ mode: 'string' }),
  validTo: date({ mode: 'string' }),
  /** Only for the stores listed in leaflet_stores. */
  storeScoped: boolean().notNull().default(false),
})

export const leafletStores = pgTable(
  'leaflet_stores',
  {
    leafletId: integer()
      .notNull()
      .references(() => leaflets.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.leafletId, t.storeId] }), index('leaflet_stores_store_idx').on(t.storeId)],
)

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  category: text().notNull(),
  imageUrl: text().notNull(),
  description: text(),
  linkUrl: text(),
  position: integer().notNull().default(0),
})

/** Files served under /media (leaflet PDFs, covers, banners): kept in the database so that any
 * number of server instances serve the same bytes. */
export const media = pgTable('media', {
  path: text().primaryKey(),
  contentType: text().notNull(),
  body: bytea().notNull(),
  etag: text().notNull(),
  updatedAt: now(),
})

/**
 * The catalogue: every product the chain sells online. A store sells some of them at its own price
 * (store_products); a leaflet offer gives one a promo price for the leaflet's dates.
 */
export const products = pgTable('products', {
  id: serial().primaryKey(),
  ean: text().notNull().unique(),
  name: text().notNull(),
  brand: text().notNull(),
  ownBrand: boolean().notNull().default(false),
  department: text().notNull(),
  unit: text().$type<'PIECE' | 'KG'>().notNull().default('PIECE'),
  /** A KG product's piece, estimated. */
  estimatedWeightGrams: integer(),
  /** The pack's net content, for the price per kilo or litre: grams (G) or millilitres (ML). */
  contentAmount: integer(),
  contentUnit: text().$type<'G' | 'ML'>(),
  maxQuantity: integer().notNull().default(20),
  imageUrl: text().notNull(),
  /** Taken off the catalogue: no store sells it any more (4031). */
  withdrawn: boolean().notNull().default(false),
})

export const storeProducts = pgTable(
  'store_products',
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
    available: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] })],
)

/** A leaflet's promo price for a product, in its dates; for every store, or one. */
export const offers = pgTable(
  'offers',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    leafletId: integer().references(() => leaflets.id, { onDelete: 'cascade' }),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    promoPriceCents: integer().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
  },
  (t) => [index('offers_product_idx').on(t.productId)],
)

/**
 * A product's label (docs/ordering.md, "Food information"): the food information of EU Regulation
 * 1169/2011, or a non-food product's notes. The allergen groups are columns of their own, as the
 * catalogue's `without=` filter reads them; the texts are in `text`, one copy per language. A product
 * with no row has no known label: an allergen filter never lists it.
 */
export const productLabels = pgTable('product_labels', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  food: boolean().notNull(),
  contains: jsonb().$type<Allergen[]>().notNull().default([]),
  mayContain: jsonb().$type<Allergen[]>().notNull().default([]),
  nutrition: jsonb().$type<Nutrition>(),
  netQuantity: jsonb().$type<NetQuantity>(),
  operatorName: text().notNull(),
  operatorAddress: text().notNull(),
  text: jsonb().$type<Record<LabelLanguage, LabelText>>().notNull(),
  /** Not food classified under CLP: its signal word and pictograms (the same in every language). */
  signalWord: text().$type<SignalWord>(),
  pictograms: jsonb().$type<GhsPictogram[]>().notNull().default([]),
})

/**
 * A store's prices with their validity (docs/ordering.md "Prices and their history"): from
 * `validFrom` to `validUntil` (both Italian calendar days, included; null: until further notice) the
 * store sold the product at `priceCents`, and at `promoPriceCents` when it had reduced it itself.
 * A day's price is the row covering it (else store_products' price, today only); the leaflets' offers
 * reduce it further. Rows are never rewritten: the history is what art. 17-bis of the Codice del
 * Consumo asks the lowest price of the 30 days before a reduction from.
 */
export const storePrices = pgTable(
  'store_prices',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
    promoPriceCents: integer(),
    validFrom: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }),
  },
  (t) => [
    index('store_prices_store_idx').on(t.storeId, t.productId, t.validFrom),
    check('store_prices_dates', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`),
  ],
)

/**
 * A customer's basket for one store, kept on the server so it follows the customer between devices:
 * one OPEN cart per customer and store; ORDERED once placed (then it is the order's, and closed).
 */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    status: text().$type<'OPEN' | 'ORDERED'>().notNull().default('OPEN'),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('carts_open_idx').on(t.userId, t.storeId).where(sql`${t.status} = 'OPEN'`)],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull(),
    /** What the store may do if the product is missing (docs/ordering.md "The store's side"). */
    substitutionMode: text().$type<SubstitutionMode>().notNull().default('SIMILAR'),
    /** SPECIFIC: the product the customer names. */
    substitutionProductId: integer().references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] })],
)

/**
 * A delivery or collection window of a store and delivery mode, made when first listed. `taken` counts
 * the orders booked in it; an order takes its place with a conditional update, so parallel orders
 * never overbook it.
 */
export const slots = pgTable(
  'slots',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deliveryMode: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    taken: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('slots_window_idx').on(t.storeId, t.deliveryMode, t.startsAt)],
)

export type ReceiptLineRow = { ean: string; name: string | null; amountCents: number; ownBrand: boolean }

/** A coupon a receipt used: what it took off (AMOUNT, PERCENT) or the points it gave (POINTS). */
export type ReceiptCouponRow = {
  id: number
  title: string
  discountCents?: number
  bonusPoints?: number
}

/**
 * What a purchase earned points from: a till's receipt, or a completed online order. A purchase
 * record: kept 10 years after the account ends (behaviour §1), so the card going does not take it
 * (its card is set null, `accountEndedAt` set when the profile is deleted).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial().primaryKey(),
    cardId: integer().references(() => cards.id, { onDelete: 'set null' }),
    cardCode: text().notNull(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    /** STORE: a till's; ONLINE: an order's. */
    source: text().$type<'STORE' | 'ONLINE'>().notNull(),
    /** The till's receipt id, or the order's id: a store never counts one twice. */
    externalId: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    lines: jsonb().$type<ReceiptLineRow[]>().notNull(),
    totalCents: integer().notNull(),
    ownBrandCents: integer().notNull(),
    paidCents: integer().notNull(),
    voucherPoints: integer(),
    voucherCents: integer(),
    /** An online order's delivery fee: paid (in paidCents) but not a line, so it earns no points. */
    deliveryFeeCents: integer().notNull().default(0),
    pointsEarned: integer().notNull(),
    /** The coupons the receipt used (docs/coupons.md), in the order they were applied. */
    coupons: jsonb().$type<ReceiptCouponRow[]>().notNull().default([]),
    /** The coupons it named that were not usable (used elsewhere, expired, not the card's…). */
    refusedCoupons: jsonb().$type<number[]>().notNull().default([]),
    /** What the coupons took off the lines, in cents (bonus points are not money). */
    couponCents: integer().notNull().default(0),
    createdAt: now(),
    accountEndedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipts_external_idx').on(t.storeId, t.source, t.externalId),
    index('receipts_card_idx').on(t.cardId, t.at),
  ],
)

export const MOVEMENT_KIND_VALUES = ['EARNED', 'VOUCHER', 'RETURNED', 'EXPIRED', 'COUPON'] as const

/**
 * Every change of a card's points. `cards.points` is their sum, always: both are written in the same
 * transaction, under the card's row lock, with the balance after the change.
 */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    kind: text().$type<(typeof MOVEMENT_KIND_VALUES)[number]>().notNull(),
    points: integer().notNull(),
    balance: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    receiptId: integer().references(() => receipts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('points_movements_card_idx').on(t.cardId, t.at),
    check('points_movements_kind', sql`${t.kind} in ('EARNED', 'VOUCHER', 'RETURNED', 'EXPIRED', 'COUPON')`),
  ],
)

/**
 * A personal coupon of a card (docs/coupons.md): activated by its customer in the app, used once at
 * a till or by an online order. `usedAt` is set once, by a conditional update, so two tills naming
 * it at once cannot both take it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** Italian, the product's first language: what the customer reads in Italian, the till and receipts. */
    title: text().notNull(),
    description: text().notNull(),
    /**
     * The same in English, for a customer whose app is in English (docs/coupons.md "Texts"); null only
     * for a coupon made before coupons had an English text, which then shows its Italian one.
     */
    titleEn: text(),
    descriptionEn: text(),
    kind: text().$type<CouponKind>().notNull(),
    /** AMOUNT: cents off; PERCENT: 1–100 off its products or department; POINTS: bonus points. */
    value: integer().notNull(),
    productIds: jsonb().$type<number[]>(),
    department: text(),
    minSpendCents: integer(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validTo: timestamp({ withTimezone: true }).notNull(),
    imageUrl: text().notNull(),
    /** OPS: `npm run ops -- coupon add`; DAILY: the daily job's personal ones; SEED: the demo's. */
    origin: text().$type<'OPS' | 'DAILY' | 'SEED'>().notNull(),
    activatedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    receiptId: integer().references(() => receipts.id, { onDelete: 'set null' }),
    /**
     * An online order that named it at placement (docs/coupons.md "Online orders"): no till nor other
     * order may use it meanwhile; set back to null when the order gives it back.
     */
    reservedOrderId: integer().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: now(),
  },
  (t) => [
    index('coupons_card_idx').on(t.cardId, t.validTo),
    check('coupons_kind', sql`${t.kind} in ('AMOUNT', 'PERCENT', 'POINTS')`),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} <> 'PERCENT' or ${t.value} <= 100)`),
  ],
)

/** One line per daily job and day it ran: an instance that finds today's line leaves the job alone. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    ranAt: timestamp({ withTimezone: true }).notNull(),
    changed: jsonb().$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
)

export type OrderAddressRow = { county: string; city: string; zip: string; address: string }

/**
 * A placed cart. The customer's id goes with the account (set null), the order stays: a purchase
 * record. One order per customer and Idempotency-Key, and per cart: a retry finds the first.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The cart it was placed from (it goes with the account: the order stays). */
    cartId: integer().references(() => carts.id, { onDelete: 'set null' }),
    idempotencyKey: text().notNull(),
    /** What the key was first sent with: the same key with another request is refused. */
    requestHash: text().notNull(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    status: text().notNull(),
    deliveryMode: text().notNull(),
    slotId: integer()
      .notNull()
      .references(() => slots.id),
    address: jsonb().$type<OrderAddressRow>(),
    paymentMode: text().notNull(),
    /** The payment provider's authorisation (CREDIT_CARD); the card itself is never stored. */
    paymentAuthorisation: text(),
    cardLast4: text(),
    authorisedCents: integer(),
    capturedCents: integer(),
    /** The card the order earns (and took the voucher from), chosen at placement. */
    cardCode: text(),
    voucherPoints: integer(),
    voucherCents: integer(),
    notes: text(),
    savingsCents: integer().notNull(),
    /** AT_HOME: the store's delivery fee at placement (0 when free); in the totals, earning nothing. */
    deliveryFeeCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    finalTotalCents: integer(),
    /**
     * The order's coupons and what each takes off: at placement as the lines were ordered, from
     * ISSUING_RECEIPT as picked (a coupon given back leaves it), from the hand-over as the receipt has them.
     */
    coupons: jsonb().$type<ReceiptCouponRow[]>().notNull().default([]),
    /** What those coupons take off the lines, in totalCents and finalTotalCents. */
    couponCents: integer().notNull().default(0),
    receiptId: integer().references(() => receipts.id, { onDelete: 'set null' }),
    pointsEarned: integer(),
    /** Four digits the customer gives at the hand-over, made at placement (null for older orders). */
    pickupCode: text(),
    /**
     * Wrong pickup codes given at the hand-over: at PICKUP_CODE_TRIES the code no longer hands the
     * order over (the customer's card does). Counted in a transaction that commits the refusal.
     */
    pickupCodeFailures: integer().notNull().default(0),
    /** DRIVE, IN_STORE: when the customer said they had arrived, and the bay. */
    arrivalAt: timestamp({ withTimezone: true }),
    arrivalBay: text(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_cart_idx').on(t.cartId),
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_status_idx').on(t.status),
  ],
)

/** A line at the price paid: a copy, so a later price or name change leaves the order as it was. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    ean: text().notNull(),
    name: text().notNull(),
    imageUrl: text().notNull(),
    ownBrand: boolean().notNull(),
    unit: text().notNull(),
    quantity: integer().notNull(),
    maxQuantity: integer().notNull(),
    priceCents: integer().notNull(),
    /**
     * The price per piece (per kg) without the leaflet's or the store's offer, at placement: what the
     * line's savings are counted from. Null for lines placed before it was kept.
     */
    regularPriceCents: integer(),
    amountCents: integer().notNull(),
    estimatedWeightGrams: integer(),
    weightGrams: integer(),
    finalAmountCents: integer(),
    /** The line's own id, for the store's calls (the key stays order and position). */
    id: serial().notNull().unique(),
    /** The cart line's substitution choice, copied at placement. */
    substitutionMode: text().$type<SubstitutionMode>().notNull().default('SIMILAR'),
    substitutionProductId: integer().references(() => products.id),
    /** What the store picked: pieces, the whole line's grams (weighed products), the amount. */
    pickedQuantity: integer(),
    pickedWeightGrams: integer(),
    pickedAmountCents: integer(),
    /** The product given instead, as it was then. */
    substituteProductId: integer().references(() => products.id),
    substituteName: text(),
    substituteQuantity: integer(),
    substituteWeightGrams: integer(),
    substituteAmountCents: integer(),
    /** The substitute's price per piece (per kg) without its offer, then: what its saving is counted from. */
    substituteRegularPriceCents: integer(),
    missing: boolean().notNull().default(false),
    /** The customer refused the substitute at the hand-over. */
    refused: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
)

/**
 * A hand-over's intent to capture a card payment, written and committed before the provider is
 * asked, under a key of its own that the provider keeps with the capture (docs/ordering.md "Receipt
 * and hand-over"): when the provider has captured under a key but the order did not commit, the next
 * hand-over (or the start's reconciliation) finds the intent by that key and finishes the order as it
 * said, without capturing again.
 */
export const captureIntents = pgTable(
  'capture_intents',
  {
    key: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cents: integer().notNull(),
    refusedLineIds: jsonb().$type<number[]>().notNull(),
    /** Who handed over, and how: the order's actions are recorded as theirs when it is finished. */
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    byCard: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('capture_intents_order_idx').on(t.orderId)],
)

/** Every status an order has been in, with when and on whose word. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    by: text().$type<'CUSTOMER' | 'STORE'>().notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
)

/** Every action of a store's staff on an order (docs/ordering.md "The store's side"), with who. */
export const orderActions = pgTable(
  'order_actions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    at: timestamp({ withTimezone: true }).notNull(),
    /** What was done, in words (e.g. "Prelevato: Latte intero 1 l × 2"). */
    what: text().notNull(),
    /** Which action, for the screens to say it in their language; null for those kept before it. */
    code: text().$type<StaffActionCode>(),
    /** What the action names (product, substitute, pieces, grams, cents). */
    values: jsonb().$type<StaffActionValues>(),
  },
  (t) => [index('order_actions_order_idx').on(t.orderId, t.id)],
)

/** A customer's shopping list; its id is made by the device. Deleted lists stay as tombstones. */
export const smartlists = pgTable(
  'smartlists',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: now(),
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * The link that lets others join (docs/lists-sharing.md): set while the owner shares the list,
     * cleared when sharing is turned off; it stops working at `shareExpiresAt`.
     */
    shareToken: text(),
    shareExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('smartlists_user_idx').on(t.userId),
    uniqueIndex('smartlists_share_token_idx').on(t.shareToken),
  ],
)

/** Who else than its owner (smartlists.userId) a list is shared with: one row per member. */
export const smartlistMembers = pgTable(
  'smartlist_members',
  {
    listId: uuid()
      .notNull()
      .references(() => smartlists.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('smartlist_members_user_idx').on(t.userId)],
)

/**
 * An item of a list: a product or a free text. `changedAt` is the device's time of its last change
 * (the later wins); a removed item stays as a tombstone so an older change replayed later does not
 * bring it back.
 */
export const smartlistItems = pgTable(
  'smartlist_items',
  {
    listId: uuid()
      .notNull()
      .references(() => smartlists.id, { onDelete: 'cascade' }),
    id: uuid().notNull(),
    productId: integer().references(() => products.id),
    text: text(),
    quantity: integer().notNull(),
    checked: boolean().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: now(),
    removed: boolean().notNull().default(false),
    /** Who made the last change (a member of a shared list); null before sharing existed. */
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.id] })],
)

export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    starredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
)

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: now(),
})

export const schema = {
  states,
  counties,
  stores,
  users,
  addresses,
  cards,
  consentEvents,
  staff,
  sessions,
  actionTokens,
  mailOutbox,
  leaflets,
  leafletStores,
  banners,
  media,
  products,
  storeProducts,
  storePrices,
  offers,
  carts,
  cartLines,
  slots,
  receipts,
  pointsMovements,
  jobRuns,
  orders,
  orderLines,
  orderEvents,
  orderActions,
  smartlists,
  smartlistMembers,
  smartlistItems,
  favorites,
  settings,
}
