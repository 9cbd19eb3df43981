import type { Message } from '../../src/api/messages'

/**
 * The texts the server words itself (beyond the contract's codes of src/api/errors.ts): plain Lingui
 * descriptors, extracted into the `server` catalogue (src/locales/{it,en}/server.po) and said in the
 * request's language (server/language.ts).
 */
export const serverMessages = {
  invalidRequest: /*i18n*/ { id: 'server.invalidRequest', message: 'Richiesta non valida: {detail}' },
  unauthorized: /*i18n*/ { id: 'server.unauthorized', message: 'Sessione non valida o scaduta' },
  notFound: /*i18n*/ { id: 'server.notFound', message: 'Risorsa non trovata' },
  // docs/ordering.md "The store's side": staff and customers have sessions of their own.
  staffOnly: /*i18n*/ {
    id: 'server.staffOnly',
    message: 'Questa funzione è riservata al personale del negozio: accedi con le credenziali del negozio.',
  },
  customerOnly: /*i18n*/ {
    id: 'server.customerOnly',
    message: "Questa funzione è riservata ai clienti: esci dall'accesso del personale del negozio.",
  },
  tooMany: /*i18n*/ { id: 'server.tooMany', message: 'Troppi tentativi: riprova tra qualche minuto.' },
  unavailable: /*i18n*/ {
    id: 'server.unavailable',
    message: 'Servizio momentaneamente non disponibile: riprova tra poco.',
  },
  badPath: /*i18n*/ { id: 'server.badPath', message: 'percorso non valido' },
  unstorable: /*i18n*/ {
    id: 'server.unstorable',
    message: 'carattere NUL o surrogato isolato non ammesso',
  },
  invalidDate: /*i18n*/ { id: 'server.invalidDate', message: 'data non valida' },
  cardNotFound: /*i18n*/ { id: 'server.cardNotFound', message: 'Carta non trovata' },
  storeNotFound: /*i18n*/ { id: 'server.storeNotFound', message: 'Negozio non trovato' },
  receiptNotFound: /*i18n*/ { id: 'server.receiptNotFound', message: 'Scontrino non trovato' },
  // Issue 35: each wallet is on with its own configuration, absent without it.
  appleWalletOff: /*i18n*/ {
    id: 'server.appleWalletOff',
    message: 'Apple Wallet non è disponibile: il servizio non è configurato.',
  },
  googleWalletOff: /*i18n*/ {
    id: 'server.googleWalletOff',
    message: 'Google Wallet non è disponibile: il servizio non è configurato.',
  },
  walletLinkExpired: /*i18n*/ {
    id: 'server.walletLinkExpired',
    message: 'Il link della carta per Apple Wallet è scaduto: richiedilo di nuovo dalla app.',
  },
  couponNotFound: /*i18n*/ { id: 'server.couponNotFound', message: 'Coupon non trovato' },
  slotNotFound: /*i18n*/ { id: 'server.slotNotFound', message: 'Fascia oraria non trovata' },
  orderNotFound: /*i18n*/ { id: 'server.orderNotFound', message: 'Ordine non trovato' },
  listNotFound: /*i18n*/ { id: 'server.listNotFound', message: 'Lista non trovata' },
  confirmLinkUsed: /*i18n*/ {
    id: 'server.confirmLinkUsed',
    message: 'Il link è già stato usato: il tuo indirizzo è confermato, puoi accedere.',
  },
  resetLinkUsed: /*i18n*/ {
    id: 'server.resetLinkUsed',
    message: 'Il link è già stato usato: se ti serve, chiedine uno nuovo.',
  },
  signatureInvalid: /*i18n*/ { id: 'server.signatureInvalid', message: 'firma non valida' },
  signatureEmpty: /*i18n*/ { id: 'server.signatureEmpty', message: 'firma vuota' },
  voucherUnknown: /*i18n*/ { id: 'server.voucherUnknown', message: 'buono inesistente' },
  receiptInFuture: /*i18n*/ {
    id: 'server.receiptInFuture',
    message: 'data dello scontrino nel futuro',
  },
  promoAlreadyEnded: /*i18n*/ {
    id: 'server.promoAlreadyEnded',
    message: "l'ultimo giorno della riduzione è già passato",
  },
  // docs/ordering.md "The store's side": the staff's picking.
  lineNotFound: /*i18n*/ { id: 'server.lineNotFound', message: "Riga dell'ordine non trovata" },
  weightRequired: /*i18n*/ {
    id: 'server.weightRequired',
    message: 'il prodotto è venduto a peso: indica i grammi o leggi l’etichetta della bilancia',
  },
  notWeighed: /*i18n*/ { id: 'server.notWeighed', message: 'il prodotto non è venduto a peso' },
  aboveOrdered: /*i18n*/ {
    id: 'server.aboveOrdered',
    message: 'più pezzi di quanti ne ha ordinati il cliente',
  },
  refusedNotSubstituted: /*i18n*/ {
    id: 'server.refusedNotSubstituted',
    message: "si può rifiutare solo un sostituto di una riga dell'ordine",
  },
} satisfies Record<string, Message>
