import { describe, expect, it } from 'vitest'
import {
  isComplete,
  needsCount,
  onePieceLess,
  onePieceMore,
  startCount,
} from '../../../src/features/staff/piece-count'
import { cheese, milk, pasta } from './fixtures'

describe('counting the pieces of a line', () => {
  it('counts only a line of several pieces sold by the piece', () => {
    expect(needsCount(milk)).toBe(true)
    expect(needsCount(pasta)).toBe(false)
    // Weighed: its grams are asked instead.
    expect(needsCount(cheese)).toBe(false)
  })

  it('starts a scan at one piece, a tap at the pieces ordered', () => {
    expect(startCount(milk, milk.ean, 'scan').count).toBe(1)
    expect(startCount(milk, milk.ean, 'tap').count).toBe(2)
  })

  it('a scan after a pick of fewer pieces goes on from it: the picker came back for the rest', () => {
    const three = { ...milk, quantity: 3, picked: { quantity: 1, amountCents: 129 } }
    expect(startCount(three, milk.ean, 'scan').count).toBe(2)
    // A line picked whole starts over: the scan picks it again (the last change wins).
    const whole = { ...three, picked: { quantity: 3, amountCents: 387 } }
    expect(startCount(whole, milk.ean, 'scan').count).toBe(1)
  })

  it('steps between none and the pieces ordered, complete at the pieces ordered', () => {
    let count = startCount(milk, milk.ean, 'scan')
    expect(isComplete(count)).toBe(false)
    count = onePieceMore(count)
    expect(count.count).toBe(2)
    expect(isComplete(count)).toBe(true)
    expect(onePieceMore(count).count).toBe(2)
    count = onePieceLess(onePieceLess(count))
    expect(count.count).toBe(0)
    expect(onePieceLess(count).count).toBe(0)
  })
})
