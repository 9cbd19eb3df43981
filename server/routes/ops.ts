import { opsEndpoints } from '../../src/api/ops-endpoints'
import type { Deps, Register } from '../deps'
import { setStorePrice } from '../domain/catalogue/store-price-change'
import { addCoupon, tillCoupons } from '../domain/loyalty/coupons'
import { postTillReceipt } from '../domain/loyalty/receipts'
import { changeOrderStatus } from '../domain/orders/order-status'
import { anyOrder } from '../domain/orders/order-view'
import { changeStoreOrderSettings } from '../domain/orders/store-order-settings'
import { addStaff } from '../domain/staff/staff-accounts'
import { runDailyJobs } from '../jobs/daily-jobs'
import { languageOf } from '../language'

/** The store system's calls (docs/ordering.md "The store's side"); registered only when OPS_TOKEN is set. */
export function opsRoutes(register: Register, deps: Deps): void {
  register(opsEndpoints.postReceipt, async ({ body }) => postTillReceipt(deps, body))

  // Italian unless the till asks otherwise (its receipts are Italian, docs/coupons.md "Texts").
  register(opsEndpoints.cardCoupons, async ({ params, request }) =>
    tillCoupons(deps, params.code, languageOf(request)),
  )

  register(opsEndpoints.addCoupon, async ({ body }) => {
    const validFrom = body.validFrom ? new Date(body.validFrom) : deps.now()
    return addCoupon(deps, body.cardCode ? { cardCode: body.cardCode } : { allCards: true }, {
      title: body.title,
      description: body.description,
      ...(body.titleEn !== undefined ? { titleEn: body.titleEn } : {}),
      ...(body.descriptionEn !== undefined ? { descriptionEn: body.descriptionEn } : {}),
      kind: body.kind,
      value: body.value,
      productIds: body.productIds ?? null,
      department: body.department ?? null,
      minSpendCents: body.minSpendCents ?? null,
      validFrom,
      validTo: new Date(body.validTo),
    })
  })

  register(opsEndpoints.runJobs, async ({ request }) => runDailyJobs(deps, request.log, { force: true }))

  register(opsEndpoints.order, async ({ params }) => anyOrder(deps.db, params.id))

  register(opsEndpoints.orderStatus, async ({ params, body }) =>
    changeOrderStatus(deps, params.id, { to: body.status, by: 'STORE', weights: body.weights }),
  )

  register(opsEndpoints.setPrice, async ({ params, body }) =>
    setStorePrice(deps, params.storeId, params.productId, body),
  )

  register(opsEndpoints.addStaff, async ({ body }) => addStaff(deps, body))

  register(opsEndpoints.orderSettings, async ({ params, body }) =>
    changeStoreOrderSettings(deps, params.storeId, body),
  )
}
