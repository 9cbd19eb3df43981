import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** /privacy: the privacy notice under art. 13 GDPR, with the six consents of the forms (SPEC §3). */
export function PrivacyPage() {
  const { name: chainName, cardName, privacyEmail } = config.chain
  const { companyName, address, vatNumber, pec, dpoEmail } = config.legal
  return (
    <LegalPage
      title={<Trans>Informativa sul trattamento dei dati personali</Trans>}
      subtitle={<Trans>ai sensi dell'articolo 13 del Regolamento (UE) 2016/679 (GDPR)</Trans>}
      updated={config.legal.siteTermsDate}
    >
      <p>
        <Trans>
          Questa informativa spiega come {companyName} tratta i dati personali dei clienti che aderiscono al
          programma fedeltà {cardName} e usano il sito, l'app e i totem nei punti vendita {chainName}.
        </Trans>
      </p>

      <LegalSection title={<Trans>1. Titolare del trattamento</Trans>}>
        <p>
          <Trans>
            Il titolare del trattamento è {companyName}, con sede legale in {address}, partita IVA {vatNumber}
            .
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              E-mail per le richieste sui dati personali:{' '}
              <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
            </Trans>
          </li>
          <li>
            <Trans>
              Posta elettronica certificata (PEC): <a href={`mailto:${pec}`}>{pec}</a>
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={<Trans>2. Responsabile della protezione dei dati</Trans>}>
        <p>
          <Trans>
            Il titolare ha nominato un responsabile della protezione dei dati (DPO), che puoi contattare per
            ogni questione sul trattamento dei tuoi dati scrivendo a{' '}
            <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>3. Quali dati trattiamo</Trans>}>
        <ul>
          <li>
            <Trans>
              Dati anagrafici e di contatto: nome, cognome, data di nascita, genere, codice fiscale se
              indicato, indirizzo di residenza, indirizzo e-mail e numero di cellulare se indicato.
            </Trans>
          </li>
          <li>
            <Trans>
              Dati della carta: numero della carta, data di emissione, stato, saldo punti e buoni usati.
            </Trans>
          </li>
          <li>
            <Trans>
              Dati degli acquisti fatti con la carta: punto vendita, data, importo e prodotti acquistati.
            </Trans>
          </li>
          <li>
            <Trans>
              Preferenze che scegli di indicare: professione, titolo di studio, interessi, animali domestici,
              situazione familiare e anni di nascita dei figli.
            </Trans>
          </li>
          <li>
            <Trans>
              I consensi che dai o revochi, con data, ora, canale (sito, app o totem) e punto vendita.
            </Trans>
          </li>
          <li>
            <Trans>La firma che apponi al totem quando ti registri in negozio.</Trans>
          </li>
          <li>
            <Trans>
              Dati tecnici necessari al funzionamento del servizio: credenziali di accesso (la password non è
              mai conservata in chiaro), dati della sessione e registri tecnici.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Se scegli di ordinare i negozi per distanza, il browser ti chiede il permesso di leggere la tua
            posizione: la usiamo solo per ordinare l'elenco dei negozi e non la associamo al tuo profilo.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>4. Finalità e basi giuridiche</Trans>}>
        <h3>
          <Trans>Gestione della carta e del profilo</Trans>
        </h3>
        <p>
          <Trans>
            Trattiamo i tuoi dati per registrarti, emettere e gestire la carta, accreditare i punti, emettere
            i buoni sconto, gestire il tuo profilo online e rispondere alle richieste di assistenza. La base
            giuridica è l'esecuzione del contratto di adesione al programma (art. 6, par. 1, lett. b GDPR).
          </Trans>
        </p>
        <h3>
          <Trans>Obblighi di legge</Trans>
        </h3>
        <p>
          <Trans>
            Trattiamo i dati necessari per adempiere agli obblighi fiscali, contabili e alle richieste delle
            autorità (art. 6, par. 1, lett. c GDPR).
          </Trans>
        </p>
        <h3>
          <Trans>Sicurezza e prevenzione delle frodi</Trans>
        </h3>
        <p>
          <Trans>
            Trattiamo i dati necessari per proteggere il servizio, prevenire e accertare usi fraudolenti della
            carta e tutelare i nostri diritti, sulla base del nostro legittimo interesse (art. 6, par. 1,
            lett. f GDPR).
          </Trans>
        </p>
        <h3>
          <Trans>Marketing</Trans>
        </h3>
        <p>
          <Trans>
            Solo con il tuo consenso ti inviamo offerte, promozioni, inviti a iniziative e sondaggi sulla
            soddisfazione, attraverso i canali che hai autorizzato (art. 6, par. 1, lett. a GDPR).
          </Trans>
        </p>
        <h3>
          <Trans>Profilazione</Trans>
        </h3>
        <p>
          <Trans>
            Solo con il tuo consenso analizziamo i tuoi acquisti e le preferenze che hai indicato per proporti
            offerte e comunicazioni adatte ai tuoi interessi (art. 6, par. 1, lett. a GDPR). Non prendiamo
            decisioni basate unicamente su trattamenti automatizzati che producano effetti giuridici su di te
            o che ti riguardino in modo analogo.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>5. I consensi che ti chiediamo</Trans>}>
        <p>
          <Trans>
            Nel modulo di registrazione e nel profilo trovi sei caselle, nell'ordine seguente. Le prime due
            sono obbligatorie; le altre sono facoltative e puoi cambiarle quando vuoi nella sezione dei
            consensi del profilo.
          </Trans>
        </p>
        <ol>
          <li>
            <Trans>
              <strong>Regolamento (obbligatorio).</strong> Accetti il regolamento della carta fedeltà e le
              condizioni d'uso del servizio. Senza questa accettazione non è possibile aderire al programma.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Informativa privacy (obbligatorio).</strong> Dichiari di aver letto questa informativa.
              Senza questa dichiarazione non è possibile registrarsi.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Marketing (facoltativo).</strong> Acconsenti a ricevere offerte, promozioni e altre
              comunicazioni commerciali di {chainName}.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Profilazione (facoltativo).</strong> Acconsenti all'analisi dei tuoi acquisti e delle
              tue preferenze per ricevere offerte personalizzate.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>E-mail (facoltativo).</strong> Acconsenti a ricevere le comunicazioni commerciali
              all'indirizzo e-mail del tuo profilo.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>SMS e WhatsApp (facoltativo).</strong> Acconsenti a ricevere le comunicazioni
              commerciali via SMS e WhatsApp al tuo numero di cellulare. Puoi dare questo consenso solo se nel
              profilo hai indicato un numero di cellulare valido.
            </Trans>
          </li>
        </ol>
        <p>
          <Trans>
            Negare o revocare un consenso facoltativo non ha conseguenze sulla carta: continui a raccogliere
            punti e a ricevere buoni sconto. La revoca non rende illecito il trattamento fatto prima.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>6. La firma al totem</Trans>}>
        <p>
          <Trans>
            Se ti registri al totem in un punto vendita, ti chiediamo di firmare sullo schermo. La firma è
            conservata come immagine insieme al tuo profilo e serve solo a documentare l'accettazione del
            regolamento e i consensi che hai espresso. Registriamo anche il punto vendita in cui è avvenuta la
            registrazione.
          </Trans>
        </p>
        <p>
          <Trans>
            Il totem non conserva i tuoi dati: la sessione si chiude quando esci o dopo un minuto di
            inattività.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>7. Conferimento dei dati</Trans>}>
        <p>
          <Trans>
            I dati contrassegnati come obbligatori nei moduli sono necessari per aderire al programma: senza
            di essi non possiamo emettere la carta. Gli altri dati, come il numero di cellulare e le
            preferenze, sono facoltativi.
          </Trans>
        </p>
        <p>
          <Trans>
            La carta è riservata ai maggiorenni: non raccogliamo consapevolmente dati di minori di 18 anni.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>8. Come trattiamo i dati e a chi li comunichiamo</Trans>}>
        <p>
          <Trans>
            I dati sono trattati con strumenti elettronici, da personale autorizzato e istruito, con misure
            tecniche e organizzative adeguate a proteggerli da accessi non autorizzati, perdita o modifica.
          </Trans>
        </p>
        <p>
          <Trans>
            Possono ricevere i dati, nei limiti di quanto necessario, i fornitori che ci aiutano a erogare il
            servizio (gestione dei sistemi informatici e dell'hosting, invio di e-mail e messaggi, assistenza
            clienti), nominati responsabili del trattamento, e le autorità quando la legge lo richiede. Non
            vendiamo i tuoi dati a terzi.
          </Trans>
        </p>
        <p>
          <Trans>
            I dati sono trattati nello Spazio economico europeo. Se un fornitore dovesse trattarli al di fuori
            di esso, il trasferimento avverrà solo con le garanzie previste dal Capo V del GDPR, come una
            decisione di adeguatezza o le clausole contrattuali tipo della Commissione europea.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>9. Per quanto tempo conserviamo i dati</Trans>}>
        <ul>
          <li>
            <Trans>
              I dati usati per il marketing e per la profilazione sono conservati per 24 mesi dalla loro
              raccolta, salvo rinnovo del consenso.
            </Trans>
          </li>
          <li>
            <Trans>
              I dati necessari a gestire il rapporto e ad adempiere agli obblighi di legge sono conservati per
              10 anni dalla cessazione del rapporto.
            </Trans>
          </li>
          <li>
            <Trans>
              I dati strettamente necessari alla prevenzione delle frodi sono conservati per 5 anni e 180
              giorni.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Ricorda che la carta viene disattivata dopo 30 mesi senza utilizzo e che eliminando il profilo
            elimini anche la carta. Alla scadenza dei termini i dati sono cancellati o resi anonimi.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>10. I tuoi diritti</Trans>}>
        <p>
          <Trans>In base agli articoli da 15 a 22 del GDPR hai diritto di:</Trans>
        </p>
        <ul>
          <li>
            <Trans>accedere ai tuoi dati e riceverne copia (art. 15);</Trans>
          </li>
          <li>
            <Trans>
              ottenere la rettifica dei dati inesatti o l'integrazione di quelli incompleti (art. 16);
            </Trans>
          </li>
          <li>
            <Trans>ottenere la cancellazione dei dati (art. 17);</Trans>
          </li>
          <li>
            <Trans>ottenere la limitazione del trattamento (art. 18);</Trans>
          </li>
          <li>
            <Trans>
              essere informato delle rettifiche, cancellazioni e limitazioni comunicate ai destinatari (art.
              19);
            </Trans>
          </li>
          <li>
            <Trans>
              ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo
              automatico e trasmetterli a un altro titolare (art. 20);
            </Trans>
          </li>
          <li>
            <Trans>
              opporti al trattamento basato sul legittimo interesse e, in ogni momento, al marketing e alla
              profilazione (art. 21);
            </Trans>
          </li>
          <li>
            <Trans>
              non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati (art. 22).
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Puoi revocare in ogni momento i consensi facoltativi dalla sezione dei consensi del profilo. Per
            esercitare gli altri diritti scrivi a <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> o al
            responsabile della protezione dei dati a <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>. Ti
            risponderemo entro un mese dalla richiesta.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>11. Reclamo al Garante</Trans>}>
        <p>
          <Trans>
            Se ritieni che il trattamento dei tuoi dati violi il GDPR, hai diritto di proporre reclamo al
            Garante per la protezione dei dati personali (art. 77 GDPR) o di rivolgerti all'autorità
            giudiziaria (art. 79 GDPR). Informazioni su come presentare un reclamo sono disponibili sul{' '}
            <a href="https://www.garanteprivacy.it">sito del Garante per la protezione dei dati personali</a>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>12. Cookie e modifiche</Trans>}>
        <p>
          <Trans>
            Per gli strumenti tecnici usati dal sito e dall'app leggi la{' '}
            <Link to="/cookies">cookie policy</Link>.
          </Trans>
        </p>
        <p>
          <Trans>
            Possiamo aggiornare questa informativa; la data dell'ultimo aggiornamento è indicata in cima alla
            pagina. Ti informeremo delle modifiche rilevanti.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
