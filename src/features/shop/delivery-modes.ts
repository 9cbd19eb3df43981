import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryMode } from '../../api/schemas/store'

/**
 * The delivery modes in the order the store choice offers them, with their names (docs/ordering.md
 * "Words").
 */
export const DELIVERY_MODE_NAMES: Record<DeliveryMode, MessageDescriptor> = {
  IN_STORE: msg`Ritiro in negozio`,
  DRIVE: msg`Ritiro in auto (drive)`,
  AT_HOME: msg`Consegna a domicilio`,
}

export const DELIVERY_MODE_ORDER: readonly DeliveryMode[] = ['IN_STORE', 'DRIVE', 'AT_HOME']
