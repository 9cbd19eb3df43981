import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { SignupOutcome } from './signup-values'

/** behaviour §8: what the kiosk says after a sign-up, by whether a card and an e-mail were given. */
export function KioskSignupSuccess({ outcome }: { outcome: SignupOutcome }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} className="kiosk-done" role="status" tabIndex={-1}>
      {outcome === 'card-and-email' && (
        <>
          <p className="kiosk-done__title">
            <Trans>Puoi già utilizzare la tessera in cassa</Trans>
          </p>
          <p>
            <Trans>Controlla la tua email e conferma l'indirizzo prima di usare l'app.</Trans>
          </p>
        </>
      )}
      {outcome === 'card-only' && (
        <p className="kiosk-done__title">
          <Trans>Puoi già utilizzare la tessera in cassa</Trans>
        </p>
      )}
      {outcome === 'email-only' && (
        <p className="kiosk-done__title">
          <Trans>
            Controlla la tua email: conferma l'indirizzo per completare la registrazione e ricevere il numero
            della tua carta.
          </Trans>
        </p>
      )}
      {outcome === 'neither' && (
        <p className="kiosk-done__title">
          <Trans>Registrazione effettuata</Trans>
        </p>
      )}
      <p>
        <Trans>Tra pochi secondi torni alla pagina iniziale.</Trans>
      </p>
    </div>
  )
}
