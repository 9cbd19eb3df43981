/**
 * The cookie notice's acceptance (behaviour §2, §9): the date the customer pressed OK, kept in local
 * storage; after 150 days the notice shows again.
 */
export const COOKIE_NOTICE_DAYS = 150
const DAY_MS = 24 * 60 * 60 * 1000
export const COOKIE_NOTICE_KEY = 'tessera.cookie-notice'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage switched off: the notice shows each time, which is the safe side.
    return null
  }
}

export function noticeAccepted(now: number = Date.now()): boolean {
  const raw = storage()?.getItem(COOKIE_NOTICE_KEY)
  if (!raw) return false
  try {
    const acceptedAt = Date.parse((JSON.parse(raw) as { acceptedAt?: unknown }).acceptedAt as string)
    // A date in the future (a clock put back) counts as not accepted rather than accepted for ever.
    return Number.isFinite(acceptedAt) && acceptedAt <= now && now - acceptedAt < COOKIE_NOTICE_DAYS * DAY_MS
  } catch {
    return false
  }
}

const listeners = new Set<() => void>()
/** Set when storage refused the acceptance: the notice stays away for this visit at least. */
let acceptedThisVisitOnly = false

export function acceptNotice(now: number = Date.now()): void {
  const store = storage()
  try {
    store?.setItem(COOKIE_NOTICE_KEY, JSON.stringify({ acceptedAt: new Date(now).toISOString() }))
    if (!store) acceptedThisVisitOnly = true
  } catch {
    // Full or refused storage: the notice goes away for this visit only.
    acceptedThisVisitOnly = true
  }
  for (const listener of listeners) listener()
}

/** Whether the notice is to be shown now (for useSyncExternalStore). */
export function noticeWanted(): boolean {
  return !acceptedThisVisitOnly && !noticeAccepted()
}

export function subscribeToNotice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
