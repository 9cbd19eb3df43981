/**
 * Weekday names as Intl.DateTimeFormat writes them ({ weekday: 'long' }) for Italian and English,
 * without Intl: its first use on a page loads locale data inside a render (see numbers.ts). A unit
 * test compares them; other languages fall back to Intl.
 */
const NAMES: Record<string, readonly string[]> = {
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
}

const MONDAY = Date.UTC(2024, 0, 1)

/** The weekday's name in a language (1 = Monday … 7 = Sunday). */
export function weekdayName(dayOfWeek: number, locale: string): string {
  const name = NAMES[locale.slice(0, 2).toLowerCase()]?.[dayOfWeek - 1]
  if (name) return name
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(MONDAY + (dayOfWeek - 1) * 86_400_000),
  )
}
