/** Where each customer's lists are kept on the device (IndexedDB, idb-keyval), by user id. */
export const LISTS_STORAGE_PREFIX = 'tessera.lists.'

/**
 * Removes every customer's lists and waiting changes from the device when the session ends (logout,
 * a 401, the profile's deletion: src/app/session-end.ts). Small and free of the lists' code, so that
 * logging out does not load it; the storage library is taken when needed (it is in the app's start
 * already, for the public lists).
 */
export async function forgetListsOnDevice(): Promise<void> {
  try {
    const { del, keys } = await import('idb-keyval')
    const kept = (await keys()).filter(
      (key): key is string => typeof key === 'string' && key.startsWith(LISTS_STORAGE_PREFIX),
    )
    await Promise.all(kept.map((key) => del(key)))
  } catch (error) {
    // No IndexedDB at all (an old web view in private mode): nothing was kept either.
    if (typeof indexedDB !== 'undefined') console.error('Lists on the device not removed', error)
  }
}

/**
 * True when the customer's copy holds changes not yet sent (made offline, the app closed since): the
 * app's start then loads the lists' code to send them, and only then.
 */
export async function listChangesWaiting(userId: number): Promise<boolean> {
  try {
    const { get } = await import('idb-keyval')
    const kept = await get<string>(`${LISTS_STORAGE_PREFIX}${userId}`)
    if (!kept) return false
    const parsed = JSON.parse(kept) as { clientState?: { mutations?: unknown[] } }
    return (parsed.clientState?.mutations?.length ?? 0) > 0
  } catch {
    return false
  }
}
