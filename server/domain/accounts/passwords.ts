import { eq } from 'drizzle-orm'
import { isStrongPassword } from '../../../src/api/rules'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { revokeUserSessions } from '../../auth/sessions'
import { users } from '../../db/schema'
import { passwordResetMail } from '../../mail/templates'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { mailLink, openLink, spendLink } from './mail-links'
import { findUserByUsername, logsInWithEmail, requireUserRow } from './users'

async function newPasswordHash(password: string): Promise<string> {
  if (!isStrongPassword(password)) throw new DomainError('weak-password')
  return hashPassword(password)
}

/**
 * A logged-in customer changes the password. The other sessions end with it (a lost phone, a shared
 * computer), in the same transaction: a new password never leaves an old session running.
 */
export async function changePassword(
  ctx: DomainContext,
  session: { userId: number; sessionId: string },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await requireUserRow(ctx.db, session.userId)
  if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new DomainError('wrong-old-password')
  const passwordHash = await newPasswordHash(newPassword)
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(users).set({ passwordHash, updatedAt: tx.at }).where(eq(users.id, user.id))
    await revokeUserSessions(tx.db, user.id, tx.at, session.sessionId)
  })
}

/** Mails a reset link to a customer who logs in with this address; for any other address, nothing. */
export async function requestPasswordReset(ctx: DomainContext, email: string): Promise<void> {
  // The caller answers the same either way: it must not tell who is a customer.
  const user = await findUserByUsername(ctx.db, email)
  if (!user || !logsInWithEmail(user)) return
  await inTransaction(ctx, (tx) =>
    mailLink(tx, { userId: user.id, purpose: 'RESET' }, (url) =>
      passwordResetMail(user.username, user.language, user.firstName, url),
    ),
  )
}

/** The reset page checks its link before asking for the password; checking does not use it up. */
export async function checkResetLink(ctx: DomainContext, secret: string): Promise<void> {
  await openLink(ctx.db, secret, 'RESET', ctx.now())
}

/** The new password through the reset link, once; every open session ends. */
export async function resetPassword(ctx: DomainContext, secret: string, newPassword: string): Promise<void> {
  const { token, user } = await openLink(ctx.db, secret, 'RESET', ctx.now())
  const passwordHash = await newPasswordHash(newPassword)
  await inTransaction(ctx, async (tx) => {
    await spendLink(tx, token)
    // Opening the reset link proves the address, so a pending account is confirmed by it too.
    await tx.db
      .update(users)
      .set({ passwordHash, status: 'ACTIVE', confirmedAt: user.confirmedAt ?? tx.at, updatedAt: tx.at })
      .where(eq(users.id, user.id))
    await revokeUserSessions(tx.db, user.id, tx.at)
  })
}
