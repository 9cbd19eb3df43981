/**
 * The stores' clocks: opening hours are Italian wall-clock times, whatever the server's time zone.
 * Instants are made from them through Intl (no time-zone library), so summer time is right.
 */
const ROME = 'Europe/Rome'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ROME,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
})

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetAt(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]))
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute))
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant of a wall-clock time in Rome: '2026-11-24', '09:30' → 2026-11-24T08:30:00Z. */
export function romeInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const [h, min] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, m - 1, d, h, min)
  const guess = wall - offsetAt(wall) * 60_000
  return new Date(wall - offsetAt(guess) * 60_000)
}

/** The day in Rome of an instant (yyyy-MM-dd), and its weekday 1 (Monday) … 7 (Sunday). */
export function romeDay(instant: Date): { day: string; weekday: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]))
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday ?? '') + 1
  return { day: `${p.year}-${p.month}-${p.day}`, weekday }
}

/** yyyy-MM-dd plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
