import type { User } from '../../../src/api/schemas/profile'
import type { LoginGuard } from '../../auth/login-guard'
import { verifyPassword } from '../../auth/passwords'
import { openSession, revokeSession } from '../../auth/sessions'
import type { DomainContext } from '../shared/context'
import { DomainError } from '../shared/errors'
import { cardWithOwner } from './cards'
import { findUserByUsername, loadUser, loadUserById, sameSurname } from './users'

export interface LoggedIn {
  user: User
  session: { token: string; expiresAt: Date }
}

/** The account's failed logins, and the challenge solved on the device when there were too many. */
export interface Guarded {
  guard: LoginGuard
  solution: string | undefined
}

/** Logs in on the web or in the app with e-mail and password; the address must be confirmed. */
export async function logIn(
  ctx: DomainContext,
  username: string,
  password: string,
  { guard, solution }: Guarded,
): Promise<LoggedIn> {
  if (!(await guard.admits('web', username, solution))) throw new DomainError('challenge-required')
  const row = await findUserByUsername(ctx.db, username)
  const valid = await verifyPassword(row?.passwordHash, password)
  // One answer for an unknown user and a wrong password: nothing tells which usernames exist.
  if (!row || !valid) {
    await guard.failed('web', username)
    throw new DomainError('user-not-found')
  }
  await guard.succeeded('web', username)
  if (row.status !== 'ACTIVE') throw new DomainError('not-confirmed')
  const session = await openSession(ctx.db, ctx.keys, row.id, 'web', ctx.now())
  return { user: await loadUser(ctx.db, row), session }
}

/** Logs in at the kiosk with an enabled card and the surname of its owner. */
export async function kioskLogIn(
  ctx: DomainContext,
  cardCode: string,
  lastName: string,
  { guard, solution }: Guarded,
): Promise<LoggedIn> {
  if (!(await guard.admits('kiosk', cardCode, solution))) throw new DomainError('challenge-required')
  const { card, owner } = await cardWithOwner(ctx.db, cardCode)
  if (!card?.enabled || !owner || !sameSurname(owner.lastName, lastName)) {
    await guard.failed('kiosk', cardCode)
    throw new DomainError('user-not-found')
  }
  await guard.succeeded('kiosk', cardCode)
  const session = await openSession(ctx.db, ctx.keys, owner.id, 'totem', ctx.now())
  return { user: await loadUser(ctx.db, owner), session }
}

export async function logOut(ctx: DomainContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now())
}

/** The user of a live session (the session check). */
export async function sessionUser(ctx: DomainContext, userId: number): Promise<User> {
  const user = await loadUserById(ctx.db, userId)
  if (!user) throw new DomainError('session-ended')
  return user
}
