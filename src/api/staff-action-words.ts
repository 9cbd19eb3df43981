import type { Message } from './messages'
import type { StaffActionCode } from './schemas/staff'

/**
 * The words of each kind of staff action on an order (docs/ordering.md "The store's orders"), one
 * source for both who say them: the server, which keeps each action in Italian for the store's
 * records (server/domain/staff/staff-actions.ts), and the staff's screens, which say it from its code
 * in their own language (src/features/staff/action-words.ts). Plain descriptors (this folder also
 * runs on the server); lingui.config.ts extracts this file into the server's and the staff's
 * catalogues only, never the customers' main one.
 */
export const STAFF_ACTION_WORDS = {
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
} as const satisfies Record<StaffActionCode, Message>
