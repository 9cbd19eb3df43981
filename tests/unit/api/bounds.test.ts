import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '../../../src/api/card-code'
import * as rule from '../../../src/api/rules'
import { INT32_MAX, instant, rowId } from '../../../src/api/schemas/common'
import { TillReceipt } from '../../../src/api/schemas/loyalty'
import { PlaceOrderRequest } from '../../../src/api/schemas/orders'

/** The message of the first issue, or null when the value passes. */
function firstMessage(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input)
  return result.success ? null : (result.issues[0]?.message ?? '(no message)')
}

describe("the contract's numbers fit their columns", () => {
  it.each([1, 2_147_483_647])('takes the id %d', (id) => {
    expect(v.is(rowId, id)).toBe(true)
  })

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, 1e300, Number.POSITIVE_INFINITY, Number.NaN])(
    'refuses the id %d',
    (id) => {
      expect(v.is(rowId, id)).toBe(false)
    },
  )

  it('holds the largest integer column as INT32_MAX', () => {
    expect(INT32_MAX).toBe(2 ** 31 - 1)
  })

  it("refuses an order's cart or window past an integer column", () => {
    const order = { cartId: 1, deliveryMode: 'IN_STORE', slotId: 1, paymentMode: 'CASH' }
    expect(v.is(PlaceOrderRequest, order)).toBe(true)
    for (const wrong of [2 ** 31, 2 ** 53 + 1, 1e300, 1.5]) {
      expect(v.is(PlaceOrderRequest, { ...order, cartId: wrong })).toBe(false)
      expect(v.is(PlaceOrderRequest, { ...order, slotId: wrong })).toBe(false)
    }
  })
})

describe("a till receipt's total and time", () => {
  const receipt = (amounts: number[], at = '2026-03-01T10:00:00Z') => ({
    receiptId: 'R-1',
    cardCode: withCheckDigit('043000123456'),
    storeId: 1,
    at,
    lines: amounts.map((amountCents) => ({ ean: withCheckDigit('800123456789'), amountCents })),
  })

  it('takes a total up to 100,000 €, on any number of lines', () => {
    expect(firstMessage(TillReceipt, receipt([10_000_000]))).toBeNull()
    expect(firstMessage(TillReceipt, receipt([5_000_000, 5_000_000]))).toBeNull()
  })

  it('refuses a total past it, which its integer column would not hold', () => {
    expect(firstMessage(TillReceipt, receipt([5_000_000, 5_000_001]))).toBe(
      'Totale dello scontrino oltre 100.000 €',
    )
    expect(v.is(TillReceipt, receipt(Array.from({ length: 500 }, () => 10_000_000)))).toBe(false)
  })

  it.each(['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.123+01:00', '2026-03-01 10:00:00Z'])(
    'takes the instant %s',
    (at) => {
      expect(v.is(instant, at)).toBe(true)
      expect(v.is(TillReceipt, receipt([100], at))).toBe(true)
    },
  )

  it.each([
    ['30 February', '2024-02-30T12:00:00Z'],
    ['an offset of hours alone (Date cannot read it)', '2024-01-01T00:00:00+01'],
    ['year 0 (PostgreSQL has none)', '0000-01-01T00:00:00Z'],
    ['before 1970', '1969-12-31T23:59:59Z'],
    ['past 9999', '9999-12-31T23:59:59-23:59'],
  ])('refuses %s', (_name, at) => {
    expect(firstMessage(instant, at)).toBe('data non valida')
  })
})

describe("the contract's texts have a length", () => {
  it('takes a name of 254 characters and refuses one of 255', () => {
    expect(firstMessage(rule.requiredText, 'a'.repeat(rule.SHORT_TEXT_MAX_LENGTH))).toBeNull()
    expect(firstMessage(rule.requiredText, 'a'.repeat(rule.SHORT_TEXT_MAX_LENGTH + 1))).toBe(
      'Testo troppo lungo',
    )
  })

  it('refuses an e-mail address longer than an address can be', () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.it`
    expect(address.length).toBeGreaterThan(rule.SHORT_TEXT_MAX_LENGTH)
    expect(firstMessage(rule.email, address)).toBe('Indirizzo email non valido')
  })

  it('takes a password of 256 characters and refuses a longer one', () => {
    const password = 'Aa1-'.repeat(64)
    expect(firstMessage(rule.password, password)).toBeNull()
    expect(firstMessage(rule.password, `${password}x`)).toBe('Testo troppo lungo')
    expect(firstMessage(rule.requiredSecret, `${password}x`)).toBe('Testo troppo lungo')
  })
})
