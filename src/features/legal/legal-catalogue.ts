import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'

/**
 * The legal texts have their own Lingui catalogue (lingui.config.ts): most of the app's words,
 * read by few visits, so they stay out of the entry chunk. The legal pages load it for the active
 * language before they render; it is merged into that language's messages.
 */
const importers = {
  it: () => import('../../locales/it/legal.po'),
  en: () => import('../../locales/en/legal.po'),
}
type LegalLocale = keyof typeof importers
const loaded = new Set<string>()

export async function loadLegalCatalogue(locale: string): Promise<void> {
  if (loaded.has(locale)) return
  const importer = importers[locale as LegalLocale] ?? importers.it
  const { messages } = await importer()
  i18n.load(locale, messages)
  loaded.add(locale)
}

/** True once the legal texts of the active language can be rendered. */
export function useLegalCatalogue(): boolean {
  const { i18n: active } = useLingui()
  const locale = active.locale
  const [readyFor, setReadyFor] = useState<string | null>(loaded.has(locale) ? locale : null)
  useEffect(() => {
    let current = true
    loadLegalCatalogue(locale).then(
      () => {
        if (current) setReadyFor(locale)
      },
      (error: unknown) => console.error('Legal texts not loaded', error),
    )
    return () => {
      current = false
    }
  }, [locale])
  return readyFor === locale
}
