import type { StaffOrderSummary } from '../../api/schemas/staff'

export interface SlotGroup {
  slot: StaffOrderSummary['slot']
  orders: StaffOrderSummary[]
}

export interface Queue {
  /** Customers waiting at the store now (they said "Sono arrivato"), the first to arrive first. */
  arrivals: StaffOrderSummary[]
  /** Every other order, by slot (earliest first), each slot's orders by number. */
  slots: SlotGroup[]
}

/**
 * An arrival matters while the order waits to be handed over: a customer at the car park or the
 * counter. Once collected (or given up) the order goes back to its slot like the others.
 */
export function isWaiting(order: StaffOrderSummary): boolean {
  return order.arrival !== undefined && order.status === 'TO_BE_COLLECTED'
}

/**
 * The staff's queue of a day: the waiting customers at the top, then the slots. `otherDay` (the
 * other day the screen shows) gives its waiting customers too: one who came a day early, or today's
 * while the staff look at tomorrow, is at the counter all the same.
 */
export function groupQueue(
  orders: readonly StaffOrderSummary[],
  otherDay: readonly StaffOrderSummary[] = [],
): Queue {
  const arrivals = [...orders, ...otherDay.filter((order) => !orders.some((o) => o.id === order.id))]
    .filter(isWaiting)
    .sort((a, b) => (a.arrival?.at ?? '').localeCompare(b.arrival?.at ?? '') || a.id - b.id)
  const bySlot = new Map<number, SlotGroup>()
  for (const order of orders) {
    if (isWaiting(order)) continue
    const group = bySlot.get(order.slot.id) ?? { slot: order.slot, orders: [] }
    group.orders.push(order)
    bySlot.set(order.slot.id, group)
  }
  const slots = [...bySlot.values()].sort(
    (a, b) => a.slot.start.localeCompare(b.slot.start) || a.slot.id - b.slot.id,
  )
  for (const group of slots) group.orders.sort((a, b) => a.id - b.id)
  return { arrivals, slots }
}
