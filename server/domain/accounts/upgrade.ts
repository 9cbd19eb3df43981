import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import { isStrongPassword } from '../../../src/api/rules'
import type { UpgradeRequest } from '../../../src/api/schemas/profile'
import { hashPassword } from '../../auth/passwords'
import { users } from '../../db/schema'
import { upgradeMail } from '../../mail/templates'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { recordConsents } from './consents'
import { mailLink } from './mail-links'
import { findUserByUsername, logsInWithEmail, requireUserRow } from './users'

/**
 * A card-only customer asks to log in with an e-mail and a password: both take effect when the address
 * is confirmed through the mailed link; the marketing consents given with the request count at once.
 */
export async function upgradeToEmail(
  ctx: DomainContext,
  session: { userId: number; terminalType: string },
  request: v.InferOutput<typeof UpgradeRequest>,
): Promise<void> {
  const user = await requireUserRow(ctx.db, session.userId)
  if (logsInWithEmail(user)) throw new DomainError('already-upgraded')
  if (!isStrongPassword(request.newPassword)) throw new DomainError('weak-password')
  if (await findUserByUsername(ctx.db, request.email)) throw new DomainError('email-taken')
  const passwordHash = await hashPassword(request.newPassword)
  const consents = {
    accept3: request.accept3,
    accept4: request.accept4,
    accept5: request.accept5,
    accept6: request.accept6,
  }
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(users)
      .set({ ...consents, accept6: consents.accept6 && Boolean(user.mobilePhone), updatedAt: tx.at })
      .where(eq(users.id, user.id))
    await recordConsents(tx, user.id, user, consents, { terminalType: session.terminalType })
    await mailLink(tx, { userId: user.id, purpose: 'CONFIRM', email: request.email, passwordHash }, (url) =>
      upgradeMail(request.email, user.language, user.firstName, url),
    )
  })
}
