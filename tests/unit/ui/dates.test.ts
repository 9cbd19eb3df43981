import type { I18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  calendarDay,
  formatDate,
  formatDateTime,
  formatDay,
  formatIsoDate,
  formatShortDay,
  formatTime,
} from '../../../src/ui/format/dates'
import { formatCents } from '../../../src/ui/format/money'

describe('dates on screen', () => {
  it('writes an instant’s day dd/MM/yyyy', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('05/03/2024')
    expect(formatDate('2024-03-05T10:00:00.000Z', 'en')).toBe('05/03/2024')
  })

  it('counts the day and the hour on the chain’s clock, whatever the device time zone', () => {
    expect(formatDate('2024-03-15T23:30:00Z')).toBe('16/03/2024')
    expect(formatDate('2024-07-31T22:30:00Z')).toBe('01/08/2024')
    expect(formatDateTime('2026-11-24T09:00:00Z')).toBe('24/11/2026 10:00')
    expect(formatTime('2026-07-24T16:05:00Z', 'en')).toBe('18:05')
    expect(calendarDay('2026-11-24T23:30:00Z')).toBe('2026-11-25')
  })

  it('names a window’s day in the customer’s language', () => {
    expect(formatDay('2026-11-24T09:00:00Z', 'it')).toBe('martedì 24 novembre')
    expect(formatDay('2026-11-24T09:00:00Z', 'en')).toBe('Tuesday 24 November')
    expect(formatShortDay('2026-11-24T09:00:00Z', 'it')).toBe('mar 24/11')
  })

  it('writes a calendar date of the chain’s data as it is, and leaves an unreadable instant as it came', () => {
    expect(formatIsoDate('2026-12-08')).toBe('08/12/2026')
    expect(formatDate('not a date')).toBe('not a date')
    expect(formatDateTime('not a date')).toBe('not a date')
  })
})

describe('money on screen', () => {
  it('writes cents as euros in the customer’s language', () => {
    // Only the language is read.
    const inLanguage = (locale: string) => ({ locale }) as I18n
    expect(formatCents(inLanguage('it'), 2350)).toBe('23,50\u00a0€')
    expect(formatCents(inLanguage('en'), 123456)).toBe('€1,234.56')
  })
})
