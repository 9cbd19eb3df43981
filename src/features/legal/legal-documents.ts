import { i18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { currentLegalVersions, type LegalDocumentName } from '../../api/legal-texts'

/**
 * The texts themselves: one Markdown file per document, version and language
 * (documents/<name>/<version>.<it|en>.md). Each is its own lazily loaded chunk, so no text weighs on
 * the entry chunk or on the pages that do not show it.
 */
const files = import.meta.glob<string>('./documents/*/*.md', { query: '?raw', import: 'default' })

export type DocumentLocale = 'it' | 'en'

export function documentPath(name: LegalDocumentName, version: string, locale: DocumentLocale): string {
  return `./documents/${name}/${version}.${locale}.md`
}

const loaded = new Map<string, string>()

export async function loadLegalDocument(
  name: LegalDocumentName,
  version: string,
  locale: DocumentLocale,
): Promise<string> {
  const path = documentPath(name, version, locale)
  const cached = loaded.get(path)
  if (cached !== undefined) return cached
  const load = files[path]
  if (!load) throw new Error(`No legal document ${path}`)
  const text = await load()
  loaded.set(path, text)
  return text
}

/** The Markdown of one version of a document in the customer's language; null while it loads. */
export function useLegalDocument(name: LegalDocumentName, version: string, locale: string): string | null {
  const language: DocumentLocale = locale === 'en' ? 'en' : 'it'
  const path = documentPath(name, version, language)
  const [text, setText] = useState<{ path: string; text: string } | null>(() => {
    const cached = loaded.get(path)
    return cached === undefined ? null : { path, text: cached }
  })
  useEffect(() => {
    let current = true
    loadLegalDocument(name, version, language).then(
      (loadedText) => {
        if (current) setText({ path, text: loadedText })
      },
      (error: unknown) => console.error('Legal text not loaded', error),
    )
    return () => {
      current = false
    }
  }, [name, version, language, path])
  return text?.path === path ? text.text : null
}

/**
 * A route's loader: the current version of a document in the active language is in memory before
 * the page draws, so the page is whole at once (and the build's prerender writes the text itself).
 */
export async function preloadLegalDocument(name: LegalDocumentName): Promise<void> {
  await loadLegalDocument(name, currentLegalVersions[name], i18n.locale === 'en' ? 'en' : 'it')
}
