import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderStatus } from '../../api/order-machine'
import type { DeliveryMode } from '../../api/schemas/store'
import type { LineState } from './line-state'

/** The statuses in the store's words (the customer's are features/orders/order-status.ts). */
export const STAFF_STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  TO_BE_PREPARED: msg`Da preparare`,
  IN_PREPARATION: msg`In preparazione`,
  ISSUING_RECEIPT: msg`Scontrino in corso`,
  TO_BE_COLLECTED: msg`Pronto per il ritiro`,
  TO_BE_DELIVERED: msg`Pronto per la consegna`,
  COLLECTED: msg`Ritirato`,
  DELIVERED: msg`Consegnato`,
  NOT_COLLECTED: msg`Non ritirato`,
  CANCELLED: msg`Annullato dal negozio`,
  ABORTED: msg`Annullato dal cliente`,
}

export const DELIVERY_MODE_NAMES: Record<DeliveryMode, MessageDescriptor> = {
  IN_STORE: msg`Ritiro in negozio`,
  DRIVE: msg`Drive`,
  AT_HOME: msg`Consegna a domicilio`,
}

export const LINE_STATE_NAMES: Record<LineState, MessageDescriptor> = {
  open: msg`Da prelevare`,
  picked: msg`Prelevato`,
  substituted: msg`Sostituito`,
  missing: msg`Mancante`,
}
