import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** /tac: the rules of the loyalty card (SPEC §1). */
export function TacPage() {
  const { name: chainName, cardName, supportEmail } = config.chain
  const { companyName, address, vatNumber, reaNumber } = config.legal
  return (
    <LegalPage
      title={<Trans>Regolamento della carta fedeltà {cardName}</Trans>}
      updated={config.legal.siteTermsDate}
    >
      <LegalSection title={<Trans>1. Promotore</Trans>}>
        <p>
          <Trans>
            Il programma fedeltà {cardName} (di seguito «programma») è promosso da {companyName}, con sede
            legale in {address}, partita IVA {vatNumber}, numero REA {reaNumber} (di seguito «Promotore»), e
            si svolge nei punti vendita {chainName} aderenti.
          </Trans>
        </p>
        <p>
          <Trans>
            Il presente regolamento stabilisce come si ottiene e si usa la carta, come si raccolgono i punti e
            come si richiedono i buoni sconto. Aderendo al programma il titolare accetta il regolamento.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>2. Area e punti vendita</Trans>}>
        <p>
          <Trans>
            Il programma è valido nei punti vendita {chainName} aderenti situati in Piemonte, Liguria e Valle
            d'Aosta e nelle province di Milano, Pavia e Varese.
          </Trans>
        </p>
        <p>
          <Trans>
            L'elenco aggiornato dei punti vendita, con indirizzi e orari, è consultabile nella sezione Negozi
            del sito e dell'app.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>3. Chi può aderire</Trans>}>
        <p>
          <Trans>
            La carta è gratuita, personale e riservata ai maggiorenni. Possono aderire al programma i
            consumatori maggiorenni residenti in Italia, nella Repubblica di San Marino o nello Stato della
            Città del Vaticano.
          </Trans>
        </p>
        <p>
          <Trans>
            La carta è destinata agli acquisti per uso personale e familiare: non può essere usata per
            acquisti fatti nell'esercizio di un'attività d'impresa o professionale.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>4. Come si ottiene la carta</Trans>}>
        <p>
          <Trans>
            Puoi richiedere la carta gratuitamente in un punto vendita, al totem presente in negozio oppure
            registrandoti sul sito o nell'app. Se ti registri online senza indicare il numero di una carta già
            in tuo possesso, ricevi una carta digitale, che puoi mostrare in cassa dallo smartphone.
          </Trans>
        </p>
        <p>
          <Trans>
            La carta è personale e non cedibile: può essere usata soltanto dal titolare. I dati forniti al
            momento dell'adesione devono essere veri e aggiornati.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>5. Raccolta dei punti</Trans>}>
        <p>
          <Trans>
            Per raccogliere i punti presenta la carta, fisica o digitale, in cassa prima della chiusura dello
            scontrino. I punti sono accreditati sulla carta in base all'importo pagato, al netto di sconti e
            buoni.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Per ogni scontrino di importo superiore a 5 euro ricevi 1 punto per ogni euro intero di spesa.
            </Trans>
          </li>
          <li>
            <Trans>
              Per la spesa in prodotti a marchio proprio {chainName} ricevi 2 punti per ogni euro intero,
              invece di 1.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Non danno diritto a punti gli acquisti per i quali la legge non consente premi o incentivi, come
            tabacchi, farmaci, alimenti per lattanti, giochi e lotterie, ricariche telefoniche e carte regalo.
          </Trans>
        </p>
        <p>
          <Trans>
            Il saldo punti è indicato sullo scontrino e si può consultare nella pagina La mia carta del sito e
            dell'app e al totem in negozio.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>6. Buoni sconto</Trans>}>
        <p>
          <Trans>Raggiunta una soglia di punti puoi richiedere in cassa un buono sconto:</Trans>
        </p>
        <ul>
          <li>
            <Trans>500 punti: buono sconto da 3 euro;</Trans>
          </li>
          <li>
            <Trans>750 punti: buono sconto da 5 euro;</Trans>
          </li>
          <li>
            <Trans>1400 punti: buono sconto da 10 euro.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Si può usare un solo buono per scontrino. Il buono si applica alla spesa in corso, i punti
            corrispondenti sono scalati dal saldo e il buono non è convertibile in denaro né dà diritto a
            resto.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>7. Disattivazione della carta</Trans>}>
        <p>
          <Trans>
            La carta viene disattivata se non viene usata per 30 mesi consecutivi; con la disattivazione i
            punti non usati decadono.
          </Trans>
        </p>
        <p>
          <Trans>
            Puoi disattivare la carta in qualsiasi momento dalla pagina La mia carta, per esempio in caso di
            smarrimento o furto, e scrivere a <a href={`mailto:${supportEmail}`}>{supportEmail}</a> per
            ricevere assistenza.
          </Trans>
        </p>
        <p>
          <Trans>
            Il Promotore può disattivare la carta se viene usata in modo fraudolento o contrario al presente
            regolamento.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>8. Eliminazione del profilo</Trans>}>
        <p>
          <Trans>
            Puoi eliminare il tuo profilo in qualsiasi momento. L'eliminazione del profilo comporta anche la
            cancellazione della carta e dei punti non ancora usati.
          </Trans>
        </p>
        <p>
          <Trans>
            Per sapere come fare leggi la{' '}
            <Link to="/tutorial-account-delete">guida all'eliminazione del profilo</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>9. Dati personali</Trans>}>
        <p>
          <Trans>
            I dati personali dei titolari sono trattati da {companyName} come descritto nell'
            <Link to="/privacy">informativa sul trattamento dei dati personali</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>10. Modifiche al regolamento</Trans>}>
        <p>
          <Trans>
            Il Promotore può modificare il presente regolamento o concludere il programma, dandone adeguato
            preavviso ai titolari nei punti vendita, sul sito e nell'app. I punti già raccolti e i buoni già
            emessi restano validi secondo le regole in vigore al momento della loro raccolta o emissione.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>11. Legge applicabile</Trans>}>
        <p>
          <Trans>
            Il presente regolamento è regolato dalla legge italiana. Restano salvi i diritti riconosciuti al
            consumatore dal Codice del consumo (d.lgs. 6 settembre 2005, n. 206).
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
