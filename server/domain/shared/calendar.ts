/**
 * Calendar arithmetic for the programme's periods (30 months, 24 months, 5 years and 180 days, 10
 * years), in UTC: a month back from 31 March is the last day of February, never 3 March.
 */
export function monthsBefore(at: Date, months: number): Date {
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const result = new Date(at)
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay))
  return result
}

export function daysBefore(at: Date, days: number): Date {
  return new Date(at.getTime() - days * 86_400_000)
}

/** The UTC day of an instant, yyyy-MM-dd: the day a daily job ran. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}
