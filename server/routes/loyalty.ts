import { endpoints } from '../../src/api/endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { activateCoupon, userCoupons } from '../domain/loyalty/coupons'
import { userPointsMovements } from '../domain/loyalty/points'
import { userReceipt, userReceipts } from '../domain/loyalty/receipts'

export function loyaltyRoutes(register: Register, deps: Deps): void {
  register(endpoints.points, async ({ query, request }) =>
    userPointsMovements(deps.db, requireSession(request).userId, { size: query.s, number: query.p }),
  )

  register(endpoints.coupons, async ({ request }) => userCoupons(deps, requireSession(request).userId))

  register(endpoints.activateCoupon, async ({ params, request }) =>
    activateCoupon(deps, requireSession(request).userId, params.id),
  )

  register(endpoints.receipts, async ({ query, request }) =>
    userReceipts(deps.db, requireSession(request).userId, { size: query.s, number: query.p }),
  )

  register(endpoints.receipt, async ({ params, request }) =>
    userReceipt(deps.db, requireSession(request).userId, params.id),
  )
}
