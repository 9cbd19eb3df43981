import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Db } from '../db/connect'
import { sessions, settings, users } from '../db/schema'
import type { Language } from '../language'

const ISSUER = 'tessera'
/** A customer's session on the web or in the app lasts 30 days; a kiosk one 10 minutes. */
export const SESSION_TTL_MS = { web: 30 * 24 * 3600_000, totem: 10 * 60_000 } as const

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
  await db.insert(sessions).values({ id, userId, terminalType, createdAt: now, expiresAt })
  const token = await new SignJWT({ typ: terminalType === 'totem' ? 'kiosk' : 'customer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setJti(id)
    .setIssuedAt(now)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.key)
  return { token, expiresAt }
}

export interface SessionClaims {
  sessionId: string
  userId: number
  /** web, Android, iOS or totem: the channel recorded with consents. */
  terminalType: string
  /** The customer's language as stored (users.language). */
  language: Language
}

/** The session behind a token, or null when the token is forged, expired or revoked at `now`. */
export async function resolveSession(
  db: Db,
  keys: SessionKeys,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  let sessionId: string
  let userId: number
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    })
    if (!payload.jti || !payload.sub) return null
    sessionId = payload.jti
    userId = Number(payload.sub)
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
  const [row] = await db
    .select({ terminalType: sessions.terminalType, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
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
