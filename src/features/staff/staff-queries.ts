import { queryOptions } from '@tanstack/react-query'
import type { StaffOrder, StaffOrderSummary } from '../../api/schemas/staff'
import { MAX_PAGE_SIZE } from '../../api/schemas/store'
import { staffEndpoints } from '../../api/staff-endpoints'
import { callStaff } from './staff-api'

/**
 * The staff's queries, under one key of their own ('staff'): never persisted (only 'public' queries
 * are, app/query-persistence.ts), and dropped together at logout.
 */
export const STAFF_KEY = 'staff'

/** The queue of a day, and the fallback's pace while the live stream is away. */
export const QUEUE_REFETCH_MS = 30_000

/** A busy store's day is a few pages: all of them, a stop well beyond any store's day. */
const MAX_PAGES = 20

export const staffQueueKey = (day: string) => [STAFF_KEY, 'orders', day] as const
export const staffOrderKey = (orderId: number) => [STAFF_KEY, 'order', orderId] as const

async function wholeDay(day: string, signal: AbortSignal): Promise<StaffOrderSummary[]> {
  const orders: StaffOrderSummary[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await callStaff(
      staffEndpoints.staffOrders,
      { query: { day, s: String(MAX_PAGE_SIZE), p: String(page) } },
      { signal },
    )
    orders.push(...answer.data)
    if (page + 1 >= answer.totalPages) break
  }
  return orders
}

export function staffQueueQuery(day: string) {
  return queryOptions({
    queryKey: staffQueueKey(day),
    queryFn: ({ signal }) => wholeDay(day, signal),
    // The live stream keeps it fresh; without it, focus and the interval (use-queue-live.ts).
    refetchOnWindowFocus: true,
  })
}

export function staffOrderQuery(orderId: number) {
  return queryOptions({
    queryKey: staffOrderKey(orderId),
    queryFn: ({ signal }): Promise<StaffOrder> =>
      callStaff(staffEndpoints.staffOrder, { params: { id: String(orderId) } }, { signal }),
    refetchOnWindowFocus: true,
  })
}

export function staffSubstitutesQuery(orderId: number, lineId: number) {
  return queryOptions({
    queryKey: [STAFF_KEY, 'substitutes', orderId, lineId] as const,
    queryFn: ({ signal }) =>
      callStaff(
        staffEndpoints.staffSubstitutes,
        { params: { id: String(orderId), lineId: String(lineId) } },
        { signal },
      ),
    // What the shelf offers changes with every pick: asked afresh each time the panel opens.
    staleTime: 0,
    gcTime: 0,
  })
}
