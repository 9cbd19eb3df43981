import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { cards, users } from '../../db/schema'
import { DomainError } from '../shared/errors'

/** What a wallet pass shows of a card: its code, its holder, its points as of now. */
export interface WalletCard {
  id: number
  code: string
  points: number
  holder: string
}

/**
 * One of the user's cards for a wallet: another user's or an unknown one is not found, a disabled
 * one is refused (it earns and spends nothing, so it has no place in a wallet).
 */
export async function userWalletCard(db: Db, userId: number, code: string): Promise<WalletCard> {
  const [row] = await db
    .select({ card: cards, firstName: users.firstName, lastName: users.lastName })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cards.code, code), eq(cards.userId, userId)))
  if (!row) throw new DomainError('card-not-found')
  if (!row.card.enabled) throw new DomainError('card-disabled')
  return walletCardOf(row)
}

/** A card by its id, for a pass download whose signed link named it; a disabled one is not found. */
export async function walletCardById(db: Db, cardId: number): Promise<WalletCard> {
  const [row] = await db
    .select({ card: cards, firstName: users.firstName, lastName: users.lastName })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cards.id, cardId), eq(cards.enabled, true)))
  if (!row) throw new DomainError('card-not-found')
  return walletCardOf(row)
}

function walletCardOf(row: {
  card: typeof cards.$inferSelect
  firstName: string
  lastName: string
}): WalletCard {
  return {
    id: row.card.id,
    code: row.card.code,
    points: row.card.points,
    holder: `${row.firstName} ${row.lastName}`.trim(),
  }
}
