import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import * as rule from '../../api/rules'
import './customer-form.css'
import { withFieldGroup } from '../../ui/form/form'
import { yearList } from './birth-date'
import { emptyPersonal, type ValidationMode, validateOn } from './values'

export type PhoneRule = 'signup' | 'profile'

/**
 * Personal data: names, birth date, gender and the optional mobile phone (behaviour §2, §5).
 *
 * The kiosk passes `autofill={false}` (a shared device must not offer what the last customer typed);
 * its sign-up passes `birthDateLists`: the birth date may be chosen from lists too, and no day to
 * come is taken; and `GenderChoice`, the gender as buttons a finger can press (a select's pop-up is
 * the browser's, hard to use on a kiosk), kept out of the web's code.
 */
const personalProps: {
  mode: ValidationMode
  phoneRule: PhoneRule
  autofill?: boolean
  birthDateLists?: boolean
  GenderChoice?: ComponentType<GenderChoiceProps>
} = { mode: 'blur', phoneRule: 'profile' }

/** The gender's question and answers, for a control rendered inside the gender's field. */
export interface GenderChoiceProps {
  label: string
  options: { value: string; label: string }[]
}

export const PersonalDataSection = withFieldGroup({
  defaultValues: emptyPersonal,
  props: personalProps,
  render: function PersonalData({
    group,
    mode,
    phoneRule,
    autofill = true,
    birthDateLists = false,
    GenderChoice,
  }) {
    const { t } = useLingui()
    const phone = phoneRule === 'signup' ? rule.signupMobilePhone : rule.profileMobilePhone
    const auto = (token: string) => (autofill ? token : 'off')
    const genders = [
      { value: 'FEMALE', label: t`Femmina` },
      { value: 'MALE', label: t`Maschio` },
    ]
    return (
      <fieldset>
        <legend>
          <Trans>Dati personali</Trans>
        </legend>
        <group.AppField name="firstName" validators={validateOn(mode, rule.requiredText)}>
          {(field) => <field.TextField label={t`Nome`} autoComplete={auto('given-name')} required />}
        </group.AppField>
        <group.AppField name="lastName" validators={validateOn(mode, rule.requiredText)}>
          {(field) => <field.TextField label={t`Cognome`} autoComplete={auto('family-name')} required />}
        </group.AppField>
        <group.AppField
          name="birthDate"
          validators={validateOn(mode, birthDateLists ? rule.kioskBirthDate : rule.isoBirthDate)}
        >
          {(field) => (
            <field.DateField
              label={t`Data di nascita`}
              autoComplete={auto('bday')}
              hint={
                birthDateLists
                  ? t`Scrivila come gg/mm/aaaa (per esempio 09/03/1988) o sceglila dagli elenchi. La carta è riservata ai maggiorenni.`
                  : t`Scrivila come gg/mm/aaaa (per esempio 09/03/1988). La carta è riservata ai maggiorenni.`
              }
              lists={
                birthDateLists
                  ? { years: yearList(), legend: t`Scegli la data di nascita dagli elenchi` }
                  : undefined
              }
              required
            />
          )}
        </group.AppField>
        <group.AppField name="gender" validators={validateOn(mode, rule.gender)}>
          {(field) =>
            GenderChoice ? (
              <GenderChoice label={t`Sesso`} options={genders} />
            ) : (
              <field.SelectField
                label={t`Sesso`}
                placeholder={t`Seleziona`}
                options={genders}
                autoComplete={auto('sex')}
                required
              />
            )
          }
        </group.AppField>
        <group.AppField name="mobilePhone" validators={validateOn(mode, phone)}>
          {(field) => (
            <field.TextField
              label={t`Cellulare`}
              type="tel"
              inputMode="numeric"
              autoComplete={auto('tel-national')}
              maxLength={10}
              hint={
                phoneRule === 'signup'
                  ? t`Facoltativo: 9 o 10 cifre, senza prefisso internazionale. Serve per SMS e WhatsApp.`
                  : t`Facoltativo: 10 cifre, senza prefisso internazionale. Serve per SMS e WhatsApp.`
              }
            />
          )}
        </group.AppField>
      </fieldset>
    )
  },
})
