import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/** After a successful sign-up: what happens next, and nothing of the form is shown again. */
export function SignupDone({ email, redirect }: { email: string; redirect?: string | undefined }) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <section className="page signup signup--done" aria-labelledby="page-title">
      <h1 id="page-title" ref={titleRef} tabIndex={-1}>
        <Trans>Controlla la tua email</Trans>
      </h1>
      <p>
        <Trans>
          Registrazione effettuata. Ti abbiamo inviato un'email all'indirizzo <strong>{email}</strong>: apri
          il link che contiene per confermare l'indirizzo e completare la registrazione.
        </Trans>
      </p>
      <p>
        <Trans>
          Dopo la conferma potrai accedere con email e password. Non trovi l'email? Guarda anche nella posta
          indesiderata.
        </Trans>
      </p>
      <p>
        <Link to="/login" search={{ redirect }} className="button">
          <Trans>Vai all'accesso</Trans>
        </Link>
      </p>
    </section>
  )
}
