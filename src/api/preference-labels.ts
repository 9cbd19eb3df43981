import type { Message } from './messages'
import { translate } from './messages'
import type { PREFERENCE_OPTIONS, PreferenceKind } from './schemas/profile'

type PreferenceKey = (typeof PREFERENCE_OPTIONS)[PreferenceKind][number]

/**
 * The labels of the preference options (behaviour §3). The reference server sends the Italian text with
 * each option; the app shows the translation of a key it knows when the customer reads another
 * language, so an English page does not offer 'Lavoratore dipendente'.
 */
export const preferenceLabels: Record<PreferenceKey, Message> = {
  EMPLOYEE: /*i18n*/ { id: 'preference.EMPLOYEE', message: 'Lavoratore dipendente' },
  SELF_EMPLOYED: /*i18n*/ { id: 'preference.SELF_EMPLOYED', message: 'Lavoratore autonomo' },
  RETIRED: /*i18n*/ { id: 'preference.RETIRED', message: 'Pensionato' },
  UNEMPLOYED: /*i18n*/ { id: 'preference.UNEMPLOYED', message: 'Non occupato' },
  SECONDARY_SCHOOL: /*i18n*/ { id: 'preference.SECONDARY_SCHOOL', message: 'Licenza media' },
  HIGH_SCHOOL: /*i18n*/ { id: 'preference.HIGH_SCHOOL', message: 'Diploma di scuola superiore' },
  UNIVERSITY: /*i18n*/ { id: 'preference.UNIVERSITY', message: 'Laurea' },
  COOKING: /*i18n*/ { id: 'preference.COOKING', message: 'Cucina' },
  GARDENING: /*i18n*/ { id: 'preference.GARDENING', message: 'Giardinaggio' },
  DIY: /*i18n*/ { id: 'preference.DIY', message: 'Fai da te' },
  TRAVELS: /*i18n*/ { id: 'preference.TRAVELS', message: 'Viaggi' },
  SPORTS: /*i18n*/ { id: 'preference.SPORTS', message: 'Sport' },
  BOOKS: /*i18n*/ { id: 'preference.BOOKS', message: 'Libri' },
  FASHION: /*i18n*/ { id: 'preference.FASHION', message: 'Moda' },
  NONE: /*i18n*/ { id: 'preference.NONE', message: 'Nessuno' },
  DOG: /*i18n*/ { id: 'preference.DOG', message: 'Cane' },
  CAT: /*i18n*/ { id: 'preference.CAT', message: 'Gatto' },
  OTHER: /*i18n*/ { id: 'preference.OTHER', message: 'Altro' },
  SINGLE: /*i18n*/ { id: 'preference.SINGLE', message: 'Single' },
  FAMILY_WITH_CHILDREN: /*i18n*/ { id: 'preference.FAMILY_WITH_CHILDREN', message: 'Famiglia con figli' },
  FAMILY_WITHOUT_CHILDREN: /*i18n*/ {
    id: 'preference.FAMILY_WITHOUT_CHILDREN',
    message: 'Famiglia senza figli',
  },
}

function isPreferenceKey(key: string): key is PreferenceKey {
  return Object.hasOwn(preferenceLabels, key)
}

/** The app's own label of a key, for a saved choice whose option list has not loaded (offline). */
export function knownPreferenceLabel(key: string): string {
  return isPreferenceKey(key) ? translate(preferenceLabels[key]) : key
}

/**
 * The label to show for an option: the server's own in Italian (it is the authority on its
 * wording), the translation of a known key in any other language, the server's label otherwise.
 */
export function preferenceLabel(key: string, serverLabel: string, locale: string): string {
  if (locale === 'it' || !isPreferenceKey(key)) return serverLabel
  return translate(preferenceLabels[key])
}
