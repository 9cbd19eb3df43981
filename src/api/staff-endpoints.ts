import * as v from 'valibot'
import { data, define, type Endpoint, none, page, stream } from './endpoints'
import { ErrorCode, ServerCode } from './errors'
import { Credentials, LoginQuery } from './schemas/auth'
import { OrderParams } from './schemas/orders'
import {
  HandoverAmount,
  HandoverAmountRequest,
  HandoverRequest,
  StaffLineChange,
  StaffLineParams,
  StaffLoginResult,
  StaffOrder,
  StaffOrderSummary,
  StaffOrdersQuery,
  StaffPasswordRequest,
  StaffStatusChange,
  StaffSubstitute,
} from './schemas/staff'

/**
 * The store staff's /cli calls (docs/ordering.md "The store's side"): a session of their own (the
 * staff cookie), only their store's orders. The customer's screens never import this file.
 */
export const staffEndpoints = {
  staffLogin: define({
    method: 'POST',
    path: '/staff/login',
    tag: 'staff',
    summary:
      "A staff member logs in with e-mail and password: answers the token and sets the staff session's cookie (apart from a customer's). After repeated failures the next attempt needs a solved challenge (52).",
    auth: 'none',
    limited: true,
    codes: [ErrorCode.UserNotFound, ServerCode.ChallengeRequired],
    query: LoginQuery,
    body: Credentials,
    result: data(StaffLoginResult),
  }),
  staffLogout: define({
    method: 'POST',
    path: '/staff/logout',
    tag: 'staff',
    summary: "End the staff session (a customer's session in the same browser stays).",
    auth: 'staff',
    result: none,
  }),
  staffPassword: define({
    method: 'POST',
    path: '/staff/password',
    tag: 'staff',
    summary:
      "Set a staff member's password with the set-password mail's token: 6 unknown or expired, 9 used, 13 weak.",
    auth: 'none',
    limited: true,
    codes: [ServerCode.InvalidToken, ServerCode.LinkUsed, ErrorCode.WeakPassword],
    body: StaffPasswordRequest,
    result: none,
  }),
  staffOrders: define({
    method: 'GET',
    path: '/staff/orders',
    tag: 'staff',
    summary:
      "The store's orders of a day (Europe/Rome; today by default), by slot, optionally of some statuses (`status=A,B`), paged.",
    auth: 'staff',
    query: StaffOrdersQuery,
    result: page(StaffOrderSummary),
  }),
  staffOrder: define({
    method: 'GET',
    path: '/staff/orders/{id}',
    tag: 'staff',
    summary:
      "One of the store's orders with its lines to pick, the authorised and picked amounts, and the staff's actions (another store's order: 404).",
    auth: 'staff',
    notFound: true,
    params: OrderParams,
    result: data(StaffOrder),
  }),
  staffEvents: define({
    method: 'GET',
    path: '/staff/events',
    tag: 'staff',
    summary:
      "The store's orders live (text/event-stream): an event `order` with the order's summary (as in GET /staff/orders) for each order placed, changed or arrived; resume with Last-Event-ID (the orders changed since are sent). Comments are heartbeats.",
    auth: 'staff',
    result: stream('order', StaffOrderSummary),
  }),
  staffStartOrder: define({
    method: 'POST',
    path: '/staff/orders/{id}/start',
    tag: 'staff',
    summary:
      'Start picking: TO_BE_PREPARED → IN_PREPARATION (the customer may still cancel until the cut-off).',
    auth: 'staff',
    codes: [ErrorCode.WrongOrderStatus],
    notFound: true,
    params: OrderParams,
    result: data(StaffOrder),
  }),
  staffSetLine: define({
    method: 'PUT',
    path: '/staff/orders/{id}/lines/{lineId}',
    tag: 'staff',
    summary:
      "Pick a line (its EAN or a weighed product's scale label), give a substitute, or mark it missing; the last change wins. 55 wrong EAN, 56 a substitute the customer's choice excludes, 57 past the authorised amount, 4205 after the receipt.",
    auth: 'staff',
    codes: [
      ErrorCode.WrongOrderStatus,
      ErrorCode.UnknownProduct,
      ServerCode.WrongEan,
      ServerCode.SubstituteNotAllowed,
      ServerCode.AboveAuthorised,
    ],
    notFound: true,
    params: StaffLineParams,
    body: StaffLineChange,
    result: data(StaffOrder),
  }),
  staffSubstitutes: define({
    method: 'GET',
    path: '/staff/orders/{id}/lines/{lineId}/substitutes',
    tag: 'staff',
    summary:
      "The products the picker may offer for a line, as the customer's choice allows (SIMILAR: the line's department at a similar price, closest first; SPECIFIC: the one named; NONE: none), within the authorised amount.",
    auth: 'staff',
    notFound: true,
    params: StaffLineParams,
    result: data(v.array(StaffSubstitute)),
  }),
  staffReceipt: define({
    method: 'POST',
    path: '/staff/orders/{id}/receipt',
    tag: 'staff',
    summary:
      'Finish picking: IN_PREPARATION → ISSUING_RECEIPT → TO_BE_COLLECTED / TO_BE_DELIVERED with the final amounts and the ready mail (58 while a line is not done).',
    auth: 'staff',
    codes: [ErrorCode.WrongOrderStatus, ServerCode.LinesNotDone, ServerCode.AboveAuthorised],
    notFound: true,
    params: OrderParams,
    result: data(StaffOrder),
  }),
  staffHandover: define({
    method: 'POST',
    path: '/staff/orders/{id}/handover',
    tag: 'staff',
    summary:
      "Hand the order over with the customer's pickup code or card (59 otherwise: nothing changes but the wrong codes counted; 73 once they reach PICKUP_CODE_TRIES: only the card); refused substitutes are taken off, the payment captured, the receipt and its points recorded once.",
    auth: 'staff',
    codes: [
      ErrorCode.WrongOrderStatus,
      ErrorCode.InvalidCardCode,
      ServerCode.WrongPickupCode,
      ServerCode.PickupCodeLocked,
      ServerCode.PaymentFailed,
    ],
    notFound: true,
    params: OrderParams,
    body: HandoverRequest,
    result: data(StaffOrder),
  }),
  staffHandoverAmount: define({
    method: 'POST',
    path: '/staff/orders/{id}/handover/amount',
    tag: 'staff',
    summary:
      'What the hand-over would charge or collect in cash with these substitutes refused, counted as the hand-over counts it (coupons, voucher and fee over what is taken home); changes nothing.',
    auth: 'staff',
    codes: [ErrorCode.WrongOrderStatus],
    notFound: true,
    params: OrderParams,
    body: HandoverAmountRequest,
    result: data(HandoverAmount),
  }),
  staffOrderStatus: define({
    method: 'POST',
    path: '/staff/orders/{id}/status',
    tag: 'staff',
    summary:
      "CANCELLED before the receipt, NOT_COLLECTED once ready: the authorisation is cancelled and a voucher's points return.",
    auth: 'staff',
    codes: [ErrorCode.WrongOrderStatus],
    notFound: true,
    params: OrderParams,
    body: StaffStatusChange,
    result: data(StaffOrder),
  }),
} as const satisfies Record<string, Endpoint>

/**
 * The staff calls the server answers (cli-endpoints.ts takes these: registered, in OpenAPI, fuzzed):
 * all of them, the picking's included (start, lines, substitutes, receipt, hand-over and its amount,
 * status).
 */
export const servedStaffEndpoints = staffEndpoints
