import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { BannerCarousel } from './BannerCarousel'

/**
 * Home (behaviour §2): the welcome, the Login and Register buttons on small screens, the banner
 * carousel. The carousel comes last, so that when it appears nothing above it moves.
 */
export function HomePage() {
  const user = useSessionUser()
  const { cardName, name } = config.chain
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>Benvenuto in {cardName}</Trans>
      </h1>
      <p>
        <Trans>
          La carta fedeltà gratuita di {name}: 1 punto per ogni euro di spesa e buoni sconto da 3, 5 e 10
          euro.
        </Trans>
      </p>
      {!user && (
        <p className="home__actions home__actions--small">
          <Link to="/login" className="button">
            <Trans>Accedi</Trans>
          </Link>
          <Link to="/signup" className="button button--secondary">
            <Trans>Registrati</Trans>
          </Link>
        </p>
      )}
      <BannerCarousel />
    </section>
  )
}
