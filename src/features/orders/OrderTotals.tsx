import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { orderAmounts } from '../../api/order-amounts'
import type { Order } from '../../api/schemas/orders'
import { formatCents } from '../../ui/format/money'
import { isCompleted } from './order-status'

/**
 * The order's savings, voucher, delivery fee and total as the store works it (src/api/order-amounts.ts):
 * the placement's estimate ("Totale stimato"), then while the store picks the lines as worked so far
 * and the others at their estimate ("Totale aggiornato"), then the receipt's, less what the customer
 * refused at the hand-over; and what the card was charged and the points once collected.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { i18n } = useLingui()
  const amounts = orderAmounts(order)
  const cardLast4 = order.cardLast4
  return (
    <>
      <dl className="shop-cart__totals">
        {(amounts.savingsCents > 0 || order.savingsCents > 0) && (
          <>
            <dt>
              <Trans>Risparmi con le offerte</Trans>
            </dt>
            <dd>{formatCents(i18n, amounts.savingsCents)}</dd>
          </>
        )}
        {order.coupons.map((coupon) => (
          <div key={coupon.id} className="order-totals__coupon">
            <dt>
              <Trans>Coupon: {coupon.title}</Trans>
            </dt>
            <dd>
              {coupon.bonusPoints !== undefined ? (
                <Plural value={coupon.bonusPoints} one="+# punto" other="+# punti" />
              ) : (
                <>−{formatCents(i18n, coupon.discountCents ?? 0)}</>
              )}
            </dd>
          </div>
        ))}
        {order.voucher && (
          <>
            <dt>
              <Trans>Buono sconto ({order.voucher.points} punti)</Trans>
            </dt>
            <dd>−{formatCents(i18n, order.voucher.valueCents)}</dd>
          </>
        )}
        {order.deliveryMode === 'AT_HOME' && (
          <>
            <dt>
              <Trans>Consegna a domicilio</Trans>
            </dt>
            <dd>
              {order.deliveryFeeCents === 0 ? (
                <Trans>gratis</Trans>
              ) : (
                formatCents(i18n, order.deliveryFeeCents)
              )}
            </dd>
          </>
        )}
        <dt className="shop-cart__total">
          {amounts.stage === 'RECEIPT' ? (
            <Trans>Totale dello scontrino</Trans>
          ) : amounts.stage === 'PICKING' ? (
            <Trans>Totale aggiornato</Trans>
          ) : amounts.estimated ? (
            <Trans>Totale stimato</Trans>
          ) : (
            <Trans>Totale</Trans>
          )}
        </dt>
        <dd className="shop-cart__total">{formatCents(i18n, amounts.totalCents)}</dd>
        {order.chargedCents !== null && (
          <>
            <dt>
              {cardLast4 ? (
                <Trans>Addebitato sulla carta ···· {cardLast4}</Trans>
              ) : (
                <Trans>Addebitato sulla carta</Trans>
              )}
            </dt>
            <dd>{formatCents(i18n, order.chargedCents)}</dd>
          </>
        )}
        {isCompleted(order.status) && order.pointsEarned !== null && (
          <>
            <dt>
              <Trans>Punti accumulati</Trans>
            </dt>
            <dd>{order.pointsEarned}</dd>
          </>
        )}
      </dl>
      {amounts.stage === 'PICKING' && (
        <p className="order__totals-note">
          <Trans>
            Il totale segue la preparazione: i prodotti già preparati come li ha presi il negozio, gli altri
            come ordinati.
          </Trans>
        </p>
      )}
    </>
  )
}
