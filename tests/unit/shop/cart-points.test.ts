import { describe, expect, it } from 'vitest'
import { estimatedPoints, linesWithoutBrand } from '../../../src/features/shop/cart-points'
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

  it('reads each line’s own word on its brand, and asks only for lines that do not say', () => {
    const asked: number[] = []
    const lookup = (id: number) => {
      asked.push(id)
      return id === apples.id
    }
    expect(estimatedPoints(cartOf([line(apples, 4), line(pears, 2)]), lookup)).toBe(23)
    expect(asked).toEqual([])
    const unsaid = cartOf([line(apples, 4, { ownBrand: undefined }), line(pears, 2)])
    expect(estimatedPoints(unsaid, lookup)).toBe(23)
    expect(asked).toEqual([apples.id])
    expect(linesWithoutBrand(unsaid)).toEqual([apples.id])
  })

  it('gives nothing until every line is known to be own-brand or not', () => {
    const unsaid = cartOf([line(apples, 4, { ownBrand: undefined }), line(pears, 2, { ownBrand: undefined })])
    expect(estimatedPoints(unsaid, (id) => (id === 1 ? true : undefined))).toBeNull()
    expect(estimatedPoints(unsaid)).toBeNull()
  })
})
