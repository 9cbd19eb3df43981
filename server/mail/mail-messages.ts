import type { Message } from '../../src/api/messages'

/**
 * The mails' texts, in the `server` catalogue (src/locales/{it,en}/server.po): each mail is written
 * in its customer's language (users.language). Worded without gender ("grazie per la tua
 * registrazione", not "registrato/a"): the profile's gender is not a form of address.
 */
export const mailMessages = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Ciao {firstName},' },
  buttonFallback: /*i18n*/ {
    id: 'mail.buttonFallback',
    message: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  },
  help: /*i18n*/ { id: 'mail.help', message: 'Hai bisogno di aiuto? Scrivi a {email}' },
  support: /*i18n*/ { id: 'mail.support', message: 'Assistenza: {email}' },
  vat: /*i18n*/ { id: 'mail.vat', message: 'P. IVA {number}' },

  confirmTitle: /*i18n*/ { id: 'mail.confirm.title', message: 'Conferma la tua registrazione' },
  confirmThanks: /*i18n*/ {
    id: 'mail.confirm.thanks',
    message:
      'grazie per la tua registrazione al programma {cardName}. Il numero della tua carta è {cardCode}.',
  },
  confirmWithPassword: /*i18n*/ {
    id: 'mail.confirm.withPassword',
    message:
      'Per completare la registrazione conferma il tuo indirizzo email e scegli la password con cui accederai al sito e all’app.',
  },
  confirmWithoutPassword: /*i18n*/ {
    id: 'mail.confirm.withoutPassword',
    message: 'Per completare la registrazione e accedere al sito e all’app conferma il tuo indirizzo email.',
  },
  confirmValidity: /*i18n*/ {
    id: 'mail.confirm.validity',
    message:
      'Il link è valido per 7 giorni. Se non hai chiesto tu la registrazione, ignora questo messaggio.',
  },
  confirmAction: /*i18n*/ { id: 'mail.confirm.action', message: 'Conferma la registrazione' },

  upgradeTitle: /*i18n*/ { id: 'mail.upgrade.title', message: 'Conferma il tuo indirizzo email' },
  upgradeBody: /*i18n*/ {
    id: 'mail.upgrade.body',
    message:
      'hai chiesto di usare questo indirizzo email per accedere al tuo profilo. Confermalo per completare l’operazione e riattivare l’accesso al sito e all’app.',
  },
  upgradeValidity: /*i18n*/ {
    id: 'mail.upgrade.validity',
    message: 'Il link è valido per 7 giorni. Se la richiesta non è partita da te, ignora questo messaggio.',
  },
  upgradeAction: /*i18n*/ { id: 'mail.upgrade.action', message: 'Conferma l’indirizzo email' },

  resetTitle: /*i18n*/ { id: 'mail.reset.title', message: 'Reimposta la password' },
  resetBody: /*i18n*/ {
    id: 'mail.reset.body',
    message:
      'abbiamo ricevuto una richiesta di cambio password per il tuo profilo. Per sceglierne una nuova apri il link qui sotto.',
  },
  resetValidity: /*i18n*/ {
    id: 'mail.reset.validity',
    message:
      'Il link è valido per 1 ora e si può usare una volta sola. Se non hai chiesto tu il cambio, ignora questo messaggio: la password resta quella di prima.',
  },
  resetAction: /*i18n*/ { id: 'mail.reset.action', message: 'Scegli una nuova password' },

  // docs/ordering.md "The store's side": a new staff member chooses their password.
  staffPasswordTitle: /*i18n*/ { id: 'mail.staff.title', message: 'Il tuo accesso al negozio online' },
  staffPasswordBody: /*i18n*/ {
    id: 'mail.staff.body',
    message:
      'ti abbiamo creato un accesso per preparare gli ordini online di {storeName}. Per scegliere la password apri il link qui sotto.',
  },
  staffPasswordValidity: /*i18n*/ {
    id: 'mail.staff.validity',
    message: 'Il link è valido per 3 giorni e si può usare una volta sola.',
  },
  staffPasswordAction: /*i18n*/ { id: 'mail.staff.action', message: 'Scegli la password' },

  orderAction: /*i18n*/ { id: 'mail.order.action', message: 'Vedi l’ordine' },
  howInStore: /*i18n*/ { id: 'mail.order.inStore', message: 'ritiro in negozio' },
  howDrive: /*i18n*/ { id: 'mail.order.drive', message: 'ritiro in auto (drive)' },
  howAtHome: /*i18n*/ { id: 'mail.order.atHome', message: 'consegna a domicilio' },
  placedTitle: /*i18n*/ { id: 'mail.order.placed.title', message: 'Ordine n. {orderId} ricevuto' },
  placedBody: /*i18n*/ {
    id: 'mail.order.placed.body',
    message: 'abbiamo ricevuto il tuo ordine n. {orderId} presso {storeName}: {how} {slot}.',
  },
  placedTotal: /*i18n*/ {
    id: 'mail.order.placed.total',
    message:
      'Totale stimato: {total}. I prodotti a peso sono pesati durante la preparazione: l’importo finale è quello dello scontrino.',
  },
  placedCancel: /*i18n*/ {
    id: 'mail.order.placed.cancel',
    message:
      'Puoi annullare l’ordine dalla sua pagina fino alla chiusura delle prenotazioni per la fascia scelta.',
  },
  collectTitle: /*i18n*/ {
    id: 'mail.order.collect.title',
    message: 'Ordine n. {orderId} pronto per il ritiro',
  },
  collectBody: /*i18n*/ {
    id: 'mail.order.collect.body',
    message: 'il tuo ordine n. {orderId} è pronto: ti aspettiamo presso {storeName} per il {how} {slot}.',
  },
  collectTotal: /*i18n*/ {
    id: 'mail.order.collect.total',
    message:
      'Importo finale: {total}, pagato al ritiro (un sostituto che rifiuti non ti viene addebitato). Porta con te la carta fedeltà, anche sul telefono.',
  },
  collectTotalCard: /*i18n*/ {
    id: 'mail.order.collect.totalCard',
    message:
      'Importo finale: {total}, addebitato sulla carta al ritiro (un sostituto che rifiuti non ti viene addebitato). Porta con te la carta fedeltà, anche sul telefono.',
  },
  deliverTitle: /*i18n*/ { id: 'mail.order.deliver.title', message: 'Ordine n. {orderId} in consegna' },
  deliverBody: /*i18n*/ {
    id: 'mail.order.deliver.body',
    message: 'il tuo ordine n. {orderId} è pronto e arriverà {slot}.',
  },
  receiptTotal: /*i18n*/ {
    id: 'mail.order.receiptTotal',
    message:
      'Importo finale: {total}, pagato alla consegna (un sostituto che rifiuti non ti viene addebitato).',
  },
  receiptTotalCard: /*i18n*/ {
    id: 'mail.order.receiptTotalCard',
    message:
      'Importo finale: {total}, addebitato sulla carta alla consegna (un sostituto che rifiuti non ti viene addebitato).',
  },
  pickupCode: /*i18n*/ {
    id: 'mail.order.pickupCode',
    message: 'Il tuo codice di ritiro è {code}: dillo al personale alla consegna.',
  },
  linesOrdered: /*i18n*/ { id: 'mail.order.lines.ordered', message: 'Il tuo ordine:' },
  linesPrepared: /*i18n*/ { id: 'mail.order.lines.prepared', message: 'Ecco cosa abbiamo preparato:' },
  lineOrdered: /*i18n*/ { id: 'mail.order.line.ordered', message: '{quantity} × {name}: {amount}' },
  lineOrderedWeighed: /*i18n*/ {
    id: 'mail.order.line.orderedWeighed',
    message: '{quantity} × {name}, circa {weight}: {amount} (stimato)',
  },
  linePicked: /*i18n*/ { id: 'mail.order.line.picked', message: '{quantity} × {name}: {amount}' },
  linePickedWeighed: /*i18n*/ {
    id: 'mail.order.line.pickedWeighed',
    message: '{quantity} × {name}, {weight}: {amount}',
  },
  lineSubstituted: /*i18n*/ {
    id: 'mail.order.line.substituted',
    message: '{name}: sostituito con {substituteQuantity} × {substitute}, {amount}',
  },
  lineMissing: /*i18n*/ {
    id: 'mail.order.line.missing',
    message: '{name}: non disponibile, non ti viene addebitato',
  },
  lineRefused: /*i18n*/ {
    id: 'mail.order.line.refused',
    message: '{name}: hai rifiutato il sostituto {substitute}, non ti viene addebitato',
  },
  // The hand-over (COLLECTED, DELIVERED): what the customer took home, what was charged, the points.
  collectedTitle: /*i18n*/ { id: 'mail.order.collected.title', message: 'Ordine n. {orderId} ritirato' },
  collectedBody: /*i18n*/ {
    id: 'mail.order.collected.body',
    message: 'hai ritirato il tuo ordine n. {orderId} presso {storeName}. Grazie!',
  },
  deliveredTitle: /*i18n*/ { id: 'mail.order.delivered.title', message: 'Ordine n. {orderId} consegnato' },
  deliveredBody: /*i18n*/ {
    id: 'mail.order.delivered.body',
    message: 'il tuo ordine n. {orderId} di {storeName} ti è stato consegnato. Grazie!',
  },
  linesHandedOver: /*i18n*/ {
    id: 'mail.order.lines.handedOver',
    message: 'Ecco cosa ti abbiamo consegnato:',
  },
  chargedCard: /*i18n*/ {
    id: 'mail.order.charged.card',
    message: 'Totale: {total}, addebitato sulla carta.',
  },
  chargedCash: /*i18n*/ { id: 'mail.order.charged.cash', message: 'Totale: {total}, pagato in contanti.' },
  pointsEarned: /*i18n*/ {
    id: 'mail.order.pointsEarned',
    message:
      '{points, plural, one {Con questo scontrino hai guadagnato # punto sulla tua carta fedeltà.} other {Con questo scontrino hai guadagnato # punti sulla tua carta fedeltà.}}',
  },
  cancelledTitle: /*i18n*/ { id: 'mail.order.cancelled.title', message: 'Ordine n. {orderId} annullato' },
  cancelledBody: /*i18n*/ {
    id: 'mail.order.cancelled.body',
    message:
      'ci dispiace: {storeName} ha dovuto annullare il tuo ordine n. {orderId}. Non ti è stato addebitato nulla e, se avevi usato un buono sconto, i punti sono tornati sulla tua carta.',
  },
  cancelledQuestions: /*i18n*/ {
    id: 'mail.order.cancelled.questions',
    message: 'Per qualsiasi domanda rispondi a questa email o chiedi al personale del negozio.',
  },
  // Issue 35: the card near its 30-month deactivation (behaviour §1).
  cardIdleTitle: /*i18n*/ {
    id: 'mail.cardIdle.title',
    message: 'La tua carta sarà disattivata il {date}',
  },
  cardIdleBody: /*i18n*/ {
    id: 'mail.cardIdle.body',
    message:
      'la tua carta {cardName} n. {cardCode} non è stata usata da quasi 30 mesi: per il regolamento del programma, il {date} sarà disattivata e i suoi {points, plural, one {# punto andrà perso} other {# punti andranno persi}}.',
  },
  cardIdleKeep: /*i18n*/ {
    id: 'mail.cardIdle.keep',
    message:
      'Per tenerla attiva basta una spesa con la carta in uno dei nostri negozi o online prima di quel giorno.',
  },
  cardIdleAction: /*i18n*/ { id: 'mail.cardIdle.action', message: 'Vedi la tua carta' },
} satisfies Record<string, Message>
