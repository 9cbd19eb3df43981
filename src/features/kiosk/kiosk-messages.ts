import { loadCatalogue } from '../../ui/i18n-catalogues'

/** The kiosk's texts (lingui.config.ts): its routes wait for them before drawing. */
export function loadKioskMessages(): Promise<void> {
  return loadCatalogue('kiosk', (locale) =>
    locale === 'en' ? import('../../locales/en/kiosk.po') : import('../../locales/it/kiosk.po'),
  )
}
