import { and, asc, eq, gt, lt } from 'drizzle-orm'
import type { Slot } from '../../../src/api/schemas/cart'
import type { DeliveryMode } from '../../../src/api/schemas/store'
import { slots, stores } from '../../db/schema'
import type { DomainContext } from '../shared/context'
import { DomainError } from '../shared/errors'
import { addDays, romeDay, romeInstant } from '../shared/rome-time'
import { pastCutoff } from './booking-cutoff'

/** Windows are two hours long and listed for today and the six days after it. */
const WINDOW_MINUTES = 120
const DAYS = 7

type StoreRow = typeof stores.$inferSelect

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/**
 * The windows of a day, as Rome wall-clock [start, end]: two-hour windows from each opening interval
 * (from the first full hour), none on a closed day; an extraordinary opening or closing of that date
 * replaces the week's timetable.
 */
export function dayWindows(store: Pick<StoreRow, 'timetables' | 'openings'>, day: string, weekday: number) {
  const special = store.openings.find((o) => o.date === day)
  const intervals = special
    ? special.opening && special.closing
      ? [{ opening: special.opening, closing: special.closing }]
      : []
    : store.timetables.filter((t) => t.dayOfWeek === weekday)
  const windows: [string, string][] = []
  for (const interval of intervals) {
    const close = minutes(interval.closing)
    for (
      let start = Math.ceil(minutes(interval.opening) / 60) * 60;
      start + WINDOW_MINUTES <= close;
      start += WINDOW_MINUTES
    ) {
      windows.push([clock(start), clock(start + WINDOW_MINUTES)])
    }
  }
  return windows
}

/**
 * The next 7 days' windows of a store and delivery mode. Each is made (with the store's capacity) the
 * first time it is listed, so an order can take its place by id. Windows already over are left out;
 * those past the booking cut-off, or full, are listed as not available.
 */
export async function listSlots(ctx: DomainContext, storeId: number, mode: DeliveryMode): Promise<Slot[]> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, storeId))
  if (!store?.ecommerce) throw new DomainError('store-not-found')
  if (!store.deliveryModes.includes(mode)) throw new DomainError('delivery-mode-not-offered')
  const now = ctx.now()
  const today = romeDay(now)
  const windows = []
  for (let i = 0; i < DAYS; i++) {
    const day = addDays(today.day, i)
    const weekday = ((today.weekday - 1 + i) % 7) + 1
    for (const [start, end] of dayWindows(store, day, weekday)) {
      windows.push({
        storeId,
        deliveryMode: mode,
        startsAt: romeInstant(day, start),
        endsAt: romeInstant(day, end),
        capacity: store.slotCapacity,
      })
    }
  }
  if (windows.length) await ctx.db.insert(slots).values(windows).onConflictDoNothing()
  const last = windows.at(-1)?.endsAt ?? now
  const rows = await ctx.db
    .select()
    .from(slots)
    .where(
      and(
        eq(slots.storeId, storeId),
        eq(slots.deliveryMode, mode),
        gt(slots.endsAt, now),
        lt(slots.startsAt, last),
      ),
    )
    .orderBy(asc(slots.startsAt))
  return rows.map((row) => {
    const remaining = Math.max(0, row.capacity - row.taken)
    return {
      id: row.id,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      remaining,
      available: remaining > 0 && !pastCutoff(row.startsAt, store.bookingCutoffHours, now),
    }
  })
}
