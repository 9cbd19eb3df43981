import { Trans } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import './legal.css'

/** '2019-12-18' → '18/12/2019': the legal texts show their dates as dd/MM/yyyy. */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

interface LegalPageProps {
  /** The page's only h1. */
  title: ReactNode
  /** A line under the title, e.g. the law the text is given under. */
  subtitle?: ReactNode
  /** The date of the last change, yyyy-MM-dd: the version of the text shown. */
  updated?: string
  children: ReactNode
}

/** The frame of every static page: a labelled section, the h1, the date of the last change, the text. */
export function LegalPage({ title, subtitle, updated, children }: LegalPageProps) {
  const titleId = useId()
  const date = updated ? formatLegalDate(updated) : null
  return (
    <section className="page legal-page" aria-labelledby={titleId}>
      <div className="legal-header">
        <h1 id={titleId}>{title}</h1>
        {subtitle && <p className="legal-subtitle">{subtitle}</p>}
        {updated && date && (
          <p className="legal-updated">
            <Trans>
              Ultimo aggiornamento: <time dateTime={updated}>{date}</time>
            </Trans>
          </p>
        )}
      </div>
      {children}
    </section>
  )
}
