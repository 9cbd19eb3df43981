import { preferenceLabels } from '../../../src/api/preference-labels'
import {
  PREFERENCE_OPTIONS,
  type PreferenceKind,
  type PreferenceOptions,
} from '../../../src/api/schemas/profile'

/** The options with their Italian labels, as the server sends them. */
export function preferenceOptions(): PreferenceOptions {
  const list = (kind: PreferenceKind) => ({
    values: PREFERENCE_OPTIONS[kind].map((key) => ({ [key]: preferenceLabels[key].message })),
  })
  return {
    profession: list('profession'),
    qualification: list('qualification'),
    familySituation: list('familySituation'),
    animals: list('animals'),
    interests: list('interests'),
  }
}
