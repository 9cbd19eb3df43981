import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { dismissQuickCard } from './quick-card'
import { useBarcodePicture } from './use-barcode-picture'

/**
 * The barcode to scan at the till, with the brightness hint on a phone (no web API can turn the
 * screen up; the kiosk's screen is not held to a scanner, so it goes without).
 * A code the barcode cannot carry gets a plain explanation instead of a broken picture. While it is
 * not `visible` (the back of the flip card) only a saved copy is shown: the encoder is not loaded.
 */
export function CardBarcode({
  code,
  visible = true,
  brightnessHint = true,
}: {
  code: string
  visible?: boolean
  brightnessHint?: boolean
}) {
  const { t } = useLingui()
  const picture = useBarcodePicture(code, visible)
  const settled = picture.state === 'ready' || picture.state === 'failed'
  useEffect(() => {
    // The page shows the barcode (or says why not) now: the pre-boot copy over it can go.
    if (settled) dismissQuickCard()
  }, [settled])

  if (picture.state === 'waiting' || picture.state === 'drawing') {
    // Holds the barcode's place, so nothing jumps when it appears.
    return (
      <figure className="card-barcode card-barcode--drawing" aria-busy="true">
        <div className="card-barcode__placeholder" />
        <figcaption className="visually-hidden">
          <Trans>Preparazione del codice a barre…</Trans>
        </figcaption>
      </figure>
    )
  }
  if (picture.state === 'failed') {
    return (
      <p className="card-barcode__error" role="alert">
        {picture.error?.problem === 'check-digit' ? (
          <Trans>
            Non possiamo mostrare il codice a barre: il numero della carta {code} ha una cifra di controllo
            errata. In cassa comunica il numero della carta e contatta l'assistenza.
          </Trans>
        ) : (
          <Trans>
            Non possiamo mostrare il codice a barre della carta {code}. In cassa comunica il numero della
            carta e contatta l'assistenza.
          </Trans>
        )}
      </p>
    )
  }
  return (
    <figure className="card-barcode">
      <img
        className="card-barcode__image"
        src={picture.src}
        alt={t`Codice a barre EAN-13 della carta ${code}`}
      />
      {brightnessHint && (
        <figcaption className="card-barcode__hint">
          <Trans>In cassa alza la luminosità dello schermo: il lettore legge meglio il codice.</Trans>
        </figcaption>
      )}
    </figure>
  )
}
