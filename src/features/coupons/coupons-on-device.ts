import { get, set } from 'idb-keyval'
import * as v from 'valibot'
import { Coupon } from '../../api/schemas/coupons'
import { COUPONS_STORAGE_PREFIX } from './coupons-storage'

/**
 * The customer's coupons as last read from the server, and the activations made offline and not yet
 * sent, kept on the device (docs/coupons.md): the coupons page reads with no network, like the card
 * (features/card/offline-card.ts), and the activations leave when the network is back. Personal: one
 * copy per customer, removed when the session ends (coupons-storage.ts); never on the kiosk.
 */
const KeptCoupons = v.object({
  coupons: v.array(Coupon),
  /** When the server last answered the list (ms since the epoch); 0 when it never did. */
  savedAt: v.number(),
  /** Coupons activated on the device and not yet confirmed by the server, oldest first. */
  pending: v.array(v.number()),
})
export type KeptCoupons = v.InferOutput<typeof KeptCoupons>

const EMPTY: KeptCoupons = { coupons: [], savedAt: 0, pending: [] }
/** An old web view in private mode may have no IndexedDB at all: nothing is kept, nothing said. */
const noStorage = () => typeof indexedDB === 'undefined'
const keyOf = (userId: number) => `${COUPONS_STORAGE_PREFIX}${userId}`

export async function readKeptCoupons(userId: number): Promise<KeptCoupons> {
  if (noStorage()) return EMPTY
  try {
    const parsed = v.safeParse(KeptCoupons, await get(keyOf(userId)))
    return parsed.success ? parsed.output : EMPTY
  } catch {
    return EMPTY
  }
}

/** Writes are chained: a later change never lands before an earlier one. */
let writes: Promise<unknown> = Promise.resolve()

/** Changes the customer's copy: `change` gets the copy as it is now and answers the new one. */
export function changeKeptCoupons(
  userId: number,
  change: (kept: KeptCoupons) => KeptCoupons,
): Promise<KeptCoupons> {
  const next = writes.then(async () => {
    const updated = change(await readKeptCoupons(userId))
    if (noStorage()) return updated
    try {
      await set(keyOf(userId), updated)
    } catch (error) {
      // No IndexedDB (or no room): the page still works online, nothing is kept.
      console.error('Coupons not kept on the device', error)
    }
    return updated
  })
  writes = next.catch(() => undefined)
  return next
}
