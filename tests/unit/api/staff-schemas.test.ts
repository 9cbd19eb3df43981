import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartLineChange } from '../../../src/api/schemas/cart'
import { ArrivalRequest } from '../../../src/api/schemas/orders'
import {
  HandoverRequest,
  StaffLineChange,
  StaffOrdersQuery,
  StaffStatusChange,
} from '../../../src/api/schemas/staff'

/** docs/ordering.md "The store's side": the requests of the contract, as the server parses them. */
describe("the store's side requests", () => {
  it('take a substitution choice with its product only for SPECIFIC', () => {
    expect(v.is(CartLineChange, { quantity: 1 })).toBe(true)
    expect(v.is(CartLineChange, { quantity: 1, substitution: { mode: 'NONE' } })).toBe(true)
    expect(v.is(CartLineChange, { quantity: 1, substitution: { mode: 'SPECIFIC', productId: 7 } })).toBe(true)
    expect(v.is(CartLineChange, { quantity: 1, substitution: { mode: 'SPECIFIC' } })).toBe(false)
    expect(v.is(CartLineChange, { quantity: 1, substitution: { mode: 'SIMILAR', productId: 7 } })).toBe(false)
    expect(v.is(CartLineChange, { quantity: 1, substitution: { mode: 'ANY' } })).toBe(false)
  })

  it('take a bay of at most 10 characters, trimmed', () => {
    expect(v.parse(ArrivalRequest, { bay: ' 12 ' })).toEqual({ bay: '12' })
    expect(v.is(ArrivalRequest, {})).toBe(true)
    expect(v.is(ArrivalRequest, { bay: 'x'.repeat(11) })).toBe(false)
  })

  it('read the queue filter as a day and a list of statuses', () => {
    expect(v.parse(StaffOrdersQuery, { day: '2026-11-27', status: 'TO_BE_PREPARED,IN_PREPARATION' })).toEqual(
      {
        day: '2026-11-27',
        status: ['TO_BE_PREPARED', 'IN_PREPARATION'],
        s: 10,
        p: 0,
      },
    )
    expect(v.is(StaffOrdersQuery, { status: 'PICKED' })).toBe(false)
    expect(v.is(StaffOrdersQuery, { day: '2026-02-30' })).toBe(false)
    expect(v.is(StaffOrdersQuery, { day: '9999-12-31' })).toBe(false)
  })

  it('change a line in exactly one way: picked, substituted or missing', () => {
    expect(v.is(StaffLineChange, { ean: '8001234567890', quantity: 2 })).toBe(true)
    expect(v.is(StaffLineChange, { ean: '2123450012345', quantity: 1, weightGrams: 1240 })).toBe(true)
    expect(v.is(StaffLineChange, { substitute: { productId: 3, quantity: 1 } })).toBe(true)
    expect(v.is(StaffLineChange, { missing: true })).toBe(true)
    expect(v.is(StaffLineChange, { missing: false })).toBe(false)
    expect(v.is(StaffLineChange, { missing: true, ean: '8001234567890', quantity: 2 })).toBe(false)
    expect(v.is(StaffLineChange, { ean: 'abc', quantity: 2 })).toBe(false)
  })

  it('hand over with the pickup code or the card, not both', () => {
    expect(v.is(HandoverRequest, { pickupCode: '0042' })).toBe(true)
    expect(v.is(HandoverRequest, { pickupCode: '0042', refusedLineIds: [3, 4] })).toBe(true)
    expect(v.is(HandoverRequest, { pickupCode: '42' })).toBe(false)
    expect(v.is(HandoverRequest, {})).toBe(false)
    expect(v.is(StaffStatusChange, { status: 'NOT_COLLECTED' })).toBe(true)
    expect(v.is(StaffStatusChange, { status: 'COLLECTED' })).toBe(false)
  })
})
