import { loadCatalogue } from '../../ui/i18n-catalogues'

/** The stores' pages' texts (lingui.config.ts): their routes' loaders wait for them before drawing. */
export function loadStoresMessages(): Promise<void> {
  return loadCatalogue('stores', (locale) =>
    locale === 'en' ? import('../../locales/en/stores.po') : import('../../locales/it/stores.po'),
  )
}
