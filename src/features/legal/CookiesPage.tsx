import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** /cookies: the cookie policy. The app uses technical storage only (SPEC §2, DESIGN: offline). */
export function CookiesPage() {
  const { appName } = config
  const { name: chainName, privacyEmail } = config.chain
  const { companyName } = config.legal
  return (
    <LegalPage title={<Trans>Cookie policy</Trans>} updated={config.legal.siteTermsDate}>
      <p>
        <Trans>
          Questa pagina spiega quali cookie e quali altri strumenti di memorizzazione usano il sito e l'app{' '}
          {appName} di {chainName}, gestiti da {companyName}, e perché.
        </Trans>
      </p>

      <LegalSection title={<Trans>Cosa sono i cookie</Trans>}>
        <p>
          <Trans>
            I cookie sono piccoli file di testo che un sito salva sul tuo dispositivo. Strumenti simili, come
            la memoria locale (local storage) e IndexedDB, permettono di conservare dati nel browser. Quelli
            tecnici servono a far funzionare il servizio; quelli di profilazione servono a tracciare le
            abitudini di navigazione per scopi pubblicitari.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Usiamo solo strumenti tecnici</Trans>}>
        <div className="legal-box">
          <p>
            <Trans>
              Il sito e l'app usano solo cookie e strumenti tecnici, necessari a fornirti il servizio che
              richiedi. Non usiamo cookie di profilazione, né cookie di terze parti, né strumenti di
              statistica o di pubblicità.
            </Trans>
          </p>
        </div>
        <p>
          <Trans>
            Per gli strumenti tecnici la legge non richiede il tuo consenso (art. 122 del Codice privacy,
            d.lgs. 196/2003, e Linee guida del Garante sui cookie del 10 giugno 2021): il banner che vedi alla
            prima visita serve a informarti.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Gli strumenti che usiamo</Trans>}>
        <h3>
          <Trans>Accettazione dell'avviso sui cookie</Trans>
        </h3>
        <p>
          <Trans>
            Quando tocchi OK sull'avviso dei cookie ricordiamo la tua scelta, così l'avviso non ricompare a
            ogni visita. La scelta è conservata per 150 giorni.
          </Trans>
        </p>
        <h3>
          <Trans>Cookie di sessione</Trans>
        </h3>
        <p>
          <Trans>
            Quando accedi, il nostro server imposta un cookie tecnico di sessione che ti permette di restare
            connesso, anche quando chiudi e riapri l'app. È un cookie HttpOnly: nessuno script della pagina
            può leggerlo, e viene inviato solo al nostro server. Scade al più tardi dopo 30 giorni e viene
            cancellato quando esci (logout).
          </Trans>
        </p>
        <h3>
          <Trans>Memoria locale del browser</Trans>
        </h3>
        <p>
          <Trans>
            Nella memoria locale (local storage) conserviamo i dati dell'utente che ha effettuato l'accesso,
            per mostrarti il tuo profilo dopo aver ricaricato la pagina, e la lingua che hai scelto. I dati
            dell'utente sono cancellati quando esci o elimini il profilo.
          </Trans>
        </p>
        <h3>
          <Trans>IndexedDB e funzionamento offline</Trans>
        </h3>
        <p>
          <Trans>
            In IndexedDB conserviamo l'ultima versione della tua carta, così puoi mostrare il codice a barre
            in cassa anche senza connessione, e gli ultimi elenchi pubblici di negozi e volantini. I dati
            della carta sono cancellati quando esci o elimini il profilo.
          </Trans>
        </p>
        <p>
          <Trans>
            L'app conserva inoltre nella cache del browser i propri file, per aprirsi rapidamente e funzionare
            anche offline. Sul totem nei punti vendita non viene conservato nessun dato personale.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Mappe</Trans>}>
        <p>
          <Trans>
            Le mappe dei negozi sono composte da immagini (tasselli) caricate dal fornitore del servizio di
            mappe. Per mostrarle il tuo browser si collega ai server del fornitore, che ricevono, come per
            ogni risorsa web, il tuo indirizzo IP e le informazioni tecniche della richiesta. Non comunichiamo
            al fornitore i dati del tuo profilo.
          </Trans>
        </p>
        <p>
          <Trans>
            La tua posizione viene letta solo se scegli di ordinare i negozi per distanza e dai il permesso al
            browser.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Come gestire cookie e dati salvati</Trans>}>
        <p>
          <Trans>
            Puoi cancellare in ogni momento cookie e dati dei siti dalle impostazioni del browser. Se lo fai,
            dovrai accedere di nuovo, la carta non sarà disponibile offline fino al prossimo accesso e
            l'avviso sui cookie ricomparirà. Bloccare i cookie tecnici impedisce l'accesso al profilo.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Per saperne di più</Trans>}>
        <p>
          <Trans>
            Per sapere come trattiamo i tuoi dati leggi l'
            <Link to="/privacy">informativa sul trattamento dei dati personali</Link>. Per domande scrivi a{' '}
            <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
