import { callApi, endpoints } from '../../api'
import { ApiError, ServerCode } from '../../api/errors'
import type { Credentials } from '../../api/schemas/auth'
import { session } from './session'

export async function logIn(credentials: Credentials): Promise<void> {
  const { profile, jwt } = await withLoginChallenge((query) =>
    callApi(endpoints.login, { body: credentials, query }),
  )
  session.start(profile, jwt)
}

/**
 * A login, made again with a solved challenge when the server asks for one (52: repeated failures
 * of this account; login-challenge.ts, loaded only then). The login's `g-recaptcha-response`
 * (behaviour §7) carries it.
 */
export async function withLoginChallenge<T>(
  attempt: (query: { 'g-recaptcha-response'?: string }) => Promise<T>,
): Promise<T> {
  try {
    return await attempt({})
  } catch (error) {
    if (
      !(error instanceof ApiError && error.kind === 'code' && error.code === ServerCode.ChallengeRequired)
    ) {
      throw error
    }
    const { solvedChallenge } = await import('./login-challenge')
    return attempt({ 'g-recaptcha-response': await solvedChallenge(error) })
  }
}

const LOGOUT_PENDING_KEY = 'tessera.logout-pending'

/**
 * Logout ends the session whatever the server says (offline, or the session already ended), and with
 * it goes everything personal on the device (session.onEnded): the server call only revokes the
 * token. With no network the session would stay alive on the server, and its HttpOnly cookie in this
 * browser, for up to 30 days: the revocation is then noted and made as soon as the network is back
 * (finishPendingLogout).
 */
export async function logOut(): Promise<void> {
  try {
    await callApi(endpoints.logout, {})
    globalThis.localStorage?.removeItem(LOGOUT_PENDING_KEY)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.kind === 'network') globalThis.localStorage?.setItem(LOGOUT_PENDING_KEY, '1')
  } finally {
    session.clear()
  }
}

/**
 * Revokes the session a logout with no network left on the server (its cookie answers for it). A
 * login since then replaced that cookie, so there is nothing left to revoke from here.
 */
export async function finishPendingLogout(): Promise<void> {
  if (globalThis.localStorage?.getItem(LOGOUT_PENDING_KEY) !== '1') return
  if (session.user()) {
    globalThis.localStorage.removeItem(LOGOUT_PENDING_KEY)
    return
  }
  try {
    await callApi(endpoints.logout, {})
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // No network yet: the next 'online' or start tries again. Any answer means it is over.
    if (error.kind === 'network') return
  }
  globalThis.localStorage.removeItem(LOGOUT_PENDING_KEY)
}

/** At start and whenever the network comes back. */
export function watchPendingLogout(): void {
  void finishPendingLogout()
  window.addEventListener('online', () => void finishPendingLogout())
}

/**
 * After a reload the token is gone from memory but the user is still stored: ask the server who is
 * logged in (the HttpOnly cookie answers for us). A 401 drops the stored user; no network keeps it,
 * so the card still shows offline.
 */
export async function restoreSession(): Promise<void> {
  if (!session.user()) return
  try {
    session.replaceUser(await callApi(endpoints.session, {}))
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
  }
}
