import type { Language } from '../../language'

/**
 * The catalogue's departments: aisles, and the counters of behaviour §2's store departments, named
 * in each of the server's languages (like the products' labels, catalogue data rather than the
 * app's texts: the app shows the name the server gives, in the language it asks in).
 */
export const CATALOGUE_DEPARTMENTS: Record<string, Record<Language, string>> = {
  FRUIT_VEG: { it: 'Ortofrutta', en: 'Fruit and vegetables' },
  DAIRY: { it: 'Latticini, uova e salumi', en: 'Dairy, eggs and cured meats' },
  BUTCHER: { it: 'Macelleria', en: 'Butcher' },
  FISHMONGER: { it: 'Pescheria', en: 'Fishmonger' },
  DELI: { it: 'Gastronomia', en: 'Delicatessen' },
  CHEESE: { it: 'Formaggi al banco', en: 'Cheese counter' },
  BAKERY: { it: 'Panetteria', en: 'Bakery' },
  PANTRY: { it: 'Dispensa', en: 'Pantry' },
  BREAKFAST: { it: 'Colazione e dolci', en: 'Breakfast and sweets' },
  DRINKS: { it: 'Bevande', en: 'Drinks' },
  WINE: { it: 'Enoteca', en: 'Wine shop' },
  FROZEN: { it: 'Surgelati', en: 'Frozen food' },
  HOME_CARE: { it: 'Cura della casa', en: 'Household' },
  PERSONAL_CARE: { it: 'Cura della persona', en: 'Personal care' },
}

/**
 * A department's name in `language` (Italian unless told; the staff's calls name them in the
 * staff's language at the route, server/routes/staff.ts), as
 * GET /cli/ecommerce/{storeId}/departments gives it; its code if it has none.
 */
export const departmentName = (code: string, language: Language = 'it'): string =>
  CATALOGUE_DEPARTMENTS[code]?.[language] ?? code

/** Every department's name in one language: what a store's catalogue index names them with. */
export const departmentNames = (language: Language): Record<string, string> =>
  Object.fromEntries(Object.keys(CATALOGUE_DEPARTMENTS).map((code) => [code, departmentName(code, language)]))
