import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/**
 * /tutorial-account-delete: how to delete the profile, in three illustrated steps (SPEC §2). It
 * stands outside the web shell (the apps open it), so it brings its own main landmark and margins.
 */
export function TutorialAccountDeletePage() {
  return (
    <main id="main" className="shell__main">
      <LegalPage title={<Trans>Come eliminare il profilo</Trans>}>
        <Tutorial />
      </LegalPage>
    </main>
  )
}

/** Rendered once the legal catalogue is there: its `t` calls translate at render. */
function Tutorial() {
  const { t, i18n } = useLingui()
  const { cardName, supportEmail } = config.chain
  // The pictures show the app's screens, so they come in the customer's language too.
  const picture = (step: number) => `/app/tutorial/${i18n.locale === 'en' ? 'en/' : ''}step-${step}.svg`
  return (
    <>
      <p>
        <Trans>
          Puoi eliminare il tuo profilo in qualsiasi momento, dall'app o dal sito. Prima di iniziare, accedi
          con il tuo indirizzo e-mail e la password.
        </Trans>
      </p>
      <div className="legal-box">
        <p>
          <Trans>
            Attenzione: eliminando il profilo elimini anche la {cardName} e tutti i punti raccolti.
            L'operazione non si può annullare.
          </Trans>
        </p>
      </div>

      <LegalSection title={<Trans>I passaggi</Trans>}>
        <ol className="legal-steps">
          <li className="legal-step">
            <p>
              <Trans>
                Apri il menu e tocca <strong>Profilo</strong>.
              </Trans>
            </p>
            <img
              src={picture(1)}
              alt={t`Menu dell'app con la voce Profilo evidenziata`}
              width={240}
              height={480}
              loading="lazy"
            />
          </li>
          <li className="legal-step">
            <p>
              <Trans>
                Scorri la pagina del profilo fino in fondo e tocca <strong>Elimina profilo</strong>.
              </Trans>
            </p>
            <img
              src={picture(2)}
              alt={t`Fondo della pagina del profilo con il pulsante Elimina profilo evidenziato`}
              width={240}
              height={480}
              loading="lazy"
            />
          </li>
          <li className="legal-step">
            <p>
              <Trans>
                Nella finestra di conferma tocca <strong>Sì, elimina il profilo</strong>.
              </Trans>
            </p>
            <img
              src={picture(3)}
              alt={t`Finestra «Vuoi eliminare il profilo?» con il pulsante «Sì, elimina il profilo» evidenziato`}
              width={240}
              height={480}
              loading="lazy"
            />
          </li>
        </ol>
        <p>
          <Trans>
            Vedrai il messaggio «Profilo eliminato con successo» e tornerai alla pagina iniziale, senza più
            essere connesso.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Serve aiuto?</Trans>}>
        <p>
          <Trans>
            Se qualcosa non funziona scrivi a <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
      </LegalSection>
    </>
  )
}
