import { data, define, type Endpoint } from './endpoints'
import { ErrorCode, ServerCode } from './errors'
import { type ApiDescription, ENVELOPE_DESCRIPTION } from './openapi'
import { Product, StoreParams, StoreProductParams } from './schemas/catalogue'
import { CardCodeParams, NewCouponRequest, NewCouponResult } from './schemas/coupon-ops'
import { CouponList } from './schemas/coupons'
import { JobsRunResult, TillReceipt, TillReceiptResult } from './schemas/loyalty'
import {
  Order,
  OrderParams,
  OrderStatusChange,
  StoreOrderSettings,
  StoreOrderSettingsChange,
} from './schemas/orders'
import { NewStaffRequest, NewStaffResult } from './schemas/staff'
import { StorePriceChange } from './schemas/store-prices'

/**
 * The store system's calls (docs/ordering.md "The store's side"), under /ops with the bearer token of
 * OPS_TOKEN. Not the customer's: the PWA never imports this file; the server and `npm run ops` do.
 */
export const opsEndpoints = {
  postReceipt: define({
    method: 'POST',
    path: '/receipts',
    tag: 'ops',
    summary:
      "A till receipt for a card: earns its points and spends its voucher, once per store's receipt id (a repeat answers the first result). `coupons` names the card's activated coupons the till applied: each is used once (two tills naming one at once: one gets it, the other finds it in `refusedCoupons`); the receipt is kept whatever the coupons (docs/coupons.md).",
    auth: 'store',
    codes: [
      ErrorCode.InvalidCardCode,
      ServerCode.CardDisabled,
      ServerCode.NotEnoughPoints,
      ServerCode.ReceiptConflict,
    ],
    notFound: true,
    body: TillReceipt,
    result: data(TillReceiptResult),
  }),
  cardCoupons: define({
    method: 'GET',
    path: '/cards/{code}/coupons',
    tag: 'ops',
    summary:
      "A card's activated coupons usable now (valid, not used), as the till applies them (docs/coupons.md). 404 for an unknown card.",
    auth: 'store',
    codes: [ErrorCode.InvalidCardCode],
    notFound: true,
    params: CardCodeParams,
    result: data(CouponList),
  }),
  addCoupon: define({
    method: 'POST',
    path: '/coupons',
    tag: 'ops',
    summary:
      'A personal coupon for one card (`cardCode`) or for every enabled card of a customer (`allCards`), not activated (docs/coupons.md); answers how many were made. 404 for an unknown card.',
    auth: 'store',
    codes: [ErrorCode.InvalidCardCode],
    notFound: true,
    body: NewCouponRequest,
    result: data(NewCouponResult),
  }),
  runJobs: define({
    method: 'POST',
    path: '/jobs/run',
    tag: 'ops',
    summary:
      'Run the daily jobs now (card deactivation, retention, personal coupons), whatever ran today; answers what changed.',
    auth: 'store',
    result: data(JobsRunResult),
  }),
  order: define({
    method: 'GET',
    path: '/orders/{id}',
    tag: 'ops',
    summary: 'Any order, as its customer sees it (the store system reads its status before moving it).',
    auth: 'store',
    notFound: true,
    params: OrderParams,
    result: data(Order),
  }),
  orderStatus: define({
    method: 'POST',
    path: '/orders/{id}/status',
    tag: 'ops',
    summary:
      "Move an order to its next status (the order machine, docs/ordering.md 'Statuses'; any other move: 4205). At ISSUING_RECEIPT, `weights` gives the weighed lines' grams; at COLLECTED / DELIVERED a card payment is captured (46 when the provider fails: nothing changes).",
    auth: 'store',
    codes: [ErrorCode.WrongOrderStatus, ServerCode.PaymentFailed],
    notFound: true,
    params: OrderParams,
    body: OrderStatusChange,
    result: data(Order),
  }),
  orderSettings: define({
    method: 'PUT',
    path: '/stores/{storeId}/order-settings',
    tag: 'ops',
    summary:
      "An e-commerce store's online-order settings: orders per window (windows not started yet take it), the booking cut-off in hours, and home delivery's fee, free threshold and minimum (orders placed from now on). 404 for a store with no online shop.",
    auth: 'store',
    notFound: true,
    params: StoreParams,
    body: StoreOrderSettingsChange,
    result: data(StoreOrderSettings),
  }),
  setPrice: define({
    method: 'PUT',
    path: '/stores/{storeId}/products/{productId}/price',
    tag: 'ops',
    summary:
      "A store's price of a product from today, with a reduction of its own if given (its price, and its last day or none: until further notice). Days before today are kept as they were, so a reduction's previous price and the lowest price of the 30 days before it stay true (docs/ordering.md 'Prices and their history'). Answers the product as the store sells it now. 4030 a product the store does not sell, 404 a store with no online shop.",
    auth: 'store',
    codes: [ErrorCode.UnknownProduct],
    notFound: true,
    params: StoreProductParams,
    body: StorePriceChange,
    result: data(Product),
  }),
  addStaff: define({
    method: 'POST',
    path: '/staff',
    tag: 'ops',
    summary:
      'Add a store staff member (docs/ordering.md "The store\'s side"): an e-commerce store\'s, with an e-mail of their own (26 taken); without a password a set-password mail goes out (13: a weak one). 404 for a store with no online shop.',
    auth: 'store',
    codes: [ErrorCode.InvalidUsername, ErrorCode.WeakPassword, ErrorCode.EmailTaken],
    notFound: true,
    body: NewStaffRequest,
    result: data(NewStaffResult),
  }),
} as const satisfies Record<string, Endpoint>

export const OPS_API: ApiDescription = {
  title: 'Tessera /ops API (the store system)',
  description: `The calls a store system makes, with the bearer token of OPS_TOKEN (no token set: no /ops). ${ENVELOPE_DESCRIPTION}`,
  endpoints: opsEndpoints,
}
