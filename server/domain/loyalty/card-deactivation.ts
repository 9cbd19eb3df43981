import { and, eq, isNotNull, lt, sql } from 'drizzle-orm'
import { CARD_IDLE_MONTHS } from '../../../src/api/loyalty-rules'
import { cards } from '../../db/schema'
import { monthsBefore } from '../shared/calendar'
import type { Tx } from '../shared/context'
import { movePoints } from './points'

/**
 * Behaviour §1: a card is disabled after 30 months with no receipt (counted from its creation when it
 * never had one), and its points expire with a movement that brings them to zero. Cards in the
 * stores' stock, held by no one, are not in use and wait.
 */
export async function disableIdleCards(tx: Tx): Promise<Record<string, number>> {
  const cutoff = monthsBefore(tx.at, CARD_IDLE_MONTHS)
  const idle = await tx.db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.enabled, true),
        isNotNull(cards.userId),
        lt(sql`coalesce(${cards.lastUsedAt}, ${cards.createdAt})`, cutoff.toISOString()),
      ),
    )
    .for('update')
  let pointsExpired = 0
  for (const card of idle) {
    if (card.points !== 0) {
      pointsExpired += card.points
      await movePoints(tx, card, 'EXPIRED', -card.points)
    }
    await tx.db.update(cards).set({ enabled: false }).where(eq(cards.id, card.id))
  }
  return { cardsDisabled: idle.length, pointsExpired }
}
