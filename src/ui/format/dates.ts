/**
 * Dates and times as the customer reads them, in Italian or British English (both write 24/11/2026
 * and 10:00). Instants (a card's creation, a receipt, a movement, an order, a window) are shown on the
 * chain's clock, Europe/Rome, whatever the device's zone: a window from 10 to 12 is the store's 10 to
 * 12, and a receipt of late evening in Rome keeps its day. An instant that cannot be read is shown as
 * it came. Calendar dates of the chain's data (yyyy-MM-dd) are written as they are.
 */
const TIME_ZONE = 'Europe/Rome'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'it-IT', {
      timeZone: TIME_ZONE,
      ...options,
    })
    formats.set(key, found)
  }
  return found
}

/** An instant in a format, or the instant as it came when it is not one. */
function written(instant: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? instant : format(locale, options).format(date)
}

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }

/** yyyy-MM-dd → dd/MM/yyyy (the date format on screen, behaviour §3). */
export function formatIsoDate(date: string): string {
  const [y, m, d] = date.split('-')
  return `${d}/${m}/${y}`
}

/** "24/11/2026": an instant's day (behaviour §2: a card's creation). */
export function formatDate(instant: string, locale = 'it'): string {
  return written(instant, locale, DATE)
}

/** "10:00" */
export function formatTime(instant: string, locale = 'it'): string {
  return written(instant, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** "24/11/2026 10:00": when something happened (a receipt, a movement, an order's step). */
export function formatDateTime(instant: string, locale = 'it'): string {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return instant
  return `${formatDate(instant, locale)} ${formatTime(instant, locale)}`
}

/** "martedì 24 novembre": a window's day. */
export function formatDay(instant: string, locale: string): string {
  return written(instant, locale, { weekday: 'long', day: 'numeric', month: 'long' })
}

/** "mar 24/11": a day's short name, for a day chooser. */
export function formatShortDay(instant: string, locale: string): string {
  return written(instant, locale, { weekday: 'short', day: '2-digit', month: '2-digit' })
}

/** The chain's calendar day of an instant, yyyy-MM-dd: what happens on one day is grouped by it. */
export function calendarDay(instant: string): string {
  const parts = Object.fromEntries(
    format('it', DATE)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}
