/**
 * The e-commerce store last chosen, remembered on the device so the shop opens where the customer
 * left it. A store id is public data: localStorage is enough, and it stays after logout.
 */
const LAST_STORE_KEY = 'tessera.shop.store'

export function lastStoreId(): number | null {
  try {
    const raw = globalThis.localStorage?.getItem(LAST_STORE_KEY)
    const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
    return id && id > 0 ? id : null
  } catch {
    return null
  }
}

export function rememberStore(storeId: number): void {
  try {
    globalThis.localStorage?.setItem(LAST_STORE_KEY, String(storeId))
  } catch {
    // Private mode or a full storage: the choice is simply not remembered.
  }
}
