import { describe, expect, it } from 'vitest'
import { lineSavingCents, orderAmounts, payableCents, workedCents } from '../../../src/api/order-amounts'
import type { Order, OrderLine } from '../../../src/api/schemas/orders'
import { order } from '../orders/fixtures'

/** A line as placed: `quantity` pieces (or pieces of about `grams` each, sold by the kilo) at `price`, regularly `regular`. */
function placed(
  id: number,
  { quantity, price, regular, grams }: { quantity: number; price: number; regular: number; grams?: number },
): OrderLine {
  const [template] = order().lines as [OrderLine]
  return {
    ...template,
    id,
    productId: id,
    name: `Prodotto ${id}`,
    quantity,
    priceCents: price,
    regularPriceCents: regular,
    amountCents: grams === undefined ? price * quantity : Math.round((price * grams * quantity) / 1000),
    estimatedWeight: grams !== undefined,
  }
}

// Apples on offer, 3 pieces at 2,09 € (2,79 €): 6,27 €, saving 2,10 €.
const apples = placed(1, { quantity: 3, price: 209, regular: 279 })
// Cheese on offer by the kilo, 2 pieces of about 250 g at 18,00 €/kg (24,00 €): 9,00 €, saving 3,00 €.
const cheese = placed(2, { quantity: 2, price: 1800, regular: 2400, grams: 250 })
// Coffee on offer, 1 at 4,50 € (5,50 €): saving 1,00 €.
const coffee = placed(3, { quantity: 1, price: 450, regular: 550 })
// Pasta, no offer: 2 at 1,20 €.
const pasta = placed(4, { quantity: 2, price: 120, regular: 120 })
// Milk on offer, 1 at 1,10 € (1,40 €).
const milk = placed(5, { quantity: 1, price: 110, regular: 140 })

const lines = [apples, cheese, coffee, pasta, milk]
const linesCents = 627 + 900 + 450 + 240 + 110
const savingsCents = 210 + 300 + 100 + 0 + 30

function anOrder(overrides: Partial<Order>): Order {
  return order({ lines, totalCents: linesCents, savingsCents, ...overrides })
}

/**
 * The store picks: 2 apples of 3, the cheese weighed at 560 g, no coffee (missing), pasta replaced
 * by another brand on an offer of its own at 2 × 1,35 € (1,50 €); the milk is not picked yet.
 */
const picked: OrderLine[] = [
  { ...apples, picked: { quantity: 2, amountCents: 418 } },
  { ...cheese, picked: { quantity: 2, weightGrams: 560, amountCents: 1008 } },
  { ...coffee, missing: true },
  {
    ...pasta,
    substitute: { productId: 40, name: 'Penne Orti', quantity: 2, amountCents: 270, regularPriceCents: 150 },
  },
  milk,
]

describe('what an order costs and saves as the store works it', () => {
  it('counts a line by what the store did: missing or refused nothing, a substitute its own amount', () => {
    expect(workedCents(milk)).toBeNull()
    expect(workedCents(picked[0] as OrderLine)).toBe(418)
    expect(workedCents(picked[2] as OrderLine)).toBe(0)
    expect(workedCents(picked[3] as OrderLine)).toBe(270)
    expect(workedCents({ ...(picked[3] as OrderLine), refused: true })).toBe(0)
  })

  it('takes the voucher off the products, never below nothing, and adds the delivery fee', () => {
    expect(payableCents(2000, 500, 390)).toBe(1890)
    expect(payableCents(300, 500, 390)).toBe(390)
  })

  it('before the store works a line: the placement estimate and savings', () => {
    expect(orderAmounts(anOrder({ status: 'IN_PREPARATION' }))).toEqual({
      stage: 'PLACED',
      totalCents: linesCents,
      savingsCents,
      estimated: true,
    })
  })

  it('while picking: worked lines as worked, the others at their estimate, the savings on what is taken', () => {
    const amounts = orderAmounts(anOrder({ status: 'IN_PREPARATION', lines: picked }))
    expect(amounts.stage).toBe('PICKING')
    // 418 (2 apples) + 1008 (560 g of cheese) + 0 (no coffee) + 270 (the substitute) + 110 (milk, as ordered)
    expect(amounts.totalCents).toBe(418 + 1008 + 0 + 270 + 110)
    // 2 × 0,70 € + 6,00 €/kg × 560 g + nothing for the missing coffee + the substitute's own offer
    // (2 × 0,15 €) + the milk's 0,30 €
    expect(amounts.savingsCents).toBe(140 + 336 + 0 + 30 + 30)
    expect(amounts.estimated).toBe(false)
    expect(lineSavingCents(picked[1] as OrderLine)).toBe(336)
  })

  it('while picking, a weighed line not weighed yet keeps the total an estimate', () => {
    const amounts = orderAmounts(
      anOrder({ status: 'IN_PREPARATION', lines: [picked[0] as OrderLine, cheese, coffee, pasta, milk] }),
    )
    expect(amounts).toMatchObject({
      stage: 'PICKING',
      totalCents: 418 + 900 + 450 + 240 + 110,
      estimated: true,
    })
    expect(amounts.savingsCents).toBe(140 + 300 + 100 + 0 + 30)
  })

  it('with a voucher and a delivery fee, the updated total is what the card would be charged', () => {
    const amounts = orderAmounts(
      anOrder({
        status: 'IN_PREPARATION',
        deliveryMode: 'AT_HOME',
        deliveryFeeCents: 490,
        voucher: { points: 500, valueCents: 300 },
        lines: picked,
      }),
    )
    expect(amounts.totalCents).toBe(418 + 1008 + 270 + 110 - 300 + 490)
  })

  it("after the receipt: the receipt's total, and after the hand-over without the refused substitute", () => {
    const receipt = picked.map((line) => ({
      ...line,
      finalAmountCents: workedCents(line) ?? line.amountCents,
      weightGrams: line.picked?.weightGrams ?? null,
    }))
    const issued = orderAmounts(anOrder({ status: 'TO_BE_COLLECTED', lines: receipt, finalTotalCents: 1806 }))
    expect(issued).toEqual({ stage: 'RECEIPT', totalCents: 1806, savingsCents: 536, estimated: false })

    const handedOver = receipt.map((line) =>
      line.substitute ? { ...line, refused: true, finalAmountCents: 0 } : line,
    )
    const collected = orderAmounts(
      anOrder({ status: 'COLLECTED', lines: handedOver, finalTotalCents: 1806 - 270, chargedCents: 1536 }),
    )
    expect(collected).toEqual({ stage: 'RECEIPT', totalCents: 1536, savingsCents: 506, estimated: false })
  })

  it('a substitute saves its own offer: by its grams when weighed, nothing when its regular price is not known', () => {
    const [pasta] = picked.slice(3) as [OrderLine]
    expect(lineSavingCents(pasta)).toBe(30)
    const weighedSubstitute = {
      ...pasta,
      substitute: {
        productId: 41,
        name: 'Pecorino',
        quantity: 1,
        weightGrams: 300,
        amountCents: 540,
        regularPriceCents: 2200,
      },
    }
    // 22,00 €/kg × 300 g = 6,60 €, charged 5,40 €.
    expect(lineSavingCents(weighedSubstitute)).toBe(120)
    const offerUnknown = {
      productId: 40,
      name: 'Penne Orti',
      quantity: 2,
      amountCents: 270,
      regularPriceCents: null,
    }
    expect(lineSavingCents({ ...pasta, substitute: offerUnknown })).toBe(0)
    expect(lineSavingCents({ ...pasta, refused: true })).toBe(0)
  })

  it('a receipt issued without picking (a store system): weighed lines by the receipt’s grams', () => {
    const weighed = { ...cheese, weightGrams: 480, finalAmountCents: 864 }
    expect(lineSavingCents(weighed)).toBe(288)
    expect(lineSavingCents({ ...apples, finalAmountCents: 627 })).toBe(210)
  })

  it("keeps the placement's savings when a line's regular price is not known (an older order)", () => {
    const older = picked.map((line) => ({ ...line, regularPriceCents: null }))
    const amounts = orderAmounts(anOrder({ status: 'IN_PREPARATION', lines: older }))
    expect(amounts).toMatchObject({ stage: 'PICKING', totalCents: 1806, savingsCents })
  })

  it('an order undone while picking shows what was placed', () => {
    expect(orderAmounts(anOrder({ status: 'CANCELLED', lines: picked }))).toMatchObject({
      stage: 'PLACED',
      totalCents: linesCents,
      savingsCents,
    })
  })
})
