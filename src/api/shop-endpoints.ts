import * as v from 'valibot'
import { data, define, type Endpoint, page, stream } from './endpoints'
import { ErrorCode, ServerCode } from './errors'
import { Cart, CartLineChange, CartLineParams, CartParams, CartQuery, Slot, SlotsQuery } from './schemas/cart'
import {
  Brand,
  BrandsQuery,
  Department,
  Product,
  ProductsQuery,
  StoreParams,
  StoreProductParams,
} from './schemas/catalogue'
import { ProductDetail, ProductDetailQuery } from './schemas/food-label'
import {
  ArrivalRequest,
  IdempotencyHeaders,
  Order,
  OrderParams,
  OrderSummary,
  OrdersQuery,
  PlaceOrderRequest,
} from './schemas/orders'
import { CartFill } from './schemas/smartlists'

/**
 * The online grocery's /cli calls (docs/ordering.md): catalogue, cart, slots, orders (the lists and
 * favorites are list-endpoints.ts). Apart from the customer's core calls (endpoints.ts) so that the pages every visit opens
 * do not carry the shop's schemas: the PWA loads these with the shop's screens; the server and
 * OpenAPI take both (cli-endpoints.ts).
 */
export const shopEndpoints = {
  // ---- online grocery (docs/ordering.md) ----
  products: define({
    method: 'GET',
    path: '/ecommerce/{storeId}/products',
    tag: 'ecommerce',
    summary:
      "A store's catalogue, paged: by text (Italian: accents, plurals and gender do not matter, one typo per word of four letters or more is forgiven; names rank before brands), department, the offers of a leaflet, brand and promo price today; by relevance, price or price per kg/l.",
    auth: 'none',
    notFound: true,
    params: StoreParams,
    query: ProductsQuery,
    result: page(Product),
  }),
  product: define({
    method: 'GET',
    path: '/ecommerce/{storeId}/products/{productId}',
    tag: 'ecommerce',
    summary:
      "One product as the store sells it, with its label (the food information of EU Regulation 1169/2011, or a non-food product's notes) in `lang`: 4030 when the store does not sell it, 4031 when withdrawn.",
    auth: 'none',
    codes: [ErrorCode.UnknownProduct, ErrorCode.InvalidProduct],
    notFound: true,
    params: StoreProductParams,
    query: ProductDetailQuery,
    result: data(ProductDetail),
  }),
  departments: define({
    method: 'GET',
    path: '/ecommerce/{storeId}/departments',
    tag: 'ecommerce',
    summary: "The departments of a store's catalogue, with how many products each holds.",
    auth: 'none',
    notFound: true,
    params: StoreParams,
    result: data(v.array(Department)),
  }),
  brands: define({
    method: 'GET',
    path: '/ecommerce/{storeId}/brands',
    tag: 'ecommerce',
    summary:
      "The brands of the products a catalogue search lists (the products' filters less the brand), with how many each, in name order: what a brand filter offers.",
    auth: 'none',
    notFound: true,
    params: StoreParams,
    query: BrandsQuery,
    result: data(v.array(Brand)),
  }),

  slots: define({
    method: 'GET',
    path: '/ecommerce/{storeId}/slots',
    tag: 'ecommerce',
    summary:
      "The next 7 days' windows of a delivery mode: full ones and those past the booking cut-off are listed as not available.",
    auth: 'none',
    codes: [ServerCode.DeliveryModeNotOffered],
    notFound: true,
    params: StoreParams,
    query: SlotsQuery,
    result: data(v.array(Slot)),
  }),
  cart: define({
    method: 'GET',
    path: '/carts',
    tag: 'ecommerce',
    summary: "The customer's open cart of a store (made empty if there is none).",
    auth: 'required',
    notFound: true,
    query: CartQuery,
    result: data(Cart),
  }),
  setCartLine: define({
    method: 'PUT',
    path: '/carts/{cartId}/lines/{productId}',
    tag: 'ecommerce',
    summary:
      'Set the quantity of a product in the cart (0 removes it) and, optionally, its substitution choice (without it the line keeps its own; a new line is SIMILAR): 4004 unknown or closed cart, 4030/4031 product, 4034 beyond its maximum, 54 a SPECIFIC substitute that is not another product the store sells.',
    auth: 'required',
    codes: [
      ErrorCode.CartNotFound,
      ErrorCode.UnknownProduct,
      ErrorCode.InvalidProduct,
      ErrorCode.MaxQuantity,
      ServerCode.SubstituteNotSold,
    ],
    notFound: true,
    params: CartLineParams,
    body: CartLineChange,
    result: data(Cart),
  }),
  emptyCart: define({
    method: 'DELETE',
    path: '/carts/{cartId}',
    tag: 'ecommerce',
    summary: 'Empty the cart.',
    auth: 'required',
    codes: [ErrorCode.CartNotFound],
    notFound: true,
    params: CartParams,
    result: data(Cart),
  }),

  // ---- orders (docs/ordering.md "Placing an order", "Statuses") ----
  placeOrder: define({
    method: 'POST',
    path: '/orders',
    tag: 'ecommerce',
    summary: 'Place the cart as an order, once per Idempotency-Key (a retry answers the same order).',
    auth: 'required',
    codes: [
      ErrorCode.CartNotFound,
      ErrorCode.PastCutoff,
      ErrorCode.UnknownProduct,
      ErrorCode.InvalidProduct,
      ErrorCode.MaxQuantity,
      ServerCode.NotEnoughPoints,
      ServerCode.DeliveryModeNotOffered,
      ServerCode.SlotFull,
      ServerCode.CardDeclined,
      ServerCode.PaymentFailed,
      ServerCode.AddressNotServed,
      ServerCode.IdempotencyKeyReused,
      ServerCode.EmptyCart,
      ServerCode.CartChanged,
      ServerCode.VoucherAboveTotal,
      ServerCode.BelowDeliveryMinimum,
      ServerCode.CouponNotUsable,
      ServerCode.CouponReserved,
      ServerCode.CouponNotApplicable,
    ],
    notFound: true,
    headers: IdempotencyHeaders,
    body: PlaceOrderRequest,
    result: data(Order),
  }),
  orders: define({
    method: 'GET',
    path: '/orders',
    tag: 'ecommerce',
    summary: "The customer's orders, newest first.",
    auth: 'required',
    query: OrdersQuery,
    result: page(OrderSummary),
  }),
  order: define({
    method: 'GET',
    path: '/orders/{id}',
    tag: 'ecommerce',
    summary: 'One order: lines at the prices paid, delivery, slot, payment, status history.',
    auth: 'required',
    notFound: true,
    params: OrderParams,
    result: data(Order),
  }),
  orderEvents: define({
    method: 'GET',
    path: '/orders/{id}/events',
    tag: 'ecommerce',
    summary:
      'The order live (text/event-stream): at once and at each change (status, a line picked, weighed, substituted or missing, an arrival) an event `order` whose data is the order as GET /orders/{id} answers it, with an id; resume with Last-Event-ID (the current order is sent unless that id is its). Comments are heartbeats.',
    auth: 'required',
    notFound: true,
    params: OrderParams,
    result: stream('order', Order),
  }),
  cancelOrder: define({
    method: 'POST',
    path: '/orders/{id}/cancel',
    tag: 'ecommerce',
    summary:
      'The customer cancels the order (it becomes ABORTED) until the booking cut-off: 4029 after it, 4205 once the store has started it.',
    auth: 'required',
    codes: [ErrorCode.PastCutoff, ErrorCode.WrongOrderStatus],
    notFound: true,
    params: OrderParams,
    result: data(Order),
  }),
  orderArrived: define({
    method: 'POST',
    path: '/orders/{id}/arrived',
    tag: 'ecommerce',
    summary:
      'The customer has arrived for a DRIVE or IN_STORE order that is TO_BE_COLLECTED (else 4205), optionally with the bay; a second call keeps the first time and updates the bay.',
    auth: 'required',
    codes: [ErrorCode.WrongOrderStatus],
    notFound: true,
    params: OrderParams,
    body: ArrivalRequest,
    result: data(Order),
  }),
  reorder: define({
    method: 'POST',
    path: '/orders/{id}/reorder',
    tag: 'ecommerce',
    summary:
      "Order again: the order's products go into the store's open cart at today's prices; answers the cart and what the store no longer sells.",
    auth: 'required',
    codes: [ErrorCode.CartNotFound],
    notFound: true,
    params: OrderParams,
    result: data(CartFill),
  }),
} as const satisfies Record<string, Endpoint>
