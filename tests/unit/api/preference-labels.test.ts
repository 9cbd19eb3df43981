import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { preferenceOptions } from '../../../server/domain/accounts/preference-options'
import { knownPreferenceLabel, preferenceLabel, preferenceLabels } from '../../../src/api/preference-labels'
import { PREFERENCE_OPTIONS } from '../../../src/api/schemas/profile'
import { messages as en } from '../../../src/locales/en/messages.po'
import { messages as italian } from '../../../src/locales/it/messages.po'

describe('preference labels', () => {
  afterAll(() => i18n.loadAndActivate({ locale: 'it', messages: italian }))

  it('has a label for every option of behaviour §3, and the server sends those labels', () => {
    const options = preferenceOptions()
    for (const [kind, keys] of Object.entries(PREFERENCE_OPTIONS)) {
      const sent = options[kind as keyof typeof options].values.map((pair) => Object.entries(pair)[0])
      expect(sent).toEqual(keys.map((key) => [key, preferenceLabels[key].message]))
    }
  })

  it("keeps the server's wording in Italian", () => {
    i18n.loadAndActivate({ locale: 'it', messages: italian })
    expect(preferenceLabel('EMPLOYEE', 'Dipendente', 'it')).toBe('Dipendente')
  })

  it('translates a known key in English and leaves an unknown one as the server sent it', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en })
    expect(preferenceLabel('EMPLOYEE', 'Lavoratore dipendente', 'en')).toBe('Employee')
    expect(preferenceLabel('FAMILY_WITH_CHILDREN', 'Famiglia con figli', 'en')).toBe('Family with children')
    expect(preferenceLabel('BIRDS', 'Uccelli', 'en')).toBe('Uccelli')
    expect(knownPreferenceLabel('DOG')).toBe('Dog')
    expect(knownPreferenceLabel('BIRDS')).toBe('BIRDS')
  })
})
