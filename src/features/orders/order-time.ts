/**
 * Times of windows and orders on the store's clock (Europe/Rome), whatever the device's zone: a
 * window from 10 to 12 is the store's 10 to 12. Italian or English words by the customer's language.
 */
const TIME_ZONE = 'Europe/Rome'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'it-IT', { timeZone: TIME_ZONE, ...options })
    formats.set(key, found)
  }
  return found
}

/** "martedì 24 novembre" — a window's day. */
export function formatDay(instant: string, locale: string): string {
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(instant))
}

/** "mar 24/11" — a day's short name, for the day chooser. */
export function formatShortDay(instant: string, locale: string): string {
  return format(locale, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(instant))
}

/** "10:00" */
export function formatTime(instant: string, locale: string): string {
  return format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant))
}

/** "24/11/2026 10:00" — when something happened (as the card's receipts write it, no comma). */
export function formatDateTime(instant: string, locale: string): string {
  const date = format(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(instant))
  return `${date} ${formatTime(instant, locale)}`
}

/** The store's calendar day of an instant, yyyy-MM-dd: windows are grouped by it. */
export function storeDay(instant: string): string {
  const parts = Object.fromEntries(
    format('it', { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}
