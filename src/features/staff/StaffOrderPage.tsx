import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ApiError, ServerCode } from '../../api/errors'
import type { StaffLineChange, StaffOrder, StaffOrderLine, StaffSubstitute } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { QueryState } from '../../ui/query-state/QueryState'
import { useScannerBurst } from '../../ui/scanner/use-scanner-burst'
import { ActionHistory } from './ActionHistory'
import { CameraScanButton } from './CameraScanButton'
import { EanField } from './EanField'
import { HandoverForm } from './HandoverForm'
import { byDepartment, lineState } from './line-state'
import { OrderAmounts, OrderHeader } from './OrderHeader'
import { OrderStatusActions } from './OrderStatusActions'
import { PickingLine, pickButtonId } from './PickingLine'
import { PieceCountPanel } from './PieceCountPanel'
import {
  needsCount,
  onePieceLess,
  onePieceMore,
  type PickedBy,
  type PieceCount,
  startCount,
} from './piece-count'
import { type Outcome, ScanResult } from './ScanResult'
import { SubstitutesDialog } from './SubstitutesDialog'
import { EAN_BURST, matchScan } from './scanned-code'
import { callStaff } from './staff-api'
import { staffOrderQuery } from './staff-queries'
import { useOrderChange } from './use-order-change'
import { useRefusalText } from './use-refusal-text'
import { WeighDialog } from './WeighDialog'

const READY = new Set(['TO_BE_COLLECTED', 'TO_BE_DELIVERED'])

/** /staff/orders/$orderId: one order, from its start to the hand-over. */
export function StaffOrderPage({ orderId }: { orderId: number }) {
  const query = useQuery(staffOrderQuery(orderId))
  return (
    <section className="staff-page staff-order" aria-labelledby="page-title">
      {!query.data && (
        <>
          <h1 id="page-title">
            <Trans>Ordine {orderId}</Trans>
          </h1>
          <QueryState
            query={query}
            loading={<Trans>Caricamento dell'ordine…</Trans>}
            offline={<Trans>Senza rete non è possibile aprire l'ordine.</Trans>}
            failed={
              query.error instanceof ApiError && query.error.code === 404 ? (
                <Trans>Ordine non trovato in questo negozio.</Trans>
              ) : (
                <Trans>Non è stato possibile caricare l'ordine.</Trans>
              )
            }
          />
          <p>
            <Link to="/staff" search={{}}>
              <Trans>Torna agli ordini</Trans>
            </Link>
          </p>
        </>
      )}
      {query.data && <OrderWork order={query.data} />}
    </section>
  )
}

function OrderWork({ order }: { order: StaffOrder }) {
  const { t } = useLingui()
  const orderChange = useOrderChange(order.id)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [weighing, setWeighing] = useState<{
    line: StaffOrderLine
    code: string
    labelGrams?: number
  } | null>(null)
  const [lacking, setLacking] = useState<StaffOrderLine | null>(null)
  const [dialogError, setDialogError] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [counting, setCounting] = useState<PieceCount | null>(null)
  const refusalText = useRefusalText()
  const [confirmingFinish, setConfirmingFinish] = useState(false)
  const completeRef = useRef<HTMLButtonElement>(null)
  const eanRef = useRef<HTMLInputElement>(null)
  const refusedRef = useRef<HTMLParagraphElement>(null)
  /** A tap opened the count: its "Completa" takes the focus once drawn. */
  const focusComplete = useRef(false)
  useEffect(() => {
    if (counting && focusComplete.current) {
      focusComplete.current = false
      completeRef.current?.focus()
    }
  }, [counting])
  const picking = order.status === 'IN_PREPARATION'
  const id = String(order.id)
  /**
   * Picking has just started: the EAN field takes the focus once drawn and enabled, so that a
   * scanner's first code (typed into the focused element) lands there.
   */
  const [focusEan, setFocusEan] = useState(false)
  /** After a 58: the first line still to do takes the focus (or the message), once its button is enabled again. */
  const [focusUndone, setFocusUndone] = useState<number | 'message' | null>(null)
  useEffect(() => {
    if (focusUndone === null || orderChange.busy) return
    setFocusUndone(null)
    const button = focusUndone === 'message' ? null : document.getElementById(pickButtonId(focusUndone))
    if (button) button.focus()
    else refusedRef.current?.focus()
  }, [focusUndone, orderChange.busy])
  useEffect(() => {
    if (focusEan && picking && !orderChange.busy && eanRef.current) {
      setFocusEan(false)
      eanRef.current.focus()
    }
  }, [focusEan, picking, orderChange.busy])

  const setLine = async (line: StaffOrderLine, body: StaffLineChange, done: string) => {
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffSetLine, { params: { id, lineId: String(line.id) }, body }),
    )
    if ('error' in result) {
      const code = 'ean' in body ? body.ean : undefined
      setOutcome({ kind: 'refused', text: refusalText(result.error, { line, code }) })
      return false
    }
    setOutcome({ kind: 'done', text: done })
    return true
  }

  /**
   * A code scanned or typed: the line it picks; a weighed one asks its grams first. False when it
   * picks nothing (no line has it: refused on the spot, without asking the server).
   */
  const pickByCode = (code: string): boolean => {
    if (!picking || weighing || lacking) return false
    const match = matchScan(code, order.lines)
    if (!match) {
      setOutcome({ kind: 'refused', text: t`Il codice ${code} non è di nessun prodotto di questo ordine.` })
      return false
    }
    pick(match.line, code, 'scan', match.labelGrams)
    return true
  }

  /**
   * A code typed in the EAN field and Enter: taken, the field empties for the next; refused, it keeps
   * the code selected, so a typo can be mended and the next scan replaces it.
   */
  const pickTyped = (code: string) => {
    if (pickByCode(code)) setTyped('')
    else eanRef.current?.select()
  }

  const pick = (line: StaffOrderLine, code: string, by: PickedBy, labelGrams?: number) => {
    if (counting) {
      // One line counted at a time: another line's code is more likely a slip than a finished count.
      if (counting.line.id !== line.id) {
        setOutcome({
          kind: 'refused',
          text: t`Prima finisci ${counting.line.name}: ${counting.count} di ${counting.line.quantity}`,
        })
        return
      }
      if (by === 'tap') completeRef.current?.focus()
      else count(onePieceMore(counting), true)
      return
    }
    if (line.unit === 'KG') {
      setDialogError(null)
      setWeighing({ line, code, labelGrams })
      return
    }
    if (!needsCount(line)) {
      // One piece: the scan or tap is the whole pick, as it always was.
      void setLine(line, { ean: code, quantity: line.quantity }, t`Prelevato: ${line.name}`)
      return
    }
    focusComplete.current = by === 'tap'
    count(startCount(line, code, by), by === 'scan')
  }

  /** The count as it now stands; a scan that reaches the pieces ordered picks the line at once. */
  const count = (next: PieceCount, scanned: boolean) => {
    if (scanned && next.count >= next.line.quantity) {
      void finishCount(next, next.line.quantity)
      return
    }
    setCounting(next)
    setOutcome({ kind: 'done', text: t`${next.line.name}: ${next.count} di ${next.line.quantity}` })
  }

  const finishCount = async (counted: PieceCount, quantity: number) => {
    const { line, code } = counted
    // The panel is about to go: a focus inside it goes back to the EAN field, not to the page's top.
    const focusInside = Boolean(document.activeElement?.closest('.staff-count'))
    const back = () => {
      if (focusInside) eanRef.current?.focus()
    }
    if (quantity === 0) {
      // Nothing on the shelf: the missing line's dialog, which offers what the customer allows instead.
      setCounting(null)
      setDialogError(null)
      setLacking(line)
      return
    }
    const text =
      quantity === line.quantity
        ? t`Prelevato: ${line.name}`
        : t`Prelevato: ${line.name}, ${quantity} di ${line.quantity}`
    setCounting(counted)
    if (await setLine(line, { ean: code, quantity }, text)) {
      setCounting(null)
      back()
    }
  }

  useScannerBurst(EAN_BURST, ({ code, target, valueBefore }) => {
    // The burst's digits landed in the EAN field: they are taken back, the code is used as a scan.
    if (target instanceof HTMLInputElement && target.dataset.eanField !== undefined) setTyped(valueBefore)
    pickByCode(code)
  })

  const weigh = async (grams: number) => {
    if (!weighing) return
    const { line, code } = weighing
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffSetLine, {
        params: { id, lineId: String(line.id) },
        body: { ean: code, quantity: line.quantity, weightGrams: grams },
      }),
    )
    if ('error' in result) {
      setDialogError(refusalText(result.error, { line, code }))
      return
    }
    setWeighing(null)
    setOutcome({ kind: 'done', text: t`Pesato: ${line.name}, ${grams} g` })
  }

  const substitute = async (product: StaffSubstitute, weightGrams?: number) => {
    if (!lacking) return
    const line = lacking
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffSetLine, {
        params: { id, lineId: String(line.id) },
        body: { substitute: { productId: product.productId, quantity: line.quantity, weightGrams } },
      }),
    )
    if ('error' in result) {
      setDialogError(refusalText(result.error, { line }))
      return
    }
    setLacking(null)
    setOutcome({ kind: 'done', text: t`Sostituito: ${line.name} con ${product.name}` })
  }

  const markMissing = async () => {
    if (!lacking) return
    const line = lacking
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffSetLine, {
        params: { id, lineId: String(line.id) },
        body: { missing: true },
      }),
    )
    if ('error' in result) {
      setDialogError(result.error.message)
      return
    }
    setLacking(null)
    setOutcome({ kind: 'done', text: t`Mancante: ${line.name}` })
  }

  const start = async () => {
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffStartOrder, { params: { id } }),
    )
    setOutcome(
      'error' in result
        ? { kind: 'refused', text: result.error.message }
        : { kind: 'done', text: t`Preparazione iniziata` },
    )
    if (!('error' in result)) setFocusEan(true)
  }

  const departments = byDepartment(order.lines)
  /** The first line still to do, in the store's walk. */
  const firstOpen = departments.flatMap((group) => group.lines).find((line) => lineState(line) === 'open')
  const open = order.lines.filter((line) => lineState(line) === 'open').length

  const finish = async () => {
    const result = await orderChange.change(() => callStaff(staffEndpoints.staffReceipt, { params: { id } }))
    setConfirmingFinish(false)
    if (!('error' in result)) {
      setOutcome({ kind: 'done', text: t`Scontrino creato: l'ordine è pronto.` })
      return
    }
    setOutcome({ kind: 'refused', text: refusalText(result.error) })
    // Lines not done (58): the focus goes to the first of them (the alert says why), else the message.
    if (result.error.is(ServerCode.LinesNotDone)) setFocusUndone(firstOpen?.id ?? 'message')
  }

  /** The receipt ends the picking for good: asked once more, unless lines are still to do (58 then). */
  const askFinish = () => {
    if (open > 0) void finish()
    else setConfirmingFinish(true)
  }
  return (
    <>
      <div className="staff-order__sticky">
        <OrderHeader order={order} />
        {/* On a phone only this part stays in view (staff.css): the amounts and the EAN field. */}
        <div className="staff-order__live">
          <OrderAmounts order={order} />
          {order.status === 'TO_BE_PREPARED' && (
            <button
              type="button"
              className="button staff-order__start"
              disabled={orderChange.busy}
              onClick={() => void start()}
            >
              <Trans>Inizia la preparazione</Trans>
            </button>
          )}
          {picking && (
            <EanField
              code={typed}
              onType={setTyped}
              onCode={pickTyped}
              disabled={orderChange.busy}
              inputRef={eanRef}
            />
          )}
          {picking && <CameraScanButton onCode={pickByCode} disabled={orderChange.busy} />}
          {picking && counting && (
            <PieceCountPanel
              counting={counting}
              busy={orderChange.busy}
              completeRef={completeRef}
              onStep={(delta) => count(delta > 0 ? onePieceMore(counting) : onePieceLess(counting), false)}
              onComplete={() => void finishCount(counting, counting.line.quantity)}
              onOnlyThese={() => void finishCount(counting, counting.count)}
              onCancel={() => {
                const focusInside = Boolean(document.activeElement?.closest('.staff-count'))
                setCounting(null)
                setOutcome({ kind: 'done', text: t`Conteggio annullato: ${counting.line.name}` })
                if (focusInside) eanRef.current?.focus()
              }}
            />
          )}
          <ScanResult outcome={outcome} refusedRef={refusedRef} />
        </div>
      </div>
      {picking && (
        <p className="staff-order__progress">
          {open === 0 ? <Trans>Tutte le righe sono fatte.</Trans> : <Trans>Righe da fare: {open}</Trans>}
        </p>
      )}
      {departments.map(({ code, name, lines }) => (
        <section key={code} className="staff-department" aria-labelledby={`department-${code}`}>
          <h2 id={`department-${code}`} className="staff-department__name">
            {name}
          </h2>
          <ul className="staff-lines">
            {lines.map((line) => (
              <PickingLine
                key={line.id}
                line={line}
                picking={picking}
                busy={orderChange.busy}
                onPicked={(chosen) => pick(chosen, chosen.ean, 'tap')}
                onMissing={(chosen) => {
                  setDialogError(null)
                  setLacking(chosen)
                }}
              />
            ))}
          </ul>
        </section>
      ))}
      {picking && (
        <p className="form__actions">
          <button type="button" className="button" disabled={orderChange.busy} onClick={askFinish}>
            <Trans>Termina e crea lo scontrino</Trans>
          </button>
        </p>
      )}
      <ConfirmDialog
        open={confirmingFinish}
        busy={orderChange.busy}
        title={<Trans>Terminare l'ordine {order.id} e creare lo scontrino?</Trans>}
        confirmLabel={<Trans>Crea lo scontrino</Trans>}
        onConfirm={() => void finish()}
        onCancel={() => setConfirmingFinish(false)}
      >
        <p>
          <Trans>
            Dopo lo scontrino i prodotti non si possono più cambiare e il cliente riceve l'avviso.
          </Trans>
        </p>
      </ConfirmDialog>
      {READY.has(order.status) && (
        <HandoverForm
          order={order}
          orderChange={orderChange}
          onDone={(text) => setOutcome({ kind: 'done', text })}
        />
      )}
      <OrderStatusActions order={order} orderChange={orderChange} onOutcome={setOutcome} />
      <ActionHistory actions={order.actions} />
      <WeighDialog
        weighing={weighing}
        busy={orderChange.busy}
        error={dialogError}
        onWeigh={(grams) => void weigh(grams)}
        onCancel={() => setWeighing(null)}
      />
      <SubstitutesDialog
        orderId={order.id}
        line={lacking}
        withinAuthorised={order.paymentMode === 'CREDIT_CARD' && order.authorisedCents !== null}
        busy={orderChange.busy}
        error={dialogError}
        onSubstitute={(product, grams) => void substitute(product, grams)}
        onMissing={() => void markMissing()}
        onCancel={() => setLacking(null)}
      />
    </>
  )
}
