import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import { estimatedGrams, isFarFromEstimate } from '../../../src/features/staff/line-state'
import { EAN_BURST, matchScan } from '../../../src/features/staff/scanned-code'
import { ScannerBurst } from '../../../src/ui/scanner/scanner-burst'
import { cheese, milk, pasta } from './fixtures'

const lines = [milk, cheese, pasta]

describe('a scanned code on the picking screen', () => {
  it('picks the open line with that EAN, or a done one again (the last change wins)', () => {
    expect(matchScan(milk.ean, lines)?.line.id).toBe(milk.id)
    const picked = { ...milk, picked: { quantity: 2, amountCents: 258 } }
    expect(matchScan(milk.ean, [picked, cheese])?.line.id).toBe(milk.id)
    expect(matchScan(withCheckDigit('800199999999'), lines)).toBeNull()
  })

  it("reads a scale label: the weighed line of its first seven digits, and the label's grams", () => {
    const label = withCheckDigit(`${cheese.ean.slice(0, 7)}00512`)
    expect(matchScan(label, lines)).toEqual({ line: cheese, labelGrams: 512 })
    // Another weighed product's label is no line's.
    expect(matchScan(withCheckDigit('220000900512'), lines)).toBeNull()
    // The product's own EAN gives no grams.
    expect(matchScan(cheese.ean, lines)).toEqual({ line: cheese })
  })

  it("is a scanner's burst of 8 to 14 digits, not a hand's typing", () => {
    const burst = new ScannerBurst(EAN_BURST)
    let time = 0
    const keys = (code: string, gap: number) => {
      let found = null
      for (const key of [...code, 'Enter']) {
        time += gap
        found = burst.key(key, time) ?? found
      }
      return found
    }
    expect(keys(milk.ean, 5)?.code).toBe(milk.ean)
    expect(keys(milk.ean, 120)).toBeNull()
    expect(keys('1234567', 5)).toBeNull()
  })
})

describe("a weighed line's grams", () => {
  it('are expected as the pieces times a piece’s estimate, and confirmed beyond ±30%', () => {
    expect(estimatedGrams(cheese)).toBe(500)
    expect(isFarFromEstimate(650, 500)).toBe(false)
    expect(isFarFromEstimate(349, 500)).toBe(true)
    expect(isFarFromEstimate(651, 500)).toBe(true)
    expect(isFarFromEstimate(5000, null)).toBe(false)
  })
})
