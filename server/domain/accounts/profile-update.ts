import { eq } from 'drizzle-orm'
import type { Address, User } from '../../../src/api/schemas/profile'
import { users } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { recordConsents } from './consents'
import { assertAdult, type PersonalInput, personalColumns, saveAddress } from './profiles'
import { loadUser, logsInWithEmail, requireUserRow } from './users'

export interface ProfileChange extends PersonalInput {
  /** Null keeps the address on file (the kiosk's form may have none). */
  address: Omit<Address, 'id'> | null
  /** A contact address (kiosk only); undefined leaves it as it is. */
  email?: string | undefined
  /** The store of the kiosk making the change, recorded with the consents it changes. */
  storeId?: string | null | undefined
}

/** A customer changes their own profile, on the web or at the kiosk; the consents that changed are recorded. */
export async function updateProfile(
  ctx: DomainContext,
  session: { userId: number; terminalType: string },
  change: ProfileChange,
): Promise<User> {
  const before = await requireUserRow(ctx.db, session.userId)
  assertAdult(change.birthDate, ctx.now())
  // A customer who logs in with an e-mail changes it only through a confirmed upgrade; a card-only
  // customer may leave a contact address, or clear it.
  const email = change.email === undefined || logsInWithEmail(before) ? before.email : change.email || null
  return inTransaction(ctx, async (tx) => {
    const columns = personalColumns(change, tx.at)
    await tx.db
      .update(users)
      .set({ ...columns, email })
      .where(eq(users.id, before.id))
    await saveAddress(tx.db, before.id, change.address)
    await recordConsents(tx, before.id, before, columns, {
      terminalType: session.terminalType,
      storeId: change.storeId ?? null,
    })
    return loadUser(tx.db, await requireUserRow(tx.db, before.id))
  })
}
