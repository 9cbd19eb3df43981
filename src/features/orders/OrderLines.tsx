import { Trans, useLingui } from '@lingui/react/macro'
import { lineCharge } from '../../api/order-amounts'
import type { Order, OrderLine } from '../../api/schemas/orders'
import { formatCents } from '../../ui/format/money'
import { SubstitutionSummary } from '../shop/SubstitutionSummary'
import { estimatedLineGrams, formatWeighedQuantity } from '../shop/weighed-quantity'
import { describeOutcome, LINE_OUTCOME_NAMES, lineOutcome } from './line-outcome'

/**
 * The order's lines at the prices paid and, as the store works the order, what it did with each:
 * picked (weighed), substituted with what, missing, refused at the hand-over. Until then each line
 * says the customer's substitution choice.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useLingui()
  // The choice matters while the store may still pick: later, a line without an outcome was worked
  // by a store system that tells none (docs/ordering.md "The store system").
  const choiceMatters = order.status === 'TO_BE_PREPARED' || order.status === 'IN_PREPARATION'
  return (
    <ul className="order__lines" aria-label={t`Prodotti dell'ordine`}>
      {order.lines.map((line) => (
        <OrderLineRow key={line.id} storeId={order.storeId} line={line} showChoice={choiceMatters} />
      ))}
    </ul>
  )
}

function OrderLineRow({
  storeId,
  line,
  showChoice,
}: {
  storeId: number
  line: OrderLine
  showChoice: boolean
}) {
  const { i18n } = useLingui()
  const price = formatCents(i18n, line.priceCents)
  const charge = lineCharge(line)
  const amount = formatCents(i18n, charge.cents)
  const quantity = line.quantity
  // Weighed by the store: the weight it weighed (the pick's, or the receipt's); until then the estimate.
  const grams = line.picked?.weightGrams ?? line.weightGrams
  const outcome = lineOutcome(line)
  const detail = describeOutcome(i18n, line)
  return (
    <li className={`order__line order__line--${outcome.toLowerCase()}`}>
      <span className="order__line-name">{line.name}</span>
      <span>
        {line.estimatedWeight ? (
          formatWeighedQuantity(i18n, {
            quantity,
            pricePerKgCents: line.priceCents,
            grams: grams ?? estimatedLineGrams(line),
            weighed: grams != null,
          })
        ) : (
          <Trans>
            {quantity} × {price}
          </Trans>
        )}
      </span>
      <span className="order__line-amount">{charge.estimated ? <Trans>circa {amount}</Trans> : amount}</span>
      {outcome === 'WAITING' ? (
        showChoice && (
          <SubstitutionSummary
            storeId={storeId}
            substitution={line.substitution}
            className="order__line-choice"
          />
        )
      ) : (
        <p className="order__line-outcome">
          <span className={`order__outcome order__outcome--${outcome.toLowerCase()}`}>
            {i18n._(LINE_OUTCOME_NAMES[outcome])}
          </span>
          {detail && <> {detail}</>}
        </p>
      )}
    </li>
  )
}
