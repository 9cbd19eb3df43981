import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { CameraProblem } from '../../ui/camera/frame-reader'

/** The camera's dialog and its reader: loaded when first opened, never with the picking screen. */
const CameraScanDialog = lazy(() => import('./CameraScanDialog'))

/**
 * "Scansiona con la fotocamera" (docs/ordering.md "The staff's screens"): the phone's or tablet's
 * camera as the scanner, for a store without one at hand. The code read goes the way of a typed one;
 * a camera refused or absent is said here, and the EAN field stays for the code by hand.
 */
export function CameraScanButton({
  onCode,
  disabled,
}: {
  onCode: (code: string) => void
  disabled: boolean
}) {
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  return (
    <div className="staff-camera">
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
        onClick={() => {
          setProblem(null)
          setOpen(true)
        }}
      >
        <Trans>Scansiona con la fotocamera</Trans>
      </button>
      {/* An alert of its own, apart from the scans' (ScanResult): what the camera could not do. */}
      <p className="staff-camera__problem" role="alert">
        {problem === 'refused' && (
          <Trans>
            L'accesso alla fotocamera non è consentito: permettilo nelle impostazioni del browser, oppure
            scrivi l'EAN o usa lo scanner.
          </Trans>
        )}
        {problem === 'absent' && (
          <Trans>Nessuna fotocamera su questo dispositivo: scrivi l'EAN o usa lo scanner.</Trans>
        )}
        {problem === 'failed' && (
          <Trans>La fotocamera non si è accesa: riprova, oppure scrivi l'EAN o usa lo scanner.</Trans>
        )}
      </p>
      {open && (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Accensione della fotocamera…</Trans>
            </p>
          }
        >
          <CameraScanDialog
            onCode={(code) => {
              setOpen(false)
              onCode(code)
            }}
            onProblem={(found) => {
              setOpen(false)
              setProblem(found)
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
