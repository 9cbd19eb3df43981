import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen } from '../../api/schemas/catalogue'

/**
 * The catalogue panel's allergen filters, one per group of the EU's Annex II (the contract's
 * ALLERGENS), worded as shoppers look for them: milk as "Senza lattosio", what the shelves say.
 */
export const WITHOUT_ALLERGEN: Record<Allergen, MessageDescriptor> = {
  GLUTEN: msg`Senza glutine`,
  CRUSTACEANS: msg`Senza crostacei`,
  EGGS: msg`Senza uova`,
  FISH: msg`Senza pesce`,
  PEANUTS: msg`Senza arachidi`,
  SOYBEANS: msg`Senza soia`,
  MILK: msg`Senza lattosio`,
  NUTS: msg`Senza frutta a guscio`,
  CELERY: msg`Senza sedano`,
  MUSTARD: msg`Senza senape`,
  SESAME: msg`Senza sesamo`,
  SULPHITES: msg`Senza solfiti`,
  LUPIN: msg`Senza lupini`,
  MOLLUSCS: msg`Senza molluschi`,
}

/** The two most asked for come first in the panel; the others follow in the law's order. */
export const FIRST_ALLERGENS: readonly Allergen[] = ['GLUTEN', 'MILK']
