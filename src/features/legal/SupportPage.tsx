import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { config } from '../../config'
import { LegalPage, LegalSection } from './LegalPage'

/** One question of the FAQ: an h3 and its short answer. */
function Faq({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <div className="legal-faq">
      <h3>{question}</h3>
      {children}
    </div>
  )
}

/** /support: how to get help, and short answers to the frequent questions. */
export function SupportPage() {
  const { cardName, supportEmail, privacyEmail } = config.chain
  return (
    <LegalPage title={<Trans>Assistenza</Trans>}>
      <LegalSection title={<Trans>Come contattarci</Trans>}>
        <p>
          <Trans>
            Hai bisogno di aiuto con la {cardName}, con il sito o con l'app? Scrivici a{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>: ti risponderemo il prima possibile.
          </Trans>
        </p>
        <p>
          <Trans>
            Nel messaggio indica il numero della carta e, se la richiesta riguarda una spesa, la data, il
            punto vendita e l'importo dello scontrino. Non inviarci mai la tua password.
          </Trans>
        </p>
        <p>
          <Trans>
            Per le richieste sui tuoi dati personali scrivi a{' '}
            <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={<Trans>Domande frequenti</Trans>}>
        <Faq question={<Trans>Ho perso la carta: cosa faccio?</Trans>}>
          <p>
            <Trans>
              Se hai un account, accedi e disattiva la carta nella pagina <Link to="/card">La mia carta</Link>
              : così nessuno potrà usarla. Poi scrivici o rivolgiti a un punto vendita: ti aiuteremo ad avere
              una nuova carta.
            </Trans>
          </p>
        </Faq>
        <Faq question={<Trans>I punti di una spesa non sono stati accreditati</Trans>}>
          <p>
            <Trans>
              I punti si ricevono solo se la carta è stata presentata prima della chiusura dello scontrino e
              se lo scontrino supera i 5 euro. Se questi requisiti erano rispettati e i punti mancano,
              scrivici indicando il numero della carta e allegando una foto dello scontrino.
            </Trans>
          </p>
        </Faq>
        <Faq question={<Trans>Come elimino il mio profilo?</Trans>}>
          <p>
            <Trans>
              Accedi, apri Profilo, scorri fino in fondo e tocca Elimina profilo. Ricorda che eliminando il
              profilo elimini anche la carta e i punti.
            </Trans>
          </p>
          <p>
            <Trans>
              Segui la{' '}
              <Link to="/tutorial-account-delete">guida illustrata all'eliminazione del profilo</Link>.
            </Trans>
          </p>
        </Faq>
        <Faq question={<Trans>Ho dimenticato la password</Trans>}>
          <p>
            <Trans>
              Vai alla pagina per <Link to="/reset">reimpostare la password</Link> e indica l'indirizzo e-mail
              del tuo profilo: riceverai un messaggio con il link per sceglierne una nuova.
            </Trans>
          </p>
        </Faq>
        <Faq question={<Trans>Come modifico i miei dati o i consensi?</Trans>}>
          <p>
            <Trans>
              Accedi e apri Profilo: puoi aggiornare i dati personali, l'indirizzo, le preferenze e i consensi
              privacy, e cambiare la password. L'indirizzo e-mail e il numero della carta non si possono
              modificare: per cambiarli scrivici.
            </Trans>
          </p>
        </Faq>
      </LegalSection>
    </LegalPage>
  )
}
