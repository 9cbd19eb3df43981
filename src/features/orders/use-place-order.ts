import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { callApi } from '../../api'
import { type ApiError, ErrorCode, ServerCode } from '../../api/errors'
import type { Cart } from '../../api/schemas/cart'
import type { Order } from '../../api/schemas/orders'
import { shopEndpoints } from '../../api/shop-endpoints'
import { type Failure, useSubmit } from '../../ui/form/use-submit'
import { ME_QUERY_KEY } from '../auth/me-query'
import { cartQuery } from '../shop/cart-queries'
import { type CheckoutValues, placeOrderRequest } from './checkout-values'
import { orderQuery, ordersQuery, slotsQuery, storeSlotsKey } from './order-queries'
import { PlacementAttempts } from './placement-attempt'

interface PlaceOrderOptions {
  userId: number
  storeId: number
  cart: Cart
  /** What the form must undo after a refusal (a window now full, a voucher no longer reachable). */
  clear: (field: 'slotId' | 'voucher') => void
}

/**
 * Places the order: one Idempotency-Key per attempt (placement-attempt.ts), so a double tap or a
 * retry after a lost answer places one order. A refusal shows its message over the form and keeps
 * everything chosen — a declined card too — and what it concerns is read again: the windows (full,
 * past the cut-off), the cart (changed, emptied, a product withdrawn), the points. Placed, the
 * cart is gone (the server closed it) and the order's page opens.
 */
export function usePlaceOrder({ userId, storeId, cart, clear }: PlaceOrderOptions) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const attempts = useRef(new PlacementAttempts())

  const explain = (error: ApiError): Failure => {
    const is = (...codes: number[]) => codes.some((code) => error.is(code))
    if (is(ServerCode.SlotFull, ErrorCode.PastCutoff)) {
      clear('slotId')
      void queryClient.invalidateQueries({ queryKey: storeSlotsKey(storeId) })
    }
    if (
      is(
        ServerCode.CartChanged,
        ServerCode.EmptyCart,
        ErrorCode.CartNotFound,
        ErrorCode.UnknownProduct,
        ErrorCode.InvalidProduct,
        ErrorCode.MaxQuantity,
      )
    ) {
      void queryClient.invalidateQueries({ queryKey: cartQuery(userId, storeId).queryKey })
    }
    if (is(ServerCode.NotEnoughPoints)) {
      clear('voucher')
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
    }
    const payment = is(ServerCode.CardDeclined, ServerCode.PaymentFailed)
    return {
      title: payment ? t`Pagamento non riuscito` : t`L'ordine non è stato inviato`,
      message: error.message,
      detail:
        error.kind === 'network'
          ? t`Quello che hai scelto resta qui: riprova quando c'è la rete.`
          : undefined,
    }
  }

  const submit = useSubmit(async (values: CheckoutValues) => {
    const request = placeOrderRequest(values, cart.id)
    const order: Order = await callApi(shopEndpoints.placeOrder, {
      headers: { 'idempotency-key': attempts.current.keyFor(request) },
      body: request,
    })
    attempts.current.forget()
    queryClient.setQueryData(orderQuery(userId, order.id).queryKey, order)
    queryClient.removeQueries({ queryKey: cartQuery(userId, storeId).queryKey })
    void queryClient.invalidateQueries({ queryKey: ordersQuery(userId).queryKey })
    void queryClient.invalidateQueries({ queryKey: slotsQuery(storeId, order.deliveryMode).queryKey })
    if (order.voucher) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
    await navigate({
      to: '/orders/$orderId',
      params: { orderId: String(order.id) },
      search: { placed: true },
    })
  }, explain)

  return submit
}
