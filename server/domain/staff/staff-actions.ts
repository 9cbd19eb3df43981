import type { Message } from '../../../src/api/messages'
import { orderActions } from '../../db/schema'
import { inLanguage, say } from '../../language'
import type { Tx } from '../shared/context'

/**
 * The order's history of staff actions (docs/ordering.md "The store's side"): each action a row of
 * `order_actions` with the staff member's id and what was done in words. The words are the server
 * catalogue's (src/locales/{it,en}/server.po), kept in Italian, the language of the stores' records.
 */
export const actionWords = {
  started: /*i18n*/ { id: 'staff.action.started', message: 'Iniziato il prelievo' },
  picked: /*i18n*/ { id: 'staff.action.picked', message: 'Prelevato: {name} × {quantity}' },
  pickedWeighed: /*i18n*/ {
    id: 'staff.action.pickedWeighed',
    message: 'Prelevato: {name} × {quantity}, {weight}',
  },
  substituted: /*i18n*/ {
    id: 'staff.action.substituted',
    message: 'Sostituito: {name} con {substitute} × {quantity}',
  },
  substitutedWeighed: /*i18n*/ {
    id: 'staff.action.substitutedWeighed',
    message: 'Sostituito: {name} con {substitute} × {quantity}, {weight}',
  },
  missing: /*i18n*/ { id: 'staff.action.missing', message: 'Mancante: {name}' },
  receipt: /*i18n*/ { id: 'staff.action.receipt', message: 'Scontrino emesso: {total}' },
  refused: /*i18n*/ {
    id: 'staff.action.refused',
    message: 'Sostituto rifiutato dal cliente: {substitute} (al posto di {name})',
  },
  handedOverCode: /*i18n*/ {
    id: 'staff.action.handedOverCode',
    message: 'Consegnato con il codice di ritiro',
  },
  handedOverCard: /*i18n*/ { id: 'staff.action.handedOverCard', message: 'Consegnato con la carta fedeltà' },
  cancelled: /*i18n*/ { id: 'staff.action.cancelled', message: 'Ordine annullato dal negozio' },
  notCollected: /*i18n*/ { id: 'staff.action.notCollected', message: 'Ordine non ritirato' },
} satisfies Record<string, Message>

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

/** Keeps one action of `actor` on the order, in the caller's transaction. */
export async function recordAction(
  tx: Tx,
  orderId: number,
  actor: StaffActor,
  words: Message,
  values?: Record<string, unknown>,
): Promise<void> {
  const what = inLanguage('it', () => say(words, values))
  await tx.db.insert(orderActions).values({ orderId, staffId: actor.staffId, at: tx.at, what })
}
