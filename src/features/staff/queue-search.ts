import type { QueueDay } from './queue-day'

/** `?day=tomorrow` of the queue; today otherwise. */
export function queueSearch(search: Record<string, unknown>): { day?: QueueDay } {
  return search.day === 'tomorrow' ? { day: 'tomorrow' } : {}
}
