import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { CachedDataHint } from '../../ui/offline/CachedDataHint'
import { useSessionUser } from '../auth/session'
import { CouponsLink } from '../coupons/CouponsLink'
import { CardWallets } from './CardWallets'
import { DigitalReceipts } from './DigitalReceipts'
import { DisableCardButton } from './DisableCardButton'
import { LoyaltyCard } from './LoyaltyCard'
import { PointsMovements } from './PointsMovements'
import { useIdleStart } from './use-idle-start'
import { useSavedCardTime } from './use-saved-card-time'
import { useSessionRefresh } from './use-session-refresh'
import { useScreenWakeLock } from './use-wake-lock'
import { VoucherProgressView } from './VoucherProgressView'
import './card.css'
import './history.css'

/**
 * /card (behaviour §2 "Card page"): the customer's first card as a flip card, with the barcode to show
 * at the till, and how far the points are from the next voucher. The stored user shows at once;
 * a background check brings the points up to date. Below, the points movements and the digital
 * receipts: asked for once the card is on screen, kept in memory only, fresh on every visit.
 */
export function CardPage() {
  const user = useSessionUser()
  const refresh = useSessionRefresh(user !== null)
  const card = user?.cards[0] ?? null
  // Offline, or the server did not answer: say how old the points on screen are.
  const savedAt = useSavedCardTime(card?.code, refresh.dataUpdatedAt)
  useScreenWakeLock(card?.enabled === true)
  // The histories below the card call the server once the card is drawn and the browser idle.
  const historiesStart = useIdleStart()

  const disabledRef = useRef<HTMLParagraphElement>(null)
  const [justDisabled, setJustDisabled] = useState(false)
  useEffect(() => {
    // The disable button is gone with the dialog: the customer lands on what happened.
    if (justDisabled) disabledRef.current?.focus()
  }, [justDisabled])

  // The route lets only a customer in, and leaves as soon as the session ends.
  if (!user) return null

  return (
    <section className="page card-page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>La mia carta</Trans>
      </h1>
      {card ? (
        <>
          <CachedDataHint updatedAt={savedAt} refreshFailed={refresh.isError} />
          <p ref={disabledRef} className="card-page__disabled" role="status" tabIndex={-1}>
            {!card.enabled && <Trans>Carta disabilitata!</Trans>}
          </p>
          <LoyaltyCard user={user} card={card} />
          {card.enabled && <VoucherProgressView points={card.points} />}
          {card.enabled && <CardWallets code={card.code} />}
          {card.enabled && <CouponsLink userId={user.id} start={historiesStart} />}
          <PointsMovements userId={user.id} start={historiesStart} />
          <DigitalReceipts userId={user.id} start={historiesStart} />
          {card.enabled && (
            // Away from the barcode: a thumb reaching for the till's scanner never lands on it.
            <section className="card-page__manage" aria-labelledby="card-manage-title">
              <h2 id="card-manage-title">
                <Trans>Gestione della carta</Trans>
              </h2>
              <p>
                <Trans>Hai perso la carta? Disabilitala: non potrà più accumulare né spendere punti.</Trans>
              </p>
              <DisableCardButton card={card} onDisabled={() => setJustDisabled(true)} />
            </section>
          )}
        </>
      ) : (
        <div className="card-page__empty">
          <p>
            <Trans>Al tuo profilo non è ancora associata nessuna carta.</Trans>
          </p>
          <p>
            <Trans>
              Per ricevere la tua carta o associarne una che hai già,{' '}
              <Link to="/support">contatta l'assistenza</Link>.
            </Trans>
          </p>
        </div>
      )}
    </section>
  )
}
