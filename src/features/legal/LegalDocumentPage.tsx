import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { currentLegalVersions, type LegalDocumentName } from '../../api/legal-texts'
import { renderBlocks, renderInline } from './LegalMarkdown'
import { LegalPage } from './LegalPage'
import { useLegalDocument } from './legal-documents'
import { type Block, type Inline, parseMarkdown } from './markdown'

/**
 * A legal text as a page: the current version of the document (the one the consents name), in the
 * customer's language. Its first line is the title; the date shown is the version's. `dated: false`
 * for the pages that are not terms (support, the tutorial).
 */
export function LegalDocumentPage({ name, dated = true }: { name: LegalDocumentName; dated?: boolean }) {
  const { i18n } = useLingui()
  const version = currentLegalVersions[name]
  const source = useLegalDocument(name, version, i18n.locale)
  const blocks = useMemo(() => (source === null ? null : parseMarkdown(source)), [source])
  // The text is a precached file: a few milliseconds, so no message in between.
  if (blocks === null) return <section className="page legal-page" aria-busy="true" />
  const { title, subtitle, body } = splitHeader(blocks, name)
  return (
    <LegalPage
      title={renderInline(title)}
      subtitle={subtitle && renderInline(subtitle)}
      updated={dated ? version : undefined}
    >
      {renderBlocks(body)}
    </LegalPage>
  )
}

/** The title (`# …`) and the subtitle (`::: subtitle` right under it) go to the page's header. */
function splitHeader(blocks: Block[], name: string): { title: Inline[]; subtitle?: Inline[]; body: Block[] } {
  const [title, next, ...rest] = blocks
  if (title?.type !== 'heading' || title.level !== 1) throw new Error(`The legal text ${name} has no title`)
  if (next?.type === 'container' && next.kind === 'subtitle' && next.children[0]?.type === 'paragraph') {
    return { title: title.children, subtitle: next.children[0].children, body: rest }
  }
  return { title: title.children, body: next ? [next, ...rest] : rest }
}

export const TacPage = () => <LegalDocumentPage name="tac" />
export const PrivacyPage = () => <LegalDocumentPage name="privacy" />
export const GeneralsPage = () => <LegalDocumentPage name="generals" />
export const ConditionsPage = () => <LegalDocumentPage name="conditions" />
export const CookiesPage = () => <LegalDocumentPage name="cookies" />
export const SupportPage = () => <LegalDocumentPage name="support" dated={false} />
