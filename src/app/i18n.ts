import { i18n } from '@lingui/core'
import { config } from '../config'
import { messages as it } from '../locales/it/messages.po'
import { loadCataloguesFor } from '../ui/i18n-catalogues'

export type Locale = 'it' | 'en'
export const LOCALE_KEY = 'tessera.locale'

/**
 * Italian by default; English when the customer picked it, or when the browser prefers English to
 * Italian. (A message missing in Italian falls back to English when the catalogues are compiled:
 * lingui.config.ts, fallbackLocales.)
 */
export function preferredLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(LOCALE_KEY)
  if (stored === 'it' || stored === 'en') return stored
  for (const language of globalThis.navigator?.languages ?? []) {
    const base = language.slice(0, 2).toLowerCase()
    if (base === 'it') return 'it'
    if (base === 'en') return 'en'
  }
  return config.locales.default
}

/**
 * The locale that i18n.date and i18n.number write in: the app's English is for customers in Italy,
 * who read 22/11/2026 and 23:26, not the American 11/22/2026, 11:26 PM.
 */
const FORMAT_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' }

/** Italian ships in the entry chunk; English is fetched only when used. */
export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  const messages = locale === 'it' ? it : (await import('../locales/en/messages.po')).messages
  i18n.load(locale, { ...messages })
  // A feature's own catalogue already in use (the shop's) comes in the new language too.
  await loadCataloguesFor(locale)
  i18n.activate(locale, [FORMAT_LOCALE[locale]])
  // (No document when the build prerenders a page in Node.)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  if (remember) globalThis.localStorage?.setItem(LOCALE_KEY, locale)
}

export { i18n }
