import { Trans } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useLegalCatalogue } from './legal-catalogue'
import './legal.css'

/** '2019-12-18' → '18/12/2019': the legal texts show their dates as dd/MM/yyyy (SPEC §1). */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-')
  return `${day}/${month}/${year}`
}

interface LegalPageProps {
  /** The page's only h1. */
  title: ReactNode
  /** A line under the title, e.g. the law the text is given under. */
  subtitle?: ReactNode
  /** The date of the last change, yyyy-MM-dd (from config.legal). */
  updated?: string
  children: ReactNode
}

/** The frame of every static page: a labelled section, the h1, the date of the last change, the text. */
export function LegalPage({ title, subtitle, updated, children }: LegalPageProps) {
  const titleId = useId()
  const ready = useLegalCatalogue()
  const date = updated ? formatLegalDate(updated) : null
  // The texts' catalogue is a precached file: a few milliseconds, so no message in between.
  if (!ready) return <section className="page legal-page" aria-busy="true" />
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

/** One numbered or titled part of a text: an h2 and its paragraphs (h3 inside for sub-parts). */
export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="legal-section">
      <h2>{title}</h2>
      {children}
    </section>
  )
}
