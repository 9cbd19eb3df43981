import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderStatus, PaymentMode } from '../../api/order-machine'

/** Every status of behaviour §3 in the customer's words (the timeline, the list, the heading). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  TO_BE_PREPARED: msg`Ricevuto, da preparare`,
  IN_PREPARATION: msg`In preparazione`,
  ISSUING_RECEIPT: msg`Pesatura e scontrino`,
  TO_BE_COLLECTED: msg`Pronto per il ritiro`,
  TO_BE_DELIVERED: msg`In consegna`,
  COLLECTED: msg`Ritirato`,
  DELIVERED: msg`Consegnato`,
  NOT_COLLECTED: msg`Non ritirato`,
  CANCELLED: msg`Annullato dal negozio`,
  ABORTED: msg`Annullato da te`,
}

/** What each status means for the customer, under the order's heading. */
export const ORDER_STATUS_MEANINGS: Record<OrderStatus, MessageDescriptor> = {
  TO_BE_PREPARED: msg`Il negozio ha ricevuto l'ordine e lo preparerà per la fascia oraria scelta.`,
  IN_PREPARATION: msg`Il negozio sta preparando la spesa.`,
  ISSUING_RECEIPT: msg`Il negozio pesa i prodotti a peso ed emette lo scontrino.`,
  TO_BE_COLLECTED: msg`La spesa è pronta: ritirala nella fascia oraria scelta.`,
  TO_BE_DELIVERED: msg`La spesa è in viaggio verso l'indirizzo indicato.`,
  COLLECTED: msg`Hai ritirato la spesa. Grazie!`,
  DELIVERED: msg`La spesa è stata consegnata. Grazie!`,
  NOT_COLLECTED: msg`La spesa non è stata ritirata nella fascia oraria scelta.`,
  CANCELLED: msg`Il negozio ha annullato l'ordine: se avevi usato un buono, i punti ti sono stati restituiti.`,
  ABORTED: msg`Hai annullato l'ordine: se avevi usato un buono, i punti ti sono stati restituiti.`,
}

export const PAYMENT_MODE_NAMES: Record<PaymentMode, MessageDescriptor> = {
  CASH: msg`In contanti alla consegna o al ritiro`,
  CREDIT_CARD: msg`Carta di pagamento`,
}

const FINAL: ReadonlySet<OrderStatus> = new Set([
  'COLLECTED',
  'DELIVERED',
  'NOT_COLLECTED',
  'CANCELLED',
  'ABORTED',
])

/** A final status: nothing more will happen to the order (docs/ordering.md "Statuses"). */
export function isFinal(status: OrderStatus): boolean {
  return FINAL.has(status)
}

/** Ended well: the receipt is issued and the points earned. */
export function isCompleted(status: OrderStatus): boolean {
  return status === 'COLLECTED' || status === 'DELIVERED'
}
