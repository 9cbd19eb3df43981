import type * as v from 'valibot'
import { ALLERGENS, type BrandsQuery } from '../../src/api/schemas/catalogue'
import { shopEndpoints } from '../../src/api/shop-endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import type { ProductFilters } from '../domain/catalogue/catalogue-index'
import { markArrived } from '../domain/orders/arrival'
import { emptyCart, openCart, setCartLine } from '../domain/orders/carts'
import { placeOrder } from '../domain/orders/order-placement'
import { changeOrderStatus } from '../domain/orders/order-status'
import { userOrder, userOrders } from '../domain/orders/order-view'
import { reorder } from '../domain/orders/reorder'
import { listSlots } from '../domain/orders/slots'
import { languageOf } from '../language'

/** The filters the products and their brands share (the brands' query is the products' less brand, order and page). */
function productFilters(query: v.InferOutput<typeof BrandsQuery>): Omit<ProductFilters, 'brand'> {
  return {
    q: query.q,
    department: query.department,
    leaflet: query.leaflet,
    promo: query.promo,
    // In ALLERGENS' order: the same set, whatever the order asked, is one search in the index's cache.
    without: ALLERGENS.filter((group) => query.without.includes(group)),
  }
}

export function ecommerceRoutes(register: Register, deps: Deps): void {
  register(shopEndpoints.products, async ({ params, query }) =>
    deps.catalogues.search(params.storeId, {
      ...productFilters(query),
      brand: query.brand,
      sort: query.sort,
      page: query.p,
      size: query.s,
    }),
  )

  register(shopEndpoints.product, async ({ params, query }) =>
    deps.catalogues.detail(params.storeId, params.productId, query.lang),
  )

  // Named in the app's language (its calls send it as Accept-Language).
  register(shopEndpoints.departments, async ({ params, request }) =>
    deps.catalogues.departments(params.storeId, languageOf(request)),
  )

  register(shopEndpoints.brands, async ({ params, query }) =>
    deps.catalogues.brands(params.storeId, productFilters(query)),
  )

  register(shopEndpoints.slots, async ({ params, query }) => listSlots(deps, params.storeId, query.delivery))

  register(shopEndpoints.cart, async ({ query, request }) =>
    openCart(deps, requireSession(request).userId, query.storeId),
  )

  register(shopEndpoints.setCartLine, async ({ params, body, request }) =>
    setCartLine(
      deps,
      requireSession(request).userId,
      params.cartId,
      params.productId,
      body.quantity,
      body.substitution,
    ),
  )

  register(shopEndpoints.emptyCart, async ({ params, request }) =>
    emptyCart(deps, requireSession(request).userId, params.cartId),
  )

  register(shopEndpoints.placeOrder, async ({ headers, body, request }) =>
    placeOrder(deps, requireSession(request).userId, headers['idempotency-key'], body),
  )

  register(shopEndpoints.orders, async ({ query, request }) =>
    userOrders(deps.db, requireSession(request).userId, { size: query.s, number: query.p }),
  )

  register(shopEndpoints.order, async ({ params, request }) =>
    userOrder(deps.db, requireSession(request).userId, params.id),
  )

  register(shopEndpoints.orderArrived, async ({ params, body, request }) =>
    markArrived(deps, requireSession(request).userId, params.id, body.bay),
  )

  register(shopEndpoints.cancelOrder, async ({ params, request }) =>
    changeOrderStatus(deps, params.id, {
      to: 'ABORTED',
      by: 'CUSTOMER',
      userId: requireSession(request).userId,
    }),
  )

  register(shopEndpoints.reorder, async ({ params, request }) =>
    reorder(deps, requireSession(request).userId, params.id),
  )
}
