import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen } from '../../../api/schemas/catalogue'

/** The 14 groups of Annex II of EU Regulation 1169/2011, as the regulation names them. */
export const ALLERGEN_NAMES: Record<Allergen, MessageDescriptor> = {
  GLUTEN: msg`Cereali contenenti glutine`,
  CRUSTACEANS: msg`Crostacei`,
  EGGS: msg`Uova`,
  FISH: msg`Pesce`,
  PEANUTS: msg`Arachidi`,
  SOYBEANS: msg`Soia`,
  MILK: msg`Latte`,
  NUTS: msg`Frutta a guscio`,
  CELERY: msg`Sedano`,
  MUSTARD: msg`Senape`,
  SESAME: msg`Semi di sesamo`,
  SULPHITES: msg`Anidride solforosa e solfiti`,
  LUPIN: msg`Lupini`,
  MOLLUSCS: msg`Molluschi`,
}
