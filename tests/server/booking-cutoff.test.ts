import { describe, expect, it } from 'vitest'
import { bookingClosesAt, earliestBookableStart, pastCutoff } from '../../server/domain/orders/booking-cutoff'

const at = (iso: string) => new Date(iso)

describe("a window's booking cut-off", () => {
  const start = at('2026-11-24T10:00:00Z')

  it("closes the store's number of hours before the window starts", () => {
    expect(bookingClosesAt(start, 4).toISOString()).toBe('2026-11-24T06:00:00.000Z')
    expect(bookingClosesAt(start, 0).toISOString()).toBe('2026-11-24T10:00:00.000Z')
    expect(bookingClosesAt(start, 200).toISOString()).toBe('2026-11-16T02:00:00.000Z')
  })

  it('keeps the window open at the instant it closes, and closed a millisecond later', () => {
    expect(pastCutoff(start, 4, at('2026-11-24T06:00:00.000Z'))).toBe(false)
    expect(pastCutoff(start, 4, at('2026-11-24T06:00:00.001Z'))).toBe(true)
  })

  it('reads the same rule the other way for a query over windows', () => {
    const now = at('2026-11-24T06:00:00.000Z')
    expect(earliestBookableStart(now, 4).toISOString()).toBe(start.toISOString())
    for (const hours of [0, 4, 36]) {
      for (const shift of [-1, 0, 1]) {
        const windowStart = new Date(earliestBookableStart(now, hours).getTime() + shift)
        // The query takes windows starting at the earliest bookable start or later: exactly those not past it.
        expect(windowStart.getTime() >= earliestBookableStart(now, hours).getTime()).toBe(
          !pastCutoff(windowStart, hours, now),
        )
      }
    }
  })
})
