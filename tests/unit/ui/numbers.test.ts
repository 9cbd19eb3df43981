import { describe, expect, it } from 'vitest'
import { formatEuros, formatInteger } from '../../../src/ui/format/numbers'

const VALUES = [
  0, 1, 5, 9.99, 12.4, 99.5, 999, 1000, 1234, 1234.5, 9999, 12345, 99999.994, 100000, 123456.78, 1234567.891,
  120_000_000, 0.005, 0.004, 2.675, -0, -3, -1234.5, -12345.67, -0.004,
]

describe('numbers without Intl', () => {
  for (const locale of ['it-IT', 'it', 'en-GB', 'en']) {
    const intlLocale = locale.length === 2 ? (locale === 'it' ? 'it-IT' : 'en-GB') : locale
    it(`writes whole numbers as Intl does for ${locale}`, () => {
      for (const value of VALUES) {
        expect(formatInteger(value, locale), String(value)).toBe(
          new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }).format(value === 0 ? 0 : value),
        )
      }
    })

    it(`writes euros as Intl does for ${locale}`, () => {
      for (const value of VALUES) {
        const cents = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'EUR' })
        const whole = new Intl.NumberFormat(intlLocale, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        })
        expect(formatEuros(value, locale), String(value)).toBe(cents.format(value === 0 ? 0 : value))
        expect(formatEuros(value, locale, { cents: false }), String(value)).toBe(
          whole.format(value === 0 ? 0 : value),
        )
      }
    })
  }

  it('leaves other locales to Intl', () => {
    expect(formatEuros(1234.5, 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5),
    )
    expect(formatInteger(12345, 'en-US')).toBe('12,345')
  })
})
