import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { StaffLineChange, StaffOrder, StaffOrderLine } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import { focusHeadingIfFocusLost } from '../../ui/page-title-and-focus'
import { QueryState } from '../../ui/query-state/QueryState'
import { useScannerBurst } from '../../ui/scanner/use-scanner-burst'
import { ActionHistory } from './ActionHistory'
import { CameraScanButton } from './CameraScanButton'
import { DepartmentLines } from './DepartmentLines'
import { EanField } from './EanField'
import { FinishOrder } from './FinishOrder'
import { HandoverForm } from './HandoverForm'
import { LineDialogs, useLineDialogs } from './LineDialogs'
import { byDepartment, lineState } from './line-state'
import { OrderAmounts, OrderHeader } from './OrderHeader'
import { OrderStatusActions } from './OrderStatusActions'
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
import { EAN_BURST, matchScan } from './scanned-code'
import { callStaff } from './staff-api'
import { staffOrderQuery } from './staff-queries'
import { useOrderChange } from './use-order-change'
import { useRefusalText } from './use-refusal-text'

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
  const dialogs = useLineDialogs(order, orderChange, setOutcome)
  const [typed, setTyped] = useState('')
  const [counting, setCounting] = useState<PieceCount | null>(null)
  const refusalText = useRefusalText()
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
  useEffect(() => {
    if (focusEan && picking && !orderChange.busy && eanRef.current) {
      setFocusEan(false)
      eanRef.current.focus()
    }
  }, [focusEan, picking, orderChange.busy])

  /**
   * The focus is never left on the page's body (WCAG 2.4.3): when the control that had it went away —
   * the loading heading replaced by the order's, the "Mancante" of a line with no substitute once
   * missing, "Termina" once the receipt is made, a dialog opened by a scan closed — it goes to the
   * EAN field while picking (the next code lands there), else to the order's heading. A focus the
   * staff left on the page themselves (a tap beside the buttons) stays where it is.
   */
  const dialogOpen = Boolean(dialogs.weighing || dialogs.lacking)
  const lastFocus = useRef<Element | null>(null)
  useEffect(() => {
    const note = (event: FocusEvent) => {
      lastFocus.current = event.target instanceof Element ? event.target : null
    }
    document.addEventListener('focusin', note)
    return () => document.removeEventListener('focusin', note)
  }, [])
  const drawn = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: run again when what had the focus may have gone
  useEffect(() => {
    const first = !drawn.current
    drawn.current = true
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!lost || dialogOpen) return
    if (first) return focusHeadingIfFocusLost()
    const had = lastFocus.current
    if (!had || (had.isConnected && !had.closest('dialog:not([open])'))) return
    if (picking && eanRef.current) eanRef.current.focus()
    else focusHeadingIfFocusLost()
  }, [order.status, order.lines, dialogOpen, picking])

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
    if (!picking || dialogs.weighing || dialogs.lacking) return false
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
      dialogs.askWeight({ line, code, labelGrams })
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
      dialogs.askInstead(line)
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
      <DepartmentLines
        departments={departments}
        picking={picking}
        busy={orderChange.busy}
        onPicked={(chosen) => pick(chosen, chosen.ean, 'tap')}
        onMissing={dialogs.askInstead}
      />
      {picking && (
        <FinishOrder
          order={order}
          orderChange={orderChange}
          firstOpen={firstOpen}
          open={open}
          onOutcome={setOutcome}
          refusedRef={refusedRef}
        />
      )}
      {READY.has(order.status) && (
        <HandoverForm
          order={order}
          orderChange={orderChange}
          onDone={(text) => setOutcome({ kind: 'done', text })}
        />
      )}
      <OrderStatusActions order={order} orderChange={orderChange} onOutcome={setOutcome} />
      <ActionHistory actions={order.actions} />
      <LineDialogs order={order} dialogs={dialogs} busy={orderChange.busy} />
    </>
  )
}
