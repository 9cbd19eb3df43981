import * as v from 'valibot'
import { data, define, type Endpoint, none } from './endpoints'
import { ErrorCode } from './errors'
import {
  CartFill,
  Favorite,
  FavoriteParams,
  Smartlist,
  SmartlistChange,
  SmartlistItemChange,
  SmartlistItemParams,
  SmartlistParams,
  SmartlistRemoval,
  ToCartRequest,
} from './schemas/smartlists'

/**
 * The shopping lists' and favorites' /cli calls (docs/ordering.md "Smartlists and favorites: offline
 * first"). Apart from the shop's: the lists open offline, so their code is in the app's precache,
 * which the shop's (shop-endpoints.ts) is not.
 */
export const listEndpoints = {
  // ---- smartlists and favorites (docs/ordering.md "Smartlists and favorites: offline first") ----
  smartlists: define({
    method: 'GET',
    path: '/smartlists',
    tag: 'ecommerce',
    summary: "The customer's shopping lists with their items.",
    auth: 'required',
    result: data(v.array(Smartlist)),
  }),
  putSmartlist: define({
    method: 'PUT',
    path: '/smartlists/{listId}',
    tag: 'ecommerce',
    summary: 'Create a list (the device makes its UUID) or rename it; the later change wins.',
    auth: 'required',
    notFound: true,
    params: SmartlistParams,
    body: SmartlistChange,
    result: data(Smartlist),
  }),
  deleteSmartlist: define({
    method: 'DELETE',
    path: '/smartlists/{listId}',
    tag: 'ecommerce',
    summary: 'Delete a list and its items (again: nothing happens).',
    auth: 'required',
    params: SmartlistParams,
    result: none,
  }),
  putSmartlistItem: define({
    method: 'PUT',
    path: '/smartlists/{listId}/items/{itemId}',
    tag: 'ecommerce',
    summary:
      'Add or change an item (a product or a free text), idempotently: a change older than the one kept is ignored. Answers the list.',
    auth: 'required',
    codes: [ErrorCode.UnknownProduct, ErrorCode.InvalidProduct],
    notFound: true,
    params: SmartlistItemParams,
    body: SmartlistItemChange,
    result: data(Smartlist),
  }),
  deleteSmartlistItem: define({
    method: 'DELETE',
    path: '/smartlists/{listId}/items/{itemId}',
    tag: 'ecommerce',
    summary: 'Remove an item, unless it was changed after `changedAt`. Answers the list.',
    auth: 'required',
    notFound: true,
    params: SmartlistItemParams,
    query: SmartlistRemoval,
    result: data(Smartlist),
  }),
  smartlistToCart: define({
    method: 'POST',
    path: '/smartlists/{listId}/to-cart',
    tag: 'ecommerce',
    summary:
      "Put the list's products into the store's open cart; answers the cart and the items the store does not sell (free text among them).",
    auth: 'required',
    codes: [ErrorCode.CartNotFound],
    notFound: true,
    params: SmartlistParams,
    body: ToCartRequest,
    result: data(CartFill),
  }),
  favorites: define({
    method: 'GET',
    path: '/favorites',
    tag: 'ecommerce',
    summary: "The customer's starred products, newest first.",
    auth: 'required',
    result: data(v.array(Favorite)),
  }),
  putFavorite: define({
    method: 'PUT',
    path: '/favorites/{productId}',
    tag: 'ecommerce',
    summary: 'Star a product (again: nothing changes).',
    auth: 'required',
    codes: [ErrorCode.UnknownProduct, ErrorCode.InvalidProduct],
    params: FavoriteParams,
    result: none,
  }),
  deleteFavorite: define({
    method: 'DELETE',
    path: '/favorites/{productId}',
    tag: 'ecommerce',
    summary: 'Unstar a product (again: nothing changes).',
    auth: 'required',
    params: FavoriteParams,
    result: none,
  }),
} as const satisfies Record<string, Endpoint>
