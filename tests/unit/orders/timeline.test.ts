import { describe, expect, it } from 'vitest'
import type { PlaceOrderRequest } from '../../../src/api/schemas/orders'
import { PlacementAttempts } from '../../../src/features/orders/placement-attempt'
import { timelineSteps } from '../../../src/features/orders/timeline'

describe('the order timeline', () => {
  it("shows the way so far and, for an open order, the store's next steps for its delivery mode", () => {
    const steps = timelineSteps({
      status: 'IN_PREPARATION',
      deliveryMode: 'AT_HOME',
      history: [
        { status: 'TO_BE_PREPARED', at: '2026-11-24T09:00:00Z' },
        { status: 'IN_PREPARATION', at: '2026-11-24T10:00:00Z' },
      ],
    })
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual([
      'TO_BE_PREPARED:done',
      'IN_PREPARATION:current',
      'ISSUING_RECEIPT:next',
      'TO_BE_DELIVERED:next',
      'DELIVERED:next',
    ])
    expect(steps[1]?.at).toBe('2026-11-24T10:00:00Z')
  })

  it('ends at a final status, with nothing to come', () => {
    const steps = timelineSteps({
      status: 'ABORTED',
      deliveryMode: 'IN_STORE',
      history: [
        { status: 'TO_BE_PREPARED', at: '2026-11-24T09:00:00Z' },
        { status: 'ABORTED', at: '2026-11-24T09:30:00Z' },
      ],
    })
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual(['TO_BE_PREPARED:done', 'ABORTED:current'])
  })

  it('shows the current status even when the history does not end with it yet', () => {
    const steps = timelineSteps({ status: 'TO_BE_COLLECTED', deliveryMode: 'DRIVE', history: [] })
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual(['TO_BE_COLLECTED:current', 'COLLECTED:next'])
  })
})

describe('placement attempts', () => {
  const request = (slotId: number): PlaceOrderRequest => ({
    cartId: 7,
    deliveryMode: 'IN_STORE',
    slotId,
    paymentMode: 'CASH',
  })

  it('keeps the key while the same request is sent again, and makes a new one for another request', () => {
    let made = 0
    const attempts = new PlacementAttempts(() => `key-${++made}-abcdefgh`)
    const first = attempts.keyFor(request(1))
    expect(attempts.keyFor(request(1))).toBe(first)
    const second = attempts.keyFor(request(2))
    expect(second).not.toBe(first)
    // Back to the first request: a new attempt, not the old key (the server refuses a key reused for another request).
    expect(attempts.keyFor(request(1))).not.toBe(first)
  })

  it('starts afresh once the order is placed', () => {
    let made = 0
    const attempts = new PlacementAttempts(() => `key-${++made}-abcdefgh`)
    const first = attempts.keyFor(request(1))
    attempts.forget()
    expect(attempts.keyFor(request(1))).not.toBe(first)
  })
})
