import { describe, expect, it } from 'vitest'
import { formatCardDate } from '../../../src/features/card/format'

describe('formatCardDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatCardDate('2024-03-05T10:00:00.000Z')).toBe('05/03/2024')
  })
  it('counts the day on the Italian calendar, whatever the device time zone', () => {
    expect(formatCardDate('2024-03-15T23:30:00Z')).toBe('16/03/2024')
    expect(formatCardDate('2024-07-31T22:30:00Z')).toBe('01/08/2024')
  })
  it('leaves an unreadable date as it came', () => {
    expect(formatCardDate('not a date')).toBe('not a date')
  })
})
