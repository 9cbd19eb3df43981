import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { CardBarcode } from '../card/CardBarcode'
import { CardDetails } from '../card/CardDetails'
import { useSessionRefresh } from '../card/use-session-refresh'
import { VoucherProgressView } from '../card/VoucherProgressView'
import '../card/card.css'
import { formatInteger } from '../../ui/format/numbers'

/**
 * /totem/card: the balance and barcode of the logged-in customer (behaviour §1: the kiosk is where the
 * balance is checked). It shows the session's user, refreshed from the server, and keeps nothing:
 * no saved card, no persisted answer (the kiosk's query client is not persisted and is cleared at
 * logout). Disabling the card is left to the web and the app.
 */
export function KioskCardPage() {
  const { i18n } = useLingui()
  const user = useSessionUser()
  useSessionRefresh(user !== null)
  // The route lets only a customer in, and leaves as soon as the session ends.
  if (!user) return null
  const card = user.cards[0]
  const { cardName } = config.chain

  return (
    <section className="page kiosk-card" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Ciao {user.firstName}</Trans>
      </h1>
      {card ? (
        <>
          <div className={card.enabled ? 'kiosk-card__face' : 'kiosk-card__face kiosk-card__face--off'}>
            <p className="kiosk-card__brand">{cardName}</p>
            <p className="kiosk-card__points">
              <Trans>
                <span className="kiosk-card__points-value">{formatInteger(card.points, i18n.locale)}</span>{' '}
                punti
              </Trans>
            </p>
            {!card.enabled && (
              <p className="kiosk-card__off" role="status">
                <Trans>Carta disabilitata!</Trans>
              </p>
            )}
          </div>
          {card.enabled && <CardBarcode code={card.code} brightnessHint={false} />}
          <CardDetails card={card} className="kiosk-card__details" />
          {card.enabled && <VoucherProgressView points={card.points} />}
        </>
      ) : (
        <p>
          <Trans>Al tuo profilo non è ancora associata nessuna carta.</Trans>
        </p>
      )}
      <p className="kiosk-card__end">
        <Link to="/totem/profile" className="button button--secondary kiosk-button">
          <Trans>Modifica il profilo</Trans>
        </Link>
      </p>
    </section>
  )
}
