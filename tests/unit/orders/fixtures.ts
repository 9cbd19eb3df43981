import * as v from 'valibot'
import type { Slot } from '../../../src/api/schemas/cart'
import type { Order } from '../../../src/api/schemas/orders'
import { User } from '../../../src/api/schemas/profile'
import { apples, line, steak } from '../shop/fixtures'

/** A customer with 600 points on the card and an address in Turin. */
export const shopper: User = v.parse(User, {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  address: { id: 3, county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' },
  cards: [
    {
      id: 9,
      code: '0430001234560',
      description: 'Carta',
      points: 600,
      created: '2024-01-01T10:00:00Z',
      enabled: true,
    },
  ],
})

/** 11:00–13:00 in Rome on Wednesday 25 November, two places left. */
const wednesdayLate: Slot = {
  id: 12,
  start: '2026-11-25T10:00:00.000Z',
  end: '2026-11-25T12:00:00.000Z',
  remaining: 2,
  available: true,
}

/** Windows of two days (Rome time): one full, one past the cut-off, the others free. */
export const slots: Slot[] = [
  {
    id: 11,
    start: '2026-11-25T08:00:00.000Z',
    end: '2026-11-25T10:00:00.000Z',
    remaining: 0,
    available: false,
  },
  wednesdayLate,
  {
    id: 13,
    start: '2026-11-25T14:00:00.000Z',
    end: '2026-11-25T16:00:00.000Z',
    remaining: 5,
    available: true,
  },
  {
    id: 21,
    start: '2026-11-26T08:00:00.000Z',
    end: '2026-11-26T10:00:00.000Z',
    remaining: 5,
    available: false,
  },
  {
    id: 22,
    start: '2026-11-26T10:00:00.000Z',
    end: '2026-11-26T12:00:00.000Z',
    remaining: 5,
    available: true,
  },
]

export function order(overrides: Partial<Order> = {}): Order {
  const lines = [line(apples, 2), line(steak, 1)].map((l, index) => ({
    ...l,
    id: 9000 + index,
    // The apples are on offer (2,79 € → 2,09 €): 2 × 0,70 € is the order's savings.
    regularPriceCents: (l.productId === apples.id ? apples : steak).priceCents,
    missing: false,
    refused: false,
    ean: '8001200000010',
    ownBrand: l.productId === apples.id,
    weightGrams: null,
    finalAmountCents: null,
  }))
  return {
    id: 812,
    storeId: 5,
    storeName: 'Alpimare Torino Lingotto',
    status: 'TO_BE_PREPARED',
    deliveryMode: 'IN_STORE',
    slot: { id: wednesdayLate.id, start: wednesdayLate.start, end: wednesdayLate.end },
    address: null,
    paymentMode: 'CASH',
    cardLast4: null,
    lines,
    voucher: null,
    coupons: [],
    couponCents: 0,
    notes: null,
    savingsCents: 140,
    deliveryFeeCents: 0,
    totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    finalTotalCents: null,
    chargedCents: null,
    pointsEarned: null,
    receiptId: null,
    placedAt: '2026-11-24T09:00:00.000Z',
    cancellableUntil: '2026-11-25T06:00:00.000Z',
    history: [{ status: 'TO_BE_PREPARED', at: '2026-11-24T09:00:00.000Z' }],
    pickupCode: null,
    pickupCodeLocked: false,
    ...overrides,
  }
}
