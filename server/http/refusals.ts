import { ErrorCode, ServerCode } from '../../src/api/errors'
import type { DomainError, Refusal } from '../domain/errors'
import { Failure } from './failure'

/** What the client is told for each refusal of the domain: the one table of codes and messages. */
const ANSWER: Record<Refusal, () => Failure> = {
  'user-not-found': () => Failure.of(ErrorCode.UserNotFound),
  'not-confirmed': () =>
    new Failure(
      ServerCode.NotConfirmed,
      'Devi prima confermare il tuo indirizzo email: apri il link che ti abbiamo inviato per email.',
    ),
  'weak-password': () => Failure.of(ErrorCode.WeakPassword),
  'wrong-old-password': () => Failure.of(ErrorCode.WrongOldPassword),
  'profile-not-found': () => Failure.of(ErrorCode.ProfileNotFound),
  'email-taken': () => Failure.of(ErrorCode.EmailTaken),
  underage: () => Failure.of(ErrorCode.Underage),
  'card-of-another-user': () => Failure.of(ErrorCode.CardOfAnotherUser),
  'card-not-found': () => Failure.notFound('Carta non trovata'),
  'store-not-found': () => Failure.notFound('Negozio non trovato'),
  'session-ended': () => Failure.unauthorized(),
  'invalid-link': () =>
    new Failure(ServerCode.InvalidToken, 'Il link non è valido o è scaduto: richiedine uno nuovo.'),
  'confirm-link-used': () =>
    new Failure(
      ServerCode.LinkUsed,
      'Il link è già stato usato: il tuo indirizzo è confermato, puoi accedere.',
    ),
  'reset-link-used': () =>
    new Failure(ServerCode.LinkUsed, 'Il link è già stato usato: se ti serve, chiedine uno nuovo.'),
  'password-required': () =>
    new Failure(ServerCode.PasswordRequired, 'Scegli una password per completare la registrazione.'),
  'already-upgraded': () =>
    new Failure(
      ServerCode.AlreadyUpgraded,
      'Il profilo ha già un indirizzo email: accedi con email e password.',
    ),
  'signature-invalid': () => Failure.invalidRequest('signature: firma non valida'),
  'signature-empty': () => Failure.invalidRequest('signature: firma vuota'),
  'card-disabled': () =>
    new Failure(ServerCode.CardDisabled, 'La carta è disattivata: non accumula né spende punti.'),
  'not-enough-points': () =>
    new Failure(ServerCode.NotEnoughPoints, 'Punti insufficienti per il buono richiesto.'),
  'voucher-unknown': () => Failure.invalidRequest('voucher: buono inesistente'),
  'receipt-conflict': () =>
    new Failure(
      ServerCode.ReceiptConflict,
      'Lo scontrino è già stato registrato con un contenuto diverso: usa un nuovo numero di scontrino.',
    ),
  'receipt-in-future': () => Failure.invalidRequest('at: data dello scontrino nel futuro'),
  'receipt-not-found': () => Failure.notFound('Scontrino non trovato'),
  'product-not-sold': () => Failure.of(ErrorCode.UnknownProduct),
  'product-withdrawn': () => Failure.of(ErrorCode.InvalidProduct),
  'cart-not-found': () => Failure.of(ErrorCode.CartNotFound),
  'max-quantity': () => Failure.of(ErrorCode.MaxQuantity),
  'delivery-mode-not-offered': () =>
    new Failure(ServerCode.DeliveryModeNotOffered, 'Il negozio non offre questa modalità di consegna.'),
}

export function failureOf(error: DomainError): Failure {
  return ANSWER[error.reason]()
}
