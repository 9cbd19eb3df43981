import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen } from '../../api/schemas/catalogue'

/**
 * The 14 groups of Annex II of EU Regulation 1169/2011 (the contract's ALLERGENS), each worded
 * twice: `name` as the regulation names it, for a product's label; `without` as shoppers look for
 * it on the catalogue's filters, the shelves' words (milk as "Senza lattosio").
 */
export const ALLERGEN_WORDS: Record<Allergen, { name: MessageDescriptor; without: MessageDescriptor }> = {
  GLUTEN: { name: msg`Cereali contenenti glutine`, without: msg`Senza glutine` },
  CRUSTACEANS: { name: msg`Crostacei`, without: msg`Senza crostacei` },
  EGGS: { name: msg`Uova`, without: msg`Senza uova` },
  FISH: { name: msg`Pesce`, without: msg`Senza pesce` },
  PEANUTS: { name: msg`Arachidi`, without: msg`Senza arachidi` },
  SOYBEANS: { name: msg`Soia`, without: msg`Senza soia` },
  MILK: { name: msg`Latte`, without: msg`Senza lattosio` },
  NUTS: { name: msg`Frutta a guscio`, without: msg`Senza frutta a guscio` },
  CELERY: { name: msg`Sedano`, without: msg`Senza sedano` },
  MUSTARD: { name: msg`Senape`, without: msg`Senza senape` },
  SESAME: { name: msg`Semi di sesamo`, without: msg`Senza sesamo` },
  SULPHITES: { name: msg`Anidride solforosa e solfiti`, without: msg`Senza solfiti` },
  LUPIN: { name: msg`Lupini`, without: msg`Senza lupini` },
  MOLLUSCS: { name: msg`Molluschi`, without: msg`Senza molluschi` },
}

/** The two most asked for come first in the filters; the others follow in the law's order. */
export const FIRST_ALLERGENS: readonly Allergen[] = ['GLUTEN', 'MILK']
