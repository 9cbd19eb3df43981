import { describe, expect, it } from 'vitest'
import type { Coupon } from '../../../src/api/schemas/coupons'
import { couponsToActivate } from '../../../src/features/home/CouponsToActivateSlot'
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
  totalCents: 2000,
  lines: [
    { productId: 7, available: true },
    { productId: 8, available: false },
  ] as never,
}

describe('the coupons the checkout offers', () => {
  it('only activated (on the server), unused, valid now, with their product in the cart and their minimum reached', () => {
    const offered = checkoutCoupons(
      [
        coupon(1),
        coupon(2, { activated: false }),
        coupon(3, { pending: true }),
        coupon(4, { usedAt: '2026-11-25T00:00:00.000Z' }),
        coupon(5, { validTo: '2026-11-26T00:00:00.000Z' }),
        coupon(6, { productIds: [7] }),
        coupon(7, { productIds: [8] }),
        coupon(8, { minSpendCents: 2001 }),
        coupon(9, { minSpendCents: 2000, department: 'DAIRY' }),
      ],
      cart,
      NOW,
    )
    expect(offered.map((c) => c.id)).toEqual([1, 6, 9])
  })
})

describe("the home's coupons to activate", () => {
  it('counts the open coupons not activated', () => {
    expect(
      couponsToActivate(
        [
          coupon(1, { activated: false }),
          coupon(2, { activated: false }),
          coupon(3),
          coupon(4, { activated: false, validTo: '2026-11-26T00:00:00.000Z' }),
          coupon(5, { activated: false, usedAt: '2026-11-25T00:00:00.000Z' }),
        ],
        NOW,
      ),
    ).toBe(2)
  })
})
