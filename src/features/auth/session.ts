import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { User } from '../../api/schemas/profile'
import { onUnauthorized, sessionToken } from '../../api/session-token'

/**
 * The logged-in user: kept in localStorage so the app knows who is logged in after a reload (SPEC
 * §3), while the token stays in memory. Any 401/403 drops it. On the kiosk nothing personal may stay
 * on the device, so there the user lives in memory only.
 */
const STORAGE_KEY = 'tessera.user'
const onKiosk = () => globalThis.location?.pathname.startsWith('/app/totem') === true
type Listener = () => void
const listeners = new Set<Listener>()

function read(): User | null {
  if (onKiosk()) return null
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(User, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

let current: User | null = read()

function emit(): void {
  for (const listener of listeners) listener()
}

export const session = {
  user: (): User | null => current,
  /** After login: the user is stored, the token held in memory. */
  start(user: User, token: string): void {
    sessionToken.set(token)
    session.replaceUser(user)
  },
  /** A profile update or a card change replaces the stored user. */
  replaceUser(user: User): void {
    current = user
    if (!onKiosk()) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(user))
    emit()
  },
  clear(): void {
    sessionToken.set(null)
    current = null
    globalThis.localStorage?.removeItem(STORAGE_KEY)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

onUnauthorized(() => session.clear())

// Another tab logged in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) {
      current = read()
      emit()
    }
  })
}

export function useSessionUser(): User | null {
  return useSyncExternalStore(session.subscribe, session.user, () => null)
}
