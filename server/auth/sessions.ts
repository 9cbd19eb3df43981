import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/connect'
import { sessions, settings, staff, users } from '../db/schema'
import type { Language } from '../language'

const ISSUER = 'tessera'
/**
 * A customer's session on the web or in the app lasts 30 days; a kiosk one 10 minutes; a store staff
 * member's a working day (docs/ordering.md "The store's side").
 */
export const SESSION_TTL_MS = { web: 30 * 24 * 3600_000, totem: 10 * 60_000, staff: 12 * 3600_000 } as const

/** The `typ` claim of a staff session's token: what tells it from a customer's at a glance. */
const STAFF_TYP = 'staff'

export interface SessionKeys {
  key: Uint8Array
}

/**
 * The signing key: JWT_SECRET when given, otherwise one generated on first start and kept in the
 * database, so every instance on the same database signs and verifies alike.
 */
export async function loadSessionKeys(db: Db, secret: string | undefined): Promise<SessionKeys> {
  if (secret) return { key: new TextEncoder().encode(secret) }
  const generated = randomBytes(32).toString('base64url')
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'))
  if (!row) throw new Error('jwt_secret missing after insert')
  return { key: new TextEncoder().encode(row.value) }
}

export async function openSession(
  db: Db,
  keys: SessionKeys,
  userId: number,
  terminalType: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomUUID()
  const ttl = terminalType === 'totem' ? SESSION_TTL_MS.totem : SESSION_TTL_MS.web
  const expiresAt = new Date(now.getTime() + ttl)
  await db.insert(sessions).values({ id, kind: 'CUSTOMER', userId, terminalType, createdAt: now, expiresAt })
  const typ = terminalType === 'totem' ? 'kiosk' : 'customer'
  return { token: await signedToken(keys, { id, typ, subject: userId, now, expiresAt }), expiresAt }
}

export interface SessionClaims {
  sessionId: string
  userId: number
  /** web, Android, iOS or totem: the channel recorded with consents. */
  terminalType: string
  /** The customer's language as stored (users.language). */
  language: Language
}

/** A store staff member's session: their own account, bound to one store. */
export interface StaffClaims {
  sessionId: string
  staffId: number
  storeId: number
  name: string
}

/** Opens a staff member's session (kind STAFF): a token of its own `typ`, never a customer's. */
export async function openStaffSession(
  db: Db,
  keys: SessionKeys,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomUUID()
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS.staff)
  await db
    .insert(sessions)
    .values({ id, kind: 'STAFF', staffId, terminalType: 'staff', createdAt: now, expiresAt })
  return {
    token: await signedToken(keys, { id, typ: STAFF_TYP, subject: staffId, now, expiresAt }),
    expiresAt,
  }
}

/** The token of a session row: its id, whose it is (`sub`), what kind (`typ`), until when. */
function signedToken(
  keys: SessionKeys,
  claims: { id: string; typ: string; subject: number; now: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.subject))
    .setJti(claims.id)
    .setIssuedAt(claims.now)
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keys.key)
}

/** The signed claims of a token of ours, or null when it is forged or expired. */
async function verified(
  keys: SessionKeys,
  token: string,
  now: Date,
): Promise<{ sessionId: string; subject: number; staff: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    })
    if (!payload.jti || !payload.sub) return null
    return { sessionId: payload.jti, subject: Number(payload.sub), staff: payload.typ === STAFF_TYP }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
}

/** A live session of either kind: a customer's or a staff member's. */
export type AnySession = { kind: 'CUSTOMER'; claims: SessionClaims } | { kind: 'STAFF'; claims: StaffClaims }

/**
 * The session behind a token, of whichever kind, or null when the token is forged, expired or
 * revoked at `now`: the caller refuses a session of the wrong kind (403) apart from no session (401).
 */
export async function resolveAnySession(
  db: Db,
  keys: SessionKeys,
  token: string,
  now: Date,
): Promise<AnySession | null> {
  const claims = await verified(keys, token, now)
  if (!claims) return null
  if (!claims.staff) {
    const customer = await customerSession(db, claims.sessionId, claims.subject, now)
    return customer ? { kind: 'CUSTOMER', claims: customer } : null
  }
  const [row] = await db
    .select({ staffId: staff.id, storeId: staff.storeId, name: staff.name })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staffId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.kind, 'STAFF'),
        eq(sessions.staffId, claims.subject),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row ? { kind: 'STAFF', claims: { sessionId: claims.sessionId, ...row } } : null
}

/** A customer's session behind a token, or null when the token is forged, expired, revoked or a staff one. */
export async function resolveSession(
  db: Db,
  keys: SessionKeys,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  const claims = await verified(keys, token, now)
  if (!claims || claims.staff) return null
  return customerSession(db, claims.sessionId, claims.subject, now)
}

async function customerSession(
  db: Db,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionClaims | null> {
  const [row] = await db
    .select({ terminalType: sessions.terminalType, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.kind, 'CUSTOMER'),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
  return row ? { sessionId, userId, terminalType: row.terminalType, language: row.language } : null
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

/** Ends every session of a user but one (after a password change) or all of them. */
export async function revokeUserSessions(db: Db, userId: number, now: Date, except?: string): Promise<void> {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(except ? and(open, ne(sessions.id, except)) : open)
}
