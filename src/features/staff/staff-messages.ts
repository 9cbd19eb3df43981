import { loadCatalogue } from '../../ui/i18n-catalogues'

/** The staff screens' texts (lingui.config.ts): their routes wait for them; no customer page carries them. */
export function loadStaffMessages(): Promise<void> {
  return loadCatalogue('staff', (locale) =>
    locale === 'en' ? import('../../locales/en/staff.po') : import('../../locales/it/staff.po'),
  )
}
