import type { ExtraordinaryOpening, Store, Timetable } from '../../api/schemas/store'

/** Opening hours are the store's local time, wherever the customer's device is. */
export const STORE_TIME_ZONE = 'Europe/Rome'

const DAY_MS = 86_400_000
const MINUTES_PER_DAY = 1440

/** A day in the store's calendar: yyyy-MM-dd and 1 = Monday … 7 = Sunday. */
export interface StoreDay {
  date: string
  dayOfWeek: number
}

export interface NextOpening extends StoreDay {
  /** 'HH:mm' */
  time: string
  /** 0 today, 1 tomorrow, … */
  inDays: number
}

export type OpeningState =
  | { status: 'open'; closesAt: string }
  | { status: 'closed'; next: NextOpening | null }

interface Interval {
  opening: number
  closing: number
  label: string
}

const minutes = (time: string): number => {
  const [h = '0', m = '0'] = time.split(':')
  return Number(h) * 60 + Number(m)
}

const pad = (n: number) => String(n).padStart(2, '0')

const HOUR_MS = 3_600_000

/** The last Sunday of a month (0 = January) of a year, as its UTC midnight. */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0)
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS
}

/**
 * Italy's offset from UTC at an instant, by the European Union's rule (since 1996): summer time from
 * the last Sunday of March to the last Sunday of October, changing at 01:00 UTC. Without Intl on
 * purpose: a page's first Intl time-zone format loads ICU's zone data, about 130 ms of main thread
 * at Lighthouse's 4× CPU on the stores page (a unit test compares the two).
 */
export function romeOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear()
  const summer = instant >= lastSunday(year, 2) + HOUR_MS && instant < lastSunday(year, 9) + HOUR_MS
  return summer ? 2 * HOUR_MS : HOUR_MS
}

/** The store's calendar day and minute of the day at the instant `now`. */
export function storeClock(now: Date): { day: StoreDay; minute: number; utcDay: number } {
  const local = now.getTime() + romeOffsetMs(now.getTime())
  const utcDay = Math.floor(local / DAY_MS) * DAY_MS
  return { day: dayAt(utcDay), minute: Math.floor((local - utcDay) / 60_000), utcDay }
}

/** Calendar arithmetic on UTC midnights, so a daylight-saving change moves nothing. */
function dayAt(utcDay: number): StoreDay {
  const d = new Date(utcDay)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return { date, dayOfWeek: ((d.getUTCDay() + 6) % 7) + 1 }
}

/**
 * The intervals of one day: an extraordinary opening on that date replaces the weekday's timetable;
 * one without times closes the store all day. A closing at or before the opening (e.g. 22:00–00:00)
 * runs past midnight.
 */
export function intervalsOn(
  day: StoreDay,
  timetables: readonly Timetable[],
  openings: readonly ExtraordinaryOpening[],
): Interval[] {
  const special = openings.filter((o) => o.date === day.date)
  // A day marked closed anywhere among its extraordinary entries is closed.
  if (special.some((o) => !o.opening || !o.closing)) return []
  const rows =
    special.length > 0
      ? special.map((o) => ({ opening: o.opening ?? '', closing: o.closing ?? '' }))
      : timetables.filter((t) => t.dayOfWeek === day.dayOfWeek)
  return rows
    .map((row) => {
      const opening = minutes(row.opening)
      let closing = minutes(row.closing)
      if (closing <= opening) closing += MINUTES_PER_DAY
      return { opening, closing, label: row.opening }
    })
    .sort((a, b) => a.opening - b.opening)
}

const hhmm = (minute: number) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`

/**
 * Whether the store is open at `now` (in Europe/Rome), until when, or when it opens next (within a
 * week). Days count 1 = Monday … 7 = Sunday; extraordinary openings override the weekday.
 */
export function openingState(store: Pick<Store, 'timetables' | 'openings'>, now: Date): OpeningState {
  const { timetables, openings } = store
  const { minute, utcDay } = storeClock(now)

  // Yesterday's interval may still run past midnight.
  const yesterday = intervalsOn(dayAt(utcDay - DAY_MS), timetables, openings)
  const late = yesterday.find(
    (i) => i.opening <= minute + MINUTES_PER_DAY && minute + MINUTES_PER_DAY < i.closing,
  )
  if (late) return { status: 'open', closesAt: hhmm(late.closing - MINUTES_PER_DAY) }

  const today = intervalsOn(dayAt(utcDay), timetables, openings)
  const current = today.find((i) => i.opening <= minute && minute < i.closing)
  if (current) return { status: 'open', closesAt: hhmm(current.closing) }

  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = dayAt(utcDay + inDays * DAY_MS)
    const intervals = inDays === 0 ? today : intervalsOn(day, timetables, openings)
    const next = intervals.find((i) => inDays > 0 || i.opening > minute)
    if (next) return { status: 'closed', next: { ...day, time: next.label, inDays } }
  }
  return { status: 'closed', next: null }
}

/** The extraordinary openings from today on (store calendar), soonest first. */
export function upcomingOpenings(
  openings: readonly ExtraordinaryOpening[],
  now: Date,
): ExtraordinaryOpening[] {
  const today = storeClock(now).day.date
  return openings.filter((o) => o.date >= today).sort((a, b) => a.date.localeCompare(b.date))
}
