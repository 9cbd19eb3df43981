import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { StaffLineChange, StaffOrder, StaffOrderLine, StaffSubstitute } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import type { Outcome } from './ScanResult'
import { SubstitutesDialog } from './SubstitutesDialog'
import { callStaff } from './staff-api'
import type { useOrderChange } from './use-order-change'
import { useRefusalText } from './use-refusal-text'
import { WeighDialog } from './WeighDialog'

/** A weighed line picked: its code (the product's EAN or its scale label) and the label's grams. */
export interface Weighing {
  line: StaffOrderLine
  code: string
  labelGrams?: number | undefined
}

/**
 * The two dialogs a line may open while picking: the grams of a weighed product, and a line the shelf
 * lacks (a substitute the customer's choice allows, or missing). Each keeps the server's refusal in
 * the dialog; done, it closes and the outcome is said.
 */
export function useLineDialogs(
  order: StaffOrder,
  orderChange: ReturnType<typeof useOrderChange>,
  onOutcome: (outcome: Outcome) => void,
) {
  const { t } = useLingui()
  const refusalText = useRefusalText()
  const [weighing, setWeighing] = useState<Weighing | null>(null)
  const [lacking, setLacking] = useState<StaffOrderLine | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = String(order.id)
  const setLine = (line: StaffOrderLine, body: StaffLineChange) =>
    orderChange.change(() =>
      callStaff(staffEndpoints.staffSetLine, { params: { id, lineId: String(line.id) }, body }),
    )

  const weigh = async (grams: number) => {
    if (!weighing) return
    const { line, code } = weighing
    const result = await setLine(line, { ean: code, quantity: line.quantity, weightGrams: grams })
    if ('error' in result) {
      setError(refusalText(result.error, { line, code }))
      return
    }
    setWeighing(null)
    onOutcome({ kind: 'done', text: t`Pesato: ${line.name}, ${grams} g` })
  }

  const substitute = async (product: StaffSubstitute, weightGrams?: number) => {
    if (!lacking) return
    const line = lacking
    const result = await setLine(line, {
      substitute: { productId: product.productId, quantity: line.quantity, weightGrams },
    })
    if ('error' in result) {
      setError(refusalText(result.error, { line }))
      return
    }
    setLacking(null)
    onOutcome({ kind: 'done', text: t`Sostituito: ${line.name} con ${product.name}` })
  }

  const markMissing = async () => {
    if (!lacking) return
    const line = lacking
    const result = await setLine(line, { missing: true })
    if ('error' in result) {
      setError(result.error.message)
      return
    }
    setLacking(null)
    onOutcome({ kind: 'done', text: t`Mancante: ${line.name}` })
  }

  return {
    weighing,
    lacking,
    error,
    /** Asks the grams of a weighed line. */
    askWeight(next: Weighing) {
      setError(null)
      setWeighing(next)
    },
    /** Opens the "Mancante" dialog of a line. */
    askInstead(line: StaffOrderLine) {
      setError(null)
      setLacking(line)
    },
    weigh,
    substitute,
    markMissing,
    closeWeighing: () => setWeighing(null),
    closeLacking: () => setLacking(null),
  }
}

export function LineDialogs({
  order,
  dialogs,
  busy,
}: {
  order: StaffOrder
  dialogs: ReturnType<typeof useLineDialogs>
  busy: boolean
}) {
  return (
    <>
      <WeighDialog
        weighing={dialogs.weighing}
        busy={busy}
        error={dialogs.error}
        onWeigh={(grams) => void dialogs.weigh(grams)}
        onCancel={dialogs.closeWeighing}
      />
      <SubstitutesDialog
        orderId={order.id}
        line={dialogs.lacking}
        withinAuthorised={order.paymentMode === 'CREDIT_CARD' && order.authorisedCents !== null}
        busy={busy}
        error={dialogs.error}
        onSubstitute={(product, grams) => void dialogs.substitute(product, grams)}
        onMissing={() => void dialogs.markMissing()}
        onCancel={dialogs.closeLacking}
      />
    </>
  )
}
