import { loadCatalogue } from '../../ui/i18n-catalogues'

/**
 * The texts of the customer's data forms (lingui.config.ts): sign-up, profile, the kiosk's forms and
 * the checkout's address. Their routes' loaders wait for them before drawing.
 */
export function loadFormsMessages(): Promise<void> {
  return loadCatalogue('forms', (locale) =>
    locale === 'en' ? import('../../locales/en/forms.po') : import('../../locales/it/forms.po'),
  )
}
