import {
  type ActionTokenRow,
  createActionToken,
  readActionToken,
  spendActionTokens,
} from '../../auth/action-tokens'
import type { Db } from '../../db/connect'
import type { TokenPurpose } from '../../db/schema'
import type { Mail } from '../../mail/templates'
import type { Tx } from '../shared/context'
import { DomainError } from '../shared/errors'
import { findUserRow, type UserRow } from './users'

/** The app's page that uses each kind of link. */
const PAGE: Record<TokenPurpose, string> = {
  CONFIRM: 'confirm',
  RESET: 'reset',
  // The staff screens' page that sets a staff member's password (docs/ordering.md "The store's side").
  STAFF_PASSWORD: 'staff/password',
}

/**
 * Makes a one-time link and mails it, in the caller's transaction: the token and the mail are kept
 * together with the change they belong to, or not at all. `returnTo`, a path of the app, goes in the
 * link as `redirect`: the page then sends its login back there (the sign-up's way back to a list's
 * join link, docs/lists-sharing.md). It is the customer's own way back, no secret: the token alone
 * opens the link.
 */
export async function mailLink(
  tx: Tx,
  token: {
    userId?: number
    staffId?: number
    purpose: TokenPurpose
    email?: string | null
    passwordHash?: string | null
  },
  compose: (url: string) => Mail,
  returnTo?: string,
): Promise<void> {
  const secret = await createActionToken(tx.db, token, tx.at)
  const back = returnTo ? `&redirect=${encodeURIComponent(returnTo)}` : ''
  await tx.queueMail(
    compose(`${tx.publicUrl}/app/${PAGE[token.purpose]}?token=${encodeURIComponent(secret)}${back}`),
  )
}

/**
 * The live token behind a mail's link, with its user; otherwise the refusal that says why the link no
 * longer works. A confirmation link clicked again after it did its work says so (the customer only
 * needs to log in).
 */
export async function openLink(
  db: Db,
  secret: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ token: ActionTokenRow; user: UserRow }> {
  const link = await readActionToken(db, secret, purpose, now)
  const userId = link.state === 'invalid' ? null : link.row.userId
  const user = userId === null ? null : await findUserRow(db, userId)
  if (link.state === 'invalid' || !user) throw new DomainError('invalid-link')
  if (link.state === 'used') {
    if (purpose === 'RESET') throw new DomainError('reset-link-used')
    throw new DomainError(user.status === 'ACTIVE' ? 'confirm-link-used' : 'invalid-link')
  }
  return { token: link.row, user }
}

/**
 * Uses a link up, first thing in the transaction that acts on it: a second request with the same link
 * that read it before this one committed is refused here.
 */
export async function spendLink(tx: Tx, token: ActionTokenRow): Promise<void> {
  if (!(await spendActionTokens(tx.db, token, tx.at))) {
    throw new DomainError(token.purpose === 'RESET' ? 'reset-link-used' : 'confirm-link-used')
  }
}
