import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** /conditions: the conditions of use of the app. */
export function ConditionsPage() {
  const { appName } = config
  const { name: chainName, cardName, supportEmail } = config.chain
  const { companyName, address, vatNumber } = config.legal
  return (
    <LegalPage title={<Trans>Condizioni d'uso dell'app</Trans>} updated={config.legal.appTermsDate}>
      <LegalSection title={<Trans>1. Oggetto</Trans>}>
        <p>
          <Trans>
            Le presenti condizioni regolano l'uso dell'app {appName} di {chainName}, fornita da {companyName},
            con sede legale in {address}, partita IVA {vatNumber} (di seguito «Fornitore»). Valgono per l'app
            installata da uno store, per quella installata dal browser sulla schermata iniziale e per la sua
            versione web.
          </Trans>
        </p>
        <p>
          <Trans>
            Con l'app puoi mostrare in cassa la {cardName}, consultare il saldo punti, gestire il profilo e i
            consensi, cercare i punti vendita e sfogliare i volantini.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>2. Chi può usare l'app</Trans>}>
        <p>
          <Trans>
            L'app è gratuita. La registrazione è riservata ai consumatori maggiorenni residenti in Italia,
            nella Repubblica di San Marino o nello Stato della Città del Vaticano.
          </Trans>
        </p>
        <p>
          <Trans>
            Le tue credenziali sono personali: custodiscile con cura e non comunicarle ad altri. Se accedi da
            un dispositivo condiviso, ricordati di uscire al termine.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>3. Licenza d'uso</Trans>}>
        <p>
          <Trans>
            Il Fornitore ti concede una licenza d'uso dell'app gratuita, personale, non esclusiva e non
            trasferibile, per uso privato. Non è consentito copiare, modificare o decompilare l'app, né usarla
            per scopi diversi da quelli previsti, salvo quanto la legge consente espressamente.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>4. La carta digitale</Trans>}>
        <p>
          <Trans>
            La carta mostrata nell'app ha lo stesso valore della carta fisica ed è regolata dal{' '}
            <Link to="/tac">regolamento della carta fedeltà</Link>. La carta è gratuita, personale e riservata
            ai maggiorenni.
          </Trans>
        </p>
        <p>
          <Trans>
            L'app conserva sul dispositivo l'ultima versione della carta, così puoi mostrarne il codice a
            barre anche senza connessione. Senza connessione il saldo punti mostrato può non essere
            aggiornato.
          </Trans>
        </p>
        <p>
          <Trans>La carta viene disattivata se non viene usata per 30 mesi consecutivi.</Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>5. Comunicazioni</Trans>}>
        <p>
          <Trans>
            Ti inviamo comunicazioni di servizio, come la conferma della registrazione e il recupero della
            password. Comunicazioni commerciali via e-mail, SMS o WhatsApp ti sono inviate solo se hai dato il
            consenso, che puoi revocare in ogni momento dal profilo.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>6. Aggiornamenti e disponibilità</Trans>}>
        <p>
          <Trans>
            L'app si aggiorna automaticamente: quando è disponibile una nuova versione te lo segnaliamo e la
            applichiamo senza interrompere ciò che stai facendo. Alcune funzioni richiedono una connessione a
            internet.
          </Trans>
        </p>
        <p>
          <Trans>
            Il Fornitore si impegna a mantenere l'app funzionante, ma non può garantire un servizio senza
            interruzioni; può modificare o sospendere alcune funzioni per manutenzione o per motivi tecnici.
            Restano salve le responsabilità che la legge non consente di escludere.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>7. Eliminazione dell'account</Trans>}>
        <p>
          <Trans>
            Puoi eliminare il tuo account in qualsiasi momento dal profilo. L'eliminazione dell'account
            comporta anche la cancellazione della carta e dei punti non ancora usati, e non può essere
            annullata.
          </Trans>
        </p>
        <p>
          <Trans>
            Se vuoi sapere come fare, segui la{' '}
            <Link to="/tutorial-account-delete">guida all'eliminazione del profilo</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>8. Dati personali</Trans>}>
        <p>
          <Trans>
            Il trattamento dei dati personali è descritto nell'
            <Link to="/privacy">informativa sul trattamento dei dati personali</Link>; gli strumenti tecnici
            usati dall'app sono descritti nella <Link to="/cookies">cookie policy</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>9. Modifiche e legge applicabile</Trans>}>
        <p>
          <Trans>
            Il Fornitore può modificare le presenti condizioni; la versione in vigore è pubblicata in questa
            pagina con la data dell'ultimo aggiornamento. Le condizioni sono regolate dalla legge italiana,
            fatti salvi i diritti riconosciuti al consumatore dal Codice del consumo.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>10. Contatti</Trans>}>
        <p>
          <Trans>
            Per assistenza sull'app scrivi a <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
