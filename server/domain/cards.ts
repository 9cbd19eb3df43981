import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { withCheckDigit } from '../../src/api/card-code'
import type { Db } from '../db/connect'
import { cards } from '../db/schema'
import { DomainError } from './errors'

/** Digital cards are numbered 0431 00 + 6 random digits + check digit; printed cards use 0430 00. */
const DIGITAL_PREFIX = '043100'
export const DIGITAL_CARD_DESCRIPTION = 'Carta digitale'
export const PRINTED_CARD_DESCRIPTION = 'Carta fedeltà'

export type CardRow = typeof cards.$inferSelect

export async function findCard(db: Db, code: string): Promise<CardRow | null> {
  const [row] = await db.select().from(cards).where(eq(cards.code, code))
  return row ?? null
}

/** Issues a new digital card with a free code that matches SPEC's pattern and check digit. */
export async function issueDigitalCard(db: Db, userId: number): Promise<CardRow> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = withCheckDigit(DIGITAL_PREFIX + String(randomInt(0, 1_000_000)).padStart(6, '0'))
    const [row] = await db
      .insert(cards)
      .values({ code, description: DIGITAL_CARD_DESCRIPTION, userId })
      .onConflictDoNothing()
      .returning()
    if (row) return row
  }
  throw new Error('No free digital card code found')
}

/**
 * Gives a card code to a user: an unassigned card in the system is assigned, an unknown one (a
 * printed card the system has not seen yet) is created. The caller has checked it is not someone
 * else's; a concurrent sign-up with the same card may still have taken it since, so the write itself
 * checks again (on PostgreSQL, READ COMMITTED would otherwise let both sign-ups assign it) and the loser
 * is told the card belongs to another user (29).
 */
export async function assignCard(db: Db, code: string, userId: number): Promise<CardRow> {
  const existing = await findCard(db, code)
  if (existing) {
    const [row] = await db
      .update(cards)
      .set({ userId })
      .where(and(eq(cards.id, existing.id), isNull(cards.userId)))
      .returning()
    if (!row) throw new DomainError('card-of-another-user')
    return row
  }
  const [row] = await db
    .insert(cards)
    .values({ code, description: PRINTED_CARD_DESCRIPTION, userId })
    .onConflictDoNothing({ target: cards.code })
    .returning()
  if (!row) throw new DomainError('card-of-another-user')
  return row
}
