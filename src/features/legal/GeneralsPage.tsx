import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** /generals: the general conditions of use of the site. */
export function GeneralsPage() {
  const { appName } = config
  const { name: chainName, cardName, supportEmail, mainSiteUrl } = config.chain
  const { companyName, address, vatNumber, reaNumber, pec } = config.legal
  return (
    <LegalPage
      title={<Trans>Condizioni generali di utilizzo del sito</Trans>}
      updated={config.legal.siteTermsDate}
    >
      <LegalSection title={<Trans>1. Chi gestisce il sito</Trans>}>
        <p>
          <Trans>
            Il sito {appName}, portale dei clienti di {chainName}, è gestito da {companyName}, con sede legale
            in {address}, partita IVA {vatNumber}, numero REA {reaNumber}, PEC{' '}
            <a href={`mailto:${pec}`}>{pec}</a> (di seguito «Gestore»).
          </Trans>
        </p>
        <p>
          <Trans>
            Il sito istituzionale della catena è <a href={mainSiteUrl}>{mainSiteUrl}</a>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>2. Oggetto</Trans>}>
        <p>
          <Trans>
            Le presenti condizioni regolano l'uso del sito, che permette di registrarsi al programma fedeltà{' '}
            {cardName}, consultare la carta e il saldo punti, gestire il profilo e i consensi, cercare i punti
            vendita e sfogliare i volantini.
          </Trans>
        </p>
        <p>
          <Trans>
            Usando il sito accetti le presenti condizioni. La carta fedeltà è regolata anche dal{' '}
            <Link to="/tac">regolamento della carta fedeltà</Link>; l'app è regolata anche dalle{' '}
            <Link to="/conditions">condizioni d'uso dell'app</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>3. Registrazione e account</Trans>}>
        <p>
          <Trans>
            La consultazione del sito è libera e gratuita. La registrazione è gratuita ed è riservata ai
            consumatori maggiorenni residenti in Italia, nella Repubblica di San Marino o nello Stato della
            Città del Vaticano.
          </Trans>
        </p>
        <p>
          <Trans>
            Ti impegni a fornire dati veri e aggiornati e a custodire con cura le tue credenziali: l'indirizzo
            e-mail e la password sono personali e non devono essere comunicati ad altri. Se sospetti un uso
            non autorizzato del tuo account, cambia subito la password e scrivi a{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
        <p>
          <Trans>
            Puoi eliminare il tuo account in qualsiasi momento dal profilo. L'eliminazione dell'account
            comporta anche la cancellazione della carta fedeltà e dei punti.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>4. Uso corretto del sito</Trans>}>
        <p>
          <Trans>Usando il sito ti impegni a non:</Trans>
        </p>
        <ul>
          <li>
            <Trans>registrarti con i dati di un'altra persona o con dati falsi;</Trans>
          </li>
          <li>
            <Trans>accedere o tentare di accedere ad account altrui;</Trans>
          </li>
          <li>
            <Trans>
              usare programmi automatici per estrarre dati o per inviare richieste in quantità anomale;
            </Trans>
          </li>
          <li>
            <Trans>
              compromettere la sicurezza o il funzionamento del sito, per esempio diffondendo codice dannoso.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            In caso di violazione il Gestore può sospendere o chiudere l'account, fatti salvi gli ulteriori
            rimedi previsti dalla legge.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>5. Volantini, prezzi e informazioni sui negozi</Trans>}>
        <p>
          <Trans>
            Le offerte dei volantini sono valide nei punti vendita e nei periodi indicati, fino a esaurimento
            delle scorte. Gli orari e i servizi dei negozi possono cambiare, per esempio nei giorni festivi:
            le aperture straordinarie sono indicate nella scheda di ogni negozio.
          </Trans>
        </p>
        <p>
          <Trans>
            Il Gestore cura l'esattezza delle informazioni pubblicate, ma eventuali errori materiali nei
            prezzi o nelle descrizioni non sono vincolanti; fa fede il prezzo esposto nel punto vendita.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>6. Proprietà intellettuale</Trans>}>
        <p>
          <Trans>
            Marchi, loghi, testi, immagini e grafica del sito appartengono al Gestore o ai rispettivi titolari
            e sono protetti dalla legge. Non possono essere copiati, modificati o distribuiti senza
            autorizzazione, salvo l'uso personale e non commerciale.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>7. Disponibilità del servizio e responsabilità</Trans>}>
        <p>
          <Trans>
            Il Gestore si impegna a mantenere il sito disponibile e sicuro, ma non può garantire un servizio
            senza interruzioni: il sito può essere sospeso per manutenzione, aggiornamenti o cause non
            dipendenti dal Gestore.
          </Trans>
        </p>
        <p>
          <Trans>
            Il Gestore non risponde dei contenuti dei siti di terzi raggiungibili tramite collegamenti.
            Restano salve le responsabilità che la legge non consente di escludere.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>8. Dati personali e cookie</Trans>}>
        <p>
          <Trans>
            Il trattamento dei dati personali è descritto nell'
            <Link to="/privacy">informativa sul trattamento dei dati personali</Link>; gli strumenti tecnici
            usati dal sito sono descritti nella <Link to="/cookies">cookie policy</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>9. Modifiche alle condizioni</Trans>}>
        <p>
          <Trans>
            Il Gestore può modificare le presenti condizioni. La versione in vigore è sempre pubblicata in
            questa pagina, con la data dell'ultimo aggiornamento; le modifiche rilevanti sono comunicate agli
            utenti registrati.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>10. Legge applicabile e controversie</Trans>}>
        <p>
          <Trans>
            Le presenti condizioni sono regolate dalla legge italiana. Per le controversie con i consumatori è
            competente il giudice del luogo di residenza o di domicilio del consumatore, come previsto dal
            Codice del consumo (d.lgs. 6 settembre 2005, n. 206).
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>11. Contatti</Trans>}>
        <p>
          <Trans>
            Per domande sul sito o sulla carta scrivi a <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
            oppure visita la <Link to="/support">pagina di assistenza</Link>.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
