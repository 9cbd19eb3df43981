import type { RefusalDetail } from './envelope'
import { type Message, translate } from './messages'

/** The error catalogue of behaviour §8: code → Italian message. Any other code shows the server's own. */
export const ERROR_CATALOGUE = {
  2: /*i18n*/ { id: 'error.2', message: 'Utente non trovato' },
  4: /*i18n*/ { id: 'error.4', message: 'Username non valido' },
  13: /*i18n*/ {
    id: 'error.13',
    message:
      'La password deve essere lunga almeno 8 caratteri e contenere almeno tre tra: lettere minuscole, maiuscole, numeri e simboli',
  },
  21: /*i18n*/ { id: 'error.21', message: 'Profilo non trovato' },
  26: /*i18n*/ { id: 'error.26', message: 'Un utente con la mail indicata risulta già registrato' },
  28: /*i18n*/ { id: 'error.28', message: 'Devi essere maggiorenne per poterti registrare al servizio' },
  29: /*i18n*/ { id: 'error.29', message: 'La carta inserita risulta associata ad un altro utente' },
  30: /*i18n*/ { id: 'error.30', message: 'Numero di telefono non valido' },
  34: /*i18n*/ { id: 'error.34', message: 'Vecchia password errata' },
  35: /*i18n*/ { id: 'error.35', message: 'Codice carta non valido' },
  4000: /*i18n*/ { id: 'error.4000', message: 'Errore generico' },
  4004: /*i18n*/ { id: 'error.4004', message: 'Carrello non trovato' },
  4029: /*i18n*/ { id: 'error.4029', message: "Hai superato il limite di orario per prenotare l'ordine" },
  4030: /*i18n*/ { id: 'error.4030', message: 'Prodotto sconosciuto per lo store indicato' },
  4031: /*i18n*/ { id: 'error.4031', message: 'Prodotto non valido' },
  4034: /*i18n*/ { id: 'error.4034', message: 'Massima quantità acquistabile raggiunta' },
  4205: /*i18n*/ { id: 'error.4205', message: "Stato dell'ordine errato" },
} satisfies Record<number, Message>

export type CatalogueCode = keyof typeof ERROR_CATALOGUE

/** Named codes, so that server and screens say `ErrorCode.WeakPassword` rather than 13. */
export const ErrorCode = {
  UserNotFound: 2,
  InvalidUsername: 4,
  WeakPassword: 13,
  ProfileNotFound: 21,
  EmailTaken: 26,
  Underage: 28,
  CardOfAnotherUser: 29,
  InvalidPhone: 30,
  WrongOldPassword: 34,
  InvalidCardCode: 35,
  Generic: 4000,
  CartNotFound: 4004,
  PastCutoff: 4029,
  UnknownProduct: 4030,
  InvalidProduct: 4031,
  MaxQuantity: 4034,
  WrongOrderStatus: 4205,
} as const satisfies Record<string, CatalogueCode>

/**
 * Codes of ours, outside the catalogue of behaviour §8: their message is the server's own, as it says for
 * any code it does not list.
 */
export const ServerCode = {
  /** The request does not match the contract (answered with HTTP 400). */
  InvalidRequest: 400,
  /** The bearer token is missing, expired or revoked (HTTP 401). */
  Unauthorized: 401,
  /** Too many attempts from one client (HTTP 429). */
  TooManyRequests: 429,
  /** An account whose e-mail is not confirmed yet tried to log in. */
  NotConfirmed: 5,
  /** A confirmation or reset link that is unknown or expired. */
  InvalidToken: 6,
  /** An account made at the kiosk must choose a password to confirm its e-mail. */
  PasswordRequired: 7,
  /** An upgrade asked by a profile that already logs in with an e-mail. */
  AlreadyUpgraded: 8,
  /** A confirmation or reset link used already (its work is done: the address is confirmed). */
  LinkUsed: 9,
  /** A disabled card: it neither earns nor spends points (a till receipt is refused). */
  CardDisabled: 40,
  /** A voucher that costs more points than the card has. */
  NotEnoughPoints: 41,
  /** A store's receipt id sent again with other contents (the same contents answer the first result). */
  ReceiptConflict: 42,
  /** A delivery mode the store does not offer. */
  DeliveryModeNotOffered: 43,
  /** The delivery window has no room left. */
  SlotFull: 44,
  /** The payment card was declined by its bank: no order is placed. */
  CardDeclined: 45,
  /** The payment provider could not be reached or failed: no order is placed, trying again may work. */
  PaymentFailed: 46,
  /** An AT_HOME address in a province the store does not deliver to. */
  AddressNotServed: 47,
  /** An Idempotency-Key sent before with another order's request. */
  IdempotencyKeyReused: 48,
  /** An order asked for a cart with nothing (the store sells) in it. */
  EmptyCart: 49,
  /** The cart changed (on another device) while the order was being placed: nothing was placed. */
  CartChanged: 50,
  /** A voucher worth more than the order's products: the points would be spent for less. */
  VoucherAboveTotal: 51,
  /**
   * Repeated failed logins for this account: the next attempt must carry a solved proof-of-work
   * challenge (GET /cli/profiles/login/challenge) in `g-recaptcha-response`.
   */
  ChallengeRequired: 52,
  /**
   * An AT_HOME order whose products do not reach the store's minimum for home delivery
   * (docs/ordering.md "Home delivery: fee and minimum").
   */
  BelowDeliveryMinimum: 53,
  /**
   * A cart line's SPECIFIC substitution that names no other product the store sells
   * (docs/ordering.md "The store's side").
   */
  SubstituteNotSold: 54,
  /** Staff picking a line with an EAN that is not the line's product's (nor its scale label). */
  WrongEan: 55,
  /** A substitute the customer's choice excludes (NONE, or SPECIFIC naming another product). */
  SubstituteNotAllowed: 56,
  /** A pick or substitute that would take the amount to capture past the card's authorisation. */
  AboveAuthorised: 57,
  /** The receipt asked while some line is neither picked, substituted nor missing. */
  LinesNotDone: 58,
  /** A hand-over with a pickup code or card that is not the order's: nothing changes. */
  WrongPickupCode: 59,
  /** A coupon past its last day (or before its first): it cannot be activated (docs/coupons.md). */
  CouponExpired: 60,
  /** A coupon a receipt has used already: each is used once. */
  CouponUsed: 61,
  /** An order naming a coupon it may not use: not the card's, not activated, used or out of its days. */
  CouponNotUsable: 62,
  /** An order naming a coupon another order has reserved (docs/coupons.md "Online orders"). */
  CouponReserved: 63,
  /** An order naming a coupon whose minimum spend its cart does not reach. */
  CouponNotApplicable: 64,
  /** A list's sharing link that is unknown, expired, or turned off by the owner (docs/lists-sharing.md). */
  ShareLinkInvalid: 65,
  /** What only a list's owner may do (share it, remove a member, delete it), asked by a member. */
  ListOwnerOnly: 66,
  /** The owner cannot leave the list, nor be removed from it: the owner deletes it instead. */
  OwnerStaysOnList: 67,
  /**
   * The order's pickup code was given wrong too many times (PICKUP_CODE_TRIES): it no longer hands the
   * order over, the customer's loyalty card does (docs/ordering.md "Receipt and hand-over").
   */
  PickupCodeLocked: 73,
  /** Something the user does not own (another user's card). */
  Forbidden: 403,
  /** An unknown route or resource. */
  NotFound: 404,
  /** The server is shutting down or cannot reach its database (HTTP 503): try again in a moment. */
  ServiceUnavailable: 503,
} as const

/**
 * The messages of our codes (those with one meaning; 9 has two and is told by the server): the server
 * sends them, the screens show them in the customer's language, OpenAPI lists them.
 */
export const SERVER_CODE_MESSAGES = {
  [ServerCode.NotConfirmed]: /*i18n*/ {
    id: 'error.5',
    message: 'Devi prima confermare il tuo indirizzo email: apri il link che ti abbiamo inviato per email.',
  },
  [ServerCode.InvalidToken]: /*i18n*/ {
    id: 'error.6',
    message: 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  },
  [ServerCode.PasswordRequired]: /*i18n*/ {
    id: 'error.7',
    message: 'Scegli una password per completare la registrazione.',
  },
  [ServerCode.AlreadyUpgraded]: /*i18n*/ {
    id: 'error.8',
    message: 'Il profilo ha già un indirizzo email: accedi con email e password.',
  },
  [ServerCode.CardDisabled]: /*i18n*/ {
    id: 'error.40',
    message: 'La carta è disattivata: non accumula né spende punti.',
  },
  [ServerCode.NotEnoughPoints]: /*i18n*/ {
    id: 'error.41',
    message: 'Punti insufficienti per il buono richiesto.',
  },
  [ServerCode.ReceiptConflict]: /*i18n*/ {
    id: 'error.42',
    message:
      'Lo scontrino è già stato registrato con un contenuto diverso: usa un nuovo numero di scontrino.',
  },
  [ServerCode.DeliveryModeNotOffered]: /*i18n*/ {
    id: 'error.43',
    message: 'Il negozio non offre questa modalità di consegna.',
  },
  [ServerCode.SlotFull]: /*i18n*/ {
    id: 'error.44',
    message: "La fascia oraria scelta è al completo: scegline un'altra.",
  },
  [ServerCode.CardDeclined]: /*i18n*/ {
    id: 'error.45',
    message: 'Pagamento rifiutato: controlla i dati della carta o scegli un altro metodo di pagamento.',
  },
  [ServerCode.PaymentFailed]: /*i18n*/ {
    id: 'error.46',
    message: 'Il pagamento non è riuscito per un problema del servizio: riprova tra qualche minuto.',
  },
  [ServerCode.AddressNotServed]: /*i18n*/ {
    id: 'error.47',
    message: "Il negozio non consegna all'indirizzo indicato: scegli un altro negozio o il ritiro.",
  },
  [ServerCode.IdempotencyKeyReused]: /*i18n*/ {
    id: 'error.48',
    message: "La richiesta è già stata usata per un ordine diverso: riprova l'invio.",
  },
  [ServerCode.EmptyCart]: /*i18n*/ {
    id: 'error.49',
    message: 'Il carrello è vuoto: aggiungi dei prodotti prima di ordinare.',
  },
  [ServerCode.CartChanged]: /*i18n*/ {
    id: 'error.50',
    message: 'Il carrello è cambiato mentre ordinavi: controlla il riepilogo e conferma di nuovo.',
  },
  [ServerCode.VoucherAboveTotal]: /*i18n*/ {
    id: 'error.51',
    message:
      'Il buono sconto vale più della spesa: aggiungi prodotti al carrello o scegli un buono più piccolo.',
  },
  [ServerCode.ChallengeRequired]: /*i18n*/ {
    id: 'error.52',
    message: 'Troppi tentativi non riusciti per questo accesso: serve una verifica di sicurezza.',
  },
  [ServerCode.BelowDeliveryMinimum]: /*i18n*/ {
    id: 'error.53',
    message:
      'La spesa non raggiunge il minimo per la consegna a domicilio: aggiungi prodotti o scegli il ritiro.',
  },
  [ServerCode.SubstituteNotSold]: /*i18n*/ {
    id: 'error.54',
    message: 'Il sostituto indicato deve essere un altro prodotto venduto da questo negozio.',
  },
  [ServerCode.WrongEan]: /*i18n*/ {
    id: 'error.55',
    message: 'Il codice a barre non è quello del prodotto da prelevare.',
  },
  [ServerCode.SubstituteNotAllowed]: /*i18n*/ {
    id: 'error.56',
    message: 'Il cliente non accetta questo sostituto per la riga.',
  },
  [ServerCode.AboveAuthorised]: /*i18n*/ {
    id: 'error.57',
    message: "L'importo supererebbe quello autorizzato sulla carta del cliente.",
  },
  [ServerCode.LinesNotDone]: /*i18n*/ {
    id: 'error.58',
    message: 'Ogni riga deve essere prelevata, sostituita o segnata come mancante.',
  },
  [ServerCode.WrongPickupCode]: /*i18n*/ {
    id: 'error.59',
    message: "Il codice di ritiro o la carta non corrispondono all'ordine.",
  },
  [ServerCode.CouponExpired]: /*i18n*/ {
    id: 'error.60',
    message: 'Il coupon è scaduto o non è ancora valido.',
  },
  [ServerCode.CouponUsed]: /*i18n*/ {
    id: 'error.61',
    message: 'Il coupon è già stato usato.',
  },
  [ServerCode.CouponNotUsable]: /*i18n*/ {
    id: 'error.62',
    message: 'Uno dei coupon scelti non si può più usare: aggiorna la pagina e riprova.',
  },
  [ServerCode.CouponReserved]: /*i18n*/ {
    id: 'error.63',
    message: 'Uno dei coupon scelti è già in un altro ordine.',
  },
  [ServerCode.CouponNotApplicable]: /*i18n*/ {
    id: 'error.64',
    message: 'La spesa non raggiunge il minimo di uno dei coupon scelti.',
  },
  [ServerCode.ShareLinkInvalid]: /*i18n*/ {
    id: 'error.65',
    message: 'Il link della lista non è più valido: chiedi a chi la condivide un nuovo link.',
  },
  [ServerCode.ListOwnerOnly]: /*i18n*/ {
    id: 'error.66',
    message: 'Solo chi ha creato la lista può farlo.',
  },
  [ServerCode.OwnerStaysOnList]: /*i18n*/ {
    id: 'error.67',
    message: 'Chi ha creato la lista non può uscirne: può eliminarla.',
  },
  [ServerCode.PickupCodeLocked]: /*i18n*/ {
    id: 'error.73',
    message:
      'Troppi codici di ritiro errati: il codice è bloccato, consegna solo con la carta fedeltà del cliente.',
  },
} satisfies Record<number, Message>

export type ServerCodeWithMessage = keyof typeof SERVER_CODE_MESSAGES

/**
 * A code answered with HTTP 200: behaviour §8's and ours (the transport-level ones, as 400, go with
 * their HTTP status). Each endpoint of the contract lists those it answers (Endpoint.codes).
 */
export type RefusalCode = CatalogueCode | ServerCodeWithMessage | typeof ServerCode.LinkUsed

export const clientMessages = {
  communication: /*i18n*/ { id: 'error.communication', message: 'Errore di comunicazione col server' },
  // Ours, beyond behaviour §5 and §8: a customer with no signal must be told so, not shown a generic failure.
  offline: /*i18n*/ {
    id: 'error.offline',
    message: 'Nessuna connessione a Internet: controlla la rete e riprova.',
  },
} satisfies Record<string, Message>

/** The message behaviour §8 shows for a non-zero code. */
export function messageForCode(code: number, serverMessage: string | undefined): string {
  const known =
    (ERROR_CATALOGUE as Record<number, Message | undefined>)[code] ??
    (SERVER_CODE_MESSAGES as Record<number, Message | undefined>)[code]
  if (known) return translate(known)
  return serverMessage?.trim() || translate(ERROR_CATALOGUE[4000])
}

/** code: a non-zero envelope; http: a refused status; network: no answer; malformed: an answer off the contract; invalid: input refused before sending. */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'malformed' | 'invalid'

/** What every failed call raises: the message is ready to be shown to the customer. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The envelope's code for kind 'code'; the HTTP status for kind 'http'. */
    readonly code: number | null = null,
    /** What the refusal tells beyond its code (57: the most the line may cost or weigh). */
    readonly detail?: RefusalDetail,
  ) {
    super(message)
  }

  static fromCode(code: number, serverMessage?: string, detail?: RefusalDetail): ApiError {
    return new ApiError(messageForCode(code, serverMessage), 'code', code, detail)
  }

  static communication(status: number | null, kind: ApiErrorKind = 'http'): ApiError {
    return new ApiError(translate(clientMessages.communication), kind, status)
  }

  static offline(): ApiError {
    return new ApiError(translate(clientMessages.offline), 'network')
  }

  /** True for the catalogue code (or ServerCode) given. */
  is(code: number): boolean {
    return this.kind === 'code' && this.code === code
  }
}
