import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { VOUCHERS } from '../../api/loyalty-rules'
import { config } from '../../config'
import { formatEuros } from '../../ui/format/numbers'
import { leafletQueries } from '../leaflets/leaflet-queries'

/**
 * The idle kiosk's attract screen, over its home: what the card gives and the current leaflet's
 * cover, for a customer passing by. The whole screen is one button: any touch (or key, or a card held
 * to the scanner) leaves it and the home is there, nothing under the finger pressed.
 */
export function AttractScreen({ onLeave }: { onLeave: () => void }) {
  const { t, i18n } = useLingui()
  const { cardName } = config.chain
  const leaflets = useQuery(leafletQueries.all())
  const leaflet = leaflets.data?.[0]
  const ref = useRef<HTMLButtonElement>(null)
  const textId = useId()
  useEffect(() => {
    ref.current?.focus()
    // A key (a scanner's burst too, which the home then reads) leaves it as a touch does.
    window.addEventListener('keydown', onLeave, { once: true })
    return () => window.removeEventListener('keydown', onLeave)
  }, [onLeave])
  const vouchers = VOUCHERS.map((voucher) => formatEuros(voucher.euros, i18n.locale, { cents: false })).join(
    ', ',
  )
  return (
    <button
      ref={ref}
      type="button"
      className="kiosk-attract"
      onClick={onLeave}
      aria-label={t`Tocca lo schermo per iniziare`}
      aria-describedby={textId}
    >
      <span className="kiosk-attract__text" id={textId}>
        {/* Each line ends with a full stop and a space: read out, they are sentences, not one word. */}
        <span className="kiosk-attract__title">
          <Trans>Con la {cardName}.</Trans>{' '}
        </span>
        <span className="kiosk-attract__benefit">
          <Trans>1 punto per ogni euro di spesa, 2 sui prodotti a marchio.</Trans>{' '}
        </span>
        <span className="kiosk-attract__benefit">
          <Trans>Buoni sconto da {vouchers} con i tuoi punti.</Trans>{' '}
        </span>
        <span className="kiosk-attract__benefit">
          <Trans>Le offerte del volantino, anche nella spesa online.</Trans>{' '}
        </span>
        <span className="kiosk-attract__cta">
          <Trans>Tocca lo schermo o avvicina la carta allo scanner.</Trans>
        </span>
      </span>
      {leaflet && (
        <img
          className="kiosk-attract__cover"
          src={leaflet.coverImage}
          alt=""
          width={360}
          height={510}
          decoding="async"
        />
      )}
    </button>
  )
}
