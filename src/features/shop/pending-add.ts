/**
 * A visitor who taps "add to cart" is sent to the login first; what they wanted to add is kept for
 * the tab (sessionStorage) and added once they are back, logged in, in the same store. It holds no
 * personal data: a store and a product.
 */
const PENDING_ADD_KEY = 'tessera.shop.pending-add'

export interface PendingAdd {
  storeId: number
  productId: number
}

export function keepPendingAdd(add: PendingAdd): void {
  try {
    globalThis.sessionStorage?.setItem(PENDING_ADD_KEY, JSON.stringify(add))
  } catch {
    // Without storage the visitor adds the product again after the login.
  }
}

/** The product waiting for this store, removed from the tab as it is taken. */
export function takePendingAdd(storeId: number): PendingAdd | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PENDING_ADD_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('storeId' in parsed) ||
      !('productId' in parsed) ||
      parsed.storeId !== storeId ||
      typeof parsed.productId !== 'number'
    ) {
      return null
    }
    globalThis.sessionStorage.removeItem(PENDING_ADD_KEY)
    return { storeId, productId: parsed.productId }
  } catch {
    return null
  }
}
