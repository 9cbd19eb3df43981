import { describe, expect, it } from 'vitest'
import { estimatedPoints } from '../../../src/features/shop/cart-points'
import { apples, cartOf, line, pears } from './fixtures'

describe('the points a cart would earn', () => {
  const own = (id: number) => id === apples.id

  it('counts own-brand euros twice, from 5 € up, and leaves out what the store no longer sells', () => {
    // 4 × 2,09 € own-brand + 2 × 3,49 € = 8,36 + 6,98 = 15,34 € → 15 + 8 = 23 points
    expect(estimatedPoints(cartOf([line(apples, 4), line(pears, 2)]), own)).toBe(23)
    expect(estimatedPoints(cartOf([line(pears, 1)]), own)).toBe(0)
    const gone = line(apples, 10, { available: false })
    expect(estimatedPoints({ ...cartOf([line(pears, 2)]), lines: [line(pears, 2), gone] }, own)).toBe(6)
  })

  it('gives nothing until every line is known to be own-brand or not', () => {
    expect(
      estimatedPoints(cartOf([line(apples, 4), line(pears, 2)]), (id) => (id === 1 ? true : undefined)),
    ).toBeNull()
  })
})
