import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { ConsentKey } from '../../../src/api/schemas/profile'
import { actionTokens, consentEvents, receipts, sessions, users } from '../../db/schema'
import { daysBefore, monthsBefore } from '../shared/calendar'
import type { Tx } from '../shared/context'
import { recordConsents } from './consents'

/**
 * The retention periods of behaviour §1, each a job of its own. What is past its period is erased;
 * the jobs answer how many records they changed, never whose.
 */

/** Marketing (and its e-mail and SMS channels) and profiling consents, with what they let us keep. */
const EXPIRING_CONSENTS = {
  accept3: 'marketing',
  accept4: 'profiling',
  accept5: 'marketingEmail',
  accept6: 'marketingSms',
} as const satisfies Partial<Record<ConsentKey, string>>

/**
 * 24 months for marketing and profiling: a consent not given again within 24 months lapses (withdrawn,
 * with a consent event on the 'retention' channel), and with profiling the preferences it let us keep
 * are erased.
 */
export async function expireMarketingConsents(tx: Tx): Promise<Record<string, number>> {
  const cutoff = monthsBefore(tx.at, 24).toISOString()
  const changed: Record<string, number> = {}
  for (const [key, name] of Object.entries(EXPIRING_CONSENTS) as [keyof typeof EXPIRING_CONSENTS, string][]) {
    const lastGiven = tx.db
      .select({ at: sql`max(${consentEvents.recordedAt})` })
      .from(consentEvents)
      .where(
        and(
          eq(consentEvents.userId, users.id),
          eq(consentEvents.consent, key),
          eq(consentEvents.granted, true),
        ),
      )
    const lapsed = await tx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users[key], true), lt(sql`coalesce((${lastGiven}), ${users.createdAt})`, cutoff)))
    const ids = lapsed.map((row) => row.id)
    changed[name] = ids.length
    if (!ids.length) continue
    await tx.db
      .update(users)
      .set({ [key]: false, ...(key === 'accept4' ? { preferences: null } : {}), updatedAt: tx.at })
      .where(inArray(users.id, ids))
    for (const id of ids) {
      await recordConsents(tx, id, { [key]: true }, { [key]: false }, { terminalType: 'retention' })
    }
  }
  return changed
}

/** 5 years and 180 days for fraud prevention: the log-in sessions and the mail links, once ended. */
export async function eraseFraudPreventionRecords(tx: Tx): Promise<Record<string, number>> {
  const cutoff = daysBefore(monthsBefore(tx.at, 5 * 12), 180).toISOString()
  const endedSessions = await tx.db
    .delete(sessions)
    .where(lt(sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt})`, cutoff))
    .returning({ id: sessions.id })
  const endedLinks = await tx.db
    .delete(actionTokens)
    .where(lt(actionTokens.expiresAt, new Date(cutoff)))
    .returning({ id: actionTokens.id })
  return { sessions: endedSessions.length, links: endedLinks.length }
}

/** 10 years after the account ends: the purchase records (receipts) of a deleted profile. */
export async function erasePurchaseRecords(tx: Tx): Promise<Record<string, number>> {
  const cutoff = monthsBefore(tx.at, 10 * 12)
  const erased = await tx.db
    .delete(receipts)
    .where(lt(receipts.accountEndedAt, cutoff))
    .returning({ id: receipts.id })
  return { receipts: erased.length }
}
