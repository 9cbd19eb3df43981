import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { ApiError } from '../../api/errors'
import { followEventStream } from '../../api/event-stream'
import { StaffOrderSummary } from '../../api/schemas/staff'
import { applyOrderSummary } from './queue-cache'
import { STAFF_KEY } from './staff-queries'
import { staffSession } from './staff-session'

/**
 * The store's live stream (GET /cli/staff/events, docs/ordering.md "The store's side"): each order
 * that is new, changes or whose customer arrives comes as its summary and goes into the cache
 * (queue-cache.ts). Whether it is connected is known to the pages: while it is not, the queue falls
 * back to a refetch on focus and every 30 s.
 */
let live = false
const listeners = new Set<() => void>()
function setLive(next: boolean): void {
  if (live === next) return
  live = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the store's stream is connected now. */
export function useStaffLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  )
}

/** Follows the store's stream while a staff member is logged in (the staff layout mounts it). */
export function useStaffEvents(loggedIn: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!loggedIn) return
    const controller = new AbortController()
    followEventStream('/staff/events', {
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event !== 'order') return
        let data: unknown
        try {
          data = JSON.parse(event.data)
        } catch {
          return
        }
        const summary = v.safeParse(StaffOrderSummary, data)
        if (summary.success) applyOrderSummary(queryClient, summary.output)
      },
      onState: (state) => {
        // (Re)connected: what happened while away is asked again once, then the stream takes over.
        if (state === 'open') void queryClient.invalidateQueries({ queryKey: [STAFF_KEY, 'orders'] })
        setLive(state === 'open')
      },
    })
      .catch((error: unknown) => {
        // 401: the staff session is over on the server; 403/404 or anything else: no stream, the
        // fallback polling stays.
        if (error instanceof ApiError && error.kind === 'http' && error.code === 401) staffSession.end()
      })
      .finally(() => setLive(false))
    return () => controller.abort()
  }, [loggedIn, queryClient])
}
