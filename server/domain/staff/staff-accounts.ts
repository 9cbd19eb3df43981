import { and, eq } from 'drizzle-orm'
import { isStrongPassword } from '../../../src/api/rules'
import type { StaffMember } from '../../../src/api/schemas/staff'
import { readActionToken, spendActionTokens } from '../../auth/action-tokens'
import type { LoginGuard } from '../../auth/login-guard'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { openStaffSession, revokeSession } from '../../auth/sessions'
import { staff, stores } from '../../db/schema'
import { staffPasswordMail } from '../../mail/templates'
import { mailLink } from '../accounts/mail-links'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'

/**
 * The store staff's accounts (docs/ordering.md "The store's side"): apart from the customers', bound
 * to one e-commerce store, added by the store system (`npm run ops -- staff add`). Without a password
 * the new member gets a set-password link through the outbox.
 */

export type StaffRow = typeof staff.$inferSelect

export interface NewStaff {
  storeId: number
  email: string
  name: string
  password?: string | undefined
}

export interface AddedStaff {
  id: number
  storeId: number
  email: string
  name: string
  /** False: a set-password mail went out. */
  passwordSet: boolean
}

async function newPasswordHash(password: string): Promise<string> {
  if (!isStrongPassword(password)) throw new DomainError('weak-password')
  return hashPassword(password)
}

export async function addStaff(ctx: DomainContext, input: NewStaff): Promise<AddedStaff> {
  const email = input.email.trim().toLowerCase()
  const [store] = await ctx.db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.id, input.storeId), eq(stores.ecommerce, true)))
  if (!store) throw new DomainError('store-not-found')
  const passwordHash = input.password === undefined ? null : await newPasswordHash(input.password)
  return inTransaction(
    ctx,
    async (tx) => {
      const [taken] = await tx.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email))
      if (taken) throw new DomainError('email-taken')
      const [row] = await tx.db
        .insert(staff)
        .values({ storeId: store.id, email, name: input.name.trim(), passwordHash, createdAt: tx.at })
        .returning()
      if (!row) throw new Error('staff insert returned nothing')
      if (!passwordHash)
        await mailLink(tx, { staffId: row.id, purpose: 'STAFF_PASSWORD' }, (url) =>
          staffPasswordMail(row.email, row.name, store.name, url),
        )
      return {
        id: row.id,
        storeId: row.storeId,
        email: row.email,
        name: row.name,
        passwordSet: passwordHash !== null,
      }
    },
    'email-taken',
  )
}

/** The password through the set-password link, once (a second use: 9, as a used reset link). */
export async function setStaffPassword(ctx: DomainContext, secret: string, password: string): Promise<void> {
  const link = await readActionToken(ctx.db, secret, 'STAFF_PASSWORD', ctx.now())
  if (link.state === 'invalid' || link.row.staffId === null) throw new DomainError('invalid-link')
  if (link.state === 'used') throw new DomainError('reset-link-used')
  const passwordHash = await newPasswordHash(password)
  const { row } = link
  const staffId = row.staffId
  if (staffId === null) throw new DomainError('invalid-link')
  await inTransaction(ctx, async (tx) => {
    if (!(await spendActionTokens(tx.db, row, tx.at))) throw new DomainError('reset-link-used')
    await tx.db.update(staff).set({ passwordHash }).where(eq(staff.id, staffId))
  })
}

export interface StaffLoggedIn {
  staff: StaffMember
  session: { token: string; expiresAt: Date }
}

/**
 * A staff member logs in with e-mail and password: one answer (2) for an unknown address, a wrong
 * password or no password set yet; repeated failures ask for a challenge as the customers' login.
 */
export async function staffLogIn(
  ctx: DomainContext,
  username: string,
  password: string,
  { guard, solution }: { guard: LoginGuard; solution: string | undefined },
): Promise<StaffLoggedIn> {
  const email = username.trim().toLowerCase()
  if (!(await guard.admits('staff', email, solution))) throw new DomainError('challenge-required')
  const [row] = await ctx.db.select().from(staff).where(eq(staff.email, email))
  const valid = await verifyPassword(row?.passwordHash, password)
  if (!row || !valid) {
    await guard.failed('staff', email)
    throw new DomainError('user-not-found')
  }
  await guard.succeeded('staff', email)
  const session = await openStaffSession(ctx.db, ctx.keys, row.id, ctx.now())
  return { staff: { id: row.id, name: row.name, storeId: row.storeId }, session }
}

export async function staffLogOut(ctx: DomainContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.now())
}
