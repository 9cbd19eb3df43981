import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Receipt } from '../../api/schemas/loyalty'
import { formatDateTime } from '../../ui/format/dates'
import { formatCents } from '../../ui/format/money'
import { HistoryList } from './HistoryList'
import { receiptsQuery } from './loyalty-queries'

interface DigitalReceiptsProps {
  userId: number
  /** False until the card has been drawn: the list waits for the barcode (useIdleStart). */
  start: boolean
}

/** The card's digital receipts, newest purchase first; each opens its detail. */
export function DigitalReceipts({ userId, start }: DigitalReceiptsProps) {
  const query = useInfiniteQuery({ ...receiptsQuery(userId), enabled: start })
  return (
    <HistoryList
      title={<Trans>Scontrini digitali</Trans>}
      query={query}
      keyOf={(r) => r.id}
      item={(receipt) => <ReceiptSummary receipt={receipt} />}
      loading={<Trans>Caricamento degli scontrini…</Trans>}
      empty={<Trans>Ancora nessuno scontrino: presenta la carta alla cassa.</Trans>}
      failed={<Trans>Gli scontrini digitali non sono disponibili in questo momento.</Trans>}
      count={(shown) => <Plural value={shown} one="# scontrino mostrato" other="# scontrini mostrati" />}
    />
  )
}

/** When, where, the total, the points and the voucher spent: the whole row opens the receipt. */
function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui()
  const total = formatCents(i18n, receipt.totalCents)
  const points = receipt.pointsEarned
  const voucher = receipt.voucher ? formatCents(i18n, receipt.voucher.valueCents) : null
  return (
    <Link
      className="history__receipt"
      to="/card/receipts/$receiptId"
      params={{ receiptId: String(receipt.id) }}
    >
      <span className="history__when">{formatDateTime(receipt.at)}</span>
      <span className="history__what">{receipt.storeName}</span>
      <span className="history__amount">{total}</span>
      <span className="history__points history__points--in">
        {points > 0 ? <Plural value={points} one="+# punto" other="+# punti" /> : <Trans>0 punti</Trans>}
      </span>
      {voucher && (
        <span className="history__voucher">
          <Trans>Buono sconto: −{voucher}</Trans>
        </span>
      )}
    </Link>
  )
}
