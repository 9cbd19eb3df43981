import { loadCatalogue } from '../../ui/i18n-catalogues'

/**
 * The lists' texts (lingui.config.ts), loaded by the routes that show lists, stars or "add to list".
 * A catalogue apart from the shop's: the lists open offline, so it is in the precache (the shop's is
 * not).
 */
export function loadListsMessages(): Promise<void> {
  return loadCatalogue('lists', (locale) =>
    locale === 'en' ? import('../../locales/en/lists.po') : import('../../locales/it/lists.po'),
  )
}
