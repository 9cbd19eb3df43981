import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { ApiError } from '../../api'
import { ServerCode } from '../../api/errors'
import type { Receipt } from '../../api/schemas/loyalty'
import { BackLink } from '../../ui/back-link/BackLink'
import { formatDateTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { QueryState } from '../../ui/query-state/QueryState'
import { useSessionUser } from '../auth/session'
import { listedReceipt, receiptQuery } from './loyalty-queries'
import { ReceiptPdfButton } from './ReceiptPdfButton'
import './history.css'

/**
 * /card/receipts/$receiptId: one digital receipt — store, time, lines, total, voucher, what was paid
 * and the points it earned. Personal, so it is kept in memory only: from the card page's list when
 * it was opened there, otherwise from the server.
 */
export function ReceiptPage() {
  const { receiptId } = useParams({ strict: false })
  const id = /^\d{1,9}$/.test(receiptId ?? '') ? Number(receiptId) : null
  // The route lets only a customer in; the page is left as soon as the session ends.
  const userId = useSessionUser()?.id ?? 0
  const queryClient = useQueryClient()
  const query = useQuery({
    ...receiptQuery(userId, id ?? 0),
    enabled: id !== null && userId !== 0,
    // Opened from the card page's list: that copy is the receipt, shown at once.
    initialData: () => (id === null ? undefined : listedReceipt(queryClient, userId, id)),
  })
  const { data: receipt, error } = query
  const notFound = id === null || (error instanceof ApiError && error.is(ServerCode.NotFound))

  if (receipt) return <ReceiptDetail receipt={receipt} />

  return (
    <section className="page receipt" aria-labelledby="page-title">
      <BackToCard />
      {notFound ? (
        <>
          <h1 id="page-title">
            <Trans>Scontrino non trovato</Trans>
          </h1>
          <p>
            <Trans>Questo scontrino non esiste o non è di una tua carta.</Trans>
          </p>
        </>
      ) : (
        <>
          <h1 id="page-title">
            <Trans>Scontrino</Trans>
          </h1>
          <QueryState
            query={query}
            loading={<Trans>Caricamento dello scontrino…</Trans>}
            offline={<Trans>Sei offline: lo scontrino si vede con la rete.</Trans>}
            failed={<Trans>Lo scontrino non è disponibile in questo momento.</Trans>}
          />
        </>
      )}
    </section>
  )
}

function ReceiptDetail({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui()
  const money = (cents: number) => formatCents(i18n, cents)
  const when = formatDateTime(receipt.at)
  const store = receipt.storeName
  const points = receipt.pointsEarned
  return (
    <section className="page receipt" aria-labelledby="page-title">
      <BackToCard />
      <h1 id="page-title">
        <Trans>Scontrino del {when}</Trans>
      </h1>
      <p className="receipt__store">
        {receipt.source === 'ONLINE' ? <Trans>Spesa online, {store}</Trans> : <Trans>Negozio: {store}</Trans>}
      </p>
      <table className="receipt__lines">
        <caption className="visually-hidden">
          <Trans>Articoli dello scontrino</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Articolo</Trans>
            </th>
            <th scope="col" className="receipt__amount">
              <Trans>Importo</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            // Lines have no id of their own; the same product may appear twice on a receipt.
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never change order.
            <tr key={index}>
              <td>
                {line.name ?? <Trans>Articolo {line.ean}</Trans>}
                {line.ownBrand && (
                  <span className="receipt__own-brand">
                    {' '}
                    <Trans>(a marchio, punti doppi)</Trans>
                  </span>
                )}
              </td>
              <td className="receipt__amount">{money(line.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Totale</Trans>
            </th>
            <td className="receipt__amount">{money(receipt.totalCents)}</td>
          </tr>
          {receipt.coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row">
                <Trans>Coupon: {coupon.title}</Trans>
              </th>
              <td className="receipt__amount">
                {coupon.bonusPoints !== undefined ? (
                  <Plural value={coupon.bonusPoints} one="+# punto" other="+# punti" />
                ) : (
                  <>−{money(coupon.discountCents ?? 0)}</>
                )}
              </td>
            </tr>
          ))}
          {receipt.voucher && (
            <tr>
              <th scope="row">
                <Trans>Buono sconto ({receipt.voucher.points} punti)</Trans>
              </th>
              <td className="receipt__amount">−{money(receipt.voucher.valueCents)}</td>
            </tr>
          )}
          {receipt.deliveryFeeCents > 0 && (
            <tr>
              <th scope="row">
                <Trans>Consegna a domicilio (senza punti)</Trans>
              </th>
              <td className="receipt__amount">{money(receipt.deliveryFeeCents)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">
              <Trans>Pagato</Trans>
            </th>
            <td className="receipt__amount">{money(receipt.paidCents)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="receipt__points">
        {points > 0 ? (
          <Plural
            value={points}
            one="Con questo scontrino hai accumulato # punto."
            other="Con questo scontrino hai accumulato # punti."
          />
        ) : (
          <Trans>Questo scontrino non ha accumulato punti (sotto i 5 € pagati).</Trans>
        )}
      </p>
      <ReceiptPdfButton receiptId={receipt.id} />
    </section>
  )
}

function BackToCard() {
  return (
    <BackLink to="/card">
      <Trans>Torna alla carta</Trans>
    </BackLink>
  )
}
