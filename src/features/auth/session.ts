import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { User } from '../../api/schemas/profile'
import { onUnauthorized, sessionToken } from '../../api/session-token'

/**
 * The logged-in user: kept in localStorage so the app knows who is logged in after a reload, while
 * the token stays in memory. Any 401/403 drops it. On the kiosk nothing personal may stay on the
 * device, so there the user lives in memory only (the app says so at boot: keepOnDevice).
 */
export const SESSION_USER_KEY = 'tessera.user'
type Listener = () => void
const listeners = new Set<Listener>()

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
  clear(): void {
    sessionToken.set(null)
    current = null
    globalThis.localStorage?.removeItem(SESSION_USER_KEY)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

onUnauthorized(() => {
  session.clear()
  // The shopping lists kept on the device are the customer's too (features/lists/lists-storage.ts,
  // loaded when needed: the app's start does not carry it).
  void import('../lists/lists-storage').then(({ forgetListsOnDevice }) => forgetListsOnDevice())
})

// Another tab logged in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (onDevice && event.key === SESSION_USER_KEY) {
      current = read()
      emit()
    }
  })
}

export function useSessionUser(): User | null {
  return useSyncExternalStore(session.subscribe, session.user, () => null)
}
