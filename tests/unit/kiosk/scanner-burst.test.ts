import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import { type Burst, MAX_GAP_MS, ScannerBurst } from '../../../src/features/kiosk/scanner-burst'

const CARD = withCheckDigit('043100123456')

/** Keys at the given gaps (ms) after the first, which is at `start`. */
function type(burst: ScannerBurst, keys: string[], gap: number | ((i: number) => number), start = 1000) {
  let time = start
  let found: Burst | null = null
  keys.forEach((key, i) => {
    if (i > 0) time += typeof gap === 'number' ? gap : gap(i)
    found = burst.key(key, time) ?? found
  })
  return found as Burst | null
}

describe('a card scanned by a barcode scanner', () => {
  it('is told from typing: 13 digits and Enter in a burst, with a card code', () => {
    expect(type(new ScannerBurst(), [...CARD, 'Enter'], 5)?.code).toBe(CARD)
    // The same keys by hand.
    expect(type(new ScannerBurst(), [...CARD, 'Enter'], 180)).toBeNull()
    // One slow key inside the burst: no.
    expect(type(new ScannerBurst(), [...CARD, 'Enter'], (i) => (i === 7 ? MAX_GAP_MS + 1 : 5))).toBeNull()
  })

  it('needs a card: the check digit, the length, the prefix', () => {
    const wrongCheck = CARD.slice(0, 12) + String((Number(CARD[12]) + 1) % 10)
    expect(type(new ScannerBurst(), [...wrongCheck, 'Enter'], 5)).toBeNull()
    expect(type(new ScannerBurst(), [...CARD.slice(0, 12), 'Enter'], 5)).toBeNull()
    expect(type(new ScannerBurst(), [...withCheckDigit('800123400001'), 'Enter'], 5)).toBeNull()
  })

  it('starts over after slow typing, and after a burst', () => {
    const burst = new ScannerBurst()
    expect(type(burst, ['1', '2'], 200)).toBeNull()
    expect(burst.key('3', 5000)).toBeNull()
    expect(type(burst, [...CARD, 'Enter'], 4, 5100)?.code).toBe(CARD)
    expect(type(burst, [...CARD, 'Enter'], 4, 6000)?.code).toBe(CARD)
  })

  it('remembers where the digits went and what was there before', () => {
    const burst = new ScannerBurst()
    const field = { name: 'lastName' } as unknown as EventTarget
    let time = 0
    let found: Burst | null = null
    for (const key of [...CARD, 'Enter']) {
      time += 3
      found = burst.key(key, time, field, 'Ro') ?? found
    }
    expect(found).toEqual({ code: CARD, target: field, valueBefore: 'Ro' })
  })
})
