import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import { isValidCardCode } from '../../api/card-code'
import { ServerCode } from '../../api/errors'
import { type HandoverRequest, PICKUP_CODE_TRIES, type StaffOrder } from '../../api/schemas/staff'
import { staffEndpoints } from '../../api/staff-endpoints'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { formatCents } from '../../ui/format/money'
import { FailedNotice } from '../../ui/query-state/QueryState'
import { useScannerBurst } from '../../ui/scanner/use-scanner-burst'
import { callStaff } from './staff-api'
import { staffOrderKey } from './staff-queries'
import type { useOrderChange } from './use-order-change'

const CARD_BURST = { maxDigits: 13, accepts: (digits: string) => isValidCardCode(digits) }

/**
 * The hand-over of a ready order: the customer's 4-digit pickup code, or their loyalty card scanned;
 * the substitutes the customer refuses there are taken off (neither charged nor counted for points).
 * A wrong code changes nothing but the server's count of wrong codes (59), which the form says; once
 * they reach PICKUP_CODE_TRIES the code is locked (73) and the form asks for the customer's card.
 * The hand-over charges the customer and cannot be undone: it is asked once more, in a confirmation
 * dialog, with the refused substitutes counted and the amount to charge (card) or collect (cash) with
 * them refused, asked of the server (`POST …/handover/amount`: the hand-over's own count, coupons
 * counted again, nothing changed). "Conferma la consegna" waits for the amount; if the amount cannot
 * be had, the failure says why with "Riprova" and the hand-over may still be confirmed (it counts the
 * amount itself): the customer is at the counter.
 */
export function HandoverForm({
  order,
  orderChange,
  onDone,
}: {
  order: StaffOrder
  orderChange: ReturnType<typeof useOrderChange>
  onDone: (text: string) => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const codeId = useId()
  const [code, setCode] = useState('')
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set())
  const [error, setError] = useState<string | null>(null)
  /** The hand-over asked, waiting for its confirmation. */
  const [asking, setAsking] = useState<HandoverRequest | null>(null)
  const substituted = order.lines.filter((line) => line.substitute)
  const triesLeft = order.pickupCodeTriesLeft
  const locked = triesLeft === 0
  /** The refusal on screen is the lock's own (73): the standing note would say it a second time. */
  const [refusedByLock, setRefusedByLock] = useState(false)
  /** What the hand-over would take, asked each time the confirmation opens (and again by "Riprova"). */
  const amount = useMutation({
    mutationFn: (refusedLineIds: number[]) =>
      callStaff(staffEndpoints.staffHandoverAmount, {
        params: { id: String(order.id) },
        body: { refusedLineIds },
      }),
  })
  /** The amount failed once in this confirmation: it may be confirmed without, even while asked again. */
  const [amountFailed, setAmountFailed] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const askAmount = () => amount.mutate([...refused], { onError: () => setAmountFailed(true) })
  const closeConfirmation = () => {
    setAsking(null)
    amount.reset()
    setAmountFailed(false)
  }

  /** A code or card given: checked here, then confirmed before it is sent. */
  const askHandOver = (given: string) => {
    const trimmed = given.trim()
    const request: HandoverRequest = /^\d{4}$/.test(trimmed) ? { pickupCode: trimmed } : { cardCode: trimmed }
    if (locked && !isValidCardCode(trimmed)) {
      // The lock itself is said above the field (or by the refusal that locked it).
      setError(t`Passa la carta fedeltà del cliente o scrivine il numero.`)
      setRefusedByLock(false)
      return
    }
    if (!/^\d{4}$/.test(trimmed) && !isValidCardCode(trimmed)) {
      setError(t`Scrivi il codice di ritiro di 4 cifre o passa la carta del cliente.`)
      return
    }
    setError(null)
    setAsking(request)
    askAmount()
  }

  const handOver = async (request: HandoverRequest) => {
    const result = await orderChange.change(() =>
      callStaff(staffEndpoints.staffHandover, {
        params: { id: String(order.id) },
        body: { ...request, refusedLineIds: [...refused] },
      }),
    )
    closeConfirmation()
    if ('error' in result) {
      setError(result.error.message)
      setRefusedByLock(result.error.code === ServerCode.PickupCodeLocked)
      // A wrong code is counted by the server: the order says how many tries are left.
      const { code } = result.error
      if (code === ServerCode.WrongPickupCode || code === ServerCode.PickupCodeLocked)
        void queryClient.invalidateQueries({ queryKey: staffOrderKey(order.id) })
    } else onDone(t`Ordine ${order.id} consegnato.`)
  }

  // The customer's card held to the scanner: the hand-over with it, once confirmed.
  useScannerBurst(CARD_BURST, ({ code: card, target, valueBefore }) => {
    if (target instanceof HTMLInputElement && target.id === codeId) setCode(valueBefore)
    if (!asking) askHandOver(card)
  })

  const money = (cents: number) => formatCents(i18n, cents)
  const reason = amount.error?.message
  /** The amount's line, in a polite live region there before the dialog opens: said once known. */
  const amountLine = () => {
    if (asking === null) return null
    if (amount.isPending) return <Trans>Calcolo dell'importo…</Trans>
    if (!amount.data) return null
    const due = <strong data-testid="handover-due">{money(amount.data.amountCents)}</strong>
    const placed = money(order.totalCents)
    return (
      <>
        {order.paymentMode === 'CASH' ? (
          <Trans>Da incassare in contanti: {due}</Trans>
        ) : (
          <Trans>Da addebitare sulla carta: {due}</Trans>
        )}
        {/* The placed total, when the picking, the refusals or the coupons counted again changed it. */}
        {amount.data.amountCents !== order.totalCents && (
          <>
            {' '}
            <Trans>(ordinato: {placed})</Trans>
          </>
        )}
      </>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    askHandOver(code)
  }

  return (
    <section className="staff-handover" aria-labelledby="handover-title">
      <h2 id="handover-title">
        <Trans>Consegna al cliente</Trans>
      </h2>
      <form onSubmit={submit} noValidate>
        {substituted.length > 0 && (
          <fieldset className="staff-handover__refusals">
            <legend>
              <Trans>Sostituzioni: il cliente le accetta?</Trans>
            </legend>
            {substituted.map((line) => (
              <label key={line.id} className="staff-handover__refusal">
                <input
                  type="checkbox"
                  checked={refused.has(line.id)}
                  onChange={(event) => {
                    const next = new Set(refused)
                    if (event.target.checked) next.add(line.id)
                    else next.delete(line.id)
                    setRefused(next)
                  }}
                />
                <span>
                  <Trans>
                    Rifiutato dal cliente: {line.substitute?.name} al posto di {line.name} (
                    {formatCents(i18n, line.substitute?.amountCents ?? 0)})
                  </Trans>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {locked
          ? !(refusedByLock && error) && (
              <p className="staff-handover__locked" id={`${codeId}-tries`}>
                <Trans>
                  Codice di ritiro bloccato dopo {PICKUP_CODE_TRIES} tentativi errati: consegna solo con la
                  carta fedeltà del cliente.
                </Trans>
              </p>
            )
          : triesLeft < PICKUP_CODE_TRIES && (
              <p id={`${codeId}-tries`}>
                <Plural
                  value={triesLeft}
                  one="Resta # tentativo con il codice di ritiro, poi serve la carta fedeltà del cliente."
                  other="Restano # tentativi con il codice di ritiro, poi serve la carta fedeltà del cliente."
                />
              </p>
            )}
        <div className="field">
          <label htmlFor={codeId} className="field__label">
            {locked ? <Trans>Carta del cliente</Trans> : <Trans>Codice di ritiro o carta del cliente</Trans>}
          </label>
          <input
            id={codeId}
            className="field__input staff-handover__code"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error ? `${codeId}-error` : '', triesLeft < PICKUP_CODE_TRIES ? `${codeId}-tries` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        {error && (
          <p id={`${codeId}-error`} className="form__error" role="alert">
            {error}
          </p>
        )}
        <div className="form__actions">
          <button
            type="submit"
            className="button"
            disabled={orderChange.busy}
            aria-busy={orderChange.busy || undefined}
          >
            <Trans>Consegna</Trans>
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking !== null}
        busy={orderChange.busy}
        confirmDisabled={!amount.isSuccess && !amountFailed}
        cancelRef={cancelRef}
        title={<Trans>Consegnare l'ordine {order.id} al cliente?</Trans>}
        confirmLabel={<Trans>Conferma la consegna</Trans>}
        onConfirm={() => asking && void handOver(asking)}
        onCancel={closeConfirmation}
      >
        <p className="staff-handover__amount" role="status">
          {amountLine()}
        </p>
        {amount.error && (
          <FailedNotice
            onRetry={() => {
              // "Riprova" goes with the failure: the focus stays in the dialog, on "Annulla".
              cancelRef.current?.focus()
              askAmount()
            }}
          >
            <Trans>
              Importo non calcolato: {reason} <br />
              Puoi confermare lo stesso: la consegna calcola l'importo.
            </Trans>
          </FailedNotice>
        )}
        <p>
          {order.paymentMode === 'CASH' ? (
            <Trans>L'ordine risulta consegnato e pagato in contanti: non si può annullare.</Trans>
          ) : (
            <Trans>
              La carta del cliente viene addebitata e l'ordine risulta consegnato: non si può annullare.
            </Trans>
          )}
        </p>
        {refused.size > 0 && (
          <p>
            <Plural
              value={refused.size}
              one="# sostituto rifiutato non viene addebitato."
              other="# sostituti rifiutati non vengono addebitati."
            />
          </p>
        )}
      </ConfirmDialog>
    </section>
  )
}
