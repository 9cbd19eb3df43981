import { ErrorCode, ServerCode } from '../../src/api/errors'
import type { DomainError, Refusal } from '../domain/shared/errors'
import { Failure } from './failure'
import { serverMessages } from './server-messages'

/** What the client is told for each refusal of the domain: the one table of codes and messages. */
const ANSWER: Record<Refusal, () => Failure> = {
  'user-not-found': () => Failure.of(ErrorCode.UserNotFound),
  'challenge-required': () => Failure.ours(ServerCode.ChallengeRequired),
  'not-confirmed': () => Failure.ours(ServerCode.NotConfirmed),
  'weak-password': () => Failure.of(ErrorCode.WeakPassword),
  'wrong-old-password': () => Failure.of(ErrorCode.WrongOldPassword),
  'profile-not-found': () => Failure.of(ErrorCode.ProfileNotFound),
  'email-taken': () => Failure.of(ErrorCode.EmailTaken),
  underage: () => Failure.of(ErrorCode.Underage),
  'card-of-another-user': () => Failure.of(ErrorCode.CardOfAnotherUser),
  'card-not-found': () => Failure.notFound(serverMessages.cardNotFound),
  'store-not-found': () => Failure.notFound(serverMessages.storeNotFound),
  'session-ended': () => Failure.unauthorized(),
  'invalid-link': () => Failure.ours(ServerCode.InvalidToken),
  'confirm-link-used': () => new Failure(ServerCode.LinkUsed, serverMessages.confirmLinkUsed),
  'reset-link-used': () => new Failure(ServerCode.LinkUsed, serverMessages.resetLinkUsed),
  'password-required': () => Failure.ours(ServerCode.PasswordRequired),
  'already-upgraded': () => Failure.ours(ServerCode.AlreadyUpgraded),
  'signature-invalid': () => Failure.invalidRequest(serverMessages.signatureInvalid, 'signature'),
  'signature-empty': () => Failure.invalidRequest(serverMessages.signatureEmpty, 'signature'),
  'card-disabled': () => Failure.ours(ServerCode.CardDisabled),
  'not-enough-points': () => Failure.ours(ServerCode.NotEnoughPoints),
  'voucher-unknown': () => Failure.invalidRequest(serverMessages.voucherUnknown, 'voucher'),
  'receipt-conflict': () => Failure.ours(ServerCode.ReceiptConflict),
  'receipt-in-future': () => Failure.invalidRequest(serverMessages.receiptInFuture, 'at'),
  'receipt-not-found': () => Failure.notFound(serverMessages.receiptNotFound),
  'product-not-sold': () => Failure.of(ErrorCode.UnknownProduct),
  'product-withdrawn': () => Failure.of(ErrorCode.InvalidProduct),
  'cart-not-found': () => Failure.of(ErrorCode.CartNotFound),
  'max-quantity': () => Failure.of(ErrorCode.MaxQuantity),
  'delivery-mode-not-offered': () => Failure.ours(ServerCode.DeliveryModeNotOffered),
  'below-delivery-minimum': () => Failure.ours(ServerCode.BelowDeliveryMinimum),
  'slot-not-found': () => Failure.notFound(serverMessages.slotNotFound),
  'slot-full': () => Failure.ours(ServerCode.SlotFull),
  'past-cutoff': () => Failure.of(ErrorCode.PastCutoff),
  'card-declined': () => Failure.ours(ServerCode.CardDeclined),
  'payment-failed': () => Failure.ours(ServerCode.PaymentFailed),
  'address-not-served': () => Failure.ours(ServerCode.AddressNotServed),
  'idempotency-key-reused': () => Failure.ours(ServerCode.IdempotencyKeyReused),
  'empty-cart': () => Failure.ours(ServerCode.EmptyCart),
  'cart-changed': () => Failure.ours(ServerCode.CartChanged),
  'voucher-above-total': () => Failure.ours(ServerCode.VoucherAboveTotal),
  'no-card-for-voucher': () => Failure.ours(ServerCode.NotEnoughPoints),
  'order-not-found': () => Failure.notFound(serverMessages.orderNotFound),
  'wrong-order-status': () => Failure.of(ErrorCode.WrongOrderStatus),
  'smartlist-not-found': () => Failure.notFound(serverMessages.listNotFound),
  'substitute-not-sold': () => Failure.ours(ServerCode.SubstituteNotSold),
  forbidden: () => Failure.forbidden(false),
}

export function failureOf(error: DomainError): Failure {
  return ANSWER[error.reason]()
}
