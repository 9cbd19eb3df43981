import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { mailOutbox } from '../db/schema'
import type { Mail } from './templates'

export type OutboxRow = typeof mailOutbox.$inferSelect

/** Writes a mail into the outbox, in the caller's transaction: it leaves only if that commits. */
export async function enqueueMail(db: Db, mail: Mail, at: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    createdAt: at,
    dueAt: at,
  })
}

/**
 * Takes up to `limit` mails that are due and that no live sender holds, oldest first, and holds them
 * until `lockedUntil`. SKIP LOCKED lets senders on other connections or instances take the next ones
 * at the same moment instead of waiting, and never the same ones; the lease keeps them from being
 * taken again after this statement commits, while they are being delivered.
 */
export async function claimDueMail(
  db: Db,
  options: { now: Date; lockedUntil: Date; limit: number; notBefore: Date },
): Promise<OutboxRow[]> {
  const { now } = options
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.dueAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        gt(mailOutbox.createdAt, options.notBefore),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(mailOutbox)
    .set({ lockedUntil: options.lockedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

/** The mail has left: its bodies are dropped, as they hold a link that still works. */
export async function markSent(db: Db, row: OutboxRow, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, lockedUntil: null, lastError: null, textBody: null, htmlBody: null })
    .where(eq(mailOutbox.id, row.id))
}

/** Gives back a mail taken but not tried (the sender is stopping), for the next sender to take at once. */
export async function releaseMail(db: Db, row: OutboxRow): Promise<void> {
  if (!row.lockedUntil) return
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedUntil, row.lockedUntil)))
}

/**
 * The attempt failed: the mail is due again at `retryAt`. Only while this sender still holds it: if
 * its lease ran out and another sender took the mail, that one's state stands.
 */
export async function markFailed(db: Db, row: OutboxRow, error: string, retryAt: Date): Promise<void> {
  if (!row.lockedUntil) return
  await db
    .update(mailOutbox)
    .set({ dueAt: retryAt, lockedUntil: null, lastError: error.slice(0, 2000) })
    .where(
      and(eq(mailOutbox.id, row.id), eq(mailOutbox.lockedUntil, row.lockedUntil), isNull(mailOutbox.sentAt)),
    )
}
