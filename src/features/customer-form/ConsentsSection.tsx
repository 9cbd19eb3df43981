import { Trans } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { Link } from '@tanstack/react-router'
import * as rule from '../../api/rules'
import { config } from '../../config'
import './customer-form.css'
import { withFieldGroup } from '../../ui/form/form'
import { noConsents, type ValidationMode, validateOn } from './values'

export type LegalDocument = 'tac' | 'privacy'

/**
 * The privacy consents accept1..accept6 (behaviour §3): terms and privacy are required, the others free
 * choices. SMS/WhatsApp needs a valid mobile phone: without one it is disabled, but keeps the choice
 * on screen, so a consent is never withdrawn behind the customer's back (a 9-digit number from the
 * sign-up is not valid for the profile, which wants 10): the hint says what happens on saving.
 *
 * The kiosk never leaves /totem nor opens tabs: it passes `onReadDocument` and shows the texts over
 * the form. Its upgrade asks only for the free choices (`optionalOnly`): terms and privacy were
 * accepted at sign-up.
 */
export const ConsentsSection = withFieldGroup({
  defaultValues: noConsents,
  props: { mode: 'blur', smsReachable: false } as {
    mode: ValidationMode
    smsReachable: boolean
    onReadDocument?: (document: LegalDocument) => void
    optionalOnly?: boolean
  },
  render: function Consents({ group, mode, smsReachable, onReadDocument, optionalOnly = false }) {
    const { name } = config.chain
    const sms = useStore(group.store, (s) => s.values.accept6)
    return (
      <fieldset>
        <legend>
          <Trans>Consensi privacy</Trans>
        </legend>
        {!optionalOnly && (
          <>
            <p className="field__hint">
              <Trans>
                I primi due consensi sono obbligatori; gli altri puoi darli o revocarli quando vuoi.
              </Trans>
            </p>
            <group.AppField name="accept1" validators={validateOn(mode, rule.requiredConsent)}>
              {(field) => (
                <field.CheckboxField
                  required
                  label={<Trans>Accetto il regolamento della carta fedeltà</Trans>}
                  description={
                    onReadDocument ? (
                      <>
                        <Trans>Obbligatorio.</Trans>{' '}
                        <button type="button" className="link-button" onClick={() => onReadDocument('tac')}>
                          <Trans>Leggi il regolamento della carta</Trans>
                        </button>
                      </>
                    ) : (
                      <Trans>
                        Obbligatorio. Leggi il{' '}
                        <Link to="/tac" target="_blank" rel="noopener">
                          regolamento della carta (si apre in una nuova scheda)
                        </Link>
                        .
                      </Trans>
                    )
                  }
                />
              )}
            </group.AppField>
            <group.AppField name="accept2" validators={validateOn(mode, rule.requiredConsent)}>
              {(field) => (
                <field.CheckboxField
                  required
                  label={<Trans>Ho letto l'informativa privacy sul trattamento dei miei dati</Trans>}
                  description={
                    onReadDocument ? (
                      <>
                        <Trans>Obbligatorio.</Trans>{' '}
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => onReadDocument('privacy')}
                        >
                          <Trans>Leggi l'informativa privacy</Trans>
                        </button>
                      </>
                    ) : (
                      <Trans>
                        Obbligatorio. Leggi l'
                        <Link to="/privacy" target="_blank" rel="noopener">
                          informativa privacy (si apre in una nuova scheda)
                        </Link>
                        .
                      </Trans>
                    )
                  }
                />
              )}
            </group.AppField>
          </>
        )}
        <group.AppField name="accept3">
          {(field) => (
            <field.CheckboxField
              label={<Trans>Marketing: voglio ricevere offerte e promozioni</Trans>}
              description={
                <Trans>
                  Facoltativo. Comunicazioni commerciali su offerte, concorsi e iniziative di {name}.
                </Trans>
              }
            />
          )}
        </group.AppField>
        <group.AppField name="accept4">
          {(field) => (
            <field.CheckboxField
              label={<Trans>Profilazione: analizzate i miei acquisti per offerte su misura</Trans>}
              description={
                <Trans>Facoltativo. Le offerte che ricevi tengono conto di cosa e dove acquisti.</Trans>
              }
            />
          )}
        </group.AppField>
        <group.AppField name="accept5">
          {(field) => (
            <field.CheckboxField
              label={<Trans>Voglio ricevere le comunicazioni via email</Trans>}
              description={<Trans>Facoltativo. Offerte e novità all'indirizzo email del profilo.</Trans>}
            />
          )}
        </group.AppField>
        <group.AppField name="accept6">
          {(field) => (
            <field.CheckboxField
              disabled={!smsReachable}
              label={<Trans>Voglio ricevere le comunicazioni via SMS e WhatsApp</Trans>}
              description={
                smsReachable ? (
                  <Trans>Facoltativo. Offerte e novità sul tuo cellulare.</Trans>
                ) : sms ? (
                  <Trans>
                    Per mantenere questa scelta inserisci un numero di cellulare valido: senza, non viene
                    salvata.
                  </Trans>
                ) : (
                  <Trans>Per scegliere questa opzione inserisci un numero di cellulare valido.</Trans>
                )
              }
            />
          )}
        </group.AppField>
      </fieldset>
    )
  },
})
