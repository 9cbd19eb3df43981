import { del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { Card, type User } from '../../api/schemas/profile'
import { forgetQuickCard, keepQuickCard } from './quick-card'

/**
 * The card kept on the device for the till (docs/decisions.md, "Offline: the card first"): the last
 * card data and, once it has been shown, its barcode as drawn SVG, in IndexedDB (and the barcode's
 * copy in localStorage for the view before the app boots, quick-card.ts). Showing a saved barcode
 * needs neither the network nor the encoder. Only an enabled first card is kept; logout, a
 * 401, the profile's deletion and a card disable remove it. Web only: the kiosk never saves (no
 * record is ever started there, so the barcode it draws is not kept either).
 */
const KEY = 'tessera.card'

const SavedCard = v.object({
  userId: v.string(),
  card: Card,
  /** The barcode as drawn the first time it was shown for this code. */
  svg: v.optional(v.pipe(v.string(), v.startsWith('<svg'))),
  /** When the server last confirmed this card (ms since the epoch). */
  savedAt: v.number(),
})
export type SavedCard = v.InferOutput<typeof SavedCard>

/** The saved card, or null when there is none, it is unreadable, or IndexedDB is not available. */
export async function readSavedCard(): Promise<SavedCard | null> {
  try {
    const parsed = v.safeParse(SavedCard, await get(KEY))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

async function write(saved: SavedCard): Promise<void> {
  // The pre-boot view's copy (quick-card.ts) follows the saved barcode, or goes with it.
  if (saved.svg) keepQuickCard({ userId: saved.userId, code: saved.card.code, svg: saved.svg })
  else forgetQuickCard()
  try {
    await set(KEY, saved)
  } catch (error) {
    // A device without IndexedDB (or out of space): the card page draws the barcode live.
    console.error('Card not saved for offline use', error)
  }
}

export async function forgetSavedCard(): Promise<void> {
  forgetQuickCard()
  try {
    await del(KEY)
  } catch (error) {
    console.error('Saved card not removed', error)
  }
}

interface RememberOptions {
  /** The user was just confirmed by the server (login, refresh, update): the copy is that fresh. */
  fresh: boolean
}

/**
 * Brings the saved card in line with the user: kept when the first card is enabled, removed
 * otherwise. A barcode already drawn stays while the code is the same.
 */
export async function rememberCard(user: User | null, { fresh }: RememberOptions): Promise<void> {
  const card = user?.cards[0]
  if (!user || !card?.enabled) return forgetSavedCard()
  const saved = await readSavedCard()
  const sameCard = saved?.userId === String(user.id) && saved.card.code === card.code
  if (sameCard && !fresh) return
  await write({
    userId: String(user.id),
    card,
    svg: sameCard ? saved.svg : undefined,
    savedAt: fresh || !sameCard ? Date.now() : saved.savedAt,
  })
}

/** Keeps the barcode just drawn with the saved card of the same code (if there is one: web only). */
export async function saveBarcode(code: string, svg: string): Promise<void> {
  const saved = await readSavedCard()
  if (saved?.card.code === code && saved.svg !== svg) await write({ ...saved, svg })
}
