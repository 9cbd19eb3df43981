import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../../src/api/schemas/coupons'
import { countToActivate } from '../../../src/features/coupons/coupons-to-activate'
import { checkoutCoupons } from '../../../src/features/orders/checkout-coupons'

const NOW = Date.parse('2026-11-27T12:00:00.000Z')
const coupon = (id: number, extra: Partial<Coupon & { pending: boolean }> = {}) => ({
  id,
  title: `C${id}`,
  description: '',
  kind: 'AMOUNT' as const,
  value: 100,
  validFrom: '2026-11-20T00:00:00.000Z',
  validTo: '2026-12-04T00:00:00.000Z',
  activated: true,
  imageUrl: '/x.png',
  ...extra,
})
const cart = {
  lines: [
    { productId: 7, department: 'PANTRY', amountCents: 1500, available: true },
    { productId: 9, department: 'BUTCHER', amountCents: 500, available: true },
    { productId: 8, department: 'DAIRY', amountCents: 900, available: false },
  ] as never,
}

describe('the coupons the checkout offers', () => {
  it('offers those activated on the server, open, with a line in the cart and their minimum reached', () => {
    const { offered } = checkoutCoupons(
      [
        coupon(1),
        coupon(2, { activated: false }),
        coupon(3, { pending: true }),
        coupon(4, { usedAt: '2026-11-25T00:00:00.000Z' }),
        coupon(5, { validTo: '2026-11-26T00:00:00.000Z' }),
        coupon(6, { productIds: [7] }),
        coupon(7, { productIds: [8] }),
        coupon(8, { minSpendCents: 2001 }),
        coupon(9, { minSpendCents: 2000, department: 'BUTCHER' }),
        coupon(10, { department: 'DAIRY' }),
      ],
      cart,
      NOW,
    )
    expect(offered.map((c) => c.id)).toEqual([1, 6, 9])
  })

  it('lists apart every other activated open coupon, with why: minimum, no line in the cart, not sent, held', () => {
    const { apart } = checkoutCoupons(
      [
        coupon(1),
        coupon(2, { activated: false }),
        coupon(3, { pending: true }),
        coupon(4, { usedAt: '2026-11-25T00:00:00.000Z' }),
        coupon(5, { validTo: '2026-11-26T00:00:00.000Z' }),
        coupon(7, { productIds: [8] }),
        coupon(8, { minSpendCents: 2450 }),
        // A department's coupon with none of its products in the cart (the unavailable line does not count).
        coupon(10, { department: 'DAIRY' }),
        coupon(11, { department: 'FROZEN', minSpendCents: 3000 }),
        // Held by an order placed before: the server would refuse it to this one (63).
        coupon(12, { heldByOrderId: 40 }),
      ],
      cart,
      NOW,
    )
    expect(apart.map(({ coupon, ...why }) => ({ id: coupon.id, ...why }))).toEqual([
      { id: 3, pending: true, missingCents: 0, findsLines: true },
      { id: 7, pending: false, missingCents: 0, findsLines: false },
      { id: 8, pending: false, missingCents: 450, findsLines: true },
      { id: 10, pending: false, missingCents: 0, findsLines: false },
      { id: 11, pending: false, missingCents: 1000, findsLines: false },
      { id: 12, pending: false, missingCents: 0, findsLines: true, heldByOrderId: 40 },
    ])
  })
})

describe("the home's coupons to activate", () => {
  it('counts the open coupons not activated', () => {
    expect(
      countToActivate(
        [
          coupon(1, { activated: false }),
          coupon(2, { activated: false }),
          coupon(3),
          coupon(4, { activated: false, validTo: '2026-11-26T00:00:00.000Z' }),
          coupon(5, { activated: false, usedAt: '2026-11-25T00:00:00.000Z' }),
        ],
        [],
        NOW,
      ),
    ).toBe(2)
  })
})
