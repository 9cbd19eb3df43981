import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { User } from '../../api/schemas/profile'
import { onUnauthorized, sessionToken } from '../../api/session-token'

/**
 * The logged-in user: kept in localStorage so the app knows who is logged in after a reload, while
 * the token stays in memory. Any 401/403 drops it. On the kiosk nothing personal may stay on the
 * device, so there the user lives in memory only (the app says so at boot: keepOnDevice).
 *
 * The end of a session is one event, whatever ended it (logout, a 401, the profile's deletion,
 * another tab's logout, the kiosk's logout and idle time-out): `onEnded`. Whoever keeps something of
 * the customer forgets it there; the app wires them at boot, for its channel (src/app/session-end.ts).
 */
export const SESSION_USER_KEY = 'tessera.user'
type Listener = () => void
const listeners = new Set<Listener>()
const endedListeners = new Set<Listener>()

function read(): User | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_USER_KEY)
    if (!raw) return null
    const parsed = v.safeParse(User, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

let onDevice = true
let current: User | null = read()

function emit(): void {
  for (const listener of listeners) listener()
}

/** The user and the token go first, so that what the ended listeners do sees nobody logged in. */
function end(): void {
  sessionToken.set(null)
  current = null
  emit()
  for (const listener of endedListeners) listener()
}

export const session = {
  user: (): User | null => current,
  /** Once, at boot, before anything is drawn: false on the kiosk, which forgets a stored user too. */
  keepOnDevice(keep: boolean): void {
    onDevice = keep
    current = keep ? read() : null
  },
  /** After login: the user is stored, the token held in memory. */
  start(user: User, token: string): void {
    sessionToken.set(token)
    session.replaceUser(user)
  },
  /** A profile update or a card change replaces the stored user. */
  replaceUser(user: User): void {
    current = user
    if (onDevice) globalThis.localStorage?.setItem(SESSION_USER_KEY, JSON.stringify(user))
    emit()
  },
  /**
   * Ends the session: the user and the token go, then everything personal (onEnded). Also with
   * nobody logged in: a sign-up half done on the kiosk is someone's too.
   */
  clear(): void {
    globalThis.localStorage?.removeItem(SESSION_USER_KEY)
    end()
  },
  /** Every change of the user: a login, a refresh, an update, the end. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** The session ended (see above): called after the user has gone. */
  onEnded(listener: Listener): () => void {
    endedListeners.add(listener)
    return () => endedListeners.delete(listener)
  },
}

onUnauthorized(() => session.clear())

// Another tab logged in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (!onDevice || event.key !== SESSION_USER_KEY) return
    const next = read()
    // The customer this tab knew left the device there: their session ends here too (the other tab
    // already removed the stored user, or stored the next one).
    if (current && current.id !== next?.id) end()
    if (next || current) {
      current = next
      emit()
    }
  })
}

export function useSessionUser(): User | null {
  return useSyncExternalStore(session.subscribe, session.user, () => null)
}
