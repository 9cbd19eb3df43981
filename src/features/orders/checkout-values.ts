import { PAYMENT_MODES, type PaymentMode } from '../../api/order-machine'
import type { PlaceOrderRequest } from '../../api/schemas/orders'
import type { User } from '../../api/schemas/profile'
import type { DeliveryMode } from '../../api/schemas/store'
import { type AddressValues, addressFromUser, addressPayload } from '../customer-form/values'

/** What the checkout form holds: choices as the radios and fields give them ('' until chosen). */
export interface CheckoutValues {
  deliveryMode: DeliveryMode | ''
  /** The store's calendar day whose windows are shown (yyyy-MM-dd). */
  day: string
  slotId: string
  address: AddressValues
  paymentMode: PaymentMode | ''
  card: { number: string; expiry: string; cvc: string }
  /** The voucher's points, '' for none. */
  voucher: string
  notes: string
  /** The activated coupons the order names (the ticked ones of those offered). */
  coupons: number[]
}

export const emptyCard = { number: '', expiry: '', cvc: '' }

/**
 * A new checkout: the only delivery mode when the store has one, the customer's address for a
 * delivery (editable), nothing else chosen for them.
 */
export function checkoutDefaults(user: User, modes: readonly DeliveryMode[]): CheckoutValues {
  return {
    deliveryMode: modes.length === 1 ? (modes[0] ?? '') : '',
    day: '',
    slotId: '',
    address: addressFromUser(user),
    paymentMode: '',
    card: emptyCard,
    voucher: '',
    notes: '',
    coupons: [],
  }
}

function isPaymentMode(value: string): value is PaymentMode {
  return (PAYMENT_MODES as readonly string[]).includes(value)
}

/** The placement the form's values ask for; the form has checked them (chosen mode, slot, payment). */
export function placeOrderRequest(values: CheckoutValues, cartId: number): PlaceOrderRequest {
  if (values.deliveryMode === '' || !isPaymentMode(values.paymentMode)) {
    throw new Error('Checkout submitted without a delivery mode or a payment mode')
  }
  const notes = values.notes.trim()
  return {
    cartId,
    deliveryMode: values.deliveryMode,
    slotId: Number(values.slotId),
    paymentMode: values.paymentMode,
    address: values.deliveryMode === 'AT_HOME' ? addressPayload(values.address) : null,
    voucher: values.voucher === '' ? null : Number(values.voucher),
    card:
      values.paymentMode === 'CREDIT_CARD'
        ? {
            number: values.card.number.replace(/[\s-]/g, ''),
            expiry: values.card.expiry.trim(),
            cvc: values.card.cvc.trim(),
          }
        : null,
    notes: notes === '' ? null : notes,
    ...(values.coupons.length > 0 ? { coupons: values.coupons } : {}),
  }
}
