import { loadCatalogue } from '../../ui/i18n-catalogues'

/** The shop's texts (lingui.config.ts): its routes' loaders wait for them before drawing. */
export function loadShopMessages(): Promise<void> {
  return loadCatalogue('shop', (locale) =>
    locale === 'en' ? import('../../locales/en/shop.po') : import('../../locales/it/shop.po'),
  )
}
