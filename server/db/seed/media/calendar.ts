/**
 * Leaflet dates are calendar days, not instants: they are computed on UTC midnights so that adding days
 * never drifts by an hour across a daylight-saving change.
 */
export type Day = Date

const DAY_MS = 86_400_000

/** The calendar day the server sees as `today`, in its own time zone. */
export function calendarDay(today: Date): Day {
  return new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()))
}

export function addDays(day: Day, days: number): Day {
  return new Date(day.getTime() + days * DAY_MS)
}

/** Italian flyers run from a Monday, so the schedule is anchored on the Monday of the current week. */
export function mondayOf(day: Day): Day {
  return addDays(day, -((day.getUTCDay() + 6) % 7))
}

const pad = (n: number) => String(n).padStart(2, '0')

export function isoDay(day: Day): string {
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`
}

export function italianDay(day: Day): string {
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`
}
