import { COUPONS_STORAGE_PREFIX } from './coupons-storage'

/**
 * How many coupons wait to be activated, for the card page's "Coupon" link (docs/coupons.md
 * "Screens"). Small and free of the coupons' code (no schema, no page): the card page carries it.
 */

/** The coupons' query key (couponsQuery, coupon-queries.ts). */
export const couponsQueryKey = (userId: number) => ['loyalty', userId, 'coupons'] as const

interface Counted {
  id: number
  activated: boolean
  usedAt?: string
  validFrom: string
  validTo: string
}

/**
 * Can be activated now: not activated, not used, within its days (before its first day the server
 * refuses the activation). The Coupon page's "Da attivare", the card page's link and the home count
 * by it.
 */
export function waitsToBeActivated(coupon: Counted, now: number): boolean {
  return (
    !coupon.activated &&
    !coupon.usedAt &&
    Date.parse(coupon.validFrom) <= now &&
    Date.parse(coupon.validTo) >= now
  )
}

/** How many wait to be activated, those activated on the device and not sent yet (`pending`) aside. */
export function countToActivate(
  coupons: readonly Counted[],
  pending: readonly number[],
  now: number,
): number {
  return coupons.filter((c) => !pending.includes(c.id) && waitsToBeActivated(c, now)).length
}

/** The count from the device's copy of the list (coupons-on-device.ts); null when there is none. */
export async function keptCouponsToActivate(userId: number, now: number): Promise<number | null> {
  if (typeof indexedDB === 'undefined') return null
  try {
    const { get } = await import('idb-keyval')
    const kept = (await get(`${COUPONS_STORAGE_PREFIX}${userId}`)) as
      | { coupons?: unknown; pending?: unknown; savedAt?: unknown }
      | undefined
    if (!kept || !Array.isArray(kept.coupons) || typeof kept.savedAt !== 'number' || kept.savedAt <= 0)
      return null
    const pending = Array.isArray(kept.pending) ? (kept.pending as number[]) : []
    return countToActivate(kept.coupons as Counted[], pending, now)
  } catch {
    return null
  }
}
