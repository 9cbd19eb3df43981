import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { config } from '../../config'
import { useSessionUser } from '../auth/session'
import { BannerCarousel } from './BannerCarousel'

const CustomerHome = lazy(() => import('./CustomerHome').then((module) => ({ default: module.CustomerHome })))

/**
 * Home (behaviour §2): for a visitor, the welcome, the Login and Register buttons on small screens,
 * the banner carousel (the carousel comes last, so that when it appears nothing above it moves); this
 * is the page prerendered. For a customer, their own home (CustomerHome, issue 35).
 */
export function HomePage() {
  const user = useSessionUser()
  const { cardName, name } = config.chain
  if (user) {
    const firstName = user.firstName
    return (
      <section className="page home home--customer" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>Ciao {firstName}</Trans>
        </h1>
        {/* The customer's part comes in its own chunk: a visitor's home carries none of it. */}
        <Suspense fallback={<div className="home-customer" aria-busy="true" />}>
          <CustomerHome user={user} />
        </Suspense>
      </section>
    )
  }
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
