import type {} from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Endpoint } from '../../src/api/endpoints'
import type { Db } from '../db/connect'
import { rememberLanguage } from '../domain/accounts/language'
import { Failure } from '../http/failure'
import { preferredLanguage } from '../language'
import { resolveAnySession, type SessionClaims, type SessionKeys, type StaffClaims } from './sessions'

/** HttpOnly: JavaScript never reads it. It lets an installed app that was closed get its session back. */
export const SESSION_COOKIE = 'tessera_session'

/**
 * The store staff's session cookie (docs/ordering.md "The store's side"): a cookie of its own, so a
 * staff login on a shared tablet does not end a customer's session in the same browser, nor the
 * reverse. Customer calls read only SESSION_COOKIE, staff calls only this one.
 */
export const STAFF_SESSION_COOKIE = 'tessera_staff_session'

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null
    staffSession: StaffClaims | null
  }
}

function bearer(request: FastifyRequest, cookie: string): string | null {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null
  // The cookie counts only on requests made by our client: a cross-site form cannot set this header
  // (no CORS is allowed), which is what keeps the cookie from being used for CSRF.
  if (request.headers['x-requested-with'] === 'tessera') return request.cookies[cookie] ?? null
  return null
}

/**
 * Reads the session of an endpoint that needs or accepts one; a required one missing is a 401. A
 * session of the wrong kind is a 403: a customer's on a staff call, a staff member's on a customer's.
 */
export function authenticator(db: Db, keys: SessionKeys, now: () => Date) {
  return async (request: FastifyRequest, endpoint: Endpoint): Promise<void> => {
    request.session = null
    request.staffSession = null
    if (endpoint.auth === 'none') return
    const staffCall = endpoint.auth === 'staff'
    const token = bearer(request, staffCall ? STAFF_SESSION_COOKIE : SESSION_COOKIE)
    const found = token ? await resolveAnySession(db, keys, token, now()) : null
    if (staffCall) {
      if (found?.kind === 'CUSTOMER') throw Failure.forbidden(true)
      if (!found) throw Failure.unauthorized()
      request.staffSession = found.claims
      return
    }
    if (found?.kind === 'STAFF') throw Failure.forbidden(false)
    const session = found?.claims ?? null
    if (!session && endpoint.auth === 'required') throw Failure.unauthorized()
    request.session = session
    // The app says its language on every call: a customer who switched it is mailed in the new one.
    // Not the kiosk's: its screen's language is the shared device's, not the customer's choice.
    const asked = preferredLanguage(request.headers['accept-language'])
    if (session && asked && asked !== session.language && session.terminalType !== 'totem') {
      await rememberLanguage(db, session.userId, asked)
      session.language = asked
    }
  }
}

/**
 * Whether the session a request came with still holds (not logged out, revoked or expired), asked
 * again later: a live stream stays open long after the call that opened it was authenticated.
 */
export function sessionStillHolds(
  db: Db,
  keys: SessionKeys,
  now: () => Date,
  request: FastifyRequest,
): () => Promise<boolean> {
  const staff = request.staffSession !== null
  const token = bearer(request, staff ? STAFF_SESSION_COOKIE : SESSION_COOKIE)
  return async () => {
    if (!token) return false
    const found = await resolveAnySession(db, keys, token, now())
    return found?.kind === (staff ? 'STAFF' : 'CUSTOMER')
  }
}

export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw Failure.unauthorized()
  return request.session
}

export function requireStaffSession(request: FastifyRequest): StaffClaims {
  if (!request.staffSession) throw Failure.unauthorized()
  return request.staffSession
}

/** The session's cookie: JavaScript never reads it, other sites never send it, only the API gets it. */
const sessionCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/cli' }) as const

/** Sets a customer's session cookie, or with STAFF_SESSION_COOKIE a staff member's. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
  name: typeof SESSION_COOKIE | typeof STAFF_SESSION_COOKIE = SESSION_COOKIE,
): void {
  reply.setCookie(name, token, { ...sessionCookieOptions(secure), expires: expiresAt })
}

export function clearSessionCookie(
  reply: FastifyReply,
  secure: boolean,
  name: typeof SESSION_COOKIE | typeof STAFF_SESSION_COOKIE = SESSION_COOKIE,
): void {
  reply.clearCookie(name, sessionCookieOptions(secure))
}
