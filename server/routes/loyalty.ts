import { endpoints } from '../../src/api/endpoints'
import { requireSession } from '../auth/authenticate'
import type { Deps, Register } from '../deps'
import { activateCoupon, userCoupons } from '../domain/loyalty/coupons'
import { userPointsMovements } from '../domain/loyalty/points'
import { userReceipt, userReceipts } from '../domain/loyalty/receipts'
import { languageOf } from '../language'

export function loyaltyRoutes(register: Register, deps: Deps): void {
  register(endpoints.points, async ({ query, request }) =>
    userPointsMovements(deps.db, requireSession(request).userId, { size: query.s, number: query.p }),
  )

  // Worded in the app's language (its calls send it as Accept-Language), as the catalogue is.
  register(endpoints.coupons, async ({ request }) =>
    userCoupons(deps, requireSession(request).userId, languageOf(request)),
  )

  register(endpoints.activateCoupon, async ({ params, request }) =>
    activateCoupon(deps, requireSession(request).userId, params.id, languageOf(request)),
  )

  register(endpoints.receipts, async ({ query, request }) =>
    userReceipts(deps.db, requireSession(request).userId, { size: query.s, number: query.p }),
  )

  register(endpoints.receipt, async ({ params, request }) =>
    userReceipt(deps.db, requireSession(request).userId, params.id),
  )
}
