/** Where each customer's coupons are kept on the device (IndexedDB, idb-keyval), by user id. */
export const COUPONS_STORAGE_PREFIX = 'tessera.coupons.'

/**
 * Removes every customer's coupons and waiting activations from the device when the session ends
 * (src/app/session-end.ts). Small and free of the coupons' code, so that logging out does not load it.
 */
export async function forgetCouponsOnDevice(): Promise<void> {
  try {
    const { del, keys } = await import('idb-keyval')
    const kept = (await keys()).filter(
      (key): key is string => typeof key === 'string' && key.startsWith(COUPONS_STORAGE_PREFIX),
    )
    await Promise.all(kept.map((key) => del(key)))
  } catch (error) {
    if (typeof indexedDB !== 'undefined') console.error('Coupons on the device not removed', error)
  }
}

/**
 * True when the customer's copy holds activations not yet sent (made offline, the app closed since):
 * the app's start then loads the coupons' code to send them, and only then.
 */
export async function couponActivationsWaiting(userId: number): Promise<boolean> {
  try {
    const { get } = await import('idb-keyval')
    const kept = (await get(`${COUPONS_STORAGE_PREFIX}${userId}`)) as { pending?: unknown[] } | undefined
    return (kept?.pending?.length ?? 0) > 0
  } catch {
    return false
  }
}
