/**
 * The queue's days are the Italian calendar's (the server's `day` is Europe/Rome): today and
 * tomorrow as the store reads them, whatever the tablet's own time zone.
 */
const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** yyyy-MM-dd of `now` in Rome. */
export function romeDay(now: Date): string {
  return romeDate.format(now)
}

/** The calendar day after `day` (yyyy-MM-dd), by the calendar: noon UTC keeps DST out of it. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

export type QueueDay = 'today' | 'tomorrow'

export function queueDate(which: QueueDay, now = new Date()): string {
  const today = romeDay(now)
  return which === 'today' ? today : nextDay(today)
}
