/**
 * A join link opened by a visitor (docs/lists-sharing.md): remembered on the device so that, once
 * they have signed up, confirmed the address (maybe in another tab, from the mail) and logged in,
 * the app takes them back to the join. Kept as long as the link can work at most (7 days), and
 * forgotten as soon as the join page is shown to a customer.
 */
const KEY = 'tessera.join-list'
const KEPT_MS = 7 * 24 * 3_600_000

export function rememberJoin(token: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: now }))
  } catch {
    // No storage (private mode, full): the visitor opens the link again after signing up.
  }
}

export function forgetJoin(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}

/** The token of a join link a visitor opened on this device, if recent enough to still work. */
export function pendingJoin(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token?: unknown; at?: unknown } | null
    if (kept && typeof kept.token === 'string' && typeof kept.at === 'number' && now - kept.at < KEPT_MS)
      return kept.token
    if (kept) forgetJoin()
  } catch {
    forgetJoin()
  }
  return null
}
