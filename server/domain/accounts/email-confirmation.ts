import { eq } from 'drizzle-orm'
import { isStrongPassword } from '../../../src/api/rules'
import { hashPassword } from '../../auth/passwords'
import { users } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import { openLink, spendLink } from './mail-links'
import { findUserByUsername } from './users'

/**
 * The link of a sign-up or upgrade mail: the address becomes the username and the account active. An
 * account made at the kiosk has no password yet and chooses it here.
 */
export async function confirmEmail(
  ctx: DomainContext,
  secret: string,
  password: string | undefined,
): Promise<{ username: string }> {
  const { token, user } = await openLink(ctx.db, secret, 'CONFIRM', ctx.now())
  if (!user.passwordHash && !token.passwordHash && !password) throw new DomainError('password-required')
  if (password && !isStrongPassword(password)) throw new DomainError('weak-password')
  const chosen = password ? await hashPassword(password) : null
  const email = token.email ?? user.email ?? user.username
  await inTransaction(
    ctx,
    async (tx) => {
      await spendLink(tx, token)
      if (email !== user.username && (await findUserByUsername(tx.db, email))) {
        throw new DomainError('email-taken')
      }
      await tx.db
        .update(users)
        .set({
          username: email,
          loginKind: 'EMAIL',
          email,
          passwordHash: chosen ?? token.passwordHash ?? user.passwordHash,
          status: 'ACTIVE',
          confirmedAt: user.confirmedAt ?? tx.at,
          updatedAt: tx.at,
        })
        .where(eq(users.id, user.id))
    },
    'email-taken',
  )
  return { username: email }
}
