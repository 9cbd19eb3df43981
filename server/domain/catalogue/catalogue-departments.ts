/** The catalogue's departments: aisles, and the counters of behaviour §2's store departments. */
export const CATALOGUE_DEPARTMENTS: Record<string, string> = {
  FRUIT_VEG: 'Ortofrutta',
  DAIRY: 'Latticini, uova e salumi',
  BUTCHER: 'Macelleria',
  FISHMONGER: 'Pescheria',
  DELI: 'Gastronomia',
  CHEESE: 'Formaggi al banco',
  BAKERY: 'Panetteria',
  PANTRY: 'Dispensa',
  BREAKFAST: 'Colazione e dolci',
  DRINKS: 'Bevande',
  WINE: 'Enoteca',
  FROZEN: 'Surgelati',
  HOME_CARE: 'Cura della casa',
  PERSONAL_CARE: 'Cura della persona',
}

/** A department's name, as GET /cli/ecommerce/{storeId}/departments gives it; its code if it has none. */
export const departmentName = (code: string): string => CATALOGUE_DEPARTMENTS[code] ?? code
