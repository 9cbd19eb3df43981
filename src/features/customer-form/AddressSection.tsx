import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import * as rule from '../../api/rules'
import { optionQueries } from './option-queries'
import './customer-form.css'
import { withFieldGroup } from '../../ui/form/form'
import { FailedNotice } from '../../ui/query-state/QueryState'
import { queryState } from '../../ui/query-state/query-state'
import { countyOptions, withCurrent } from './options'
import { emptyAddress, isAddressEmpty, type ValidationMode, validateOn } from './values'

/**
 * The address: city, street, zip and the province chosen from the server's list (behaviour §2). With
 * `optional` (the kiosk profile of a customer signed up at the kiosk, who gave none) it may be left
 * out altogether, but once any part is given, all of it is needed.
 */
export const AddressSection = withFieldGroup({
  defaultValues: emptyAddress,
  // The kiosk passes autofill={false}: a shared device must not offer what the last customer typed.
  props: { mode: 'blur' } as { mode: ValidationMode; autofill?: boolean; optional?: boolean },
  render: function AddressFields({ group, mode, autofill = true, optional = false }) {
    const { t } = useLingui()
    const auto = (token: string) => (autofill ? token : 'off')
    const partRule = (schema: v.GenericSchema<string, string>) =>
      optional
        ? ({ value }: { value: string }) =>
            isAddressEmpty(group.store.state.values)
              ? undefined
              : v.safeParse(schema, value).issues?.[0].message
        : schema
    const counties = useQuery(optionQueries.counties())
    const county = useStore(group.store, (s) => s.values.county)
    const options = withCurrent(countyOptions(counties.data ?? []), county)
    // Never fetched and no network: the query waits for the connection, so say so, not "loading".
    const state = queryState(counties)
    return (
      <fieldset>
        <legend>
          <Trans>Indirizzo</Trans>
        </legend>
        {optional && (
          <p className="field__hint">
            <Trans>Facoltativo: se lo inserisci, compila tutti i campi.</Trans>
          </p>
        )}
        <group.AppField name="address" validators={validateOn(mode, partRule(rule.requiredText))}>
          {(field) => (
            <field.TextField
              label={t`Indirizzo`}
              hint={t`Via o piazza e numero civico`}
              autoComplete={auto('street-address')}
              required={!optional}
            />
          )}
        </group.AppField>
        <group.AppField name="city" validators={validateOn(mode, partRule(rule.requiredText))}>
          {(field) => (
            <field.TextField label={t`Città`} autoComplete={auto('address-level2')} required={!optional} />
          )}
        </group.AppField>
        <group.AppField name="zip" validators={validateOn(mode, partRule(rule.zip))}>
          {(field) => (
            <field.TextField
              label={t`CAP`}
              inputMode="numeric"
              autoComplete={auto('postal-code')}
              maxLength={5}
              required={!optional}
            />
          )}
        </group.AppField>
        <group.AppField name="county" validators={validateOn(mode, partRule(rule.requiredText))}>
          {(field) => (
            <field.SelectField
              label={t`Provincia`}
              placeholder={
                state === 'offline'
                  ? t`Elenco non disponibile offline`
                  : state === 'loading'
                    ? t`Caricamento delle province…`
                    : t`Seleziona la provincia`
              }
              hint={
                state === 'offline'
                  ? t`Sei offline: l'elenco delle province arriva appena torni online.`
                  : undefined
              }
              options={options}
              autoComplete={autofill ? undefined : 'off'}
              required={!optional}
            />
          )}
        </group.AppField>
        {counties.isError && (
          <FailedNotice onRetry={() => void counties.refetch()}>
            {t`Non è stato possibile caricare l'elenco delle province.`} {counties.error.message}
          </FailedNotice>
        )}
      </fieldset>
    )
  },
})
