import { nextStatus, type OrderStatus } from '../../api/order-machine'
import type { Order } from '../../api/schemas/orders'
import { isFinal } from './order-status'

export interface TimelineStep {
  status: OrderStatus
  /** When the order reached it; absent for the steps still to come. */
  at?: string
  state: 'done' | 'current' | 'next'
}

/**
 * The order's way so far, from its history, and — while it is open — the steps the store will take
 * next for its delivery mode, so the customer sees where the order stands and what is left.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'deliveryMode' | 'history'>): TimelineStep[] {
  const steps: TimelineStep[] = order.history.map((event, index) => ({
    status: event.status,
    at: event.at,
    state: index === order.history.length - 1 ? 'current' : 'done',
  }))
  if (steps.at(-1)?.status !== order.status) {
    steps.forEach((step) => {
      step.state = 'done'
    })
    steps.push({ status: order.status, state: 'current' })
  }
  if (isFinal(order.status)) return steps
  let next = nextStatus(order.status, order.deliveryMode)
  // The order machine has no cycles; the bound only guards against a broken table.
  for (let guard = 0; next !== null && guard < 10; guard++) {
    steps.push({ status: next, state: 'next' })
    next = nextStatus(next, order.deliveryMode)
  }
  return steps
}
