/**
 * The bearer token, in memory only (behaviour §3): it never touches localStorage, IndexedDB or a
 * JS-readable cookie. A relaunched app gets its session back through the server's HttpOnly cookie.
 */
let token: string | null = null
const unauthorizedListeners = new Set<() => void>()

export const sessionToken = {
  get: () => token,
  set: (value: string | null) => {
    token = value
  },
}

/** Runs when the server answers 401 or 403: whoever keeps the user must drop it. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

export function notifyUnauthorized(): void {
  token = null
  for (const listener of unauthorizedListeners) listener()
}
