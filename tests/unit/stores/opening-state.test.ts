import { describe, expect, it } from 'vitest'
import type { ExtraordinaryOpening, Timetable } from '../../../src/api/schemas/store'
import {
  openingState,
  STORE_TIME_ZONE,
  storeClock,
  upcomingOpenings,
} from '../../../src/features/stores/opening-state'

/** Monday to Saturday 08:30–13:00 and 15:30–19:30; Sunday closed. */
const timetables: Timetable[] = [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
  { dayOfWeek, opening: '08:30', closing: '13:00' },
  { dayOfWeek, opening: '15:30', closing: '19:30' },
])
const openings: ExtraordinaryOpening[] = [
  { date: '2026-12-20', opening: '09:00', closing: '13:00', description: 'Domenica prima di Natale' },
  { date: '2026-12-24', opening: '08:30', closing: '17:00', description: 'Vigilia di Natale' },
  { date: '2026-12-25', opening: null, closing: null, description: 'Natale' },
]
const store = { timetables, openings }

/** An instant given as Rome's wall-clock time (winter: UTC+1, summer: UTC+2). */
const rome = (local: string, offset = '+01:00') => new Date(`${local}${offset}`)

describe('openingState (Europe/Rome, 1 = Monday … 7 = Sunday)', () => {
  it('is open on a weekday morning, until the lunch break', () => {
    // 2026-11-23 is a Monday.
    expect(openingState(store, rome('2026-11-23T10:00'))).toEqual({ status: 'open', closesAt: '13:00' })
    expect(openingState(store, rome('2026-11-23T08:30'))).toEqual({ status: 'open', closesAt: '13:00' })
  })

  it('is closed during the lunch break and opens again the same afternoon', () => {
    expect(openingState(store, rome('2026-11-23T13:00'))).toEqual({
      status: 'closed',
      next: { date: '2026-11-23', dayOfWeek: 1, time: '15:30', inDays: 0 },
    })
    expect(openingState(store, rome('2026-11-23T17:00'))).toEqual({ status: 'open', closesAt: '19:30' })
  })

  it('after closing time opens the next morning', () => {
    expect(openingState(store, rome('2026-11-23T19:30'))).toEqual({
      status: 'closed',
      next: { date: '2026-11-24', dayOfWeek: 2, time: '08:30', inDays: 1 },
    })
  })

  it('is closed on Sunday and, after Saturday evening, opens on Monday', () => {
    expect(openingState(store, rome('2026-11-29T11:00'))).toEqual({
      status: 'closed',
      next: { date: '2026-11-30', dayOfWeek: 1, time: '08:30', inDays: 1 },
    })
    expect(openingState(store, rome('2026-11-28T21:00'))).toEqual({
      status: 'closed',
      next: { date: '2026-11-30', dayOfWeek: 1, time: '08:30', inDays: 2 },
    })
  })

  it('opens on a Sunday that has an extraordinary opening', () => {
    expect(openingState(store, rome('2026-12-20T10:00'))).toEqual({ status: 'open', closesAt: '13:00' })
  })

  it('is closed all day on an extraordinary closed day, even at a weekday opening hour', () => {
    // 2026-12-25 is a Friday: normally open at 10:00.
    expect(openingState(store, rome('2026-12-25T10:00'))).toEqual({
      status: 'closed',
      next: { date: '2026-12-26', dayOfWeek: 6, time: '08:30', inDays: 1 },
    })
  })

  it('follows an extraordinary short day instead of the weekday timetable', () => {
    // Christmas Eve (Thursday): 08:30–17:00 without lunch break, instead of closing at 13:00.
    expect(openingState(store, rome('2026-12-24T14:00'))).toEqual({ status: 'open', closesAt: '17:00' })
    // At 18:00 the weekday would be open; the short day is over, Christmas is closed.
    expect(openingState(store, rome('2026-12-24T18:00'))).toEqual({
      status: 'closed',
      next: { date: '2026-12-26', dayOfWeek: 6, time: '08:30', inDays: 2 },
    })
  })

  it("uses Rome's calendar day around midnight, not the device's or UTC's", () => {
    // Monday 23:30 UTC is already Tuesday 00:30 in Rome (winter, UTC+1).
    const winter = new Date('2026-11-23T23:30:00Z')
    expect(storeClock(winter).day).toEqual({ date: '2026-11-24', dayOfWeek: 2 })
    expect(openingState(store, winter)).toEqual({
      status: 'closed',
      next: { date: '2026-11-24', dayOfWeek: 2, time: '08:30', inDays: 0 },
    })
    // Summer time (UTC+2): Sunday 22:30 UTC is Monday 00:30 in Rome.
    const summer = new Date('2026-07-05T22:30:00Z')
    expect(storeClock(summer)).toMatchObject({ day: { date: '2026-07-06', dayOfWeek: 1 }, minute: 30 })
    expect(openingState(store, summer)).toMatchObject({
      status: 'closed',
      next: { inDays: 0, time: '08:30' },
    })
  })

  it('keeps a late interval open past midnight', () => {
    const late = { timetables: [{ dayOfWeek: 6, opening: '20:00', closing: '02:00' }], openings: [] }
    // Saturday 23:00 and Sunday 01:30 (Rome) are inside Saturday's 20:00–02:00.
    expect(openingState(late, rome('2026-11-28T23:00'))).toEqual({ status: 'open', closesAt: '02:00' })
    expect(openingState(late, rome('2026-11-29T01:30'))).toEqual({ status: 'open', closesAt: '02:00' })
    expect(openingState(late, rome('2026-11-29T02:00'))).toMatchObject({
      status: 'closed',
      next: { date: '2026-12-05', dayOfWeek: 6, time: '20:00', inDays: 6 },
    })
  })

  it('says closed with no next opening for a store without timetables', () => {
    expect(openingState({ timetables: [], openings: [] }, rome('2026-11-23T10:00'))).toEqual({
      status: 'closed',
      next: null,
    })
  })
})

describe('upcomingOpenings', () => {
  it("lists today's and later extraordinary openings, soonest first", () => {
    const shuffled = [openings[2], openings[0], openings[1]].filter((o) => o !== undefined)
    expect(upcomingOpenings(shuffled, rome('2026-12-24T20:00')).map((o) => o.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
    ])
  })
})

describe('storeClock without Intl', () => {
  it('tells Rome’s day and minute as Intl does, across the summer-time changes', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: STORE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const instants: number[] = []
    for (let year = 2000; year <= 2040; year++) {
      // Every 15 minutes around the last Sundays of March and October, and a few random instants.
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0)
        const sunday = lastDay - new Date(lastDay).getUTCDay() * 86_400_000
        for (let t = sunday - 3 * 3_600_000; t <= sunday + 5 * 3_600_000; t += 15 * 60_000) instants.push(t)
      }
      for (let i = 0; i < 20; i++)
        instants.push(Date.UTC(year, 0, 1) + Math.floor(Math.random() * 365 * 86_400_000))
    }
    for (const instant of instants) {
      const parts: Record<string, string> = {}
      for (const part of intl.formatToParts(new Date(instant))) parts[part.type] = part.value
      const clock = storeClock(new Date(instant))
      expect(`${clock.day.date} ${clock.minute}`, new Date(instant).toISOString()).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${Number(parts.hour) * 60 + Number(parts.minute)}`,
      )
    }
  })
})
