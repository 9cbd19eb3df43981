import { describe, expect, it } from 'vitest'
import { formatDecimal, formatEuros, formatInteger } from '../../../src/ui/format/numbers'
import { weekdayName } from '../../../src/ui/format/weekdays'

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

describe('decimals without Intl', () => {
  const decimals = [
    0, 0.04, 0.05, 0.95, 1.25, 1.3, 9.96, 12.345, 99.94, 99.95, 127, 1234.56, 12345.6, 98765.4321,
  ]
  for (const locale of ['it-IT', 'en-GB']) {
    it(`writes fixed decimals as Intl does for ${locale}`, () => {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        })
        for (const value of [...decimals, ...decimals.map((v) => -v).filter((v) => v !== 0)]) {
          expect(formatDecimal(value, locale, digits), `${value} ${digits}`).toBe(intl.format(value))
        }
      }
    })
  }
})

describe('weekday names without Intl', () => {
  it('are the names Intl gives in Italian and English', () => {
    for (const locale of ['it', 'en', 'it-IT', 'en-GB']) {
      for (let day = 1; day <= 7; day++) {
        const monday = Date.UTC(2024, 0, 1)
        const intl = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
        expect(weekdayName(day, locale)).toBe(intl.format(new Date(monday + (day - 1) * 86_400_000)))
      }
    }
    expect(weekdayName(1, 'de')).toBe('Montag')
  })
})
