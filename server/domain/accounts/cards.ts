import { randomInt } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { withCheckDigit } from '../../../src/api/card-code'
import type { Card } from '../../../src/api/schemas/profile'
import type { Db } from '../../db/connect'
import { cards } from '../../db/schema'
import { type DomainContext, inTransaction, type Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { findUserRow, logsInWithEmail, sameSurname, toCard, type UserRow, userCards } from './users'

/** Digital cards are numbered 0431 00 + 6 random digits + check digit; printed cards use 0430 00. */
const DIGITAL_PREFIX = '043100'
const DIGITAL_CARD_DESCRIPTION = 'Carta digitale'
const PRINTED_CARD_DESCRIPTION = 'Carta fedeltà'

export type CardRow = typeof cards.$inferSelect

export async function findCard(db: Db, code: string): Promise<CardRow | null> {
  const [row] = await db.select().from(cards).where(eq(cards.code, code))
  return row ?? null
}

/** A card and the user it belongs to, if any. */
export async function cardWithOwner(
  db: Db,
  code: string,
): Promise<{ card: CardRow | null; owner: UserRow | null }> {
  const card = await findCard(db, code)
  const owner = card?.userId ? await findUserRow(db, card.userId) : null
  return { card, owner }
}

/**
 * The card a sign-up names, when it may have it: a card nobody holds (printed, or not seen yet:
 * `card` null), or the card of a card-only customer with the same surname, who is completing their
 * own profile (`owner` set). A card held by anyone else is another user's (29).
 */
export async function cardForSignUp(
  db: Db,
  code: string,
  lastName: string,
): Promise<{ card: CardRow | null; owner: UserRow | null }> {
  const { card, owner } = await cardWithOwner(db, code)
  if (card?.userId && (!owner || logsInWithEmail(owner) || !sameSurname(owner.lastName, lastName))) {
    throw new DomainError('card-of-another-user')
  }
  return { card, owner }
}

/**
 * Issues a new digital card, with a free code of the card pattern and a valid check digit, held by no
 * one yet: a sign-up knows the code before it makes the user, then assigns it like a printed one.
 */
export async function issueDigitalCard(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = withCheckDigit(DIGITAL_PREFIX + String(randomInt(0, 1_000_000)).padStart(6, '0'))
    const [row] = await tx.db
      .insert(cards)
      .values({ code, description: DIGITAL_CARD_DESCRIPTION, createdAt: tx.at })
      .onConflictDoNothing()
      .returning()
    if (row) return row.code
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
export async function assignCard(tx: Tx, code: string, userId: number): Promise<CardRow> {
  const existing = await findCard(tx.db, code)
  if (existing) {
    const [row] = await tx.db
      .update(cards)
      .set({ userId })
      .where(and(eq(cards.id, existing.id), isNull(cards.userId)))
      .returning()
    if (!row) throw new DomainError('card-of-another-user')
    return row
  }
  const [row] = await tx.db
    .insert(cards)
    .values({ code, description: PRINTED_CARD_DESCRIPTION, userId, createdAt: tx.at })
    .onConflictDoNothing({ target: cards.code })
    .returning()
  if (!row) throw new DomainError('card-of-another-user')
  return row
}

/** Disables one of the user's cards; answers the user's cards with that one first. */
export async function disableCard(ctx: DomainContext, userId: number, cardId: number): Promise<Card[]> {
  return inTransaction(ctx, async (tx) => {
    const [card] = await tx.db
      .update(cards)
      .set({ enabled: false })
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
      .returning()
    if (!card) throw new DomainError('card-not-found')
    const others = (await userCards(tx.db, userId)).filter((c) => c.id !== card.id)
    return [toCard(card), ...others.map(toCard)]
  })
}
