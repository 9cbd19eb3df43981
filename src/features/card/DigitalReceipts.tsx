import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Receipt } from '../../api/schemas/loyalty'
import { formatReceiptTime } from './format'
import { HistoryList } from './HistoryList'
import { receiptsQuery } from './loyalty-queries'
import { formatCents } from './money'

/** The card's digital receipts, newest purchase first; each opens its detail. */
export function DigitalReceipts() {
  const query = useInfiniteQuery(receiptsQuery())
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

function ReceiptSummary({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui()
  const total = formatCents(i18n, receipt.paidCents)
  const points = receipt.pointsEarned
  return (
    <Link
      className="history__receipt"
      to="/card/receipts/$receiptId"
      params={{ receiptId: String(receipt.id) }}
    >
      <span className="history__when">{formatReceiptTime(receipt.at)}</span>
      <span className="history__what">{receipt.storeName}</span>
      <span className="history__amount">{total}</span>
      <span className="history__points history__points--in">
        <Plural value={points} one="+# punto" other="+# punti" />
      </span>
    </Link>
  )
}
