import { data, define, type Endpoint } from './endpoints'
import { ERROR_CATALOGUE, ServerCode } from './errors'
import type { ApiDescription } from './openapi'
import { StoreParams } from './schemas/catalogue'
import { JobsRunResult, TillReceipt, TillReceiptResult } from './schemas/loyalty'
import {
  Order,
  OrderParams,
  OrderStatusChange,
  StoreOrderSettings,
  StoreOrderSettingsChange,
} from './schemas/orders'

/**
 * The store system's calls (ORDERING.md "The store's side"), under /ops with the bearer token of
 * OPS_TOKEN. Not the customer's: the PWA never imports this file; the server and `npm run ops` do.
 */
export const opsEndpoints = {
  postReceipt: define({
    method: 'POST',
    path: '/receipts',
    tag: 'ops',
    summary:
      "A till receipt for a card: earns its points and spends its voucher, once per store's receipt id (a repeat answers the first result).",
    auth: 'store',
    body: TillReceipt,
    result: data(TillReceiptResult),
  }),
  runJobs: define({
    method: 'POST',
    path: '/jobs/run',
    tag: 'ops',
    summary:
      'Run the daily jobs now (card deactivation, retention), whatever ran today; answers what changed.',
    auth: 'store',
    result: data(JobsRunResult),
  }),
  order: define({
    method: 'GET',
    path: '/orders/{id}',
    tag: 'ops',
    summary: 'Any order, as its customer sees it (the store system reads its status before moving it).',
    auth: 'store',
    params: OrderParams,
    result: data(Order),
  }),
  orderStatus: define({
    method: 'POST',
    path: '/orders/{id}/status',
    tag: 'ops',
    summary:
      "Move an order to its next status (ORDERING.md's machine; any other move: 4205). At ISSUING_RECEIPT, `weights` gives the weighed lines' grams.",
    auth: 'store',
    params: OrderParams,
    body: OrderStatusChange,
    result: data(Order),
  }),
  orderSettings: define({
    method: 'PUT',
    path: '/stores/{storeId}/order-settings',
    tag: 'ops',
    summary:
      "An e-commerce store's online-order settings: orders per window (windows not started yet take it) and the booking cut-off in hours. 404 for a store with no online shop.",
    auth: 'store',
    params: StoreParams,
    body: StoreOrderSettingsChange,
    result: data(StoreOrderSettings),
  }),
} as const satisfies Record<string, Endpoint>

export const OPS_API: ApiDescription = {
  title: 'Tessera /ops API (the store system)',
  description: `The calls a store system makes, with the bearer token of OPS_TOKEN (no token set: no /ops). Every answer is an envelope {code, message?, data}; code 0 is success. Codes beyond the catalogue: ${ServerCode.CardDisabled} card disabled, ${ServerCode.NotEnoughPoints} not enough points for the voucher, ${ServerCode.ReceiptConflict} receipt id sent before with other contents, ${ERROR_CATALOGUE[4205].message} (4205) a move of an order's status the machine does not allow, 404 unknown card, store or order; ${ERROR_CATALOGUE[4000].message} (4000) otherwise.`,
  endpoints: opsEndpoints,
}
