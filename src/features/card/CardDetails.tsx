import { Trans } from '@lingui/react/macro'
import type { Card } from '../../api/schemas/profile'
import { formatDate } from '../../ui/format/dates'

/**
 * The card's details (behaviour §2): description, code, points where the page does not already
 * show them large, creation date (dd/MM/yyyy) and whether it is enabled — on the web's card and the
 * kiosk's alike.
 */
export function CardDetails({
  card,
  points,
  className,
}: {
  card: Card
  /** The points as the page writes them; left out where they are shown large already. */
  points?: string
  className: string
}) {
  return (
    <dl className={className}>
      <div>
        <dt>
          <Trans>Descrizione</Trans>
        </dt>
        <dd>{card.description}</dd>
      </div>
      <div>
        <dt>
          <Trans>Codice</Trans>
        </dt>
        <dd className="card-details__code">{card.code}</dd>
      </div>
      {points !== undefined && (
        <div>
          <dt>
            <Trans>Punti</Trans>
          </dt>
          <dd>{points}</dd>
        </div>
      )}
      <div>
        <dt>
          <Trans>Data di creazione</Trans>
        </dt>
        <dd>{formatDate(card.created)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Abilitata</Trans>
        </dt>
        <dd>{card.enabled ? <Trans>Sì</Trans> : <Trans>No</Trans>}</dd>
      </div>
    </dl>
  )
}
