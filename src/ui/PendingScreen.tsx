import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * A screen whose route exists but whose content is not built yet (the README lists which). It says
 * so plainly instead of pretending.
 */
export function PendingScreen({ title }: { title: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>
        <Trans>Questa schermata non è ancora disponibile.</Trans>
      </p>
    </section>
  )
}
