import { and, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { CARD_IDLE_MONTHS } from '../../../src/api/loyalty-rules'
import { cards, users } from '../../db/schema'
import { cardIdleMail } from '../../mail/templates'
import { daysBefore, monthsBefore } from '../shared/calendar'
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

/** How long before its deactivation a card's holder is told (issue 35). */
export const DEACTIVATION_NOTICE_DAYS = 30

/** The instant from which a card is idle: its last receipt, or its creation when it never had one. */
const idleSince = sql<Date>`coalesce(${cards.lastUsedAt}, ${cards.createdAt})`

/**
 * Issue 35: a card that will be disabled within 30 days (30 months without a receipt, as
 * disableIdleCards counts them) gets one mail to its holder saying when, and that a purchase keeps it.
 * Once per idle period: the card remembers when it was warned, and a receipt after that starts a new
 * period (warned again only if it goes idle again). Cards already due are left to the deactivation; a
 * holder with no e-mail, or one not confirmed, gets nothing. The mail leaves through the outbox after
 * the commit.
 */
export async function warnCardsNearDeactivation(tx: Tx): Promise<Record<string, number>> {
  const due = monthsBefore(tx.at, CARD_IDLE_MONTHS)
  const warnFrom = monthsBefore(daysBefore(tx.at, -DEACTIVATION_NOTICE_DAYS), CARD_IDLE_MONTHS)
  const near = await tx.db
    .select({
      card: cards,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(
      and(
        eq(cards.enabled, true),
        isNotNull(users.email),
        eq(users.status, 'ACTIVE'),
        lt(idleSince, warnFrom.toISOString()),
        gte(idleSince, due.toISOString()),
        or(isNull(cards.deactivationWarnedAt), lt(cards.deactivationWarnedAt, idleSince)),
      ),
    )
    .for('update', { of: cards })
  for (const { card, email, firstName, language } of near) {
    const since = card.lastUsedAt ?? card.createdAt
    await tx.queueMail(
      cardIdleMail(
        email ?? '',
        language,
        {
          firstName,
          code: card.code,
          points: card.points,
          disabledOn: monthsBefore(since, -CARD_IDLE_MONTHS),
        },
        `${tx.publicUrl}/app/card`,
      ),
    )
    await tx.db.update(cards).set({ deactivationWarnedAt: tx.at }).where(eq(cards.id, card.id))
  }
  return { cardsWarned: near.length }
}
