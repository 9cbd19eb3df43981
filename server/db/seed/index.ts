import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, gte } from 'drizzle-orm'
import { todayIso } from '../../../src/api/rules'
import { CONSENTS } from '../../../src/api/schemas/profile'
import { hashPassword } from '../../auth/passwords'
import { consentTextVersion } from '../../domain/accounts/consents'
import type { Db } from '../connect'
import {
  addresses,
  banners,
  cards,
  consentEvents,
  counties,
  leafletStores,
  leaflets,
  media,
  pointsMovements,
  receipts,
  settings,
  states,
  stores,
  users,
} from '../schema'
import { seedDemoCoupons } from './coupons'
import { DEMO_CUSTOMERS, type DemoCustomer, UNASSIGNED_CARD_CODES } from './customers'
import { extraordinaryOpenings } from './data/openings'
import { OTHER_RESIDENCES, PROVINCES } from './data/provinces'
import { REGIONS } from './data/regions'
import { DEPARTMENT_CODES, SERVICE_CODES, STORES } from './data/stores'
import { seedLabels } from './labels'
import { writeSeedMedia } from './media'
import { seedPriceHistory } from './price-history'
import { seedOffers, seedProducts } from './products'
import { purchaseHistory } from './purchase-history'
import { seedDemoStaff } from './staff'

const SEEDED = 'seeded_at'
const DEMO_CUSTOMERS_SEEDED = 'demo_customers_seeded_at'
const CATALOGUE_SEEDED = 'catalogue_seeded_at'
const LABELS_SEEDED = 'labels_seeded_at'
const PRICE_HISTORY_SEEDED = 'price_history_seeded_at'
const DEMO_STAFF_SEEDED = 'demo_staff_seeded_at'
const DEMO_COUPONS_SEEDED = 'demo_coupons_seeded_at'

const feature = (labels: Record<string, string>) => (code: string) => ({ code, name: labels[code] ?? code })

/** The chain's extraordinary days from today to the end of next year. */
function upcomingOpenings(today: Date) {
  const from = todayIso(today)
  const year = today.getFullYear()
  return [...extraordinaryOpenings(year), ...extraordinaryOpenings(year + 1)].filter((o) => o.date >= from)
}

async function seedGeography(db: Db): Promise<void> {
  await db.insert(states).values(REGIONS.map((r) => ({ stateId: r.stateId, name: r.name })))
  await db
    .insert(counties)
    .values([
      ...PROVINCES.map((p) => ({ countyId: p.countyId, name: p.name, stateId: p.stateId })),
      ...OTHER_RESIDENCES.map((r) => ({ countyId: r.countyId, name: r.name, stateId: null })),
    ])
}

async function seedStores(db: Db, today: Date): Promise<void> {
  const openings = upcomingOpenings(today)
  await db.insert(stores).values(
    STORES.map((s) => ({
      name: s.name,
      format: s.format,
      address: s.address,
      zip: s.zip,
      city: s.city,
      county: s.county,
      latitude: s.latitude,
      longitude: s.longitude,
      phone: s.phone,
      email: s.email,
      webUrl: null,
      notes: 'Alpimare S.p.A.',
      timetables: s.timetables,
      openings,
      services: s.services.map(feature(SERVICE_CODES)),
      departments: s.departments.map(feature(DEPARTMENT_CODES)),
      ecommerce: s.ecommerce !== null,
      deliveryModes: s.ecommerce?.deliveryModes ?? [],
      deliveryStateIds: s.ecommerce?.deliveryStateIds ?? [],
    })),
  )
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

async function storeMedia(db: Db, dir: string, file: string, today: Date): Promise<string> {
  const body = await readFile(path.join(dir, file))
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
  await db
    .insert(media)
    .values({ path: file, contentType, body, etag })
    .onConflictDoUpdate({ target: media.path, set: { contentType, body, etag, updatedAt: today } })
  return `/media/${file}`
}

/**
 * The leaflets and banners, made for the weeks around `today`. Run at first start, and again at any
 * start that finds no leaflet still valid, so a demo left running for weeks keeps current leaflets.
 */
async function seedLeafletsAndBanners(db: Db, today: Date): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tessera-media-'))
  try {
    const made = await writeSeedMedia(dir, today)
    await db.transaction(async (tx) => {
      await tx.delete(leaflets)
      await tx.delete(banners)
      const storeRows = await tx.select({ id: stores.id, county: stores.county }).from(stores)
      const regionOf = new Map(PROVINCES.map((p) => [p.countyId, p.stateId]))
      const kept: { id: number; title: string; storeScoped: boolean }[] = []
      for (const leaflet of made.leaflets) {
        const [row] = await tx
          .insert(leaflets)
          .values({
            title: leaflet.title,
            coverImage: await storeMedia(tx, dir, leaflet.coverFile, today),
            pdfLink: await storeMedia(tx, dir, leaflet.pdfFile, today),
            validFrom: leaflet.validFrom,
            validTo: leaflet.validTo,
            storeScoped: leaflet.storeScoped,
          })
          .returning()
        if (row) kept.push(row)
        if (!row || !leaflet.storeScoped) continue
        // A regional leaflet goes to the stores of its region ('speciale-liguria' → Liguria).
        const region = REGIONS.find((r) =>
          leaflet.slug.includes(r.name.toLowerCase().split(/[ /]/)[0] ?? '-'),
        )
        const ids = storeRows
          .filter((s) => !region || regionOf.get(s.county) === region.stateId)
          .map((s) => s.id)
        if (ids.length)
          await tx.insert(leafletStores).values(ids.map((storeId) => ({ leafletId: row.id, storeId })))
      }
      // The leaflets' offers go with them (ON DELETE CASCADE) and come back with the new ones.
      await seedOffers(tx, kept, today)
      let position = 0
      for (const banner of made.banners) {
        await tx.insert(banners).values({
          category: 'WEB',
          imageUrl: await storeMedia(tx, dir, banner.imageFile, today),
          description: banner.description,
          linkUrl: banner.linkPath,
          position: position++,
        })
      }
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The demo customers, whose password is published, and the printed cards left for sign-ups. Once per
 * database; a customer whose card is there already (a database seeded before this was counted) is
 * left as it is.
 */
async function seedDemoCustomers(db: Db, today: Date): Promise<void> {
  for (const c of DEMO_CUSTOMERS) {
    const [known] = await db.select({ id: cards.id }).from(cards).where(eq(cards.code, c.card.code))
    if (known) continue
    const [user] = await db
      .insert(users)
      .values({
        username: c.username ?? c.card.code,
        loginKind: c.username ? 'EMAIL' : 'CARD',
        passwordHash: c.password ? await hashPassword(c.password) : null,
        status: 'ACTIVE',
        firstName: c.firstName,
        lastName: c.lastName,
        birthDate: c.birthDate,
        gender: c.gender,
        email: c.username,
        mobilePhone: c.mobilePhone,
        preferences: c.preferences,
        accept1: c.consents[0],
        accept2: c.consents[1],
        accept3: c.consents[2],
        accept4: c.consents[3],
        accept5: c.consents[4],
        accept6: c.consents[5],
        terminalType: c.terminalType,
        confirmedAt: c.username ? new Date(`${c.card.created}T10:00:00Z`) : null,
        createdAt: new Date(`${c.card.created}T10:00:00Z`),
      })
      .returning()
    if (!user) throw new Error('demo customer insert returned nothing')
    await db.insert(addresses).values({ userId: user.id, ...c.address })
    const [card] = await db
      .insert(cards)
      .values({
        code: c.card.code,
        description: c.card.description,
        points: c.card.points,
        userId: user.id,
        createdAt: new Date(`${c.card.created}T10:00:00Z`),
      })
      .returning()
    if (!card) throw new Error('demo card insert returned nothing')
    await seedPurchaseHistory(db, c, card.id, today)
    const renewed = new Date(today.getTime() - 60 * 86_400_000)
    await db.insert(consentEvents).values([
      ...CONSENTS.map((consent, i) => ({
        userId: user.id,
        consent,
        granted: c.consents[i] === true,
        channel: c.terminalType,
        textVersion: consentTextVersion(consent),
        recordedAt: new Date(`${c.card.created}T10:00:00Z`),
      })),
      // Given again two months ago: consents older than 24 months without renewal lapse (behaviour §1).
      ...CONSENTS.filter((_, i) => c.consents[i] === true).map((consent) => ({
        userId: user.id,
        consent,
        granted: true,
        channel: c.terminalType,
        textVersion: consentTextVersion(consent),
        recordedAt: renewed,
      })),
    ])
  }
  await db
    .insert(cards)
    .values(UNASSIGNED_CARD_CODES.map((code) => ({ code, description: 'Carta fedeltà', points: 0 })))
    .onConflictDoNothing()
  await db.insert(settings).values({ key: DEMO_CUSTOMERS_SEEDED, value: today.toISOString() })
}

/** The demo customer's receipts and points movements, ending on the points the demo promises. */
async function seedPurchaseHistory(
  db: Db,
  customer: DemoCustomer,
  cardId: number,
  today: Date,
): Promise<void> {
  const nearby = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.county, customer.address.county))
  const anywhere = nearby.length ? nearby : await db.select({ id: stores.id }).from(stores).limit(3)
  const history = purchaseHistory({
    cardCode: customer.card.code,
    balance: customer.card.points,
    voucherPoints: customer.history.voucherPoints,
    visits: customer.history.visits,
    storeIds: anywhere.slice(0, 3).map((s) => s.id),
    today,
  })
  const kept = await db
    .insert(receipts)
    .values(
      history.receipts.map((r) => ({ ...r, cardId, cardCode: customer.card.code, source: 'STORE' as const })),
    )
    .returning({ id: receipts.id })
  await db.insert(pointsMovements).values(
    history.movements.map((m) => ({
      cardId,
      kind: m.kind,
      points: m.points,
      balance: m.balance,
      at: m.at,
      receiptId: kept[m.receipt]?.id ?? null,
    })),
  )
  const last = history.receipts.at(-1)
  if (last) await db.update(cards).set({ lastUsedAt: last.at }).where(eq(cards.id, cardId))
}

async function isMarked(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key))
  return row !== undefined
}

/**
 * First start: geography, stores, media. Later starts: fresh leaflets when all expired. The demo
 * customers only when asked (`demoCustomers`), once; the answer says whether the database holds them.
 */
export async function seedIfNeeded(
  db: Db,
  today: Date,
  options: { demoCustomers: boolean },
): Promise<{ demoCustomers: boolean }> {
  if (!(await isMarked(db, SEEDED))) {
    await db.transaction(async (tx) => {
      await seedGeography(tx)
      await seedStores(tx, today)
      await tx.insert(settings).values({ key: SEEDED, value: today.toISOString() })
    })
    await seedLeafletsAndBanners(db, today)
  } else {
    const current = await db
      .select({ id: leaflets.id })
      .from(leaflets)
      .where(and(eq(leaflets.storeScoped, false), gte(leaflets.validTo, todayIso(today))))
    if (current.length === 0) await seedLeafletsAndBanners(db, today)
  }
  if (!(await isMarked(db, CATALOGUE_SEEDED))) {
    // Its own step, so a database seeded before the shop existed gets the catalogue too.
    await db.transaction(async (tx) => {
      await seedProducts(tx)
      await seedOffers(tx, await tx.select().from(leaflets), today)
      await tx.insert(settings).values({ key: CATALOGUE_SEEDED, value: today.toISOString() })
    })
  }
  if (!(await isMarked(db, LABELS_SEEDED))) {
    // The products' labels (food information), also for a catalogue seeded before they existed.
    await db.transaction(async (tx) => {
      await seedLabels(tx)
      await tx.insert(settings).values({ key: LABELS_SEEDED, value: today.toISOString() })
    })
  }
  if (!(await isMarked(db, PRICE_HISTORY_SEEDED)))
    await db.transaction(async (tx) => {
      await seedPriceHistory(tx, today)
      await tx.insert(settings).values({ key: PRICE_HISTORY_SEEDED, value: today.toISOString() })
    })
  const demoSeeded = await isMarked(db, DEMO_CUSTOMERS_SEEDED)
  if (options.demoCustomers && !demoSeeded) await db.transaction((tx) => seedDemoCustomers(tx, today))
  // The demo's store staff go with its customers: also into a demo database seeded before they existed.
  if (options.demoCustomers && !(await isMarked(db, DEMO_STAFF_SEEDED)))
    await db.transaction(async (tx) => {
      await seedDemoStaff(tx)
      await tx.insert(settings).values({ key: DEMO_STAFF_SEEDED, value: today.toISOString() })
    })
  // The demo customers' coupons: also into a demo database seeded before coupons existed.
  if (options.demoCustomers && !(await isMarked(db, DEMO_COUPONS_SEEDED)))
    await db.transaction(async (tx) => {
      await seedDemoCoupons(tx, today)
      await tx.insert(settings).values({ key: DEMO_COUPONS_SEEDED, value: today.toISOString() })
    })
  return { demoCustomers: demoSeeded || options.demoCustomers }
}
