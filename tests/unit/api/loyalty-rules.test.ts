import { describe, expect, it } from 'vitest'
import { pointsEarned, VOUCHERS, voucherOf } from '../../../src/api/loyalty-rules'

const euro = (amount: number) => Math.round(amount * 100)

describe('points earned by a receipt (behaviour §1)', () => {
  it.each([
    // total, own-brand, voucher (euro), points
    [4.99, 0, 0, 0],
    [4.99, 4.99, 0, 0],
    [5.0, 0, 0, 5],
    [5.99, 0, 0, 5],
    [12.4, 6.0, 0, 18],
    [12.4, 0, 0, 12],
    [10.0, 10.0, 0, 20],
    // Cents never round up into a point: 9.99 € own-brand count 19.98 points' worth.
    [9.99, 9.99, 0, 19],
    // 5.10 €, 0.50 € of it own-brand: 510 + 50 cents → 5 points.
    [5.1, 0.5, 0, 5],
    // The voucher lowers what is paid, from the other lines first.
    [30.0, 10.0, 3, 37],
    [8.0, 0, 3, 5],
    [7.99, 0, 3, 0],
    // A voucher bigger than the other lines eats into the own-brand part: 7 € paid, all own-brand.
    [12.0, 10.0, 5, 14],
    [3.0, 0, 5, 0],
  ])('%s € with %s € own-brand and a %s € voucher → %s points', (total, own, voucher, points) => {
    expect(
      pointsEarned({ totalCents: euro(total), ownBrandCents: euro(own), voucherCents: euro(voucher) }),
    ).toBe(points)
  })
})

describe('vouchers (behaviour §1)', () => {
  it('are 500, 750 and 1400 points for 3, 5 and 10 euro', () => {
    expect(VOUCHERS.map((v) => [v.points, v.euros])).toEqual([
      [500, 3],
      [750, 5],
      [1400, 10],
    ])
    expect(voucherOf(750)).toEqual({ points: 750, euros: 5 })
    expect(voucherOf(600)).toBeNull()
  })
})
