import { endpoints } from '../../src/api/endpoints'
import type { Deps, Register } from '../deps'

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
}
