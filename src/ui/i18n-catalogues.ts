import { i18n, type Messages } from '@lingui/core'

type Locale = 'it' | 'en'
type Loader = (locale: Locale) => Promise<{ messages: Messages }>

/**
 * The catalogues beyond the main one (a feature's texts, loaded with its routes), so that a change of
 * language loads them too before anything is drawn in it (app/i18n.ts). Each is loaded once per
 * language; i18n.load merges it into the language's messages.
 */
const catalogues = new Map<string, { load: Loader; loaded: Set<Locale> }>()

async function loadInto(name: string, locale: Locale): Promise<void> {
  const catalogue = catalogues.get(name)
  if (!catalogue || catalogue.loaded.has(locale)) return
  const { messages } = await catalogue.load(locale)
  // A copy: the module's own object must not take the merge.
  i18n.load(locale, { ...messages })
  catalogue.loaded.add(locale)
}

/** Loads a feature's catalogue in the active language, and in every language the app switches to. */
export function loadCatalogue(name: string, load: Loader): Promise<void> {
  if (!catalogues.has(name)) catalogues.set(name, { load, loaded: new Set() })
  return loadInto(name, (i18n.locale || 'it') as Locale)
}

/** Called before a language is activated: the catalogues already in use come in that language too. */
export async function loadCataloguesFor(locale: Locale): Promise<void> {
  await Promise.all([...catalogues.keys()].map((name) => loadInto(name, locale)))
}
