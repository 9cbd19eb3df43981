/**
 * The chain's extraordinary opening days (holidays and their eves) for a given year. Dates are calendar days
 * computed on UTC midnights, so nothing drifts across a daylight-saving change.
 */

export interface ExtraordinaryOpening {
  /** yyyy-MM-dd */
  date: string
  /** 'HH:mm', or null when the stores are closed all day. */
  opening: string | null
  closing: string | null
  description: string
}

const DAY_MS = 86_400_000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

const isoDay = (time: number): string => {
  const day = new Date(time)
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`
}

function checkYear(year: number): void {
  // The computus below is the Gregorian one: it is meaningless before the 1583 reform.
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Unsupported year: ${year}`)
  }
}

/** Gregorian Easter Sunday (anonymous / Meeus-Jones-Butcher algorithm) as a UTC timestamp. */
function easterTime(year: number): number {
  checkYear(year)
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return Date.UTC(year, month - 1, day)
}

/** Easter Sunday of a Gregorian year as 'yyyy-MM-dd', e.g. easterSunday(2025) === '2025-04-20'. */
export function easterSunday(year: number): string {
  return isoDay(easterTime(year))
}

const closed = (date: string, description: string): ExtraordinaryOpening => ({
  date,
  opening: null,
  closing: null,
  description,
})

const open = (date: string, opening: string, closing: string, description: string): ExtraordinaryOpening => ({
  date,
  opening,
  closing,
  description,
})

/**
 * The chain-wide extraordinary days of `year`, sorted by date. When two holidays fall on the same day (Easter
 * Sunday or Monday on 25 April) a single entry is kept: the closure if either is a closure, otherwise the
 * Easter one, with both names in the description.
 */
export function extraordinaryOpenings(year: number): ExtraordinaryOpening[] {
  const easter = easterTime(year)
  const y = pad(year, 4)
  const days: ExtraordinaryOpening[] = [
    closed(`${y}-01-01`, 'Capodanno'),
    closed(isoDay(easter), 'Pasqua'),
    open(isoDay(easter + DAY_MS), '09:00', '13:00', 'Pasquetta'),
    open(`${y}-04-25`, '09:00', '13:00', 'Festa della Liberazione'),
    closed(`${y}-05-01`, 'Festa dei Lavoratori'),
    open(`${y}-06-02`, '09:00', '20:00', 'Festa della Repubblica'),
    open(`${y}-08-15`, '09:00', '13:00', 'Ferragosto'),
    open(`${y}-12-08`, '09:00', '20:00', 'Immacolata Concezione'),
    open(`${y}-12-24`, '08:00', '18:00', 'Vigilia di Natale'),
    closed(`${y}-12-25`, 'Natale'),
    open(`${y}-12-26`, '09:00', '13:00', 'Santo Stefano'),
    open(`${y}-12-31`, '08:00', '18:00', 'San Silvestro'),
  ]
  const byDate = new Map<string, ExtraordinaryOpening>()
  for (const day of days) {
    const previous = byDate.get(day.date)
    if (!previous) {
      byDate.set(day.date, day)
      continue
    }
    const kept = previous.opening === null || day.opening !== null ? previous : day
    byDate.set(day.date, { ...kept, description: `${previous.description} e ${day.description}` })
  }
  return [...byDate.values()].sort((p, q) => p.date.localeCompare(q.date))
}
