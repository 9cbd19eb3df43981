import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { StaffOrder } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import type { Outcome } from './ScanResult'
import { callStaff } from './staff-api'
import type { useOrderChange } from './use-order-change'

type Ending = 'CANCELLED' | 'NOT_COLLECTED'

/** Whether the store may end the order so (docs/ordering.md "The store's side"). */
export function endingAllowed(order: Pick<StaffOrder, 'status'>): Ending | null {
  if (order.status === 'TO_BE_PREPARED' || order.status === 'IN_PREPARATION') return 'CANCELLED'
  if (order.status === 'TO_BE_COLLECTED' || order.status === 'TO_BE_DELIVERED') return 'NOT_COLLECTED'
  return null
}

/**
 * "Annulla ordine" before the receipt, "Non ritirato" once ready: each after a confirmation, as the
 * authorisation is then cancelled and a voucher's points go back.
 */
export function OrderStatusActions({
  order,
  orderChange,
  onOutcome,
}: {
  order: StaffOrder
  orderChange: ReturnType<typeof useOrderChange>
  onOutcome: (outcome: Outcome) => void
}) {
  const { t } = useLingui()
  const [asking, setAsking] = useState(false)
  const ending = endingAllowed(order)
  if (!ending) return null
  const confirm = async () => {
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffOrderStatus, {
        params: { id: String(order.id) },
        body: { status: ending },
      }),
    )
    setAsking(false)
    onOutcome(
      'error' in result
        ? { kind: 'refused', text: result.error.message }
        : {
            kind: 'done',
            text:
              ending === 'CANCELLED'
                ? t`Ordine ${order.id} annullato.`
                : t`Ordine ${order.id} segnato come non ritirato.`,
          },
    )
  }
  return (
    <div className="staff-order__ending">
      <button
        type="button"
        className="button button--danger"
        onClick={() => setAsking(true)}
        disabled={orderChange.busy}
      >
        {ending === 'CANCELLED' ? <Trans>Annulla ordine</Trans> : <Trans>Non ritirato</Trans>}
      </button>
      <ConfirmDialog
        open={asking}
        danger
        busy={orderChange.busy}
        title={
          ending === 'CANCELLED' ? (
            <Trans>Annullare l'ordine {order.id}?</Trans>
          ) : (
            <Trans>Il cliente non ha ritirato l'ordine {order.id}?</Trans>
          )
        }
        confirmLabel={ending === 'CANCELLED' ? <Trans>Annulla ordine</Trans> : <Trans>Non ritirato</Trans>}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <Trans>Il pagamento autorizzato viene annullato e i punti di un buono tornano al cliente.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  )
}
