import { HttpResponse, http } from 'msw'
import type { PointsMovement, Receipt } from '../../../src/api/schemas/loyalty'
import { API } from '../render'

/** A page of the contract's paged answers. */
export const page = <T>(data: T[], number = 0, totalPages = data.length ? 1 : 0) => ({
  code: 0,
  data,
  number,
  totalPages,
})

/** The card page's histories with nothing in them: for tests about the rest of the page. */
export const emptyLoyaltyHandlers = [
  http.get(`${API}/profiles/points`, () => HttpResponse.json(page<PointsMovement>([]))),
  http.get(`${API}/receipts`, () => HttpResponse.json(page<Receipt>([]))),
  // No phone wallet configured (issue 35): no wallet button.
  http.get(`${API}/profiles/cards/wallets`, () =>
    HttpResponse.json({ code: 0, data: { apple: false, google: false } }),
  ),
  // The card page's link to the coupons asks for them too (features/coupons).
  http.get(`${API}/coupons`, () => HttpResponse.json({ code: 0, data: [] })),
]
