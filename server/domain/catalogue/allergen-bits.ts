import { ALLERGENS, type Allergen } from '../../../src/api/schemas/catalogue'

/** The bits of a set of allergen groups, in the order of ALLERGENS. */
export function allergenBits(groups: readonly Allergen[]): number {
  let bits = 0
  for (const group of groups) bits |= 1 << ALLERGENS.indexOf(group)
  return bits
}
