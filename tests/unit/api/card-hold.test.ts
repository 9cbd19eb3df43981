import { describe, expect, it } from 'vitest'
import { cardHoldCents } from '../../../src/api/card-hold'

describe('what a card order holds on the card', () => {
  it('is the total plus 20 % of the weighed part and 10 % of the products, rounded up', () => {
    // 9,50 € of products, 0,44 € of them weighed, no voucher or fee: 0,09 € + 0,95 € of room.
    expect(cardHoldCents({ totalCents: 950, productsCents: 950, weighedCents: 44 })).toBe(950 + 104)
  })

  it('takes the room from the products before the voucher, and adds it to what is paid', () => {
    // 40 € of products less a 5 € voucher plus a 4,90 € fee: 39,90 € paid, room 4 € for substitutes.
    expect(cardHoldCents({ totalCents: 3990, productsCents: 4000, weighedCents: 0 })).toBe(3990 + 400)
  })

  it('holds nothing more for an empty order', () => {
    expect(cardHoldCents({ totalCents: 0, productsCents: 0, weighedCents: 0 })).toBe(0)
  })
})
