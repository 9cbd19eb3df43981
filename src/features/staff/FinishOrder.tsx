import { Trans, useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useState } from 'react'
import { ServerCode } from '../../api/errors'
import type { StaffOrder, StaffOrderLine } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { pickButtonId } from './PickingLine'
import type { Outcome } from './ScanResult'
import { callStaff } from './staff-api'
import type { useOrderChange } from './use-order-change'
import { useRefusalText } from './use-refusal-text'

/**
 * "Termina e crea lo scontrino": the receipt ends the picking for good, so it is asked once more,
 * unless lines are still to do; then the server's 58 is said, and the focus goes to the first line
 * still to do (else to the message), once its button is enabled again.
 */
export function FinishOrder({
  order,
  orderChange,
  firstOpen,
  open,
  onOutcome,
  refusedRef,
}: {
  order: StaffOrder
  orderChange: ReturnType<typeof useOrderChange>
  /** The first line still to do, in the store's walk. */
  firstOpen: StaffOrderLine | undefined
  /** How many lines are still to do. */
  open: number
  onOutcome: (outcome: Outcome) => void
  /** The refusal's message, focused when no line is left to focus. */
  refusedRef: RefObject<HTMLParagraphElement | null>
}) {
  const { t } = useLingui()
  const refusalText = useRefusalText()
  const [confirming, setConfirming] = useState(false)
  const [focusUndone, setFocusUndone] = useState<number | 'message' | null>(null)
  useEffect(() => {
    if (focusUndone === null || orderChange.busy) return
    setFocusUndone(null)
    const button = focusUndone === 'message' ? null : document.getElementById(pickButtonId(focusUndone))
    if (button) button.focus()
    else refusedRef.current?.focus()
  }, [focusUndone, orderChange.busy, refusedRef])

  const finish = async () => {
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffReceipt, { params: { id: String(order.id) } }),
    )
    setConfirming(false)
    if (!('error' in result)) {
      onOutcome({ kind: 'done', text: t`Scontrino creato: l'ordine è pronto.` })
      return
    }
    onOutcome({ kind: 'refused', text: refusalText(result.error) })
    // Lines not done (58): the focus goes to the first of them (the alert says why), else the message.
    if (result.error.is(ServerCode.LinesNotDone)) setFocusUndone(firstOpen?.id ?? 'message')
  }

  const ask = () => {
    if (open > 0) void finish()
    else setConfirming(true)
  }

  return (
    <>
      <p className="form__actions">
        <button type="button" className="button" disabled={orderChange.busy} onClick={ask}>
          <Trans>Termina e crea lo scontrino</Trans>
        </button>
      </p>
      <ConfirmDialog
        open={confirming}
        busy={orderChange.busy}
        title={<Trans>Terminare l'ordine {order.id} e creare lo scontrino?</Trans>}
        confirmLabel={<Trans>Crea lo scontrino</Trans>}
        onConfirm={() => void finish()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            Dopo lo scontrino i prodotti non si possono più cambiare e il cliente riceve l'avviso.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  )
}
