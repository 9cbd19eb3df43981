import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { actionTokens, type TokenPurpose } from '../db/schema'

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  CONFIRM: 7 * 24 * 3600_000,
  RESET: 3600_000,
  // A new staff member may open the mail on their next shift.
  STAFF_PASSWORD: 3 * 24 * 3600_000,
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A one-time token for a mail's link; only its hash is stored. */
export async function createActionToken(
  db: Db,
  values: {
    /** The customer's, or (STAFF_PASSWORD) the staff member's. */
    userId?: number
    staffId?: number
    purpose: TokenPurpose
    email?: string | null
    passwordHash?: string | null
  },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(actionTokens).values({
    tokenHash: hash(token),
    userId: values.userId ?? null,
    staffId: values.staffId ?? null,
    purpose: values.purpose,
    email: values.email ?? null,
    passwordHash: values.passwordHash ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[values.purpose]),
  })
  return token
}

export type ActionTokenRow = typeof actionTokens.$inferSelect

/**
 * What a mail's link holds, without using it up: a live token, one already used (the customer clicks
 * the link a second time, or another link of the same kind was used), or nothing valid (unknown,
 * expired, or its user gone).
 */
export type ActionTokenState =
  | { state: 'live'; row: ActionTokenRow }
  | { state: 'used'; row: ActionTokenRow }
  | { state: 'invalid' }

export async function readActionToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ActionTokenState> {
  const [row] = await db
    .select()
    .from(actionTokens)
    .where(and(eq(actionTokens.tokenHash, hash(token)), eq(actionTokens.purpose, purpose)))
  if (!row) return { state: 'invalid' }
  if (row.usedAt) return { state: 'used', row }
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'invalid' }
  return { state: 'live', row }
}

/**
 * Uses a token up, with every other open token of the same user and purpose. False when another
 * request used it first: the token was read before the caller's transaction, so two requests with
 * the same link could otherwise both go through. Call it first in the transaction that acts on it.
 */
export async function spendActionTokens(db: Db, row: ActionTokenRow, now: Date): Promise<boolean> {
  const [spent] = await db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(eq(actionTokens.id, row.id), isNull(actionTokens.usedAt)))
    .returning({ id: actionTokens.id })
  if (!spent) return false
  await db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(
      and(
        row.staffId === null
          ? eq(actionTokens.userId, row.userId ?? -1)
          : eq(actionTokens.staffId, row.staffId),
        eq(actionTokens.purpose, row.purpose),
        isNull(actionTokens.usedAt),
      ),
    )
  return true
}
