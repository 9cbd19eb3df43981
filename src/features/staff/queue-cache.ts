import type { QueryClient } from '@tanstack/react-query'
import type { StaffOrderSummary } from '../../api/schemas/staff'
import { romeDay } from './queue-day'
import { STAFF_KEY, staffOrderKey } from './staff-queries'

/**
 * One order's summary from the store's live stream, into the cache: it takes its place in the queue
 * of its slot's day (added if new), and the order's own page, if open, asks for its lines again (the
 * summary does not carry them).
 */
export function applyOrderSummary(queryClient: QueryClient, summary: StaffOrderSummary): void {
  const day = romeDay(new Date(summary.slot.start))
  for (const [key, orders] of queryClient.getQueriesData<StaffOrderSummary[]>({
    queryKey: [STAFF_KEY, 'orders'],
  })) {
    if (!orders) continue
    const others = orders.filter((order) => order.id !== summary.id)
    const next = key[2] === day ? [...others, summary] : others
    if (next.length !== orders.length || key[2] === day) queryClient.setQueryData(key, next)
  }
  void queryClient.invalidateQueries({ queryKey: staffOrderKey(summary.id) })
}
