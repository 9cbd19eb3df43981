import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** A shop's page for a store that is not there, or does not sell online: the way to choose one. */
export function UnknownStore() {
  return (
    <section className="page shop" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Negozio non trovato</Trans>
      </h1>
      <p>
        <Trans>Questo negozio non c'è o non fa la spesa online.</Trans>
      </p>
      <p>
        <Link to="/shop">
          <Trans>Scegli un negozio</Trans>
        </Link>
      </p>
    </section>
  )
}
