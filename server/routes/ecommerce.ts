import { endpoints } from '../../src/api/endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { emptyCart, openCart, setCartLine } from '../domain/carts'
import { listSlots } from '../domain/slots'

export function ecommerceRoutes(register: Register, deps: Deps): void {
  register(endpoints.products, async ({ params, query }) =>
    deps.catalogues.search(params.storeId, {
      q: query.q,
      department: query.department,
      page: query.p,
      size: query.s,
    }),
  )

  register(endpoints.product, async ({ params }) => deps.catalogues.product(params.storeId, params.productId))

  register(endpoints.departments, async ({ params }) => deps.catalogues.departments(params.storeId))

  register(endpoints.slots, async ({ params, query }) => listSlots(deps, params.storeId, query.delivery))

  register(endpoints.cart, async ({ query, request }) =>
    openCart(deps, requireSession(request).userId, query.storeId),
  )

  register(endpoints.setCartLine, async ({ params, body, request }) =>
    setCartLine(deps, requireSession(request).userId, params.cartId, params.productId, body.quantity),
  )

  register(endpoints.emptyCart, async ({ params, request }) =>
    emptyCart(deps, requireSession(request).userId, params.cartId),
  )
}
