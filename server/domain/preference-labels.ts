import {
  PREFERENCE_OPTIONS,
  type PreferenceKind,
  type PreferenceOptions,
} from '../../src/api/schemas/profile'

/** The Italian labels the server gives with the preference options (SPEC: loaded from the server). */
const LABELS: Record<string, string> = {
  EMPLOYEE: 'Lavoratore dipendente',
  SELF_EMPLOYED: 'Lavoratore autonomo',
  RETIRED: 'Pensionato',
  UNEMPLOYED: 'Non occupato',
  SECONDARY_SCHOOL: 'Licenza media',
  HIGH_SCHOOL: 'Diploma di scuola superiore',
  UNIVERSITY: 'Laurea',
  COOKING: 'Cucina',
  GARDENING: 'Giardinaggio',
  DIY: 'Fai da te',
  TRAVELS: 'Viaggi',
  SPORTS: 'Sport',
  BOOKS: 'Libri',
  FASHION: 'Moda',
  NONE: 'Nessuno',
  DOG: 'Cane',
  CAT: 'Gatto',
  OTHER: 'Altro',
  SINGLE: 'Single',
  FAMILY_WITH_CHILDREN: 'Famiglia con figli',
  FAMILY_WITHOUT_CHILDREN: 'Famiglia senza figli',
}

export function preferenceOptions(): PreferenceOptions {
  const list = (kind: PreferenceKind) => ({
    values: PREFERENCE_OPTIONS[kind].map((key) => ({ [key]: LABELS[key] ?? key })),
  })
  return {
    profession: list('profession'),
    qualification: list('qualification'),
    familySituation: list('familySituation'),
    animals: list('animals'),
    interests: list('interests'),
  }
}
