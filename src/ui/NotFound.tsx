import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Pagina non trovata</Trans>
      </h1>
      <p>
        <Link to="/">
          <Trans>Torna alla home</Trans>
        </Link>
      </p>
    </section>
  )
}
