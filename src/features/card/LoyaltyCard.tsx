import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Card, User } from '../../api/schemas/profile'
import { config } from '../../config'
import { formatInteger } from '../../ui/format/numbers'
import { CardBarcode } from './CardBarcode'
import { CardDetails } from './CardDetails'
import { quickCardPicture } from './quick-card'

interface LoyaltyCardProps {
  user: User
  card: Card
}

/**
 * The flip card (behaviour §2): the front is the card, the back the barcode and the card's details. One
 * real button turns it; the face out of view is inert, so neither the keyboard nor a screen reader
 * reaches it. The turn is a CSS transition that prefers-reduced-motion switches off.
 */
export function LoyaltyCard({ user, card }: LoyaltyCardProps) {
  const { i18n } = useLingui()
  // Opened with the barcode already on screen (the installed app's pre-boot view): it stays there.
  const [showBack, setShowBack] = useState(() => card.enabled && quickCardPicture(card.code) !== null)
  const facesId = useId()
  const { cardName } = config.chain
  const customer = `${user.firstName} ${user.lastName}`
  const points = formatInteger(card.points, i18n.locale)

  return (
    <div className={showBack ? 'card-flip card-flip--back' : 'card-flip'}>
      <button
        type="button"
        className="button card-flip__toggle"
        aria-controls={facesId}
        onClick={() => setShowBack((back) => !back)}
      >
        {showBack ? (
          <Trans>Mostra la carta</Trans>
        ) : card.enabled ? (
          <Trans>Mostra il codice a barre</Trans>
        ) : (
          // A disabled card has no barcode to offer: its back holds only the details.
          <Trans>Mostra i dettagli della carta</Trans>
        )}
      </button>
      <div id={facesId} className="card-flip__faces">
        <div
          className={
            card.enabled ? 'card-face card-face--front' : 'card-face card-face--front card-face--off'
          }
          inert={showBack}
          aria-hidden={showBack || undefined}
        >
          <p className="card-face__brand">{cardName}</p>
          <p className="card-face__holder">{customer}</p>
          <p className="card-face__points">
            <Trans>
              <span className="card-face__points-value">{points}</span> punti
            </Trans>
          </p>
          {!card.enabled && (
            <p className="card-face__off">
              <Trans>Non attiva</Trans>
            </p>
          )}
        </div>
        <div className="card-face card-face--back" inert={!showBack} aria-hidden={!showBack || undefined}>
          {card.enabled ? (
            <CardBarcode code={card.code} visible={showBack} />
          ) : (
            <p className="card-back__unavailable">
              <Trans>Il codice a barre non è disponibile: la carta non può essere usata in cassa.</Trans>
            </p>
          )}
          <CardDetails card={card} points={points} className="card-back__details" />
        </div>
      </div>
    </div>
  )
}
