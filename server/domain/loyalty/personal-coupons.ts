import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { cards, coupons, products } from '../../db/schema'
import { say } from '../../language'
import type { Tx } from '../shared/context'
import { type CouponTexts, couponMessages, inEachLanguage, scopeTitle } from './coupon-texts'
import { couponImage, insertCoupons } from './coupons'

/**
 * The daily job of personal coupons (docs/coupons.md): every active card keeps two open coupons,
 * the job's (DAILY) on the departments it buys most. Every open coupon counts, whatever its origin
 * (SEED, OPS, DAILY): a card with two open ones gets nothing; one with one gets one more, on a
 * department no open coupon of the card covers; used or expired ones are replaced the next day. So
 * they are topped up and never pile up.
 */

/** How many open coupons (of any origin) the job tops a card up to. */
export const PERSONAL_COUPONS = 2
/** Each one's days. */
export const PERSONAL_COUPON_DAYS = 14
/** The percentage off a personal coupon's department. */
export const PERSONAL_COUPON_PERCENT = 10
/** How far back the receipts tell what a card buys. */
const HISTORY_DAYS = 180
/** A card that has bought nothing the catalogue knows gets these, in this order. */
const EVERYDAY_DEPARTMENTS = ['FRUIT_VEG', 'DAIRY', 'PANTRY', 'BREAKFAST'] as const

const DAY_MS = 86_400_000

interface Spend {
  cardId: number
  department: string
  cents: number
}

/** The departments each card spent most on, most first (lines whose EAN the catalogue knows). */
async function departmentSpend(tx: Tx, since: Date): Promise<Map<number, string[]>> {
  const ranked = new Map<number, string[]>()
  const result = await tx.db.execute(sql`
    select r.card_id as "cardId", p.department as department,
           sum((l.value ->> 'amountCents')::bigint)::bigint as cents
    from receipts r
    cross join lateral jsonb_array_elements(r.lines) as l(value)
    join products p on p.ean = l.value ->> 'ean'
    join cards c on c.id = r.card_id and c.enabled and c.user_id is not null
    where r.at >= ${since.toISOString()}::timestamptz
    group by r.card_id, p.department
    order by r.card_id, cents desc, p.department`)
  // node-postgres and PGlite both answer { rows }, typed differently by their drizzle drivers.
  const rows = (result as unknown as { rows: Spend[] }).rows
  for (const row of rows) {
    const cardId = Number(row.cardId)
    const list = ranked.get(cardId) ?? []
    list.push(row.department)
    ranked.set(cardId, list)
  }
  return ranked
}

/**
 * A personal coupon's texts in both languages: the title names the department, the description why
 * it was chosen (among those the card buys most, or an everyday one); the worth is the app's badge.
 */
export function personalCouponTexts(department: string, boughtMost: boolean): CouponTexts {
  return inEachLanguage((language) => ({
    title: scopeTitle({ kind: 'PERCENT', department }, language),
    description: say(boughtMost ? couponMessages.boughtMost : couponMessages.everyday),
  }))
}

/** The daily job: answers how many coupons it made and for how many cards. */
export async function topUpPersonalCoupons(tx: Tx): Promise<Record<string, number>> {
  const isActive = and(eq(cards.enabled, true), isNotNull(cards.userId))
  const active = await tx.db.select({ id: cards.id }).from(cards).where(isActive).orderBy(asc(cards.id))
  const cardIds = active.map((card) => card.id)
  if (cardIds.length === 0) return { coupons: 0, cards: 0 }
  // Every open coupon of the card counts, whoever made it (the seed, `coupon add`, the job): a
  // department's covers its department, a product's the departments of its products, one on the
  // whole receipt none.
  const open = await tx.db
    .select({ cardId: coupons.cardId, department: coupons.department, productIds: coupons.productIds })
    .from(coupons)
    .where(
      and(
        inArray(coupons.cardId, tx.db.select({ id: cards.id }).from(cards).where(isActive)),
        isNull(coupons.usedAt),
        gte(coupons.validTo, tx.at),
      ),
    )
  const productIds = [...new Set(open.flatMap((row) => row.productIds ?? []))]
  const productDepartment = new Map<number, string>()
  if (productIds.length > 0) {
    const rows = await tx.db
      .select({ id: products.id, department: products.department })
      .from(products)
      .where(inArray(products.id, productIds))
    for (const row of rows) productDepartment.set(row.id, row.department)
  }
  const openCount = new Map<number, number>()
  const covered = new Map<number, Set<string>>()
  for (const row of open) {
    openCount.set(row.cardId, (openCount.get(row.cardId) ?? 0) + 1)
    const departments = covered.get(row.cardId) ?? new Set<string>()
    if (row.department) departments.add(row.department)
    for (const id of row.productIds ?? []) {
      const department = productDepartment.get(id)
      if (department) departments.add(department)
    }
    covered.set(row.cardId, departments)
  }
  const spend = await departmentSpend(tx, new Date(tx.at.getTime() - HISTORY_DAYS * DAY_MS))
  // Cards grouped by the department of their new coupon, and whether their receipts chose it or it is
  // an everyday one (its description says which): one insert (and one picture) per group.
  const byDepartment = new Map<string, number[]>()
  let served = 0
  for (const cardId of cardIds) {
    const held = covered.get(cardId) ?? new Set<string>()
    let missing = PERSONAL_COUPONS - (openCount.get(cardId) ?? 0)
    if (missing <= 0) continue
    served += 1
    const bought = spend.get(cardId) ?? []
    for (const department of [...bought, ...EVERYDAY_DEPARTMENTS]) {
      if (missing === 0) break
      if (held.has(department)) continue
      held.add(department)
      missing -= 1
      const key = `${department} ${bought.includes(department) ? 'BOUGHT' : 'EVERYDAY'}`
      const list = byDepartment.get(key) ?? []
      list.push(cardId)
      byDepartment.set(key, list)
    }
  }
  let made = 0
  const validTo = new Date(tx.at.getTime() + PERSONAL_COUPON_DAYS * DAY_MS)
  for (const [key, ids] of byDepartment) {
    const [department = '', why] = key.split(' ')
    made += await insertCoupons(
      tx,
      ids,
      {
        ...personalCouponTexts(department, why === 'BOUGHT'),
        kind: 'PERCENT',
        value: PERSONAL_COUPON_PERCENT,
        department,
        validFrom: tx.at,
        validTo,
        origin: 'DAILY',
      },
      await couponImage(tx.db, { department }),
    )
  }
  return { coupons: made, cards: served }
}
