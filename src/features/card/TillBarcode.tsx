import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { useSessionUser } from '../auth/session'
import { useBarcodePicture } from './use-barcode-picture'
import { useScreenWakeLock } from './use-wake-lock'
import './till-barcode.css'

/**
 * The barcode as a till wants it (issue 35): one tap on the barcode button — in the shell's bar on
 * the web, floating in the corner in the app's web view, which has no bar — on every page shows
 * the customer's card full screen — the barcode across the screen
 * (at least 80% of its width), black on white whatever the theme, the screen kept awake while it
 * shows. Shown to a customer with an enabled card only. The bar's height does not change with it,
 * and the floating one is fixed to the corner: neither moves the page when it appears.
 */
export function TillBarcodeButton({ floating = false }: { floating?: boolean }) {
  const user = useSessionUser()
  const card = user?.cards[0]
  const [open, setOpen] = useState(false)
  // Drawn at the first tap, then kept (closed), so that closing gives the focus back to the button.
  const [used, setUsed] = useState(false)
  if (!card?.enabled) return null
  return (
    <>
      <button
        type="button"
        className={floating ? 'till-barcode-button till-barcode-button--floating' : 'till-barcode-button'}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M3 5v14M6 5v14M8 5v14M11 5v14M14 5v14M16 5v14M19 5v14M21 5v14"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        <span className="visually-hidden">
          <Trans>Carta in cassa</Trans>
        </span>
      </button>
      {used && <TillBarcodeDialog code={card.code} open={open} onClose={() => setOpen(false)} />}
    </>
  )
}

function TillBarcodeDialog({ code, open, onClose }: { code: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const ref = useModalDialog(open)
  const picture = useBarcodePicture(code, open)
  useScreenWakeLock(open)
  return (
    <dialog
      ref={ref}
      className="till-barcode"
      aria-labelledby="till-barcode-title"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id="till-barcode-title" className="till-barcode__title">
        <Trans>La tua carta</Trans>
      </h2>
      <div className="till-barcode__picture">
        {picture.state === 'ready' ? (
          <img
            className="till-barcode__image"
            src={picture.src}
            alt={t`Codice a barre EAN-13 della carta ${code}`}
          />
        ) : picture.state === 'failed' ? (
          <p role="alert">
            <Trans>Non possiamo mostrare il codice a barre: in cassa comunica il numero della carta.</Trans>
          </p>
        ) : (
          <p aria-busy="true">
            <Trans>Preparazione del codice a barre…</Trans>
          </p>
        )}
      </div>
      <p className="till-barcode__code">{code}</p>
      <p className="till-barcode__hint">
        <Trans>Alza la luminosità dello schermo: il lettore legge meglio il codice.</Trans>
      </p>
      <button type="button" className="button till-barcode__close" onClick={onClose}>
        <Trans>Chiudi</Trans>
      </button>
    </dialog>
  )
}
