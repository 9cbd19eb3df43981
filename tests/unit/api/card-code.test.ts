import { describe, expect, it } from 'vitest'
import {
  CARD_CODE_PATTERN,
  ean13CheckDigit,
  isValidCardCode,
  withCheckDigit,
} from '../../../src/api/card-code'

// Real EAN-13 codes, each check digit worked out by hand (weights 1,3,1,3… from the left):
// 4006381333931  4+0+0+18+3+24+1+9+3+9+9+9 = 89  → (10 - 9) % 10 = 1
// 5901234123457  5+27+0+3+2+9+4+3+2+9+4+15 = 83 → (10 - 3) % 10 = 7
// 9780306406157  9+21+8+0+3+0+6+12+0+18+1+15 = 93 → (10 - 3) % 10 = 7
// 9780201633610  9+21+8+0+2+0+1+18+3+9+6+3 = 80 → (10 - 0) % 10 = 0 (the sum already ends in 0)
const REAL_EAN13 = ['4006381333931', '5901234123457', '9780306406157', '9780201633610']

describe('ean13CheckDigit', () => {
  it.each(REAL_EAN13)('gives the printed check digit of %s', (code) => {
    expect(ean13CheckDigit(code.slice(0, 12))).toBe(Number(code[12]))
  })

  it('gives 0, not 10, when the weighted sum is already a multiple of ten', () => {
    expect(ean13CheckDigit('978020163361')).toBe(0)
  })

  it('weighs the digits 1,3,1,3… from the left, not from the right', () => {
    // Weights 1,3,…: 1×1 = 1 → 9 and 1×3 = 3 → 7; with the weights swapped (3,1,…) it would be 7 and 9.
    expect(ean13CheckDigit('100000000000')).toBe(9)
    expect(ean13CheckDigit('010000000000')).toBe(7)
  })

  it.each(['12345678901', '1234567890123', '12345678901a', ''])(
    'refuses %j (not exactly 12 digits)',
    (body) => {
      expect(() => ean13CheckDigit(body)).toThrow()
    },
  )
})

describe('withCheckDigit', () => {
  it('appends the check digit to a 12-digit body', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931')
    // 0+12+3+3+0+0+0+0+0+0+0+3 = 21 → 9
    expect(withCheckDigit('043100000001')).toBe('0431000000019')
  })
})

describe('isValidCardCode', () => {
  const digital = withCheckDigit('043100' + '000001')
  const physical = '0430007654324' // 0+12+3+0+0+0+7+18+5+12+3+6 = 66 → 4

  it('accepts generated codes of both kinds (043 1 00 … and 043 0 00 …)', () => {
    expect(digital).toBe('0431000000019')
    expect(isValidCardCode(digital)).toBe(true)
    expect(isValidCardCode(physical)).toBe(true)
  })

  it('rejects every wrong check digit', () => {
    const body = digital.slice(0, 12)
    const wrong = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => String(d) !== digital[12])
    expect(wrong).toHaveLength(9)
    for (const d of wrong) expect(isValidCardCode(body + d), `${body}${d}`).toBe(false)
  })

  it.each([
    ['044', withCheckDigit('044100000001')],
    ['042', withCheckDigit('042100000001')],
    ['a real product code', '4006381333931'],
  ])('rejects a wrong prefix (%s) even with a right check digit', (_, code) => {
    expect(isValidCardCode(code)).toBe(false)
  })

  it('rejects a fourth digit other than 0 or 1', () => {
    expect(isValidCardCode(withCheckDigit('043200000001'))).toBe(false)
    expect(isValidCardCode(withCheckDigit('043900000001'))).toBe(false)
  })

  it('rejects anything but 00 in the fifth and sixth digits', () => {
    expect(isValidCardCode(withCheckDigit('043110000001'))).toBe(false)
    expect(isValidCardCode(withCheckDigit('043101000001'))).toBe(false)
  })

  it('rejects 12 and 14 digits', () => {
    expect(isValidCardCode(digital.slice(0, 12))).toBe(false)
    expect(isValidCardCode(`${digital}0`)).toBe(false)
    expect(isValidCardCode(`0${digital}`)).toBe(false)
  })

  it('rejects letters, blanks and the empty string', () => {
    expect(isValidCardCode(`${digital.slice(0, 12)}X`)).toBe(false)
    expect(isValidCardCode('043100abcdefg')).toBe(false)
    expect(isValidCardCode(` ${digital}`)).toBe(false)
    expect(isValidCardCode(`${digital} `)).toBe(false)
    expect(isValidCardCode('')).toBe(false)
  })
})

describe('CARD_CODE_PATTERN', () => {
  it('is behaviour §9: 043, then 0 or 1, then 00, then 7 digits (13 in all)', () => {
    expect(CARD_CODE_PATTERN.test('0430001234567')).toBe(true)
    expect(CARD_CODE_PATTERN.test('0431001234567')).toBe(true)
    expect(CARD_CODE_PATTERN.test('0432001234567')).toBe(false)
    expect(CARD_CODE_PATTERN.test('043000123456')).toBe(false)
    expect(CARD_CODE_PATTERN.test('04300012345678')).toBe(false)
  })
})
