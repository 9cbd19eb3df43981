import { del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { Card, type User } from '../../api/schemas/profile'

/**
 * The card kept on the device for the till (DESIGN: "persists the loyalty card barcode"): the last
 * card data and its barcode already drawn as SVG, in IndexedDB. Showing it needs neither the
 * network nor the encoder. Only an enabled first card is kept; logout, a 401, the profile's
 * deletion and a card disable remove it. Web only: the kiosk never calls this (nothing personal
 * stays on a kiosk).
 */
const KEY = 'tessera.card'

const SavedCard = v.object({
  userId: v.string(),
  card: Card,
  svg: v.pipe(v.string(), v.startsWith('<svg')),
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

export async function forgetSavedCard(): Promise<void> {
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
 * Brings the saved card in line with the user: saved when the first card is enabled, removed
 * otherwise. The barcode is drawn only when the code changed.
 */
export async function rememberCard(user: User | null, { fresh }: RememberOptions): Promise<void> {
  const card = user?.cards[0]
  if (!user || !card?.enabled) return forgetSavedCard()
  const saved = await readSavedCard()
  const sameCard = saved?.userId === String(user.id) && saved.card.code === card.code
  if (sameCard && !fresh) return
  try {
    const svg = sameCard ? saved.svg : (await import('./barcode')).barcodeSvg(card.code)
    const savedAt = fresh || !saved ? Date.now() : saved.savedAt
    await set(KEY, { userId: String(user.id), card, svg, savedAt } satisfies SavedCard)
  } catch (error) {
    // A code that cannot be drawn, or a device without IndexedDB: the card page draws it live.
    console.error('Card not saved for offline use', error)
  }
}
