import { count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Page } from '../../../src/api/envelope'
import type { MovementKind, PointsMovement } from '../../../src/api/schemas/loyalty'
import type { Db } from '../../db/connect'
import { cards, pointsMovements } from '../../db/schema'
import type { CardRow } from '../accounts/cards'
import type { Tx } from '../shared/context'

/**
 * Takes the card's row lock for the rest of the transaction: every change of its points happens
 * under it, so concurrent receipts for one card queue up and each reads the balance the last left.
 */
export async function lockCard(tx: Tx, code: string): Promise<CardRow | null> {
  const [row] = await tx.db.select().from(cards).where(eq(cards.code, code)).for('update')
  return row ?? null
}

/**
 * Changes a locked card's points by `points` (signed) and records the movement with the balance after
 * it: the only way points change, so a card's points are always the sum of its movements.
 */
export async function movePoints(
  tx: Tx,
  card: { id: number; points: number },
  kind: MovementKind,
  points: number,
  options: { at?: Date; receiptId?: number | null } = {},
): Promise<number> {
  const balance = card.points + points
  await tx.db.update(cards).set({ points: balance }).where(eq(cards.id, card.id))
  await tx.db.insert(pointsMovements).values({
    cardId: card.id,
    kind,
    points,
    balance,
    at: options.at ?? tx.at,
    receiptId: options.receiptId ?? null,
  })
  card.points = balance
  return balance
}

/** The movements of a user's cards, newest first: in the order they were recorded. */
export async function userPointsMovements(
  db: Db,
  userId: number,
  page: { size: number; number: number },
): Promise<Page<PointsMovement>> {
  const owned = db.select({ id: cards.id }).from(cards).where(eq(cards.userId, userId))
  const [total] = await db
    .select({ n: count() })
    .from(pointsMovements)
    .where(inArray(pointsMovements.cardId, owned))
  const rows = await db
    .select({
      id: pointsMovements.id,
      kind: pointsMovements.kind,
      points: pointsMovements.points,
      balance: pointsMovements.balance,
      at: pointsMovements.at,
      receiptId: pointsMovements.receiptId,
      cardCode: cards.code,
    })
    .from(pointsMovements)
    .innerJoin(cards, eq(cards.id, pointsMovements.cardId))
    .where(eq(cards.userId, userId))
    .orderBy(desc(pointsMovements.id))
    .limit(page.size)
    .offset(page.size * page.number)
  return {
    data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    totalPages: Math.ceil((total?.n ?? 0) / page.size),
    number: page.number,
  }
}

/** The sum of a card's movements: what its points must be (tests and the jobs check it). */
export async function movementsSum(db: Db, cardId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${pointsMovements.points})` })
    .from(pointsMovements)
    .where(eq(pointsMovements.cardId, cardId))
  return Number(row?.sum ?? 0)
}
