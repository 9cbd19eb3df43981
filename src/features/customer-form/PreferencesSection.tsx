import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { knownPreferenceLabel } from '../../api/preference-labels'
import * as rule from '../../api/rules'
import type { PreferenceKind } from '../../api/schemas/profile'
import { optionQueries } from './option-queries'
import './customer-form.css'
import { withFieldGroup } from '../../ui/form/form'
import { FailedNotice, OfflineNotice } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import { preferenceChoices, withCurrent } from './options'
import { CHILD_YEAR_FIELDS, emptyPreferences, type ValidationMode, validateOn, WITH_CHILDREN } from './values'

/**
 * Preferences (behaviour §3): choices whose options come from the server, all optional; the four child
 * birth years appear only for a family with children.
 */
export const PreferencesSection = withFieldGroup({
  defaultValues: emptyPreferences,
  props: { mode: 'blur' as ValidationMode },
  render: function PreferenceFields({ group, mode }) {
    const { t, i18n } = useLingui()
    const preferences = useQuery(optionQueries.preferences())
    const values = useStore(group.store, (s) => s.values)
    const choices = (kind: PreferenceKind) =>
      withCurrent(
        preferenceChoices(preferences.data?.[kind].values ?? [], i18n.locale),
        values[kind],
        knownPreferenceLabel,
      )
    // Never fetched and no network: the query waits for the connection, so say so, not "loading".
    const state = queryState(preferences)
    const placeholder =
      state === 'offline'
        ? t`Opzioni non disponibili offline`
        : state === 'loading'
          ? t`Caricamento delle opzioni…`
          : t`Nessuna scelta`
    const labels: Record<PreferenceKind, string> = {
      profession: t`Professione`,
      qualification: t`Titolo di studio`,
      interests: t`Interessi`,
      animals: t`Animali domestici`,
      familySituation: t`Situazione familiare`,
    }
    const childLabels = [
      t`Anno di nascita del primo figlio`,
      t`Anno di nascita del secondo figlio`,
      t`Anno di nascita del terzo figlio`,
      t`Anno di nascita del quarto figlio`,
    ]
    const kinds: PreferenceKind[] = ['profession', 'qualification', 'interests', 'animals', 'familySituation']
    return (
      <fieldset>
        <legend>
          <Trans>Preferenze</Trans>
        </legend>
        <p className="field__hint">
          <Trans>Facoltative: ci aiutano a proporti offerte più adatte a te.</Trans>
        </p>
        {state === 'offline' && (
          <OfflineNotice>
            <Trans>Sei offline: le opzioni delle preferenze arrivano appena torni online.</Trans>
          </OfflineNotice>
        )}
        {preferences.isError && (
          <FailedNotice onRetry={() => void preferences.refetch()}>
            {t`Non è stato possibile caricare le opzioni delle preferenze.`} {preferences.error.message}
          </FailedNotice>
        )}
        {kinds.map((kind) => (
          <group.AppField key={kind} name={kind}>
            {(field) => (
              <field.SelectField label={labels[kind]} placeholder={placeholder} options={choices(kind)} />
            )}
          </group.AppField>
        ))}
        {values.familySituation === WITH_CHILDREN && (
          <div className="customer-form__children">
            <p className="field__hint">
              <Trans>Facoltativi: l'anno di nascita di ciascun figlio, 4 cifre (per esempio 2015).</Trans>
            </p>
            {CHILD_YEAR_FIELDS.map((name, index) => (
              <group.AppField key={name} name={name} validators={validateOn(mode, rule.childBirthYear)}>
                {(field) => <field.TextField label={childLabels[index]} inputMode="numeric" maxLength={4} />}
              </group.AppField>
            ))}
          </div>
        )}
      </fieldset>
    )
  },
})
