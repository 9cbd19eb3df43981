import { describe, expect, it } from 'vitest'
import { daysBefore, monthsBefore, utcDay } from '../../server/domain/shared/calendar'

const at = (iso: string) => new Date(iso)

describe('calendar arithmetic of the programme periods', () => {
  it('counts months back to the same day, or the last day of a shorter month', () => {
    expect(monthsBefore(at('2026-11-24T10:00:00Z'), 30).toISOString()).toBe('2024-05-24T10:00:00.000Z')
    expect(monthsBefore(at('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(monthsBefore(at('2024-03-31T08:00:00Z'), 1).toISOString()).toBe('2024-02-29T08:00:00.000Z')
    expect(monthsBefore(at('2026-01-15T00:00:00Z'), 24).toISOString()).toBe('2024-01-15T00:00:00.000Z')
    expect(monthsBefore(at('2036-11-24T00:00:00Z'), 120).toISOString()).toBe('2026-11-24T00:00:00.000Z')
  })

  it('counts days and names the UTC day', () => {
    expect(daysBefore(at('2026-11-24T00:00:00Z'), 180).toISOString()).toBe('2026-05-28T00:00:00.000Z')
    expect(utcDay(at('2026-11-24T23:59:59Z'))).toBe('2026-11-24')
  })
})
