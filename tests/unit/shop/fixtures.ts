import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import type { Cart, CartLine } from '../../../src/api/schemas/cart'
import type { Product } from '../../../src/api/schemas/catalogue'
import { User } from '../../../src/api/schemas/profile'
import type { EcommerceStore } from '../../../src/api/schemas/store'
import { API } from '../render'
import { makeStore } from '../stores/fixtures'

export const ecommerceStore = (
  id: number,
  name: string,
  deliveryModes: EcommerceStore['deliveryModes'],
  overrides: Partial<EcommerceStore> = {},
): EcommerceStore => ({
  ...makeStore(id, name),
  deliveryModes,
  homeDelivery: deliveryModes.includes('AT_HOME')
    ? { feeCents: 490, freeFromCents: 5900, minimumCents: 3000 }
    : null,
  ...overrides,
})

export function product(id: number, name: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    ean: `80012000${String(id).padStart(4, '0')}0`,
    name,
    brand: 'Orti di Pianura',
    ownBrand: false,
    department: 'FRUIT_VEG',
    unit: 'PIECE',
    priceCents: 349,
    promoPriceCents: null,
    promoUntil: null,
    previousPriceCents: null,
    lowest30DaysCents: null,
    lowestDays: null,
    maxQuantity: 20,
    imageUrl: `/media/products/${id}.svg`,
    estimatedWeightGrams: null,
    referencePrice: { cents: 349, per: 'KG' },
    ...overrides,
  }
}

export const apples = product(1, 'Mele Golden Alpimare 1,5 kg', {
  brand: 'Alpimare',
  ownBrand: true,
  priceCents: 279,
  promoPriceCents: 209,
  promoUntil: '2026-12-02',
  previousPriceCents: 259,
  lowest30DaysCents: 259,
  lowestDays: 30,
  referencePrice: { cents: 139, per: 'KG' },
})
export const pears = product(2, 'Pere Abate Orti di Pianura 1 kg', { maxQuantity: 2 })
export const steak = product(3, 'Bistecca di manzo', {
  department: 'BUTCHER',
  brand: 'Macelleria',
  unit: 'KG',
  priceCents: 2339,
  estimatedWeightGrams: 300,
  referencePrice: null,
  maxQuantity: 10,
})

export const page = <T>(data: T[], totalPages = 1, number = 0) => ({ code: 0, data, totalPages, number })

export const customer: User = v.parse(User, {
  id: 1,
  username: 'mario.rossi@example.com',
  firstName: 'Mario',
  lastName: 'Rossi',
  cards: [],
})

export function line(p: Product, quantity: number, overrides: Partial<CartLine> = {}): CartLine {
  const price = p.promoPriceCents ?? p.priceCents
  const estimatedWeight = p.unit === 'KG'
  const amount = estimatedWeight
    ? Math.round((price * (p.estimatedWeightGrams ?? 0) * quantity) / 1000)
    : price * quantity
  return {
    productId: p.id,
    name: p.name,
    quantity,
    priceCents: price,
    amountCents: amount,
    estimatedWeight,
    imageUrl: p.imageUrl,
    maxQuantity: p.maxQuantity,
    available: true,
    department: p.department,
    ownBrand: p.ownBrand,
    substitution: { mode: 'SIMILAR' },
    ...overrides,
  }
}

/** A cart computed as the server does it, enough for the screens: totals of the available lines. */
export function cartOf(lines: CartLine[], id = 70, storeId = 5): Cart {
  const available = lines.filter((l) => l.available)
  return {
    id,
    storeId,
    lines,
    savingsCents: 0,
    totalCents: available.reduce((sum, l) => sum + l.amountCents, 0),
  }
}

/** The background session check of a logged-in customer. */
export const sessionCheck = http.get(`${API}/profiles/login`, () =>
  HttpResponse.json({ code: 0, data: customer }),
)

/** The customer's receipts: their latest one's store is their own store ("Il tuo negozio"). */
export const receiptsIn = (storeIds: number[]) =>
  HttpResponse.json({
    code: 0,
    data: storeIds.map((storeId, index) => ({
      id: 9 + index,
      storeId,
      storeName: 'Alpimare Torino Lingotto',
      source: 'STORE',
      at: '2026-11-20T10:00:00.000Z',
      lines: [],
      totalCents: 1000,
      paidCents: 1000,
      deliveryFeeCents: 0,
      pointsEarned: 10,
      voucher: null,
    })),
    number: 0,
    totalPages: storeIds.length ? 1 : 0,
  })
