import { describe, expect, it } from 'vitest'
import { VOUCHERS, voucherProgress } from '../../../src/features/card/vouchers'

const euros = (list: readonly { euros: number }[]) => list.map((v) => v.euros)

describe('voucherProgress (500 → 3 €, 750 → 5 €, 1400 → 10 €, one per receipt)', () => {
  it.each([
    // points, reachable €, best €, next €, missing
    [0, [], null, 3, 500],
    [499, [], null, 3, 1],
    [500, [3], 3, 5, 250],
    [749, [3], 3, 5, 1],
    [750, [3, 5], 5, 10, 650],
    [1399, [3, 5], 5, 10, 1],
    [1400, [3, 5, 10], 10, null, 0],
    [5000, [3, 5, 10], 10, null, 0],
  ])('%i points', (points, reachable, best, next, missing) => {
    const progress = voucherProgress(points)
    expect(euros(progress.reachable)).toEqual(reachable)
    expect(progress.best?.euros ?? null).toBe(best)
    expect(progress.next?.euros ?? null).toBe(next)
    expect(progress.missing).toBe(missing)
  })

  it('measures the way to the next voucher from zero', () => {
    expect(voucherProgress(0).ratio).toBe(0)
    expect(voucherProgress(250).ratio).toBe(0.5)
    expect(voucherProgress(1400).ratio).toBe(1)
  })

  it('reads a negative, fractional or missing balance as what it can buy', () => {
    expect(voucherProgress(-20).missing).toBe(500)
    expect(voucherProgress(499.9).missing).toBe(1)
    expect(voucherProgress(Number.NaN).missing).toBe(500)
  })

  it('holds the programme rules of behaviour §9', () => {
    expect(VOUCHERS.map((v) => [v.points, v.euros])).toEqual([
      [500, 3],
      [750, 5],
      [1400, 10],
    ])
  })
})
