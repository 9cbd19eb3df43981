import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubstitutionMode } from '../../api/schemas/cart'

/** A line's substitution choice in the customer's words (docs/ordering.md "The store's side"). */
export const SUBSTITUTION_NAMES: Record<SubstitutionMode, MessageDescriptor> = {
  SIMILAR: msg`Prodotto simile`,
  SPECIFIC: msg`Questo prodotto`,
  NONE: msg`Nessuna sostituzione`,
}

/** What each choice lets the store do, under its name in the choice. */
export const SUBSTITUTION_MEANINGS: Record<SubstitutionMode, MessageDescriptor> = {
  SIMILAR: msg`Se manca, il negozio sceglie un prodotto simile.`,
  SPECIFIC: msg`Se manca, il negozio ti dà il prodotto che scegli tu.`,
  NONE: msg`Se manca, non lo ricevi e non lo paghi.`,
}

/** The order the choice offers them: the default first. */
export const SUBSTITUTION_ORDER = [
  'SIMILAR',
  'SPECIFIC',
  'NONE',
] as const satisfies readonly SubstitutionMode[]
