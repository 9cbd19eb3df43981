import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MovementKind, PointsMovement } from '../../api/schemas/loyalty'
import { formatDateTime } from '../../ui/format/dates'
import { formatInteger } from '../../ui/format/numbers'
import { HistoryList } from './HistoryList'
import { movementsQuery } from './loyalty-queries'

const KIND: Record<MovementKind, MessageDescriptor> = {
  EARNED: msg`Punti accumulati`,
  VOUCHER: msg`Buono sconto utilizzato`,
  RETURNED: msg`Punti restituiti`,
  EXPIRED: msg`Punti scaduti`,
  COUPON: msg`Punti bonus di un coupon`,
}

interface PointsMovementsProps {
  userId: number
  /** False until the card has been drawn: the list waits for the barcode (useIdleStart). */
  start: boolean
}

/** The card's points movements, newest first (docs/ordering.md "The loyalty engine"). */
export function PointsMovements({ userId, start }: PointsMovementsProps) {
  const query = useInfiniteQuery({ ...movementsQuery(userId), enabled: start })
  return (
    <HistoryList
      title={<Trans>Movimenti punti</Trans>}
      query={query}
      keyOf={(m) => m.id}
      item={(movement) => <Movement movement={movement} />}
      loading={<Trans>Caricamento dei movimenti…</Trans>}
      empty={<Trans>Ancora nessun movimento: i punti arrivano con il primo scontrino.</Trans>}
      failed={<Trans>I movimenti dei punti non sono disponibili in questo momento.</Trans>}
      count={(shown) => <Plural value={shown} one="# movimento mostrato" other="# movimenti mostrati" />}
    />
  )
}

function Movement({ movement }: { movement: PointsMovement }) {
  const { i18n } = useLingui()
  // A true minus sign: read as "minus", and as wide as the plus.
  const sign = movement.points > 0 ? '+' : movement.points < 0 ? '−' : ''
  const points = Math.abs(movement.points)
  const balance = formatInteger(movement.balance, i18n.locale)
  return (
    <div className="history__movement">
      <span className="history__when">{formatDateTime(movement.at)}</span>
      <span className="history__what">{i18n._(KIND[movement.kind])}</span>
      <span className={`history__points history__points--${movement.points < 0 ? 'out' : 'in'}`}>
        <Plural value={points} one={`${sign}# punto`} other={`${sign}# punti`} />
      </span>
      <span className="history__balance">
        <Trans>Saldo {balance}</Trans>
      </span>
      {movement.receiptId !== null && (
        <Link
          className="history__link"
          to="/card/receipts/$receiptId"
          params={{ receiptId: String(movement.receiptId) }}
        >
          <Trans>Vedi lo scontrino</Trans>
        </Link>
      )}
    </div>
  )
}
