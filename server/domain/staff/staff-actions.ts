import type { Message } from '../../../src/api/messages'
import type { StaffActionCode, StaffActionValues } from '../../../src/api/schemas/staff'
import { STAFF_ACTION_WORDS } from '../../../src/api/staff-action-words'
import { orderActions } from '../../db/schema'
import { inLanguage, say } from '../../language'
import type { Tx } from '../shared/context'

/**
 * The order's history of staff actions (docs/ordering.md "The store's side"): each action a row of
 * `order_actions` with the staff member's id, what was done in words, and its code and values (for
 * the staff's screens to say it in their language). The words (src/api/staff-action-words.ts, the
 * screens' too) are said from the server catalogue (src/locales/{it,en}/server.po) in Italian, the
 * language of the stores' records.
 */
export const actionWords: Record<StaffActionCode, Message> = STAFF_ACTION_WORDS

/** Who acts: a staff member of a store (a staff session's claims, or the demo store's member). */
export interface StaffActor {
  staffId: number
  storeId: number
}

/** "1,234 kg", "850 g" as the records say it. */
export function weightWords(grams: number): string {
  const kilos = grams >= 1000
  return new Intl.NumberFormat('it-IT', {
    style: 'unit',
    unit: kilos ? 'kilogram' : 'gram',
    maximumFractionDigits: 3,
  }).format(kilos ? grams / 1000 : grams)
}

export const euroWords = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100)

const codeOf = new Map<Message, StaffActionCode>(
  Object.entries(actionWords).map(([code, words]) => [words, code as StaffActionCode]),
)

/**
 * Keeps one action of `actor` on the order, in the caller's transaction: its words (`actionWords`),
 * with the grams and a total written as the records write them.
 */
export async function recordAction(
  tx: Tx,
  orderId: number,
  actor: StaffActor,
  words: Message,
  values: StaffActionValues = {},
): Promise<void> {
  const code = codeOf.get(words)
  if (!code) throw new Error(`not an action's words: ${words.id}`)
  const what = inLanguage('it', () =>
    say(words, {
      ...values,
      ...(values.grams !== undefined ? { weight: weightWords(values.grams) } : {}),
      ...(values.totalCents !== undefined ? { total: euroWords(values.totalCents) } : {}),
    }),
  )
  await tx.db.insert(orderActions).values({
    orderId,
    staffId: actor.staffId,
    at: tx.at,
    what,
    code,
    values: Object.keys(values).length > 0 ? values : null,
  })
}
