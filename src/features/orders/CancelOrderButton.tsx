import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { callApi } from '../../api'
import { ApiError } from '../../api/errors'
import { canMove } from '../../api/order-machine'
import type { Order } from '../../api/schemas/orders'
import { shopEndpoints } from '../../api/shop-endpoints'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { feedback } from '../../ui/feedback/feedback'
import { formatDateTime } from '../../ui/format/dates'
import { ME_QUERY_KEY } from '../auth/me-query'
import { orderQuery, ordersQuery } from './order-queries'

/**
 * The customer may cancel while the order machine lets them move it to ABORTED from where it stands
 * (TO_BE_PREPARED, and IN_PREPARATION once picking may start early: docs/ordering.md "Statuses") and
 * the server still gives a time for it (`cancellableUntil`, the cut-off).
 */
export function customerMayCancel(
  order: Pick<Order, 'status' | 'deliveryMode' | 'cancellableUntil'>,
): boolean {
  return order.cancellableUntil !== null && canMove(order.status, 'ABORTED', order.deliveryMode, 'CUSTOMER')
}

/**
 * Cancels the order, after a confirmation, until the booking cut-off (the server checks it again:
 * 4029 after it, 4205 once the store may no longer be stopped). A voucher's points come back to the card.
 */
export function CancelOrderButton({ order, userId }: { order: Order; userId: number }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => callApi(shopEndpoints.cancelOrder, { params: { id: String(order.id) } }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(orderQuery(userId, order.id).queryKey, cancelled)
      void queryClient.invalidateQueries({ queryKey: ordersQuery(userId).queryKey })
      if (cancelled.voucher) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
      setOpen(false)
      feedback.toast('success', t`L'ordine è stato annullato.`)
    },
    onError: (error) => {
      setOpen(false)
      feedback.toast(
        'error',
        error instanceof ApiError ? error.message : t`Non è stato possibile annullare l'ordine.`,
      )
      void queryClient.invalidateQueries({ queryKey: orderQuery(userId, order.id).queryKey })
    },
  })
  if (!customerMayCancel(order) || !order.cancellableUntil) return null
  const until = formatDateTime(order.cancellableUntil, i18n.locale)
  return (
    <>
      <p className="field__hint">
        <Trans>Puoi annullare l'ordine fino al {until}.</Trans>
      </p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        <Trans>Annulla l'ordine</Trans>
      </button>
      <ConfirmDialog
        open={open}
        danger
        busy={cancel.isPending}
        title={<Trans>Vuoi annullare l'ordine n. {order.id}?</Trans>}
        confirmLabel={<Trans>Sì, annulla l'ordine</Trans>}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>
            Il negozio non preparerà la spesa. Se hai usato un buono, i punti tornano sulla carta; un
            pagamento con carta non viene addebitato.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  )
}
